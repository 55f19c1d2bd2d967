#include "function/trace_type.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>

namespace tl::function {
namespace {

std::string joinTypes(const std::vector<TraceType>& elements) {
  std::string out;
  for (size_t i = 0; i < elements.size(); ++i) out += (i ? ", " : "") + elements[i].toString();
  return out;
}

bool isNumericLiteral(TraceType::LiteralKind kind) {
  return kind == TraceType::LiteralKind::Bool || kind == TraceType::LiteralKind::Int ||
         kind == TraceType::LiteralKind::Float;
}

}  // namespace

TraceType TraceType::none() {
  TraceType t;
  t.repr_ = "None";
  return t;
}

TraceType TraceType::boolean(bool value) {
  TraceType t;
  t.literal_kind_ = LiteralKind::Bool;
  t.int_value_ = value;
  t.float_value_ = value;
  t.repr_ = value ? "True" : "False";
  return t;
}

TraceType TraceType::integer(int64_t value) {
  TraceType t;
  t.literal_kind_ = LiteralKind::Int;
  t.int_value_ = value;
  t.float_value_ = static_cast<double>(value);
  t.repr_ = std::to_string(value);
  return t;
}

TraceType TraceType::floating(double value, const std::string& repr) {
  TraceType t;
  t.literal_kind_ = LiteralKind::Float;
  t.float_value_ = value;
  t.repr_ = repr;
  return t;
}

TraceType TraceType::string(const std::string& value, const std::string& repr) {
  TraceType t;
  t.literal_kind_ = LiteralKind::Str;
  t.string_value_ = value;
  t.repr_ = repr;
  return t;
}

TraceType TraceType::tensorSpec(core::DType dtype, core::PartialShape shape, std::string name) {
  TraceType t;
  t.kind_ = Kind::TensorSpec;
  t.dtype_ = dtype;
  t.shape_ = std::move(shape);
  t.name_ = std::move(name);
  return t;
}

TraceType TraceType::variableSpec(core::DType dtype, core::PartialShape shape, bool trainable, int aliasId) {
  TraceType t = tensorSpec(dtype, std::move(shape));
  t.kind_ = Kind::VariableSpec;
  t.alias_id_ = aliasId;
  t.trainable_ = trainable;
  return t;
}

TraceType TraceType::list(std::vector<TraceType> elements) {
  TraceType t;
  t.kind_ = Kind::List;
  t.elements_ = std::move(elements);
  return t;
}

TraceType TraceType::tuple(std::vector<TraceType> elements) {
  TraceType t = list(std::move(elements));
  t.kind_ = Kind::Tuple;
  return t;
}

TraceType TraceType::dict(std::vector<std::pair<std::string, TraceType>> entries) {
  // Key order is irrelevant to TensorFlow's Dict type: keep entries sorted by key.
  std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  TraceType t;
  t.kind_ = Kind::Dict;
  for (auto& [key, type] : entries) {
    t.keys_.push_back(key);
    t.elements_.push_back(std::move(type));
  }
  return t;
}

TraceType TraceType::weakref(uint64_t objectId, const std::string& repr) {
  TraceType t;
  t.kind_ = Kind::Weakref;
  t.object_id_ = objectId;
  t.repr_ = repr;
  return t;
}

// Python's == on hashable literals: 1 == 1.0 == True; NaN matches NaN (newer TF).
bool TraceType::sameLiteral(const TraceType& other) const {
  if (isNumericLiteral(literal_kind_) && isNumericLiteral(other.literal_kind_)) {
    bool bothIntegral = literal_kind_ != LiteralKind::Float && other.literal_kind_ != LiteralKind::Float;
    if (bothIntegral) return int_value_ == other.int_value_;
    if (std::isnan(float_value_) && std::isnan(other.float_value_)) return true;
    return float_value_ == other.float_value_;
  }
  if (literal_kind_ != other.literal_kind_) return false;
  return literal_kind_ == LiteralKind::None || string_value_ == other.string_value_;
}

bool TraceType::sameStructure(const TraceType& other) const {
  return kind_ == other.kind_ && elements_.size() == other.elements_.size() && keys_ == other.keys_;
}

bool TraceType::operator==(const TraceType& other) const {
  if (kind_ != other.kind_) return false;
  switch (kind_) {
    case Kind::Literal: return sameLiteral(other);
    case Kind::Weakref: return object_id_ == other.object_id_;
    case Kind::TensorSpec: return dtype_ == other.dtype_ && shape_ == other.shape_;
    case Kind::VariableSpec:
      return dtype_ == other.dtype_ && shape_ == other.shape_ && alias_id_ == other.alias_id_ &&
             trainable_ == other.trainable_;
    default: return sameStructure(other) && elements_ == other.elements_;
  }
}

namespace {

size_t mix(size_t seed, size_t value) { return seed ^ (value + 0x9e3779b97f4a7c15ULL + (seed << 6) + (seed >> 2)); }

size_t hashNumber(double value) {
  if (std::isnan(value)) return 0x7ff8;
  if (value == 0) value = 0;  // -0.0 == 0.0
  return std::hash<double>{}(value);
}

size_t hashShape(const core::PartialShape& shape) {
  size_t h = shape.hasRank() ? static_cast<size_t>(shape.rank()) + 1 : 0;
  if (shape.hasRank()) {
    for (int64_t dim : shape.dims()) h = mix(h, static_cast<size_t>(dim));
  }
  return h;
}

}  // namespace

size_t TraceType::hash() const {
  size_t h = static_cast<size_t>(kind_);
  switch (kind_) {
    case Kind::Literal:
      if (isNumericLiteral(literal_kind_)) return mix(h, hashNumber(float_value_));
      return mix(mix(h, static_cast<size_t>(literal_kind_)), std::hash<std::string>{}(string_value_));
    case Kind::Weakref: return mix(h, object_id_);
    case Kind::TensorSpec: return mix(mix(h, static_cast<size_t>(dtype_)), hashShape(shape_));
    case Kind::VariableSpec:
      return mix(mix(mix(h, static_cast<size_t>(dtype_)), hashShape(shape_)),
                 static_cast<size_t>(alias_id_) * 2 + trainable_);
    default:
      for (const std::string& key : keys_) h = mix(h, std::hash<std::string>{}(key));
      for (const TraceType& element : elements_) h = mix(h, element.hash());
      return mix(h, elements_.size());
  }
}

bool TraceType::servesOnlyItself() const {
  switch (kind_) {
    case Kind::TensorSpec: return shape_.isFullyDefined();
    case Kind::List:
    case Kind::Tuple:
    case Kind::Dict:
      for (const TraceType& element : elements_) {
        if (!element.servesOnlyItself()) return false;
      }
      return true;
    default: return true;
  }
}

bool TraceType::isSubtypeOf(const TraceType& other) const {
  if (kind_ != other.kind_) return false;
  switch (kind_) {
    case Kind::TensorSpec: return dtype_ == other.dtype_ && shape_.isSubtypeOf(other.shape_);
    case Kind::List:
    case Kind::Tuple:
    case Kind::Dict:
      if (!sameStructure(other)) return false;
      for (size_t i = 0; i < elements_.size(); ++i) {
        if (!elements_[i].isSubtypeOf(other.elements_[i])) return false;
      }
      return true;
    default: return *this == other;
  }
}

std::optional<TraceType> TraceType::mostSpecificCommonSupertype(const TraceType& other) const {
  if (kind_ != other.kind_) return std::nullopt;
  switch (kind_) {
    case Kind::TensorSpec:
      if (dtype_ != other.dtype_) return std::nullopt;
      return tensorSpec(dtype_, shape_.mostSpecificCommonSupertype(other.shape_), name_);
    case Kind::List:
    case Kind::Tuple:
    case Kind::Dict: {
      if (!sameStructure(other)) return std::nullopt;
      TraceType out = *this;
      for (size_t i = 0; i < elements_.size(); ++i) {
        auto common = elements_[i].mostSpecificCommonSupertype(other.elements_[i]);
        if (!common) return std::nullopt;
        out.elements_[i] = *common;
      }
      return out;
    }
    default:
      if (*this == other) return *this;
      return std::nullopt;
  }
}

std::string TraceType::toString() const {
  switch (kind_) {
    case Kind::Literal: return "Literal[" + repr_ + "]";
    case Kind::Weakref: return "Weakref[" + repr_ + "]";
    case Kind::TensorSpec: {
      std::string name = name_.empty() ? "None" : "'" + name_ + "'";
      return "TensorSpec(shape=" + shape_.toString() + ", dtype=tf." + core::dtypeName(dtype_) + ", name=" + name + ")";
    }
    case Kind::VariableSpec:
      return "VariableSpec(shape=" + shape_.toString() + ", dtype=tf." + core::dtypeName(dtype_) +
             ", trainable=" + (trainable_ ? "True" : "False") + ", alias_id=" + std::to_string(alias_id_) + ")";
    case Kind::List: return "List[" + joinTypes(elements_) + "]";
    case Kind::Tuple: return "Tuple[" + joinTypes(elements_) + "]";
    case Kind::Dict: {
      std::string out = "Dict[";
      for (size_t i = 0; i < keys_.size(); ++i) {
        out += (i ? ", " : "") + std::string("[") + keys_[i] + ", " + elements_[i].toString() + "]";
      }
      return out + "]";
    }
  }
  return "?";
}

}  // namespace tl::function
