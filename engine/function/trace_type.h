// TraceType: how tf.function sees one argument when it builds a cache key
// (TensorFlow's trace_type.default_types): tensors by dtype and shape, Python
// scalars and strings by value, containers by structure and element types,
// other objects by identity.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/dtype.h"
#include "core/shape.h"

namespace tl::function {

class TraceType {
 public:
  enum class Kind : uint8_t { Literal, TensorSpec, VariableSpec, List, Tuple, Dict, Weakref };
  enum class LiteralKind : uint8_t { None, Bool, Int, Float, Str };

  // Python literals. `repr` is Python's repr of the value (printed as Literal[<repr>]).
  static TraceType none();
  static TraceType boolean(bool value);
  static TraceType integer(int64_t value);
  static TraceType floating(double value, const std::string& repr);
  static TraceType string(const std::string& value, const std::string& repr);
  static TraceType tensorSpec(core::DType dtype, core::PartialShape shape, std::string name = "");
  static TraceType variableSpec(core::DType dtype, core::PartialShape shape, bool trainable, int aliasId);
  static TraceType list(std::vector<TraceType> elements);
  static TraceType tuple(std::vector<TraceType> elements);
  // Keys are Python reprs of the dict keys; order of insertion is irrelevant.
  static TraceType dict(std::vector<std::pair<std::string, TraceType>> entries);
  // Any other object: equal only to the same object. `repr` names it for messages.
  static TraceType weakref(uint64_t objectId, const std::string& repr);

  Kind kind() const { return kind_; }
  LiteralKind literalKind() const { return literal_kind_; }
  core::DType dtype() const { return dtype_; }
  const core::PartialShape& shape() const { return shape_; }
  const std::vector<TraceType>& elements() const { return elements_; }
  const std::vector<std::string>& keys() const { return keys_; }  // Dict only, sorted
  const std::string& repr() const { return repr_; }
  // A literal's value (by its literalKind; Bool and Int read intValue).
  int64_t intValue() const { return int_value_; }
  double floatValue() const { return float_value_; }
  const std::string& stringValue() const { return string_value_; }
  int aliasId() const { return alias_id_; }      // VariableSpec only
  bool trainable() const { return trainable_; }  // VariableSpec only
  bool isPythonValue() const { return kind_ == Kind::Literal || kind_ == Kind::Weakref; }

  bool operator==(const TraceType& other) const;
  bool operator!=(const TraceType& other) const { return !(*this == other); }
  // Equal types hash equal (1, 1.0 and True too, as in Python).
  size_t hash() const;
  // True when no other type is a subtype of this one (no unknown dimension):
  // such a cache entry serves only calls of exactly its type.
  bool servesOnlyItself() const;
  // TensorFlow's is_subtype_of: tensor shapes may be more specific; all else equal.
  bool isSubtypeOf(const TraceType& other) const;
  // TensorFlow's most_specific_common_supertype (nullopt where none exists:
  // Python values never generalize).
  std::optional<TraceType> mostSpecificCommonSupertype(const TraceType& other) const;
  // As TensorFlow prints it: TensorSpec(shape=(), dtype=tf.int32, name=None),
  // Literal[7], List[Literal[1], Literal[-1]], Dict[['a', Literal[1]]].
  std::string toString() const;

 private:
  bool sameLiteral(const TraceType& other) const;
  bool sameStructure(const TraceType& other) const;

  Kind kind_ = Kind::Literal;
  LiteralKind literal_kind_ = LiteralKind::None;
  int64_t int_value_ = 0;
  double float_value_ = 0;
  std::string string_value_;  // Str literal value
  std::string repr_;
  uint64_t object_id_ = 0;
  core::DType dtype_ = core::DType::Float32;
  core::PartialShape shape_;
  std::string name_;  // TensorSpec name (from input_signature)
  int alias_id_ = 0;
  bool trainable_ = true;  // VariableSpec
  std::vector<TraceType> elements_;
  std::vector<std::string> keys_;
};

}  // namespace tl::function
