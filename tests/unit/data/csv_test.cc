// CSV reading and writing against pandas' documented behaviour and CPython's repr.
#include <doctest/doctest.h>

#include <cmath>

#include "core/errors.h"
#include "data/csv.h"

using tl::core::TfError;
using tl::data::Frame;
using tl::data::readCsv;
using tl::data::writeCsv;

namespace {

std::string errorOf(const std::string& text, std::string* kind = nullptr) {
  try {
    readCsv(text);
  } catch (const TfError& e) {
    if (kind) *kind = e.kind();
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("numeric and string columns, quoted or bare header") {
  const Frame f = readCsv("\"a\",b,\"c\"\n1,x,2.5\n-3e2,\"y, z\",\n");
  CHECK(f.rows() == 2);
  CHECK(f.names() == std::vector<std::string>{"a", "b", "c"});
  CHECK(f.column("a").numeric);
  CHECK(f.numbers("a") == std::vector<double>{1, -300});
  CHECK_FALSE(f.column("b").numeric);
  CHECK(f.column("b").strings == std::vector<std::string>{"x", "y, z"});
  CHECK(f.numbers("c")[0] == 2.5);
  CHECK(std::isnan(f.numbers("c")[1]));
}

TEST_CASE("integer columns are marked as pandas' int64") {
  // pandas.read_csv("a,b,c,d\n1,2.0,-3,x\n+4,5,6,y\n").dtypes: int64, float64, int64, object.
  const Frame f = readCsv("a,b,c,d\n1,2.0,-3,x\n+4,5,6,y\n");
  CHECK(f.column("a").integers);
  CHECK_FALSE(f.column("b").integers);
  CHECK(f.column("c").integers);
  CHECK(f.numbers("c") == std::vector<double>{-3, 6});
  CHECK_FALSE(f.column("d").integers);
  // A missing value turns an integer column into float64.
  const Frame missing = readCsv("a,b\n1,2\n,3\n");
  CHECK_FALSE(missing.column("a").integers);
  CHECK(missing.column("b").integers);
  CHECK(f.take({1}).column("a").integers);
}

TEST_CASE("CRLF, missing final newline and blank lines read the same") {
  const Frame lf = readCsv("a,b\n1,2\n3,4\n");
  for (const char* text : {"a,b\r\n1,2\r\n3,4\r\n", "a,b\n1,2\n3,4", "a,b\n\n1,2\n3,4\n\n"}) {
    const Frame other = readCsv(text);
    CHECK(other.rows() == 2);
    CHECK(other.numbers("a") == lf.numbers("a"));
    CHECK(other.numbers("b") == lf.numbers("b"));
  }
}

TEST_CASE("pandas' missing values and short rows become NaN") {
  const Frame f = readCsv("a,b,c\nNA,1,2\n4\nnan,,7\n");
  CHECK(f.rows() == 3);
  CHECK(std::isnan(f.numbers("a")[0]));
  CHECK(f.numbers("a")[1] == 4);
  CHECK(std::isnan(f.numbers("b")[1]));
  CHECK(std::isnan(f.numbers("c")[1]));
  CHECK(f.numbers("c")[2] == 7);
}

TEST_CASE("quotes inside quoted fields and embedded newlines") {
  const Frame f = readCsv("s,n\n\"say \"\"hi\"\"\",1\n\"two\nlines\",2\n");
  CHECK(f.column("s").strings == std::vector<std::string>{"say \"hi\"", "two\nlines"});
  CHECK(f.numbers("n") == std::vector<double>{1, 2});
}

TEST_CASE("header names are mangled as pandas does") {
  const Frame f = readCsv("a,a,,a\n1,2,3,4\n");
  CHECK(f.names() == std::vector<std::string>{"a", "a.1", "Unnamed: 2", "a.2"});
}

TEST_CASE("errors carry pandas' class names and wording") {
  std::string kind;
  CHECK(errorOf("a,b,c\n1,2,3\n4,5,6\n7,8,9,10\n", &kind) ==
        "Error tokenizing data. C error: Expected 3 fields in line 4, saw 4");
  CHECK(kind == "ParserError");
  CHECK(errorOf("", &kind) == "No columns to parse from file");
  CHECK(kind == "EmptyDataError");
  CHECK(errorOf("a,b\n1,\"2\n", &kind) == "Error tokenizing data. C error: EOF inside string starting at row 1");
  CHECK(kind == "ParserError");
  CHECK_THROWS_AS(tl::data::readCsvFile("/nonexistent/x.csv"), TfError);
  const Frame f = readCsv("a\n1\n");
  CHECK_THROWS_WITH_AS(f.column("zz"), "'zz'", TfError);
}

TEST_CASE("repr of floats matches CPython") {
  using tl::data::formatPythonFloat;
  CHECK(formatPythonFloat(0.1) == "0.1");
  CHECK(formatPythonFloat(100.0) == "100.0");
  CHECK(formatPythonFloat(-0.0) == "-0.0");
  CHECK(formatPythonFloat(1.0 / 3) == "0.3333333333333333");
  CHECK(formatPythonFloat(0.0001) == "0.0001");
  CHECK(formatPythonFloat(0.00001) == "1e-05");
  CHECK(formatPythonFloat(1e16) == "1e+16");
  CHECK(formatPythonFloat(1e15) == "1000000000000000.0");
  CHECK(formatPythonFloat(123456789012345680.0) == "1.2345678901234568e+17");
  CHECK(formatPythonFloat(2.5e-300) == "2.5e-300");
}

TEST_CASE("write then read round-trips every double and string") {
  Frame f;
  std::vector<double> values;
  double x = 0.123456789;
  for (int i = 0; i < 200; ++i) {
    x = std::fmod(x * 7919.0 + 0.7071, 1000.0) - 500.0;
    values.push_back(i % 17 == 0 ? std::nan("") : x * std::pow(10.0, i % 9 - 4));
  }
  f.setColumn("x", values);
  std::vector<std::string> words;
  for (int i = 0; i < 200; ++i) words.push_back(i % 3 ? "w" + std::to_string(i) : "a,\"b\"");
  f.setColumn("w", words);
  const Frame back = readCsv(writeCsv(f));
  REQUIRE(back.rows() == 200);
  for (size_t i = 0; i < values.size(); ++i) {
    if (std::isnan(values[i])) {
      CHECK(std::isnan(back.numbers("x")[i]));
    } else {
      CHECK(back.numbers("x")[i] == values[i]);
    }
  }
  CHECK(back.column("w").strings == words);
}

TEST_CASE("fixed decimals and quoted header as in the MLCC file") {
  Frame f;
  f.setColumn("longitude", std::vector<double>{-114.31, -114.47});
  tl::data::CsvWriteOptions options;
  options.quoteHeader = true;
  options.decimals = 6;
  CHECK(writeCsv(f, options) == "\"longitude\"\n-114.310000\n-114.470000\n");
  CHECK(writeCsv(f) == "longitude\n-114.31\n-114.47\n");
}

TEST_CASE("frame columns must share one length") {
  Frame f;
  f.setColumn("a", std::vector<double>{1, 2, 3});
  CHECK_THROWS_WITH_AS(f.setColumn("b", std::vector<double>{1}),
                       "Length of values (1) does not match length of index (3)", TfError);
  f.setColumn("a", std::vector<double>{4, 5, 6});
  CHECK(f.cols() == 1);
  CHECK(f.take({2, 0, 2}).numbers("a") == std::vector<double>{6, 4, 6});
}
