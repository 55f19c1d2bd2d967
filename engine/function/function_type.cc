#include "function/function_type.h"

namespace tl::function {

const char* parameterKindName(ParameterKind kind) {
  switch (kind) {
    case ParameterKind::PositionalOnly: return "POSITIONAL_ONLY";
    case ParameterKind::PositionalOrKeyword: return "POSITIONAL_OR_KEYWORD";
    case ParameterKind::VarPositional: return "VAR_POSITIONAL";
    case ParameterKind::KeywordOnly: return "KEYWORD_ONLY";
    case ParameterKind::VarKeyword: return "VAR_KEYWORD";
  }
  return "?";
}

bool FunctionType::sameNames(const FunctionType& other) const {
  if (parameters_.size() != other.parameters_.size()) return false;
  for (size_t i = 0; i < parameters_.size(); ++i) {
    if (parameters_[i].name != other.parameters_[i].name) return false;
  }
  return true;
}

bool FunctionType::operator==(const FunctionType& other) const {
  if (!sameNames(other)) return false;
  for (size_t i = 0; i < parameters_.size(); ++i) {
    if (parameters_[i].type != other.parameters_[i].type) return false;
  }
  return true;
}

size_t FunctionType::hash() const {
  size_t h = parameters_.size();
  for (const Parameter& p : parameters_) h = h * 1000003 ^ p.type.hash();
  return h;
}

bool FunctionType::servesOnlyItself() const {
  for (const Parameter& p : parameters_) {
    if (!p.type.servesOnlyItself()) return false;
  }
  return true;
}

bool FunctionType::isSubtypeOf(const FunctionType& other) const {
  if (!sameNames(other)) return false;
  for (size_t i = 0; i < parameters_.size(); ++i) {
    if (!parameters_[i].type.isSubtypeOf(other.parameters_[i].type)) return false;
  }
  return true;
}

std::optional<FunctionType> FunctionType::mostSpecificCommonSupertype(const FunctionType& other) const {
  if (!sameNames(other)) return std::nullopt;
  FunctionType out = *this;
  for (size_t i = 0; i < parameters_.size(); ++i) {
    auto common = parameters_[i].type.mostSpecificCommonSupertype(other.parameters_[i].type);
    if (!common) return std::nullopt;
    out.parameters_[i].type = *common;
  }
  return out;
}

std::string FunctionType::toString() const {
  std::string out = "(";
  for (size_t i = 0; i < parameters_.size(); ++i) {
    out += (i ? ", " : "") + parameters_[i].name + ": " + parameters_[i].type.toString();
  }
  return out + ")";
}

std::string FunctionType::toVerboseString() const {
  std::string out;
  for (const auto& p : parameters_) {
    out += "  " + p.name + " (" + parameterKindName(p.kind) + "): " + p.type.toString() + "\n";
  }
  return out;
}

}  // namespace tl::function
