// CSV in and out, as pandas.read_csv / DataFrame.to_csv(index=False) see it.
// Reading: the first record is the header (names quoted or not); a column
// whose every non-missing field is a number becomes doubles (missing -> NaN;
// Column::integers marks one of integer literals only, pandas' int64),
// any other column stays strings. Records end in LF, CRLF or CR; blank lines
// are skipped; a record with too many fields is an error worded like pandas'.
// Writing: header, then one line per row with LF endings and a final newline.
#pragma once
#include <string>
#include <string_view>

#include "data/frame.h"

namespace tl::data {

// Throws TfError("ParserError" | "EmptyDataError", pandas' message).
Frame readCsv(std::string_view text);
// Throws TfError("FileNotFoundError") when the file cannot be opened.
Frame readCsvFile(const std::string& path);

struct CsvWriteOptions {
  bool quoteHeader = false;  // "name" instead of name (the MLCC file does this)
  int decimals = -1;         // -1: Python's repr of each float; else "%.{decimals}f"
};
std::string writeCsv(const Frame& frame, const CsvWriteOptions& options = {});
// Python's repr(float): shortest text that reads back to the same double.
std::string formatPythonFloat(double value);

}  // namespace tl::data
