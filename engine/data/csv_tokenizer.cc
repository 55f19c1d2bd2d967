#include "data/csv_tokenizer.h"

#include "core/errors.h"

namespace tl::data {
namespace {

class Tokenizer {
 public:
  explicit Tokenizer(std::string_view text) : text_(text) {}

  std::vector<CsvRecord> run() {
    std::vector<CsvRecord> records;
    while (pos_ < text_.size()) {
      if (atLineEnd()) {  // blank line: pandas skips it
        skipLineEnd();
        continue;
      }
      records.push_back(record());
    }
    return records;
  }

 private:
  bool atLineEnd() const { return text_[pos_] == '\n' || text_[pos_] == '\r'; }

  void skipLineEnd() {
    if (text_[pos_] == '\r' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '\n') ++pos_;
    ++pos_;
    ++line_;
  }

  CsvRecord record() {
    CsvRecord out;
    out.line = line_;
    while (true) {
      out.fields.push_back(field(out.line));
      if (pos_ >= text_.size()) break;
      if (text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      skipLineEnd();
      break;
    }
    return out;
  }

  std::string field(size_t recordLine) {
    std::string out;
    if (pos_ < text_.size() && text_[pos_] == '"') quoted(out, recordLine);
    while (pos_ < text_.size() && text_[pos_] != ',' && !atLineEnd()) out += text_[pos_++];
    return out;
  }

  void quoted(std::string& out, size_t recordLine) {
    ++pos_;
    while (true) {
      if (pos_ >= text_.size()) {
        throw core::TfError("ParserError", "Error tokenizing data. C error: EOF inside string starting at row " +
                                               std::to_string(recordLine - 1));
      }
      const char c = text_[pos_++];
      if (c == '"') {
        if (pos_ < text_.size() && text_[pos_] == '"') {
          out += '"';
          ++pos_;
          continue;
        }
        return;
      }
      if (c == '\n') ++line_;
      out += c;
    }
  }

  std::string_view text_;
  size_t pos_ = 0;
  size_t line_ = 1;
};

}  // namespace

std::vector<CsvRecord> tokenizeCsv(std::string_view text) { return Tokenizer(text).run(); }

}  // namespace tl::data
