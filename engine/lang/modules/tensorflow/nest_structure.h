// tf.nest's assert_same_structure, for the checks that word their errors with it
// (tf.cond's branches).
#pragma once
#include <functional>
#include <optional>
#include <string>

#include "lang/eval/native.h"

namespace tl::lang {

struct StructureMismatch {
  bool typeError = false;  // TypeError (sequence types differ), else ValueError
  std::string message;
};

// nest.assert_same_structure(a, b, check_types=True): nullopt when `a` and `b` nest
// alike (lists, tuples and dicts; anything else is a leaf), else the error
// TensorFlow raises, with its "Entire first structure" summary.
std::optional<StructureMismatch> structureMismatch(Interp& in, const Value& a, const Value& b);

// nest.map_structure(fn, v) over lists, tuples and dicts (None stays None unless
// `visitNone`): the leaves are visited in nest.flatten order (a dict's by sorted
// key) and each container is rebuilt like the original (a dict in its own key order).
Value mapLeaves(Interp& in, const Value& v, const std::function<Value(const Value&)>& fn, bool visitNone = false);

// len(nest.flatten(v)): None and every other non-container is one leaf.
size_t flatLength(Interp& in, const Value& v);

}  // namespace tl::lang
