#include "core/json.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace tl::core {

Json& Json::set(const std::string& key, Json value) {
  for (auto& field : fields_) {
    if (field.first == key) {
      field.second = std::move(value);
      return *this;
    }
  }
  fields_.emplace_back(key, std::move(value));
  return *this;
}

Json& Json::push(Json value) {
  items_.push_back(std::move(value));
  return *this;
}

const Json* Json::get(const std::string& key) const {
  for (const auto& field : fields_) {
    if (field.first == key) return &field.second;
  }
  return nullptr;
}

std::string Json::quote(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

static std::string numberText(double v) {
  if (!std::isfinite(v)) return "null";
  if (v == std::floor(v) && std::fabs(v) < 1e15) return std::to_string(static_cast<int64_t>(v));
  // The shortest text that reads back as the same double (as JavaScript prints
  // numbers): 2.49 rather than 2.4900000000000002.
  char buf[32];
  for (int digits = 15; digits <= 17; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, v);
    if (std::strtod(buf, nullptr) == v) break;
  }
  return buf;
}

std::string Json::dump() const {
  switch (kind_) {
    case Kind::Null: return "null";
    case Kind::Bool: return bool_ ? "true" : "false";
    case Kind::Number: return numberText(number_);
    case Kind::String: return quote(string_);
    case Kind::Array: {
      std::string out = "[";
      for (size_t i = 0; i < items_.size(); ++i) out += (i ? "," : "") + items_[i].dump();
      return out + "]";
    }
    case Kind::Object: {
      std::string out = "{";
      for (size_t i = 0; i < fields_.size(); ++i) {
        out += (i ? "," : "") + quote(fields_[i].first) + ":" + fields_[i].second.dump();
      }
      return out + "}";
    }
  }
  return "null";
}

}  // namespace tl::core
