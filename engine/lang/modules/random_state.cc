// The Mersenne Twister seen from Python: seeds of any int size, the state
// tuples of getstate()/setstate(), getrandbits beyond 64 bits, and the
// generator objects random.Random (modules/py/random.py) keeps one each of.
#include <chrono>

#include "lang/eval/builtins.h"
#include "lang/eval/hashing.h"
#include "lang/eval/int_value.h"
#include "lang/eval/native.h"
#include "lang/modules/random_mt.h"

namespace tl::lang {

namespace {

// The magnitude's 32-bit words, least significant first (CPython's init_by_array key).
std::vector<uint32_t> magnitudeWords(const BigInt& v) {
  const BigInt mag = v.abs();
  const BigInt mask(0xffffffffLL);
  std::vector<uint32_t> words;
  for (uint64_t shift = 0; shift == 0 || shift < mag.bitLength(); shift += 32)
    words.push_back(static_cast<uint32_t>((mag.shiftedRight(shift) & mask).toInt64()));
  return words;
}

uint64_t clockSeed() { return static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()); }

struct TwisterObj : NativeObject {
  TwisterObj(ClassObj* cls, std::shared_ptr<MersenneTwister> mt) : NativeObject(cls), mt(std::move(mt)) {}
  std::shared_ptr<MersenneTwister> mt;
};

MersenneTwister& twisterOf(const Value& self) { return *static_cast<TwisterObj*>(self.as<NativeObject>())->mt; }

}  // namespace

void seedFromValue(Interp& in, MersenneTwister& mt, const Value& seed) {
  if (seed.isNull() || seed.isNone()) {
    mt.seed(clockSeed());
  } else if (isInteger(seed)) {
    mt.seedWords(magnitudeWords(toBigInt(seed)));
  } else if (seed.isFloat()) {
    mt.seed(static_cast<uint64_t>(hashDouble(seed.asFloat())));  // (size_t)hash, as CPython's random_seed
  } else {
    in.raise(in.types.NotImplementedError, "random.seed() supports int and float seeds only");
  }
}

Value generatorState(Interp& in, MersenneTwister& mt) {
  std::vector<Value> words;
  for (int i = 0; i < MersenneTwister::kN; ++i) words.push_back(Value::integer(MersenneState::words(mt)[i]));
  words.push_back(Value::integer(MersenneState::index(mt)));
  return in.newTuple(std::move(words));
}

// The inner tuple of 625 ints, as _random.Random.setstate checks it.
void setGeneratorState(Interp& in, MersenneTwister& mt, const Value& state) {
  if (!state.is(ObjKind::Tuple)) in.raise(in.types.TypeError, "state vector must be a tuple");
  const std::vector<Value> items = in.toVector(state);
  if (static_cast<int>(items.size()) != MersenneTwister::kN + 1)
    in.raise(in.types.ValueError, "state vector is the wrong size");
  uint32_t words[MersenneTwister::kN];
  for (int i = 0; i < MersenneTwister::kN; ++i) {
    if (!isInteger(items[i])) in.raise(in.types.TypeError, "an integer is required");
    words[i] = static_cast<uint32_t>(magnitudeWords(toBigInt(items[i]))[0]);
  }
  const int64_t index = toInt(in, items[MersenneTwister::kN]);
  if (index < 0 || index > MersenneTwister::kN) in.raise(in.types.ValueError, "invalid state");
  std::copy(words, words + MersenneTwister::kN, MersenneState::words(mt));
  MersenneState::index(mt) = static_cast<int>(index);
}

// getrandbits(k): 32-bit words least significant first, the last one's top bits.
Value randomBits(Interp& in, MersenneTwister& mt, const Value& kValue) {
  const int64_t k = toInt(in, kValue);
  if (k < 0) in.raise(in.types.ValueError, "number of bits must be non-negative");
  if (k == 0) return Value::integer(0);
  if (k <= 32) return Value::integer(mt.next() >> (32 - k));
  BigInt result(0);
  for (int64_t done = 0; done < k; done += 32) {
    uint32_t word = mt.next();
    if (k - done < 32) word >>= 32 - (k - done);
    result = result | BigInt::fromUnsigned(word).shiftedLeft(static_cast<uint64_t>(done));
  }
  return intValue(in, std::move(result));
}

void defineGeneratorClass(Interp& in, const Value& module, const std::shared_ptr<MersenneTwister>& shared) {
  ClassObj* cls = newNativeClass(in, "Generator", "_random");
  setClassAttr(in, cls, "__call_ctor__", in.newBuiltin("Generator", [cls](Interp&, const Value&, CallArgs&) {
    auto mt = std::make_shared<MersenneTwister>();
    mt->seed(clockSeed());
    return Value(new TwisterObj(cls, std::move(mt)));
  }));
  defMethod(in, cls, "random",
            [](Interp&, const Value& self, CallArgs&) { return Value::real(twisterOf(self).random()); });
  defMethod(in, cls, "seed", [](Interp& in, const Value& self, CallArgs& a) {
    seedFromValue(in, twisterOf(self), a.npos ? a.pos[0] : Value::none());
    return Value::none();
  });
  defMethod(in, cls, "getrandbits", [](Interp& in, const Value& self, CallArgs& a) {
    auto args = parseArgs(in, a, "getrandbits", {"k"}, 1);
    return randomBits(in, twisterOf(self), args[0]);
  });
  defMethod(in, cls, "getstate",
            [](Interp& in, const Value& self, CallArgs&) { return generatorState(in, twisterOf(self)); });
  defMethod(in, cls, "setstate", [](Interp& in, const Value& self, CallArgs& a) {
    setGeneratorState(in, twisterOf(self), a.pos[0]);
    return Value::none();
  });
  setModuleAttr(in, module, "Generator", Value(cls));
  setModuleAttr(in, module, "shared", Value(new TwisterObj(cls, shared)));
}

}  // namespace tl::lang
