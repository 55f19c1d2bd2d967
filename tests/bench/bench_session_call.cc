// Benchmark (not a test): a cache hit of a small tf.function called from a Python
// loop, run as the page runs a program: through a session::Session whose events
// are serialized to JSON lines and handed over in batches, as the page's Worker
// does. For an identity function and for y = tf.matmul(x, w) + b at batch 1:
//   - microseconds per call: the median of 100 timed blocks of 1000 calls
//     (10^5 calls), timed by the program with time.perf_counter;
//   - allocations per call: operator new calls over 10^4 calls (this file
//     replaces the global operator new to count them; small tensor buffers come
//     from the engine's pool and are not counted);
//   - the bytes of events the page receives per call.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <new>
#include <sstream>
#include <string>

#include "session/session.h"

namespace {

uint64_t gNews = 0;

void* counted(size_t bytes, size_t alignment) {
  ++gNews;
  if (bytes == 0) bytes = 1;
  void* p = alignment > alignof(std::max_align_t)
                ? std::aligned_alloc(alignment, (bytes + alignment - 1) / alignment * alignment)
                : std::malloc(bytes);
  if (!p) throw std::bad_alloc();
  return p;
}

}  // namespace

void* operator new(size_t bytes) { return counted(bytes, 0); }
void* operator new(size_t bytes, std::align_val_t a) { return counted(bytes, static_cast<size_t>(a)); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, size_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, size_t, std::align_val_t) noexcept { std::free(p); }

using namespace tl;

namespace {

const char* kProgram = R"(import time
import tensorflow as tf

w = tf.Variable([[2.0]])
b = tf.Variable([0.5])


@tf.function
def identity(x):
    return x


@tf.function
def predict(x):
    return tf.matmul(x, w) + b


def block_us(fn, arg, calls):
    start = time.perf_counter()
    for _ in range(calls):
        fn(arg)
    return (time.perf_counter() - start) / calls * 1e6


def measure(name, fn, arg):
    block_us(fn, arg, 1000)
    samples = sorted([block_us(fn, arg, 1000) for _ in range(100)])
    print("RESULT " + name + "_us", samples[len(samples) // 2])
    print("NEWS start")
    for _ in range(10000):
        fn(arg)
    print("NEWS end " + name)


measure("identity", identity, tf.constant(1.0))
measure("linear", predict, tf.constant([[1.0]]))
print("RESULT traces", identity.experimental_get_tracing_count() + predict.experimental_get_tracing_count())
)";

constexpr double kCountedCalls = 10000;
#ifdef __EMSCRIPTEN__
constexpr const char* kBuild = "wasm";
#else
constexpr const char* kBuild = "native";
#endif

// The page's side of the stream: each event becomes a JSON line, handed over
// 256 at a time (engine/bindings/session_binding.cc); also reads the program's
// RESULT and NEWS lines.
class PageListener {
 public:
  void operator()(const core::Json& event) {
    pending_ += event.dump();
    pending_ += '\n';
    const core::Json* type = event.get("type");
    if (type && type->asString() == "call") callBytes_ += static_cast<double>(event.dump().size() + 1);
    if (type && type->asString() == "error") error = event.get("message")->asString();
    if (type && type->asString() == "stdout") read(event.get("text")->asString());
    if (++batched_ >= 256) flush();
  }
  void flush() {
    bytes_ += static_cast<double>(pending_.size());
    pending_.clear();
    batched_ = 0;
  }

  std::map<std::string, double> results;
  std::string error;

 private:
  void read(const std::string& text) {
    std::istringstream line(text);
    std::string tag, key;
    line >> tag >> key;
    if (tag == "NEWS" && key == "start") {
      newsAtStart_ = gNews, callBytesAtStart_ = callBytes_;
    } else if (tag == "NEWS" && key == "end" && line >> key) {
      results[key + "_news"] = static_cast<double>(gNews - newsAtStart_) / kCountedCalls;
      results[key + "_event_bytes"] = (callBytes_ - callBytesAtStart_) / kCountedCalls;
    } else if (double value = 0; tag == "RESULT" && line >> value) {
      results[key] = value;
    }
  }

  std::string pending_;
  int batched_ = 0;
  double bytes_ = 0, callBytes_ = 0, callBytesAtStart_ = 0;
  uint64_t newsAtStart_ = 0;
};

double get(const PageListener& page, const std::string& key) {
  auto it = page.results.find(key);
  return it == page.results.end() ? std::nan("") : it->second;
}

}  // namespace

int main() {
  PageListener page;
  session::Session session(core::Options{}, [&page](const core::Json& event) { page(event); });
  const auto start = std::chrono::steady_clock::now();
  const bool ok = session.run(kProgram);
  page.flush();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::fprintf(stderr, "bench_session_call: %.2f s%s%s\n", seconds, ok ? "" : " failed: ", page.error.c_str());
  std::printf("bench_session_call (%s): a cache hit from a Python loop through the session, events on\n", kBuild);
  std::printf("%-24s %12s %14s %18s\n", "function", "us/call", "allocs/call", "event bytes/call");
  for (const char* name : {"identity", "linear"}) {
    const std::string key = name;
    std::printf("%-24s %12.3f %14.2f %18.4f\n", key == "identity" ? "identity(x)" : "tf.matmul(x, w) + b",
                get(page, key + "_us"), get(page, key + "_news"), get(page, key + "_event_bytes"));
  }
  std::printf("traces: %.0f (one per function: every timed call is a cache hit)\n", get(page, "traces"));
  return ok ? 0 : 1;
}
