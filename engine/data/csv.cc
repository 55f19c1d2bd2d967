#include "data/csv.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <optional>
#include <sstream>

#include "core/errors.h"
#include "data/csv_tokenizer.h"

namespace tl::data {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// pandas' default na_values.
bool isMissing(const std::string& s) {
  static const char* const kMissing[] = {"",     "#N/A",   "#N/A N/A", "#NA",  "-1.#IND", "-1.#QNAN", "-NaN",
                                         "-nan", "1.#IND", "1.#QNAN",  "<NA>", "N/A",     "NA",       "NULL",
                                         "NaN",  "None",   "n/a",      "nan",  "null"};
  for (const char* m : kMissing) {
    if (s == m) return true;
  }
  return false;
}

std::optional<double> parseNumber(const std::string& s) {
  if (s.find_first_of("xXpP") != std::string::npos) return std::nullopt;  // no hex floats
  const char* begin = s.c_str();
  char* end = nullptr;
  const double value = std::strtod(begin, &end);
  if (end == begin) return std::nullopt;
  while (*end == ' ' || *end == '\t') ++end;
  if (*end != '\0') return std::nullopt;
  return value;
}

// Empty names become "Unnamed: i"; repeats get ".1", ".2" as pandas mangles them.
std::vector<std::string> headerNames(const std::vector<std::string>& fields) {
  std::vector<std::string> names;
  for (size_t i = 0; i < fields.size(); ++i) {
    std::string name = fields[i].empty() ? "Unnamed: " + std::to_string(i) : fields[i];
    std::string unique = name;
    for (int k = 1;; ++k) {
      bool taken = false;
      for (const auto& n : names) taken = taken || n == unique;
      if (!taken) break;
      unique = name + "." + std::to_string(k);
    }
    names.push_back(unique);
  }
  return names;
}

// pandas' int64 columns: digits with an optional sign, none missing.
bool isIntegerText(const std::string& s) {
  size_t i = (!s.empty() && (s[0] == '-' || s[0] == '+')) ? 1 : 0;
  if (i == s.size()) return false;
  for (; i < s.size(); ++i) {
    if (s[i] < '0' || s[i] > '9') return false;
  }
  return true;
}

// A column of integer literals: int64 when every one fits (exactly, a double
// holds only 53 bits); pandas reads one beyond int64 as text (object).
void addIntegerColumn(Frame& frame, const std::string& name, std::vector<std::string> texts) {
  std::vector<int64_t> ints;
  ints.reserve(texts.size());
  for (const auto& t : texts) {
    errno = 0;
    const long long value = std::strtoll(t.c_str(), nullptr, 10);
    if (errno == ERANGE) {
      frame.setColumn(name, std::move(texts));
      return;
    }
    ints.push_back(value);
  }
  frame.setColumn(name, std::move(ints));
}

void addColumn(Frame& frame, const std::string& name, std::vector<std::string> texts) {
  bool integers = !texts.empty();
  for (const auto& t : texts) integers = integers && isIntegerText(t);
  if (integers) {
    addIntegerColumn(frame, name, std::move(texts));
    return;
  }
  std::vector<double> numbers;
  numbers.reserve(texts.size());
  for (const auto& t : texts) {
    if (isMissing(t)) {
      numbers.push_back(kNaN);
      continue;
    }
    auto value = parseNumber(t);
    if (!value) {
      for (auto& s : texts) {
        if (isMissing(s)) s.clear();
      }
      frame.setColumn(name, std::move(texts));
      return;
    }
    numbers.push_back(*value);
  }
  frame.setColumn(name, std::move(numbers));
}

void checkWidth(const CsvRecord& record, size_t width) {
  if (record.fields.size() <= width) return;
  throw core::TfError("ParserError", "Error tokenizing data. C error: Expected " + std::to_string(width) +
                                         " fields in line " + std::to_string(record.line) + ", saw " +
                                         std::to_string(record.fields.size()));
}

std::string quoteIfNeeded(const std::string& s, bool force) {
  if (!force && s.find_first_of(",\"\r\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += (c == '"') ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string formatNumber(double value, int decimals) {
  if (std::isnan(value)) return "";
  if (decimals < 0) return formatPythonFloat(value);
  char text[400];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return text;
}

}  // namespace

Frame readCsv(std::string_view text) {
  std::vector<CsvRecord> records = tokenizeCsv(text);
  if (records.empty()) throw core::TfError("EmptyDataError", "No columns to parse from file");
  const std::vector<std::string> names = headerNames(records[0].fields);
  const size_t width = names.size();
  std::vector<std::vector<std::string>> columns(width);
  for (size_t r = 1; r < records.size(); ++r) {
    checkWidth(records[r], width);
    for (size_t c = 0; c < width; ++c) {
      columns[c].push_back(c < records[r].fields.size() ? std::move(records[r].fields[c]) : "");
    }
  }
  Frame frame;
  for (size_t c = 0; c < width; ++c) addColumn(frame, names[c], std::move(columns[c]));
  return frame;
}

Frame readCsvFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw core::TfError("FileNotFoundError", "[Errno 2] No such file or directory: '" + path + "'");
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return readCsv(buffer.str());
}

std::string writeCsv(const Frame& frame, const CsvWriteOptions& options) {
  std::string out;
  for (size_t c = 0; c < frame.cols(); ++c) {
    if (c) out += ',';
    out += quoteIfNeeded(frame.column(c).name, options.quoteHeader);
  }
  out += '\n';
  for (size_t r = 0; r < frame.rows(); ++r) {
    for (size_t c = 0; c < frame.cols(); ++c) {
      if (c) out += ',';
      const Column& column = frame.column(c);
      out += column.numeric ? formatNumber(column.numbers[r], options.decimals)
                            : quoteIfNeeded(column.strings[r], false);
    }
    out += '\n';
  }
  return out;
}

}  // namespace tl::data
