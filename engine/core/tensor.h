// Tensor: a dtype, a fully known shape and a ref-counted, 64-byte aligned,
// contiguous row-major buffer. Copies share the buffer (like TF's eager tensors);
// kernels write only into buffers they allocated.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/dtype.h"
#include "core/shape.h"

namespace tl::core {

struct MemoryUse;

// Bytes held by the current run's live buffers (core/run_state.h), with a
// limit that raises TensorFlow's OOM error.
struct MemoryAccount {
  static int64_t bytesInUse();
  static int64_t peakBytes();
  static int64_t limit();  // 0 = none
  static void setLimit(int64_t bytes);
  static void resetPeak();
  // TensorFlow's OOM error unless `count` elements of `dtype` fit the run's
  // room; returns their size in bytes. Kernels that build index tables as
  // large as their output ask before building them.
  static int64_t checkRoom(int64_t count, DType dtype);
};

class Buffer {
 public:
  Buffer(DType dtype, int64_t count);  // zero-filled; throws ResourceExhaustedError
  ~Buffer();
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;

  void* data() { return data_; }
  const void* data() const { return data_; }
  int64_t bytes() const { return bytes_; }
  std::vector<std::string>& strings() { return strings_; }
  const std::vector<std::string>& strings() const { return strings_; }
  // Resource/Variant payload (a variable's storage, a TensorList), owned by ops/.
  std::shared_ptr<void>& object() { return object_; }
  const std::shared_ptr<void>& object() const { return object_; }

 private:
  std::shared_ptr<void> object_;
  std::shared_ptr<MemoryUse> account_;  // the run this buffer is counted in
  void* data_ = nullptr;
  int64_t bytes_ = 0;
  std::vector<std::string> strings_;  // String dtype only
};

class Tensor {
 public:
  Tensor() = default;                // an empty (invalid) tensor
  Tensor(DType dtype, Shape shape);  // zero-filled

  static Tensor scalarF32(float v);
  static Tensor scalarF64(double v);
  static Tensor scalarI32(int32_t v);
  static Tensor scalarI64(int64_t v);
  static Tensor scalarBool(bool v);
  static Tensor scalarString(const std::string& v);
  static Tensor fromF32(Shape shape, const std::vector<float>& values);
  static Tensor fromI32(Shape shape, const std::vector<int32_t>& values);

  bool valid() const { return buffer_ != nullptr; }
  DType dtype() const { return dtype_; }
  const Shape& shape() const { return shape_; }
  int rank() const { return shape_.rank(); }
  int64_t numElements() const { return shape_.numElements(); }
  int64_t bytes() const { return buffer_ ? buffer_->bytes() : 0; }

  template <typename T>
  T* data() {
    return static_cast<T*>(buffer_->data());
  }
  template <typename T>
  const T* data() const {
    return static_cast<const T*>(buffer_->data());
  }
  std::vector<std::string>& strings() { return buffer_->strings(); }
  const std::vector<std::string>& strings() const { return buffer_->strings(); }
  const void* raw() const { return buffer_ ? buffer_->data() : nullptr; }
  std::shared_ptr<void>& object() { return buffer_->object(); }
  const std::shared_ptr<void>& object() const { return buffer_->object(); }

  // Same buffer, new shape with equal element count.
  Tensor reshaped(Shape shape) const;
  // Element i as double (numeric and bool dtypes).
  double elementAsDouble(int64_t i) const;
  // Element i of an integer or bool tensor, exactly (a double holds 53 bits).
  int64_t elementAsInt64(int64_t i) const;
  // Same buffer identity (used by tests and buffer reuse checks).
  bool sharesBufferWith(const Tensor& other) const { return buffer_ == other.buffer_; }

 private:
  DType dtype_ = DType::Float32;
  Shape shape_;
  std::shared_ptr<Buffer> buffer_;
};

}  // namespace tl::core
