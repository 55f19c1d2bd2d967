#include "core/dims.h"

#include <cstring>
#include <stdexcept>

namespace tl::core {

Dims& Dims::operator=(std::initializer_list<int64_t> dims) {
  assign(dims.begin(), dims.end());
  return *this;
}

int64_t& Dims::at(size_t i) {
  if (i >= size_) throw std::out_of_range("Dims::at");
  return data()[i];
}

int64_t Dims::at(size_t i) const {
  if (i >= size_) throw std::out_of_range("Dims::at");
  return data()[i];
}

void Dims::reserve(size_t count) {
  if (count <= capacity_) return;
  const size_t grown = std::max<size_t>(count, 2 * static_cast<size_t>(capacity_));
  auto* fresh = new int64_t[grown];
  std::memcpy(fresh, data(), sizeof(int64_t) * size_);
  if (onHeap()) delete[] heap_;
  heap_ = fresh;
  capacity_ = static_cast<uint32_t>(grown);
}

void Dims::resize(size_t count, int64_t value) {
  reserve(count);
  if (count > size_) std::fill(data() + size_, data() + count, value);
  size_ = static_cast<uint32_t>(count);
}

void Dims::assign(size_t count, int64_t value) {
  clear();
  resize(count, value);
}

int64_t* Dims::openGap(size_t at, size_t count) {
  reserve(size_ + count);
  int64_t* base = data();
  std::memmove(base + at + count, base + at, sizeof(int64_t) * (size_ - at));
  size_ += static_cast<uint32_t>(count);
  return base + at;
}

Dims::iterator Dims::insert(const_iterator pos, size_t count, int64_t value) {
  int64_t* gap = openGap(static_cast<size_t>(pos - begin()), count);
  std::fill(gap, gap + count, value);
  return gap;
}

Dims::iterator Dims::erase(const_iterator first, const_iterator last) {
  int64_t* base = data();
  const size_t from = static_cast<size_t>(first - base), to = static_cast<size_t>(last - base);
  std::memmove(base + from, base + to, sizeof(int64_t) * (size_ - to));
  size_ -= static_cast<uint32_t>(to - from);
  return base + from;
}

void Dims::swap(Dims& other) noexcept {
  Dims held(std::move(other));
  other = std::move(*this);
  *this = std::move(held);
}

}  // namespace tl::core
