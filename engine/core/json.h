// Json: a small JSON value for events and graph exports (build, then dump).
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace tl::core {

class Json {
 public:
  enum class Kind { Null, Bool, Number, String, Array, Object };

  Json() = default;
  Json(std::nullptr_t) {}                                                    // NOLINT
  Json(bool v) : kind_(Kind::Bool), bool_(v) {}                              // NOLINT
  Json(int v) : kind_(Kind::Number), number_(v) {}                           // NOLINT
  Json(int64_t v) : kind_(Kind::Number), number_(static_cast<double>(v)) {}  // NOLINT
  Json(double v) : kind_(Kind::Number), number_(v) {}                        // NOLINT
  Json(const char* v) : kind_(Kind::String), string_(v) {}                   // NOLINT
  Json(std::string v) : kind_(Kind::String), string_(std::move(v)) {}        // NOLINT
  static Json array() {
    Json j;
    j.kind_ = Kind::Array;
    return j;
  }
  static Json object() {
    Json j;
    j.kind_ = Kind::Object;
    return j;
  }

  Kind kind() const { return kind_; }
  // Object: set a field (keeps insertion order). Array: append.
  Json& set(const std::string& key, Json value);
  Json& push(Json value);
  const Json* get(const std::string& key) const;  // nullptr if absent
  const std::vector<Json>& items() const { return items_; }
  const std::vector<std::pair<std::string, Json>>& fields() const { return fields_; }
  bool asBool() const { return bool_; }
  double asNumber() const { return number_; }
  const std::string& asString() const { return string_; }

  std::string dump() const;
  static std::string quote(const std::string& s);

 private:
  Kind kind_ = Kind::Null;
  bool bool_ = false;
  double number_ = 0;
  std::string string_;
  std::vector<Json> items_;
  std::vector<std::pair<std::string, Json>> fields_;
};

}  // namespace tl::core
