// bindings/: the Embind surface of session/ for JavaScript. Glue only:
// limits come in as a plain JS object, events go out as JSON lines through a
// callback, and no C++ exception crosses into JS (it would arrive as an opaque
// WebAssembly.Exception). Each crossing into JS costs microseconds, as much as a
// cached tf.function call or a print, so `call` and `stdout` events are handed
// over in batches (at most 256 events or 20 ms old, checked at every event and
// at the run's pulse); any other event flushes the batch at once, keeping output
// live and in order.
//
//   const session = new engine.Session({ maxSteps: 1e7 });
//   session.writeFile("/data/points.csv", text);  // files the program may read
//   const ok = session.run(source, "main.py",
//     (lines) => lines.split("\n").forEach((json) => handle(JSON.parse(json))));
//   session.delete();
#include <emscripten/bind.h>
#include <emscripten/emscripten.h>
#include <emscripten/val.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "bindings/fresh_stack.h"
#include "session/session.h"

namespace tl::bindings {

using emscripten::val;

namespace {

[[noreturn]] void throwJsError(const std::string& message) {
  val::global("Error").new_(val(message)).throw_();
  __builtin_unreachable();
}

template <typename T>
void readLimit(const val& limits, const char* key, T& field) {
  if (limits.isUndefined() || limits.isNull()) return;
  val value = limits[key];
  if (!value.isUndefined() && !value.isNull()) field = static_cast<T>(value.as<double>());
}

core::Options optionsFrom(const val& limits) {
  core::Options options;
#define TL_READ_OPTION(type, name, value, what) readLimit(limits, #name, options.name);
  TL_OPTIONS(TL_READ_OPTION)
#undef TL_READ_OPTION
  return options;
}

}  // namespace

class JsSession {
 public:
  explicit JsSession(val limits)
      : session_(
            optionsFrom(limits), [this](const core::Json& e) { forward(e); }, [this] { onPulse(); }) {}

  // Runs one program; `onEvent` (optional) gets each event as a JSON string.
  bool run(const std::string& source, const std::string& filename, val onEvent) {
    onEvent_ = onEvent;
    try {
      const bool ok = session_.run(source, filename.empty() ? "main.py" : filename);
      flush();
      onEvent_ = val::undefined();
      return ok;
    } catch (const std::exception& e) {
      flush();
      onEvent_ = val::undefined();
      throwJsError(std::string("tracelab engine: ") + e.what());
    }
  }

  // The page's run where the browser has fresh stacks (web/engine_loader.js):
  // beginRun returns a job (a HostJob address) that the host starts on a fresh
  // stack; deep recursion then moves to further fresh stacks, and endRun gives
  // what run() would have returned or thrown.
  uintptr_t beginRun(const std::string& source, const std::string& filename, val onEvent) {
    onEvent_ = onEvent;
    pending_ = {source, filename.empty() ? "main.py" : filename, false, {}};
    bindings::useFreshStacks(true);
    return reinterpret_cast<uintptr_t>(&runJob_);
  }

  bool endRun() {
    bindings::useFreshStacks(false);
    flush();
    onEvent_ = val::undefined();
    if (!pending_.error.empty()) throwJsError("tracelab engine: " + pending_.error);
    return pending_.ok;
  }

  void cancel() { session_.requestCancel(); }

  // Files a program opens (pd.read_csv, open) live in the in-memory file system.
  void writeFile(const std::string& path, const std::string& contents) {
    try {
      const std::filesystem::path target(path);
      if (target.has_parent_path()) std::filesystem::create_directories(target.parent_path());
      std::ofstream out(target, std::ios::binary | std::ios::trunc);
      out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
      if (!out) throwJsError("cannot write " + path);
    } catch (const std::filesystem::filesystem_error& e) {
      throwJsError(e.what());
    }
  }

  // Relative paths in the program resolve against this directory.
  void setWorkingDirectory(const std::string& path) {
    std::error_code error;
    std::filesystem::create_directories(path, error);
    if (::chdir(path.c_str()) != 0) throwJsError("cannot change directory to " + path);
  }

 private:
  struct PendingRun {
    std::string source, filename;
    bool ok;
    std::string error;
  };

  static void runPending(void* self) {
    PendingRun& run = static_cast<JsSession*>(self)->pending_;
    try {
      run.ok = static_cast<JsSession*>(self)->session_.run(run.source, run.filename);
    } catch (const std::exception& e) {
      run.error = e.what();
    }
  }

  static constexpr int kMaxBatch = 256;
  static constexpr double kMaxDelayMs = 20;

  void forward(const core::Json& event) {
    if (!pendingEvents_.empty()) pendingEvents_ += '\n';
    pendingEvents_ += event.dump();
    ++batched_;
    const core::Json* type = event.get("type");
    const bool frequent = type && (type->asString() == "call" || type->asString() == "stdout");
    if (!frequent || batched_ >= kMaxBatch) flush();
    else flushIfLate();
  }

  // The run works: what waited too long goes to the page, with the run of
  // cache hits under way (the session holds it back to join more calls).
  void onPulse() {
    if (emscripten_get_now() - lastFlushMs_ < kMaxDelayMs) return;
    session_.flushCalls();
    flush();
  }

  void flushIfLate() {
    if (!pendingEvents_.empty() && emscripten_get_now() - lastFlushMs_ >= kMaxDelayMs) flush();
  }

  void flush() {
    lastFlushMs_ = emscripten_get_now();
    if (pendingEvents_.empty()) return;
    std::string lines;
    lines.swap(pendingEvents_);
    batched_ = 0;
    if (onEvent_.typeOf().as<std::string>() == "function") onEvent_(val(lines));
  }

  session::Session session_;
  val onEvent_ = val::undefined();
  PendingRun pending_;
  bindings::HostJob runJob_{runPending, this};
  std::string pendingEvents_;  // events not yet handed to JS, one JSON object per line
  int batched_ = 0;
  double lastFlushMs_ = 0;
};

EMSCRIPTEN_BINDINGS(tracelab) {
  emscripten::class_<JsSession>("Session")
      .constructor<val>()
      .function("run", &JsSession::run)
      .function("beginRun", &JsSession::beginRun)
      .function("endRun", &JsSession::endRun)
      .function("cancel", &JsSession::cancel)
      .function("writeFile", &JsSession::writeFile)
      .function("setWorkingDirectory", &JsSession::setWorkingDirectory);
  emscripten::function("freshStackEntry", &bindings::freshStackEntry);
}

}  // namespace tl::bindings
