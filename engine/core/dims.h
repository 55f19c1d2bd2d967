// Dims: the dimensions of a shape, a vector of int64_t that keeps up to six
// inline and moves to the heap beyond. Shapes are copied wherever a tensor is
// (a call's feeds, a kernel's outputs, a Python tensor object); with the dims
// inline those copies allocate nothing. It converts to and from
// std::vector<int64_t> implicitly, so code that builds dims as a vector keeps
// working, and its iterators are pointers (it is a contiguous range: std::span
// takes it as is).
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <vector>

namespace tl::core {

class Dims {
 public:
  using value_type = int64_t;
  using size_type = size_t;
  using difference_type = ptrdiff_t;
  using reference = int64_t&;
  using const_reference = const int64_t&;
  using pointer = int64_t*;
  using const_pointer = const int64_t*;
  using iterator = int64_t*;
  using const_iterator = const int64_t*;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;
  static constexpr size_t kInline = 6;

  Dims() noexcept {}
  explicit Dims(size_t count, int64_t value = 0) { assign(count, value); }
  Dims(std::initializer_list<int64_t> dims) { assign(dims.begin(), dims.end()); }
  template <std::input_iterator It>
  Dims(It first, It last) {
    assign(first, last);
  }
  Dims(const std::vector<int64_t>& dims) { assign(dims.begin(), dims.end()); }  // NOLINT: implicit by design
  Dims(const Dims& other) { copyFrom(other); }
  Dims(Dims&& other) noexcept { take(other); }
  ~Dims() { release(); }

  Dims& operator=(const Dims& other) {
    if (this != &other) copyFrom(other);
    return *this;
  }
  Dims& operator=(Dims&& other) noexcept {
    if (this != &other) {
      release();
      take(other);
    }
    return *this;
  }
  Dims& operator=(std::initializer_list<int64_t> dims);
  operator std::vector<int64_t>() const { return std::vector<int64_t>(begin(), end()); }  // NOLINT

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  size_t capacity() const { return capacity_; }
  int64_t* data() { return onHeap() ? heap_ : inline_; }
  const int64_t* data() const { return onHeap() ? heap_ : inline_; }
  iterator begin() { return data(); }
  iterator end() { return data() + size_; }
  const_iterator begin() const { return data(); }
  const_iterator end() const { return data() + size_; }
  const_iterator cbegin() const { return begin(); }
  const_iterator cend() const { return end(); }
  reverse_iterator rbegin() { return reverse_iterator(end()); }
  reverse_iterator rend() { return reverse_iterator(begin()); }
  const_reverse_iterator rbegin() const { return const_reverse_iterator(end()); }
  const_reverse_iterator rend() const { return const_reverse_iterator(begin()); }
  int64_t& operator[](size_t i) { return data()[i]; }
  int64_t operator[](size_t i) const { return data()[i]; }
  int64_t& at(size_t i);
  int64_t at(size_t i) const;
  int64_t& front() { return data()[0]; }
  int64_t front() const { return data()[0]; }
  int64_t& back() { return data()[size_ - 1]; }
  int64_t back() const { return data()[size_ - 1]; }

  void reserve(size_t count);
  void clear() { size_ = 0; }
  void resize(size_t count, int64_t value = 0);
  void push_back(int64_t value) {
    if (size_ == capacity_) reserve(size_ + 1);
    data()[size_++] = value;
  }
  int64_t& emplace_back(int64_t value) {
    push_back(value);
    return back();
  }
  void pop_back() { --size_; }
  void assign(size_t count, int64_t value);
  template <std::input_iterator It>
  void assign(It first, It last) {
    clear();
    if constexpr (std::forward_iterator<It>) reserve(static_cast<size_t>(std::distance(first, last)));
    for (; first != last; ++first) push_back(static_cast<int64_t>(*first));
  }
  void assign(std::initializer_list<int64_t> dims) { assign(dims.begin(), dims.end()); }
  iterator insert(const_iterator pos, int64_t value) { return insert(pos, size_t{1}, value); }
  iterator insert(const_iterator pos, size_t count, int64_t value);
  template <std::input_iterator It>
  iterator insert(const_iterator pos, It first, It last) {
    const Dims inserted(first, last);  // may alias *this
    const size_t at = static_cast<size_t>(pos - begin());
    int64_t* gap = openGap(at, inserted.size());
    std::copy(inserted.begin(), inserted.end(), gap);
    return gap;
  }
  iterator insert(const_iterator pos, std::initializer_list<int64_t> dims) {
    return insert(pos, dims.begin(), dims.end());
  }
  iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
  iterator erase(const_iterator first, const_iterator last);
  void swap(Dims& other) noexcept;

  friend bool operator==(const Dims& a, const Dims& b) { return std::equal(a.begin(), a.end(), b.begin(), b.end()); }
  friend bool operator==(const Dims& a, const std::vector<int64_t>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }
  friend bool operator<(const Dims& a, const Dims& b) {  // lexicographic, as std::vector's (std::map keys)
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  bool onHeap() const { return capacity_ > kInline; }
  // Copies of shapes are made on every call of a cached function: the common
  // paths (inline dims) stay in the header so they compile to a few moves.
  void release() {
    if (onHeap()) delete[] heap_;
    size_ = 0;
    capacity_ = kInline;
  }
  void copyFrom(const Dims& other) {
    size_ = 0;
    if (other.size_ > capacity_) reserve(other.size_);
    std::copy(other.begin(), other.end(), data());
    size_ = other.size_;
  }
  void take(Dims& other) noexcept {  // steals other's storage; other is left empty
    size_ = other.size_;
    capacity_ = other.capacity_;
    if (other.onHeap()) {
      heap_ = other.heap_;
    } else {
      std::copy(other.inline_, other.inline_ + other.size_, inline_);
    }
    other.size_ = 0;
    other.capacity_ = kInline;
  }
  int64_t* openGap(size_t at, size_t count);

  uint32_t size_ = 0;
  uint32_t capacity_ = kInline;
  union {
    int64_t inline_[kInline];
    int64_t* heap_;
  };
};

inline void swap(Dims& a, Dims& b) noexcept { a.swap(b); }

}  // namespace tl::core
