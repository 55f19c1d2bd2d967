// FunctionType: the bound parameters of one call, each with its TraceType —
// the key tf.function looks up in its cache (TensorFlow's FunctionType).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "function/trace_type.h"

namespace tl::function {

enum class ParameterKind : uint8_t { PositionalOnly, PositionalOrKeyword, VarPositional, KeywordOnly, VarKeyword };

const char* parameterKindName(ParameterKind kind);  // "POSITIONAL_OR_KEYWORD", ...

struct Parameter {
  std::string name;
  ParameterKind kind = ParameterKind::PositionalOrKeyword;
  TraceType type;
};

class FunctionType {
 public:
  FunctionType() = default;
  explicit FunctionType(std::vector<Parameter> parameters) : parameters_(std::move(parameters)) {}

  const std::vector<Parameter>& parameters() const { return parameters_; }
  bool operator==(const FunctionType& other) const;
  size_t hash() const;            // of the parameter types (names are compared, not hashed)
  bool servesOnlyItself() const;  // see TraceType::servesOnlyItself
  bool isSubtypeOf(const FunctionType& other) const;
  std::optional<FunctionType> mostSpecificCommonSupertype(const FunctionType& other) const;
  // "(x: TensorSpec(shape=(), dtype=tf.int32, name=None), octopus: Literal[7])"
  std::string toString() const;
  // "  x (POSITIONAL_OR_KEYWORD): TensorSpec(...)" lines, as TF's verbose signature.
  std::string toVerboseString() const;

 private:
  bool sameNames(const FunctionType& other) const;
  std::vector<Parameter> parameters_;
};

}  // namespace tl::function
