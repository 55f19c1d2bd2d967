// Lexer, parser, evaluator and limits of the Python subset. Expected outputs
// are what CPython 3.11 prints for the same programs.
#include <doctest/doctest.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "core/core.h"
#include "lang/interpreter.h"
#include "lang/syntax/lexer.h"
#include "lang/syntax/parser.h"

using namespace tl;
using namespace tl::lang;

namespace {

struct CaptureSink : core::EventSink {
  std::string out, kind, message, traceback;
  int errors = 0;
  void emit(const core::Json& e) override {
    const std::string& type = e.get("type")->asString();
    if (type == "stdout") out += e.get("text")->asString();
    if (type == "error") {
      ++errors;
      kind = e.get("kind")->asString();
      message = e.get("message")->asString();
      traceback = e.get("traceback")->asString();
    }
  }
};

std::string run(const std::string& src, core::Options options = {}) {
  CaptureSink sink;
  Interpreter in(options, sink);
  in.run(src);
  return sink.out + sink.traceback;
}

std::vector<Tok> kinds(const std::string& src) {
  std::vector<Tok> out;
  for (const Token& t : tokenize(src)) out.push_back(t.kind);
  return out;
}

}  // namespace

TEST_CASE("lexer emits INDENT/DEDENT and joins lines inside brackets") {
  auto k = kinds("if x:\n    y = (1,\n  2)\nz\n");
  std::vector<Tok> want = {Tok::If,      Tok::Name,   Tok::Colon, Tok::Newline, Tok::Indent, Tok::Name,
                           Tok::Assign,  Tok::LParen, Tok::Int,   Tok::Comma,   Tok::Int,    Tok::RParen,
                           Tok::Newline, Tok::Dedent, Tok::Name,  Tok::Newline, Tok::End};
  CHECK(k == want);
  auto s = tokenize("'\\x41\\u00e9\\n' r'\\n'");
  CHECK(s[0].text == "A\xc3\xa9\n");
  CHECK(s[1].text == "\\n");
}

TEST_CASE("lexer reports CPython's messages") {
  try {
    tokenize("x = (1 +\n");
    FAIL("no error");
  } catch (SyntaxErrorEx& e) {
    CHECK(e.info.message == "'(' was never closed");
    CHECK(e.info.col == 5);
  }
}

TEST_CASE("parser follows Python precedence") {
  CHECK(run("print(-2 ** 2, 2 ** -1, not 1 == 2, 1 + 2 * 3, (1 + 2) * 3, 2 ** 3 ** 2)") == "-4 0.5 True 7 9 512\n");
  CHECK(run("print(1 if 0 else 2 if 1 else 3, [x for x in range(4) if x % 2])") == "2 [1, 3]\n");
}

TEST_CASE("syntax errors print without a traceback header") {
  CHECK(run("if True\n    pass\n") ==
        "  File \"main.py\", line 1\n    if True\n           ^\nSyntaxError: expected ':'\n");
  CHECK(run("async def f(): pass\n").find("SyntaxError: 'async' is not supported") != std::string::npos);
}

TEST_CASE("evaluator: closures, classes, exceptions") {
  CHECK(
      run("def c():\n    n = 0\n    def inc():\n        nonlocal n\n        n += 1\n        return n\n    return inc\n"
          "f = c()\nf()\nprint(f(), f())\n") == "2 3\n");
  CHECK(run("class A:\n    def __init__(self, v): self.v = v\n    def __add__(self, o): return A(self.v + o.v)\n"
            "    def __repr__(self): return f'A({self.v})'\nprint(A(1) + A(2))\n") == "A(3)\n");
  CHECK(run("try:\n    {}['k']\nexcept KeyError as e:\n    print(repr(e))\n") == "KeyError('k')\n");
  CHECK(run("print(0.1 + 0.2, 1e16, 1e-05, round(2.5), round(2.675, 2), 7 // -2, -7 % 3)") ==
        "0.30000000000000004 1e+16 1e-05 2 2.67 -4 2\n");
}

TEST_CASE("tracebacks match CPython") {
  CHECK(run("def f(x):\n    return x + 'a'\n\nf(1)\n") ==
        "Traceback (most recent call last):\n  File \"main.py\", line 4, in <module>\n    f(1)\n"
        "  File \"main.py\", line 2, in f\n    return x + 'a'\n           ~~^~~~~\n"
        "TypeError: unsupported operand type(s) for +: 'int' and 'str'\n");
}

TEST_CASE("step limit stops a runaway loop and the interpreter stays usable") {
  core::Options options;
  options.maxSteps = 100000;
  CaptureSink sink;
  Interpreter in(options, sink);
  CHECK(!in.run("while True:\n    pass\n"));
  CHECK(sink.kind == "ExecutionLimitError");
  CHECK(sink.message == "program exceeded 100000 steps");
  sink.out.clear();
  CHECK(in.run("print(sum(range(10)))\n"));
  CHECK(sink.out == "45\n");
}

TEST_CASE("1000-deep recursion raises RecursionError, then the next program runs") {
  CaptureSink sink;
  core::Options options;
  Interpreter in(options, sink);
  CHECK(!in.run("def f(n):\n    return f(n + 1)\nf(0)\n"));
  CHECK(sink.kind == "RecursionError");
  CHECK(sink.traceback.find("[Previous line repeated 996 more times]") != std::string::npos);
  sink.out.clear();
  CHECK(in.run("def d(n):\n    return 0 if n == 0 else 1 + d(n - 1)\nprint(d(995))\n"));
  CHECK(sink.out == "995\n");
}

TEST_CASE("ints grow past 64 bits, and a runaway one stops with a MemoryError") {
  CaptureSink sink;
  core::Options options;
  Interpreter in(options, sink);
  CHECK(in.run("print(2 ** 64, -(2 ** 63) - 1)\n"));
  CHECK(sink.out == "18446744073709551616 -9223372036854775809\n");
  CHECK(!in.run("x = 2 ** (10 ** 12)\n"));
  CHECK(sink.kind == "MemoryError");
  CHECK(!in.run("x = 1 << (1 << 40)\n"));
  CHECK(sink.kind == "MemoryError");
}

#ifndef __EMSCRIPTEN__
TEST_CASE("requestCancel from another thread stops the program") {
  CaptureSink sink;
  core::Options options;
  Interpreter in(options, sink);
  std::thread t([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    in.requestCancel();
  });
  CHECK(!in.run("while True:\n    pass\n"));
  t.join();
  CHECK(sink.kind == "KeyboardInterrupt");
}
#endif
