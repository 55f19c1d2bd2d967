#include "data/frame.h"

#include "core/errors.h"

namespace tl::data {

std::vector<std::string> Frame::names() const {
  std::vector<std::string> out;
  for (const auto& c : columns_) out.push_back(c.name);
  return out;
}

bool Frame::has(const std::string& name) const {
  for (const auto& c : columns_) {
    if (c.name == name) return true;
  }
  return false;
}

const Column& Frame::column(const std::string& name) const {
  for (const auto& c : columns_) {
    if (c.name == name) return c;
  }
  throw core::TfError("KeyError", "'" + name + "'");
}

const std::vector<double>& Frame::numbers(const std::string& name) const {
  const Column& c = column(name);
  if (!c.numeric) core::throwTypeError("column '" + name + "' is not numeric");
  return c.numbers;
}

void Frame::put(Column column) {
  if (columns_.empty()) rows_ = column.size();
  if (column.size() != rows_) {
    core::throwValueError("Length of values (" + std::to_string(column.size()) + ") does not match length of index (" +
                          std::to_string(rows_) + ")");
  }
  for (auto& c : columns_) {
    if (c.name == column.name) {
      c = std::move(column);
      return;
    }
  }
  columns_.push_back(std::move(column));
}

void Frame::setColumn(const std::string& name, std::vector<double> values) {
  Column c;
  c.name = name;
  c.numbers = std::move(values);
  put(std::move(c));
}

void Frame::setColumn(const std::string& name, std::vector<int64_t> values) {
  Column c;
  c.name = name;
  c.integers = true;
  c.numbers.assign(values.begin(), values.end());
  c.ints = std::move(values);
  put(std::move(c));
}

void Frame::setColumn(const std::string& name, std::vector<std::string> values) {
  Column c;
  c.name = name;
  c.numeric = false;
  c.strings = std::move(values);
  put(std::move(c));
}

Frame Frame::take(const std::vector<int64_t>& positions) const {
  for (int64_t p : positions) {
    if (p < 0 || static_cast<size_t>(p) >= rows_) {
      throw core::TfError("IndexError", "positional indexers are out-of-bounds");
    }
  }
  Frame out;
  out.rows_ = positions.size();
  for (const auto& c : columns_) {
    Column picked{c.name, c.numeric, c.integers, {}, {}, {}};
    for (int64_t p : positions) {
      if (c.integers) picked.ints.push_back(c.ints[static_cast<size_t>(p)]);
      if (c.numeric) {
        picked.numbers.push_back(c.numbers[static_cast<size_t>(p)]);
      } else {
        picked.strings.push_back(c.strings[static_cast<size_t>(p)]);
      }
    }
    out.columns_.push_back(std::move(picked));
  }
  return out;
}

}  // namespace tl::data
