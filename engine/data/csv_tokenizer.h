// Splits CSV text into records of fields (RFC 4180 quoting: "" inside quotes
// is one quote). Internal to data/; csv.h is the public face.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace tl::data {

struct CsvRecord {
  std::vector<std::string> fields;
  size_t line = 1;  // 1-based line where the record starts
};

// Throws ParserError on a quote left open at the end of the text.
std::vector<CsvRecord> tokenizeCsv(std::string_view text);

}  // namespace tl::data
