// run_program FILE.py: runs a program with lang::Interpreter and behaves like
// `python3 FILE.py` (stdout to stdout, the traceback to stderr, exit status 1
// on an uncaught error, SystemExit's status). Used by tests/programs/run_corpus.mjs.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "core/event_sink.h"
#include "core/options.h"
#include "lang/interpreter.h"

namespace {

// Writes all of text, NUL characters included (print("a\0b") prints three bytes).
void write(const std::string& text, FILE* to) { std::fwrite(text.data(), 1, text.size(), to); }

class StdioSink : public tl::core::EventSink {
 public:
  void emit(const tl::core::Json& event) override {
    const tl::core::Json* type = event.get("type");
    if (!type) return;
    if (type->asString() == "stdout") {
      write(event.get("text")->asString(), stdout);
    } else if (type->asString() == "error") {
      std::fflush(stdout);
      write(event.get("traceback")->asString(), stderr);
    } else if (type->asString() == "stderr") {
      std::fflush(stdout);
      write(event.get("text")->asString(), stderr);
    } else if (type->asString() == "exit") {
      exitStatus = static_cast<int>(event.get("code")->asNumber());
    } else if (type->asString() == "warning") {
      write(event.get("text")->asString() + "\n", stderr);
    }
  }
  // Program output only: a call makes no event here.
  void callMade(const tl::core::events::Call&) override {}
  int exitStatus = -1;  // set by a SystemExit that ended the program
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: run_program FILE.py\n");
    return 2;
  }
  std::ifstream file(argv[1], std::ios::binary);
  if (!file) {
    std::fprintf(stderr, "run_program: cannot open %s\n", argv[1]);
    return 2;
  }
  std::stringstream text;
  text << file.rdbuf();
  tl::core::Options options;
  StdioSink sink;
  tl::lang::Interpreter interpreter(options, sink);
  bool ok = interpreter.run(text.str(), "main.py");
  std::fflush(stdout);
  if (sink.exitStatus >= 0) return sink.exitStatus;
  return ok ? 0 : 1;
}
