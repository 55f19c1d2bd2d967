// libFuzzer target: runs the input bytes as a program through a fresh
// tl::session::Session under small limits and discards the events (after
// serializing them, as every host does). Built and run by tests/fuzz/run.sh.
//
// Besides the sanitizers, one oracle: an error event that the session made
// from a C++ exception escaping the interpreter (kind InternalError, no
// Python traceback) is an engine fault, so the target aborts on it.
// TL_FUZZ_ALLOW_INTERNAL=1 in the environment turns that check off.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/json.h"
#include "core/options.h"
#include "session/session.h"

namespace {

bool internalErrorsAllowed() {
  static const bool allowed = [] {
    const char* value = std::getenv("TL_FUZZ_ALLOW_INTERNAL");
    return value && *value && std::string(value) != "0";
  }();
  return allowed;
}

bool startsWith(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

// Session::emitInternalError's shape: kind "InternalError" and a traceback that
// is only "InternalError: message\n".
bool isEscapedException(const tl::core::Json& event) {
  const tl::core::Json* type = event.get("type");
  const tl::core::Json* kind = event.get("kind");
  const tl::core::Json* traceback = event.get("traceback");
  if (!type || !kind || !traceback || type->asString() != "error") return false;
  return kind->asString() == "InternalError" && startsWith(traceback->asString(), "InternalError: ");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  tl::core::Options options;
  options.maxSteps = 200'000;
  options.maxRecursionDepth = 1000;
  options.maxTensorBytes = 64LL << 20;
  options.verifyAfterEachPass = true;

  const std::string source(reinterpret_cast<const char*>(data), size);
  std::string escaped;
  {
    tl::session::Session session(options, [&](const tl::core::Json& event) {
      volatile size_t length = event.dump().size();
      (void)length;
      if (escaped.empty() && isEscapedException(event)) escaped = event.get("message")->asString();
    });
    session.run(source, "main.py");
  }
  if (!escaped.empty() && !internalErrorsAllowed()) {
    std::fprintf(stderr, "fuzz_session: C++ exception escaped the interpreter: %s\n", escaped.c_str());
    std::abort();
  }
  return 0;
}
