// Running one program: parse (SyntaxError printed as CPython does), execute
// the module body under the limits, report an uncaught exception as an event.
#include <algorithm>
#include <cstdio>
#include <new>
#include <stdexcept>

#include "core/errors.h"
#include "core/events.h"
#include "core/tensor.h"
#include "lang/eval/builtins.h"
#include "lang/eval/hashing.h"
#include "lang/eval/module_attrs.h"
#include "lang/eval/syntax_error.h"
#include "lang/syntax/lexer.h"
#include "lang/syntax/parser.h"

namespace tl::lang {

namespace {

std::vector<std::string> splitLines(const std::string& s) {
  std::vector<std::string> lines;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == '\n') {
      lines.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  return lines;
}

void emitError(Interp& in, const std::string& kind, const std::string& message, int line, int col,
               const std::string& traceback) {
  in.sink().emit(core::events::error(kind, message, line, col, traceback));
}

void reportSyntaxError(Interp& in, const SyntaxErrorInfo& info) {
  std::string text;
  if (info.line > 0) {  // else no place in the source (the compiler's RecursionError)
    const bool known = info.line <= static_cast<int>(in.sourceLines.size());
    text = syntaxErrorBlock(in.filename, info.line, known ? &in.sourceLines[info.line - 1] : nullptr, info.col,
                            info.endCol);
  }
  text += info.kind + ": " + info.message + "\n";
  emitError(in, info.kind, info.message, info.line, info.col, text);
}

// A SystemExit that ends the program, as CPython handles it: its code is the
// exit status (None is 0); any other object is printed to stderr, status 1.
bool exitProgram(Interp& in, const Value& exc) {
  const Value code = systemExitCode(in, exc);
  int status = 0;
  if (code.isIntLike()) {
    status = static_cast<int>(code.asInt() & 0xff);  // what the OS keeps of it
  } else if (!code.isNone()) {
    in.writeStderr(exceptionMessage(in, code) + "\n");
    status = 1;
  }
  in.sink().emit(core::events::exit(status));
  return status == 0;
}

// The offset of the first byte that does not start a well-formed UTF-8
// sequence, or npos.
size_t invalidUtf8At(const std::string& s) {
  for (size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const size_t n = c < 0x80                      ? 1
                     : (c >> 5) == 6 && c >= 0xC2  ? 2
                     : (c >> 4) == 14              ? 3
                     : (c >> 3) == 30 && c <= 0xF4 ? 4
                                                   : 0;
    if (n == 0 || i + n > s.size()) return i;
    for (size_t k = 1; k < n; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return i;
    i += n;
  }
  return std::string::npos;
}

// CPython's error for source that is not UTF-8 (it has no place to point at).
SyntaxErrorInfo nonUtf8Error(const std::string& source, size_t at, const std::string& file) {
  char byte[8];
  std::snprintf(byte, sizeof byte, "\\x%02x", static_cast<unsigned char>(source[at]));
  const int line = static_cast<int>(std::count(source.begin(), source.begin() + at, '\n')) + 1;
  return {std::string("Non-UTF-8 code starting with '") + byte + "' in file " + file + " on line " +
              std::to_string(line) + ", but no encoding declared; see https://peps.python.org/pep-0263/ for details",
          0, 0, 0};
}

// Source as CPython reads it: a UTF-8 BOM skipped, CRLF and lone CR as LF.
std::string normalizedSource(const std::string& source) {
  size_t start = source.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
  std::string out;
  out.reserve(source.size() - start);
  for (size_t i = start; i < source.size(); ++i) {
    if (source[i] != '\r') out += source[i];
    else if (i + 1 >= source.size() || source[i + 1] != '\n') out += '\n';
  }
  return out;
}

// Dicts and sets key instances by the program's __hash__ and __eq__.
class ProgramKeys : public KeyProtocol {
 public:
  explicit ProgramKeys(Interp& in) : in_(in) {}
  int64_t hashInstance(const Value& v) override { return in_.hashInstance(v); }
  bool instanceKeysEqual(const Value& stored, const Value& key) override {
    return in_.truthy(in_.compare(CmpOp::Eq, stored, key));
  }

 private:
  Interp& in_;
};

}  // namespace

std::string Interp::formatException(const Value& exc) { return formatChain(*this, exc, {}); }

bool Interp::runProgram(const std::string& text, const std::string& file) {
  const std::string source = normalizedSource(text);
  filename = file;
  sourceLines = splitLines(source);
  steps = 0;
  runStarted = std::chrono::steady_clock::now();
  depth = 1;  // the module frame counts, as in CPython
  handling.clear();
  anchors = nullptr;
  reprActive.clear();
  addresses_.clear();  // ids and reprs count from the same start in every run
  hiddenGlobals_.clear();
  // The exception groups' Python is built in, as CPython's C code: no traceback lines of its own.
  hideFramesOf(exceptionGroupHelpers.as<Dict>());
  modules_.as<Dict>()->clear();  // each run imports fresh modules (e.g. an unseeded random)
  stdoutStream = Value();        // and makes its own sys.stdout
  moduleStates_.clear();         // and their state (classes, seeds, options), after the modules
  hook_ = nullptr;
  execPrograms.clear();
  recursionLimit = options_.maxRecursionDepth;
  cancelRequested = false;
  setPrintPhase("eager", "");
  core::MemoryAccount::setLimit(options_.maxTensorBytes);
  ProgramKeys keys(*this);
  KeyProtocolScope keyScope(keys);
  Program prog;
  try {
    if (size_t bad = invalidUtf8At(source); bad != std::string::npos)
      throw SyntaxErrorEx{nonUtf8Error(source, bad, file)};
    if (size_t nul = source.find('\0'); nul != std::string::npos) {
      const int line = static_cast<int>(std::count(source.begin(), source.begin() + nul, '\n')) + 1;
      std::string& shown = sourceLines[line - 1];
      shown.resize(shown.find('\0'));
      throw SyntaxErrorEx{{"source code cannot contain null bytes", line, 0, 0}};
    }
    prog = parseProgram(source);
    anchors = &prog.anchors;
  } catch (SyntaxErrorEx& e) {
    reportSyntaxError(*this, e.info);
    return false;
  }
  showCompileWarnings(*this, prog.code->body, file, &sourceLines);
  Value globals = newDict();
  keepNamespace(globals.as<Dict>());
  globals.as<Dict>()->set(internStr("__name__"), newStr("__main__"));
  modules_.as<Dict>()->set(internStr("__main__"), mainModule(*this, globals));
  Frame fr;
  fr.code = prog.code.get();
  fr.globals = globals.as<Dict>();
  fr.id = 1;
  frame = &fr;
  bool ok = true;
  auto report = [&](const Value& exc) {
    addTraceback(*this, exc, fr);
    const ExcData* d = exc.as<Instance>()->exc.get();
    const core::SourceSpan& s = d->traceback.empty() ? core::SourceSpan{} : d->traceback.front().span;
    TracebackOptions shown;
    shown.anchors = &prog.anchors;
    shown.keepTrailingSpace = true;
    std::string text = formatChain(*this, exc, shown);
    emitError(*this, typeOf(exc)->name, exceptionMessage(*this, exc), s.line, s.col, text);
    ok = false;
  };
  try {
    try {
      exec(prog.code->body);
    } catch (core::TfError& e) {
      raise(exceptionClass(e.kind()), e.what());
    } catch (std::bad_alloc&) {
      raise(exceptionClass("MemoryError"), "out of memory");
    } catch (std::length_error&) {  // a container asked for more than its size type holds
      raise(exceptionClass("MemoryError"), "");
    }
  } catch (PyException& e) {
    Value exc = e.exc;
    if (isInstance(exc, exceptionClass("SystemExit"))) ok = exitProgram(*this, exc);
    else report(exc);
  }
  frame = nullptr;
  anchors = nullptr;  // they belong to prog
  handling.clear();
  globals.as<Dict>()->clear();
  return ok;
}

}  // namespace tl::lang
