// run_events FILE.py: runs a program natively through the session layer and prints
// every event of the stream as one JSON line (what `web/cli.mjs run --json` prints
// from the WASM engine). Lets the tracing tests run without the WASM build.
#include <cstdio>
#include <fstream>
#include <sstream>

#include "core/options.h"
#include "session/session.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: run_events FILE.py\n");
    return 2;
  }
  std::ifstream file(argv[1], std::ios::binary);
  if (!file) {
    std::fprintf(stderr, "run_events: cannot open %s\n", argv[1]);
    return 2;
  }
  std::stringstream text;
  text << file.rdbuf();
  tl::session::Session session(tl::core::Options{},
                               [](const tl::core::Json& event) { std::printf("%s\n", event.dump().c_str()); });
  bool ok = session.run(text.str());
  return ok ? 0 : 1;
}
