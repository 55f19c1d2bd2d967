#include "core/dtype.h"

#include <string>

namespace tl::core {

size_t dtypeSize(DType dtype) {
  switch (dtype) {
    case DType::Float32: return 4;
    case DType::Float64: return 8;
    case DType::Int32: return 4;
    case DType::Int64: return 8;
    case DType::Bool: return 1;
    case DType::String: return sizeof(std::string);
    case DType::Resource: return 8;
    case DType::Variant: return 8;
  }
  return 0;
}

const char* dtypeName(DType dtype) {
  switch (dtype) {
    case DType::Float32: return "float32";
    case DType::Float64: return "float64";
    case DType::Int32: return "int32";
    case DType::Int64: return "int64";
    case DType::Bool: return "bool";
    case DType::String: return "string";
    case DType::Resource: return "resource";
    case DType::Variant: return "variant";
  }
  return "?";
}

bool parseDType(const std::string& name, DType* out) {
  static const struct {
    const char* name;
    DType dtype;
  } kNames[] = {{"float32", DType::Float32}, {"float", DType::Float32}, {"float64", DType::Float64},
                {"double", DType::Float64},  {"int32", DType::Int32},   {"int64", DType::Int64},
                {"bool", DType::Bool},       {"string", DType::String}, {"resource", DType::Resource},
                {"variant", DType::Variant}};
  for (const auto& entry : kNames) {
    if (name == entry.name) {
      *out = entry.dtype;
      return true;
    }
  }
  return false;
}

bool isFloating(DType dtype) { return dtype == DType::Float32 || dtype == DType::Float64; }
bool isInteger(DType dtype) { return dtype == DType::Int32 || dtype == DType::Int64; }
bool isNumeric(DType dtype) { return isFloating(dtype) || isInteger(dtype); }

}  // namespace tl::core
