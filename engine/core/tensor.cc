#include "core/tensor.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "core/errors.h"
#include "core/run_state.h"

namespace tl::core {
namespace {

constexpr size_t kAlignment = 64;

MemoryUse& memory() { return *RunState::current().memory(); }

std::string oomMessage(int64_t count, DType dtype, int64_t limit) {
  return "OOM when allocating tensor with " + std::to_string(count) + " elements of type " + dtypeName(dtype) +
         "; the limit on memory held by tensors is " + std::to_string(limit) + " bytes";
}

// Small buffers are recycled: a cached plan allocates one output per kernel per
// call, and at the course's batch sizes malloc and free would cost more than the
// kernels. Size classes are powers of two from 64 B to 4 KiB.
constexpr int kPoolClasses = 7;
constexpr size_t kPoolDepth = 256;  // buffers kept per class

struct BufferPool {
  std::vector<void*> free[kPoolClasses];
};

// Never destroyed: tensors in static storage are released after thread-local and
// static destructors would have run.
BufferPool& pool() {
  thread_local BufferPool* p = new BufferPool;
  return *p;
}

size_t roundedSize(int64_t bytes) {
  size_t rounded = (static_cast<size_t>(bytes) + kAlignment - 1) / kAlignment * kAlignment;
  return rounded ? rounded : kAlignment;
}

int poolClass(size_t rounded) {
  int cls = 0;
  while (cls < kPoolClasses && (kAlignment << cls) < rounded) ++cls;
  return cls;  // kPoolClasses: too big to pool
}

void* allocate(size_t rounded) {
  int cls = poolClass(rounded);
  if (cls == kPoolClasses) return std::aligned_alloc(kAlignment, rounded);
  auto& list = pool().free[cls];
  if (list.empty()) return std::aligned_alloc(kAlignment, kAlignment << cls);
  void* p = list.back();
  list.pop_back();
  return p;
}

void release(void* data, size_t rounded) {
  int cls = poolClass(rounded);
  if (cls < kPoolClasses && pool().free[cls].size() < kPoolDepth) {
    pool().free[cls].push_back(data);
  } else {
    std::free(data);
  }
}

}  // namespace

int64_t MemoryAccount::bytesInUse() { return memory().inUse; }
int64_t MemoryAccount::peakBytes() { return memory().peak; }
int64_t MemoryAccount::limit() { return memory().limit; }
void MemoryAccount::setLimit(int64_t bytes) { memory().limit = bytes; }
void MemoryAccount::resetPeak() { memory().peak = memory().inUse; }

// A count whose byte size does not fit in 63 bits, or that exceeds the run's
// limit, is TensorFlow's OOM error.
int64_t MemoryAccount::checkRoom(int64_t count, DType dtype) {
  const int64_t elementBytes = dtype == DType::String ? 8 : static_cast<int64_t>(dtypeSize(dtype));
  int64_t bytes = 0;
  const MemoryUse& use = memory();
  const int64_t room = use.limit > 0 ? use.limit - use.inUse : INT64_MAX - use.inUse;
  if (__builtin_mul_overflow(count, elementBytes, &bytes) || bytes > room ||
      bytes > static_cast<int64_t>(SIZE_MAX / 2)) {
    throwResourceExhausted(oomMessage(count, dtype, use.limit));
  }
  return bytes;
}

// Checked before anything is allocated.
Buffer::Buffer(DType dtype, int64_t count) : account_(RunState::current().memory()) {
  if (count < 0) throwInvalidArgument("negative element count");
  const int64_t bytes = MemoryAccount::checkRoom(count, dtype);
  MemoryUse& use = *account_;
  if (dtype == DType::String) {
    strings_.resize(static_cast<size_t>(count));
  } else {
    size_t rounded = roundedSize(bytes);
    data_ = allocate(rounded);
    if (!data_) throwResourceExhausted(oomMessage(count, dtype, use.limit));
    std::memset(data_, 0, rounded);
  }
  bytes_ = bytes;
  use.inUse += bytes;
  if (use.inUse > use.peak) use.peak = use.inUse;
}

Buffer::~Buffer() {
  if (data_) release(data_, roundedSize(bytes_));
  account_->inUse -= bytes_;
}

Tensor::Tensor(DType dtype, Shape shape)
    : dtype_(dtype), shape_(std::move(shape)), buffer_(std::make_shared<Buffer>(dtype, shape_.numElements())) {}

Tensor Tensor::scalarF32(float v) {
  Tensor t(DType::Float32, {});
  *t.data<float>() = v;
  return t;
}
Tensor Tensor::scalarF64(double v) {
  Tensor t(DType::Float64, {});
  *t.data<double>() = v;
  return t;
}
Tensor Tensor::scalarI32(int32_t v) {
  Tensor t(DType::Int32, {});
  *t.data<int32_t>() = v;
  return t;
}
Tensor Tensor::scalarI64(int64_t v) {
  Tensor t(DType::Int64, {});
  *t.data<int64_t>() = v;
  return t;
}
Tensor Tensor::scalarBool(bool v) {
  Tensor t(DType::Bool, {});
  *t.data<bool>() = v;
  return t;
}

Tensor Tensor::scalarString(const std::string& v) {
  Tensor t(DType::String, {});
  t.strings()[0] = v;
  return t;
}

Tensor Tensor::fromF32(Shape shape, const std::vector<float>& values) {
  Tensor t(DType::Float32, std::move(shape));
  if (static_cast<int64_t>(values.size()) != t.numElements()) throwInvalidArgument("size mismatch");
  if (!values.empty())
    std::memcpy(t.data<float>(), values.data(), values.size() * sizeof(float));  // data() may be null
  return t;
}

Tensor Tensor::fromI32(Shape shape, const std::vector<int32_t>& values) {
  Tensor t(DType::Int32, std::move(shape));
  if (static_cast<int64_t>(values.size()) != t.numElements()) throwInvalidArgument("size mismatch");
  if (!values.empty()) std::memcpy(t.data<int32_t>(), values.data(), values.size() * sizeof(int32_t));
  return t;
}

Tensor Tensor::reshaped(Shape shape) const {
  if (shape.numElements() != numElements()) {
    throwInvalidArgument("Input to reshape is a tensor with " + std::to_string(numElements()) +
                         " values, but the requested shape has " + std::to_string(shape.numElements()));
  }
  Tensor out = *this;
  out.shape_ = std::move(shape);
  return out;
}

double Tensor::elementAsDouble(int64_t i) const {
  switch (dtype_) {
    case DType::Float32: return data<float>()[i];
    case DType::Float64: return data<double>()[i];
    case DType::Int32: return data<int32_t>()[i];
    case DType::Int64: return static_cast<double>(data<int64_t>()[i]);
    case DType::Bool: return data<bool>()[i] ? 1.0 : 0.0;
    default: throwInvalidArgument(std::string("not a numeric tensor: ") + dtypeName(dtype_));
  }
}

int64_t Tensor::elementAsInt64(int64_t i) const {
  switch (dtype_) {
    case DType::Int32: return data<int32_t>()[i];
    case DType::Int64: return data<int64_t>()[i];
    case DType::Bool: return data<bool>()[i] ? 1 : 0;
    default: throwInvalidArgument(std::string("not an integer tensor: ") + dtypeName(dtype_));
  }
}

}  // namespace tl::core
