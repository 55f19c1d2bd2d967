// tf.nest: flatten, pack_sequence_as, map_structure, assert_same_structure and
// is_nested, after nest_util.py's CORE modality (what nests: nest_structure.h).
// There are no composite tensors here, so expand_composites changes nothing.
#include "lang/modules/tensorflow/nest_structure.h"
#include "lang/modules/tensorflow/object_util.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang::tfi {
namespace {

void flattenInto(Interp& in, const Value& v, std::vector<Value>& out) {
  if (!isNestedStructure(v)) {
    out.push_back(v);
    return;
  }
  for (const Value& item : nestedValues(in, v)) flattenInto(in, item, out);
}

std::vector<Value> flattened(Interp& in, const Value& v) {
  std::vector<Value> out;
  flattenInto(in, v, out);
  return out;
}

// sequence_like: `items` (in nest order) in a container like `like`; a dict
// keeps its own key order, a range becomes a list.
Value structureLike(Interp& in, const Value& like, std::vector<Value> items) {
  if (like.is(ObjKind::Range)) return in.newList(std::move(items));
  if (!like.is(ObjKind::Dict)) return sequenceLike(in, like, std::move(items));
  std::vector<std::pair<Value, Value>> sorted = sortedNestItems(in, like);
  Value bySortedKey = in.newDict();
  for (size_t i = 0; i < sorted.size(); ++i) bySortedKey.as<Dict>()->set(sorted[i].first, items[i]);
  Value plain = in.newDict();
  like.as<Dict>()->forEach([&](const Value& k, const Value&) {
    plain.as<Dict>()->set(k, *bySortedKey.as<Dict>()->find(k));
  });
  return containerLike(in, like, plain);
}

// _packed_nest_with_indices: false when `flat` runs out first.
bool packInto(Interp& in, const Value& structure, const std::vector<Value>& flat, size_t& index,
              std::vector<Value>& packed) {
  for (const Value& s : nestedValues(in, structure)) {
    if (isNestedStructure(s)) {
      std::vector<Value> child;
      if (!packInto(in, s, flat, index, child)) return false;
      packed.push_back(structureLike(in, s, std::move(child)));
    } else {
      if (index >= flat.size()) return false;
      packed.push_back(flat[index++]);
    }
  }
  return true;
}

std::string truncated(Interp& in, const Value& v) {
  std::string s = in.str(v);
  return s.size() > 100 ? s.substr(0, 100) + "..." : s;
}

std::string typeText(Interp& in, const Value& v) { return in.repr(Value(in.typeOf(v))); }

Value packSequenceAs(Interp& in, const Value& structure, const Value& flatSequence) {
  if (!isNestedStructure(flatSequence)) {
    in.raise(in.types.TypeError, "Attempted to pack value:\n  " + truncated(in, flatSequence) +
                                     "\ninto a structure, but found incompatible type `" + typeText(in, flatSequence) +
                                     "` instead.");
  }
  std::vector<Value> flat = in.toVector(flatSequence);
  if (!isNestedStructure(structure)) {
    if (flat.size() != 1) {
      in.raise(in.types.ValueError, "The target structure is of type `" + typeText(in, structure) + "`\n  " +
                                        truncated(in, structure) + "\nHowever the input is a sequence (" +
                                        typeText(in, flatSequence) + ") of length " + std::to_string(flat.size()) +
                                        ".\n  " + truncated(in, flatSequence) +
                                        "\nnest cannot guarantee that it is safe to map one to the other.");
    }
    return flat[0];
  }
  size_t index = 0;
  std::vector<Value> packed;
  if (!packInto(in, structure, flat, index, packed) || index < flat.size()) {
    size_t atoms = flattened(in, structure).size();
    if (atoms != flat.size()) {
      in.raise(in.types.ValueError, "Could not pack sequence. Structure had " + std::to_string(atoms) +
                                        " atoms, but flat_sequence had " + std::to_string(flat.size()) +
                                        " items.  Structure: " + in.str(structure) +
                                        ", flat_sequence: " + in.str(flatSequence) + ".");
    }
  }
  return structureLike(in, structure, std::move(packed));
}

void assertSameStructure(Interp& in, const Value& a, const Value& b, bool checkTypes) {
  if (auto mismatch = structureMismatch(in, a, b, checkTypes)) {
    in.raise(mismatch->typeError ? in.types.TypeError : in.types.ValueError, mismatch->message);
  }
}

bool isCallable(Interp& in, const Value& v) {
  Value* callable = in.builtins.as<Dict>()->findStr(in.internStr("callable").as<Str>());
  return in.truthy(in.call(*callable, {v}));
}

// map_structure(func, *structure, check_types=True, expand_composites=False)
Value mapStructure(Interp& in, const Value&, CallArgs& a) {
  if (a.npos == 0) in.raise(in.types.TypeError, "map_structure() missing 1 required positional argument: 'func'");
  const Value& func = a.pos[0];
  if (!isCallable(in, func)) in.raise(in.types.TypeError, "func must be callable, got: " + in.str(func));
  if (a.npos == 1) in.raise(in.types.ValueError, "Must provide at least one structure");
  bool checkTypes = true;
  std::string unknown;
  for (size_t k = 0; k < a.nkw; ++k) {
    if (a.kw[k].name == "check_types") checkTypes = in.truthy(a.kw[k].value);
    else if (a.kw[k].name != "expand_composites") unknown += (unknown.empty() ? "" : "`, `") + a.kw[k].name;
  }
  if (!unknown.empty()) {
    in.raise(in.types.ValueError,
             "Only valid keyword arguments are `check_types` and `expand_composites`, not: `" + unknown + "`");
  }
  for (size_t i = 2; i < a.npos; ++i) assertSameStructure(in, a.pos[1], a.pos[i], checkTypes);
  std::vector<std::vector<Value>> flats;
  size_t shortest = SIZE_MAX;
  for (size_t i = 1; i < a.npos; ++i) {
    flats.push_back(flattened(in, a.pos[i]));
    shortest = std::min(shortest, flats.back().size());
  }
  std::vector<Value> results;
  for (size_t j = 0; j < shortest; ++j) {
    std::vector<Value> args;
    for (const auto& flat : flats) args.push_back(flat[j]);
    results.push_back(in.call(func, args));
  }
  return packSequenceAs(in, a.pos[1], in.newList(std::move(results)));
}

}  // namespace

void installNestApi(Interp& in, const Value& nest) {
  defParsed(in, nest, "flatten", {"structure", "expand_composites"}, 1,
            [](Interp& in, std::vector<Value>& v) { return in.newList(flattened(in, v[0])); });
  defParsed(in, nest, "is_nested", {"seq"}, 1,
            [](Interp&, std::vector<Value>& v) { return Value::boolean(isNestedStructure(v[0])); });
  defParsed(in, nest, "pack_sequence_as", {"structure", "flat_sequence", "expand_composites"}, 2,
            [](Interp& in, std::vector<Value>& v) { return packSequenceAs(in, v[0], v[1]); });
  defParsed(in, nest, "assert_same_structure", {"nest1", "nest2", "check_types", "expand_composites"}, 2,
            [](Interp& in, std::vector<Value>& v) {
              assertSameStructure(in, v[0], v[1], !given(v[2]) || in.truthy(v[2]));
              return Value::none();
            });
  defFunction(in, nest, "map_structure", mapStructure);
}

}  // namespace tl::lang::tfi
