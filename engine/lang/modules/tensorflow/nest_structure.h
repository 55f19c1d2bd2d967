// TensorFlow's nested structures (nest_util.py, CORE modality): lists, tuples
// (namedtuples too), dicts walked by sorted key, and ranges; everything else is
// an atom. Used by tf.nest (nest_api.cc) and by the checks that word their
// errors as nest does (tf.cond's branches).
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "lang/eval/native.h"

namespace tl::lang {

struct StructureMismatch {
  bool typeError = false;  // TypeError (sequence types differ), else ValueError
  std::string message;
};

// Whether nest treats `v` as a structure rather than an atom.
bool isNestedStructure(const Value& v);
// The items nest walks in `v` (a structure): a dict's values by sorted key
// (TypeError "nest only supports dicts with sortable keys." when they do not sort).
std::vector<Value> nestedValues(Interp& in, const Value& v);
// A dict's items by sorted key, as nestedValues orders them.
std::vector<std::pair<Value, Value>> sortedNestItems(Interp& in, const Value& dict);
// A dict's items in the order of their keys' reprs: the order the engine's own
// walks share (trace keys' TraceType::dict, flattened arguments, mapLeaves,
// rebuilt results), which never raises. Only tf.nest's results show an order.
std::vector<std::pair<Value, Value>> dictItemsByRepr(Interp& in, const Value& dict);

// nest.assert_same_structure(a, b, check_types): nullopt when `a` and `b` nest
// alike (lists, tuples and dicts; anything else is a leaf), else the error
// TensorFlow raises, with its "Entire first structure" summary.
std::optional<StructureMismatch> structureMismatch(Interp& in, const Value& a, const Value& b, bool checkTypes = true);

// nest.map_structure(fn, v) over lists, tuples and dicts (None stays None unless
// `visitNone`): the leaves are visited in the engine's walking order (a dict's
// by dictItemsByRepr) and each container is rebuilt like the original (a dict in
// its own key order).
Value mapLeaves(Interp& in, const Value& v, const std::function<Value(const Value&)>& fn, bool visitNone = false);

// len(nest.flatten(v)): None and every other non-container is one leaf.
size_t flatLength(Interp& in, const Value& v);

}  // namespace tl::lang
