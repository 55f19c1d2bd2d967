// DType: TensorFlow's element types, their sizes and printed names.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace tl::core {

enum class DType : uint8_t { Float32, Float64, Int32, Int64, Bool, String, Resource, Variant };

// Bytes per element; String/Resource/Variant are held out of line (size of a slot).
size_t dtypeSize(DType dtype);
// TensorFlow's name: "float32", "int32", "bool", "string", "resource", "variant".
const char* dtypeName(DType dtype);
// Parses a TensorFlow or NumPy name ("float32", "float", "int64"...); false if unknown.
bool parseDType(const std::string& name, DType* out);

bool isFloating(DType dtype);
bool isInteger(DType dtype);
bool isNumeric(DType dtype);

}  // namespace tl::core
