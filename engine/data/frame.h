// Frame: the column store under the Python pandas-lite module. Named columns
// of doubles (NaN for missing) or strings, all of one length. Arithmetic,
// indexing by label and printing belong to the Python layer; this type only
// holds data, checks shapes and answers by name with pandas' errors.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace tl::data {

struct Column {
  std::string name;
  bool numeric = true;
  // Every field was an integer literal within int64 (pandas reads such a
  // column as int64); `ints` holds them exactly, `numbers` as float64.
  bool integers = false;
  std::vector<double> numbers;       // when numeric
  std::vector<int64_t> ints;         // when integers
  std::vector<std::string> strings;  // otherwise (pandas' object dtype)
  size_t size() const { return numeric ? numbers.size() : strings.size(); }
};

class Frame {
 public:
  size_t rows() const { return rows_; }
  size_t cols() const { return columns_.size(); }
  std::vector<std::string> names() const;
  bool has(const std::string& name) const;
  // Throws KeyError with the name quoted as Python's repr would.
  const Column& column(const std::string& name) const;
  const Column& column(size_t index) const { return columns_.at(index); }
  const std::vector<double>& numbers(const std::string& name) const;
  // Adds a column or replaces the one of that name (df[name] = values).
  // The first column fixes the row count; later ones must match it.
  void setColumn(const std::string& name, std::vector<double> values);
  void setColumn(const std::string& name, std::vector<int64_t> values);
  void setColumn(const std::string& name, std::vector<std::string> values);
  // The rows at the given positions, in that order (repeats allowed).
  Frame take(const std::vector<int64_t>& positions) const;

 private:
  void put(Column column);
  size_t rows_ = 0;
  std::vector<Column> columns_;
};

}  // namespace tl::data
