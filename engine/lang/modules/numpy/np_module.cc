// The `numpy` module: array creation and the module-level functions.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "lang/modules/numpy/np_internal.h"

namespace tl::lang {
namespace np {
namespace {

using core::DType;
using ops::Op;

std::optional<DType> dtypeOpt(Interp& in, const Value& v) {
  if (!given(v)) return std::nullopt;
  if (std::optional<DType> d = numpyDType(v)) return d;
  if (v.sameAs(Value(in.types.float_))) return DType::Float64;
  if (v.sameAs(Value(in.types.int_))) return DType::Int64;
  if (v.sameAs(Value(in.types.bool_))) return DType::Bool;
  DType p;
  if (v.is(ObjKind::Str) && core::parseDType(v.as<Str>()->s, &p)) return p;
  in.raise(in.types.TypeError, "data type " + in.repr(v) + " not understood");
}

core::Tensor filled(const core::Shape& shape, DType d, double value) {
  core::Tensor t(DType::Float64, shape);
  for (int64_t k = 0; k < t.numElements(); ++k) t.data<double>()[k] = value;
  return castTo(t, d);
}

// np.arange: NumPy fills start + i * delta with delta = (start + step) - start.
Value arange(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "arange", {"start", "stop", "step", "dtype"}, 1);
  Value start = v[0], stop = v[1], step = given(v[2]) ? v[2] : Value::integer(1);
  if (!given(stop)) stop = start, start = Value::integer(0);
  bool ints = start.isIntLike() && stop.isIntLike() && step.isIntLike();
  double s0 = toDouble(in, start), s1 = toDouble(in, stop), st = toDouble(in, step);
  if (st == 0) in.raise(in.types.ZeroDivisionError, "division by zero");
  DType d = dtypeOpt(in, v[3]).value_or(ints ? DType::Int64 : DType::Float64);
  if (ints) {  // the length exactly: a double cannot tell 2**60 + 5 from 2**60
    const __int128 span = static_cast<__int128>(stop.asInt()) - start.asInt(), by = step.asInt();
    const __int128 n = by > 0 ? (span > 0 ? (span + by - 1) / by : 0) : (span < 0 ? (span + by + 1) / by : 0);
    core::Tensor r(DType::Int64, core::Shape{static_cast<int64_t>(n)});
    for (int64_t i = 0; i < n; ++i) r.data<int64_t>()[i] = static_cast<int64_t>(start.asInt() + i * by);
    return wrapNdArray(in, castTo(r, d));
  }
  const double length = std::ceil((s1 - s0) / st);
  if (!(length < 9223372036854775808.0)) in.raise(in.types.ValueError, "Maximum allowed size exceeded");
  const int64_t n = std::max<int64_t>(0, static_cast<int64_t>(length));
  core::Tensor t(DType::Float64, core::Shape{n});
  double delta = (s0 + st) - s0;
  for (int64_t i = 0; i < n; ++i) t.data<double>()[i] = i == 0 ? s0 : s0 + i * delta;
  return wrapNdArray(in, castTo(t, d));
}

// np.linspace: y = i * step + start, the last value set to stop when endpoint.
Value linspace(Interp& in, const Value&, CallArgs& a) {
  auto v = parseArgs(in, a, "linspace", {"start", "stop", "num", "endpoint", "retstep", "dtype"}, 2);
  double start = toDouble(in, v[0]), stop = toDouble(in, v[1]);
  int64_t num = given(v[2]) ? toInt(in, v[2]) : 50;
  bool endpoint = !given(v[3]) || in.truthy(v[3]);
  if (num < 0) in.raise(in.types.ValueError, "Number of samples, " + std::to_string(num) + ", must be non-negative.");
  int64_t div = endpoint ? num - 1 : num;
  double delta = stop - start, step = div > 0 ? delta / div : NAN;
  core::Tensor t(DType::Float64, core::Shape{num});
  for (int64_t i = 0; i < num; ++i) t.data<double>()[i] = div > 0 ? i * step + start : i * delta + start;
  if (endpoint && num > 1) t.data<double>()[num - 1] = stop;
  return wrapNdArray(in, castTo(t, dtypeOpt(in, v[5]).value_or(DType::Float64)));
}

Value creation(Interp& in, CallArgs& a, const char* name, double value) {
  auto v = parseArgs(in, a, name, {"shape", "dtype"}, 1);
  const core::Shape shape = shapeOf(in, v[0]);
  const DType dtype = dtypeOpt(in, v[1]).value_or(DType::Float64);
  checkArraySize(in, shape, dtype);
  return wrapNdArray(in, filled(shape, dtype, value));
}

// numpy.core._exceptions._ArrayMemoryError._size_to_string: "74.5 GiB".
std::string sizeText(uint64_t bytes) {
  static const char* kUnits[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  int bits = 0;
  for (uint64_t b = bytes; b > 1; b >>= 1) ++bits;  // bit_length() - 1
  int unit = std::max(bits, 1) / 10;
  double n = static_cast<double>(bytes) / static_cast<double>(uint64_t{1} << (unit * 10));
  if (std::nearbyint(n) == 1024) ++unit, n /= 1024;
  char buf[64];
  if (unit == 0) std::snprintf(buf, sizeof buf, "%.0f %s", n, kUnits[unit]);
  else if (std::nearbyint(n) < 1000) std::snprintf(buf, sizeof buf, "%#.3g %s", n, kUnits[unit]);
  else std::snprintf(buf, sizeof buf, "%#.0f %s", n, kUnits[unit]);
  return buf;
}

ClassObj* arrayMemoryError(Interp& in) {
  NpState& st = npState(in);
  if (!st.arrayMemoryError) {
    st.arrayMemoryError = in.newClass("_ArrayMemoryError", in.exceptionClass("MemoryError"), "numpy.core._exceptions");
    st.keepAlive.push_back(Value(st.arrayMemoryError));
  }
  return st.arrayMemoryError;
}

Value likeCreation(Interp& in, CallArgs& a, const char* name, std::optional<double> value) {
  auto v = parseArgs(in, a, name, {"a", "fill_value", "dtype"}, 1);
  core::Tensor t = toArray(in, v[0]);
  double x = value ? *value : toDouble(in, v[1]);
  return wrapNdArray(in, filled(t.shape(), dtypeOpt(in, v[2]).value_or(t.dtype()), x));
}

void installCreation(Interp& in, const Value& np) {
  auto array = [](Interp& in, const Value&, CallArgs& a) {
    auto v = parseArgs(in, a, "array", {"object", "dtype", "copy"}, 1);
    return wrapNdArray(in, toArray(in, v[0], dtypeOpt(in, v[1])));
  };
  defFunction(in, np, "array", array);
  defFunction(in, np, "asarray", array);
  defFunction(in, np, "zeros", [](Interp& in, const Value&, CallArgs& a) { return creation(in, a, "zeros", 0); });
  defFunction(in, np, "ones", [](Interp& in, const Value&, CallArgs& a) { return creation(in, a, "ones", 1); });
  defFunction(in, np, "full", [](Interp& in, const Value&, CallArgs& a) {
    auto v = parseArgs(in, a, "full", {"shape", "fill_value", "dtype"}, 2);
    DType d = dtypeOpt(in, v[2]).value_or(v[1].isFloat() ? DType::Float64 : v[1].isBool() ? DType::Bool : DType::Int64);
    const core::Shape shape = shapeOf(in, v[0]);
    checkArraySize(in, shape, d);
    if (v[1].isIntLike() && !v[1].isBool() && core::isInteger(d)) {  // exactly: a double holds 53 bits
      core::Tensor t(DType::Int64, shape);
      for (int64_t k = 0; k < t.numElements(); ++k) t.data<int64_t>()[k] = v[1].asInt();
      return wrapNdArray(in, castTo(t, d));
    }
    return wrapNdArray(in, filled(shape, d, toDouble(in, v[1])));
  });
  defFunction(in, np, "zeros_like",
              [](Interp& in, const Value&, CallArgs& a) { return likeCreation(in, a, "zeros_like", 0.0); });
  defFunction(in, np, "ones_like",
              [](Interp& in, const Value&, CallArgs& a) { return likeCreation(in, a, "ones_like", 1.0); });
  defFunction(in, np, "eye", [](Interp& in, const Value&, CallArgs& a) {
    auto v = parseArgs(in, a, "eye", {"N", "M", "k", "dtype"}, 1);
    int64_t n = toInt(in, v[0]), m = given(v[1]) ? toInt(in, v[1]) : n, k = given(v[2]) ? toInt(in, v[2]) : 0;
    const DType dtype = dtypeOpt(in, v[3]).value_or(DType::Float64);
    checkArraySize(in, core::Shape{n, m}, dtype);
    core::Tensor t = filled(core::Shape{n, m}, DType::Float64, 0);
    for (int64_t i = std::max<int64_t>(0, -k); i < n && i + k < m; ++i)
      t.data<double>()[i * m + i + k] = 1;  // diagonal k
    return wrapNdArray(in, castTo(t, dtype));
  });
  defFunction(in, np, "arange", arange);
  defFunction(in, np, "linspace", linspace);
}

}  // namespace

void checkArraySize(Interp& in, const core::Shape& shape, DType dtype) {
  int64_t bytes = static_cast<int64_t>(core::dtypeSize(dtype));
  for (int64_t d : shape.dims())
    if (d < 0) in.raise(in.types.ValueError, "negative dimensions are not allowed");
  for (int64_t d : shape.dims()) {
    if (__builtin_mul_overflow(bytes, d, &bytes))
      in.raise(in.types.ValueError,
               "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size.");
  }
  const int64_t limit = core::MemoryAccount::limit();
  if (limit > 0 && bytes > limit - core::MemoryAccount::bytesInUse()) {
    in.raise(arrayMemoryError(in), "Unable to allocate " + sizeText(static_cast<uint64_t>(bytes)) +
                                       " for an array with shape " + shape.toString() + " and data type " +
                                       core::dtypeName(dtype));
  }
}

core::Shape shapeOf(Interp& in, const Value& v) {
  if (v.isIntLike()) return core::Shape{v.asInt()};
  core::Dims dims;
  for (const Value& d : in.toVector(v)) dims.push_back(toInt(in, d));
  return core::Shape(dims);
}

core::Shape shapeArg(Interp& in, const CallArgs& a, size_t from) {
  if (a.npos == from + 1 && !a.pos[from].isIntLike()) return shapeOf(in, a.pos[from]);
  core::Dims dims;
  for (size_t i = from; i < a.npos; ++i) dims.push_back(toInt(in, a.pos[i]));
  return core::Shape(dims);
}

}  // namespace np

void registerNumpyModule(Interp& in) {
  in.registerModule("numpy", [](Interp& in) {
    Value m = in.newModule("numpy");
    np::NpState& st = np::npState(in);
    np::installDTypes(in, st, m);
    np::installCreation(in, m);
    np::installFunctions(in, m);
    np::installMathFunctions(in, m);
    Value random = in.newModule("numpy.random");
    setModuleAttr(in, m, "random", random);
    np::installRandom(in, random);
    setModuleAttr(in, m, "pi", Value::real(M_PI));
    setModuleAttr(in, m, "e", Value::real(M_E));
    setModuleAttr(in, m, "inf", Value::real(INFINITY));
    setModuleAttr(in, m, "nan", Value::real(NAN));
    setModuleAttr(in, m, "newaxis", Value::none());
    setModuleAttr(in, m, "__version__", in.newStr("1.24.2"));
    return m;
  });
  in.registerModule("numpy.random", [](Interp& in) { return in.getAttr(in.importModule("numpy", {}), "random"); });
}

}  // namespace tl::lang
