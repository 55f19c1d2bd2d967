// Benchmark (not a test): four pure-Python programs run by lang::Interpreter and by
// CPython, median wall time of each and the ratio engine/CPython.
//
//   bench_interpreter                  natively: also runs python3 (if on PATH)
//   bench_interpreter --python-script  prints the CPython harness (same programs)
//   bench_interpreter --baseline FILE  reads the harness's output instead of running
//                                      python3 (under Node, where popen does not exist)
//
// Engine times are whole Interpreter::run calls (parse included, a few microseconds);
// CPython times are exec() of the precompiled program, both after one warm-up run.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "lang/interpreter.h"

using namespace tl;

namespace {

constexpr int kRuns = 5;

struct Program {
  const char* name;
  const char* source;
};

const Program kPrograms[] = {
    {"loop_sum_1e6", "s = 0\nfor i in range(1000000):\n    s += i\nprint(s)\n"},
    {"fib_25",
     "def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\n\n"
     "print(fib(25))\n"},
    // A 31-bit LCG makes the floats, so both interpreters sort the same 10^5 values.
    {"sort_1e5_floats",
     "x = 12345\nvalues = []\nfor _ in range(100000):\n"
     "    x = (x * 1103515245 + 12345) % 2147483648\n    values.append(x / 2147483648.0)\n"
     "ordered = sorted(values)\nprint(len(ordered), ordered[0] < ordered[50000] < ordered[-1])\n"},
    // Each item resumes the generator inside its while loop.
    {"generator_1e5",
     "def count(n):\n    i = 0\n    while i < n:\n        yield i\n        i += 1\n\n"
     "total = 0\nfor v in count(100000):\n    total += v\nprint(total)\n"},
    // A generator expression consumed by builtins, as learners write them.
    {"genexp_1e5", "print(sum(i * i for i in range(100000)), max(str(i) for i in range(100000)))\n"},
    // re is Python here and C in CPython: a findall over 10 kB, and a substitution with groups.
    {"re_findall_10kb",
     "import re\ns = 'ab12 cd345 efg6789 ' * 550\nfor _ in range(10):\n    n = len(re.findall(r'\\d+', s))\n"
     "print(n, re.sub(r'(\\w+) (\\d+)', r'\\2:\\1', s[:40]))\n"},
};

// Keeps stdout and the first error; everything else is dropped.
class CollectSink : public core::EventSink {
 public:
  void emit(const core::Json& event) override {
    std::string type = field(event, "type");
    if (type == "stdout") out += field(event, "text");
    if (type == "error" && error.empty()) error = field(event, "kind") + ": " + field(event, "message");
  }
  static std::string field(const core::Json& event, const char* key) {
    const core::Json* value = event.get(key);
    return value ? value->asString() : "";
  }
  std::string out, error;
};

std::string firstLine(const std::string& text) { return text.substr(0, text.find('\n')); }

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

struct EngineResult {
  double seconds = 0;
  std::string output;
};

EngineResult timeEngine(const Program& program) {
  CollectSink sink;
  core::Options options;
  lang::Interpreter interpreter(options, sink);
  std::vector<double> samples;
  for (int run = 0; run <= kRuns; ++run) {
    sink.out.clear();
    auto start = std::chrono::steady_clock::now();
    interpreter.run(program.source);
    auto end = std::chrono::steady_clock::now();
    if (run > 0) samples.push_back(std::chrono::duration<double>(end - start).count());
  }
  return {median(samples), sink.error.empty() ? firstLine(sink.out) : "error: " + sink.error};
}

// A Python string literal holding `text` exactly.
std::string pyLiteral(const std::string& text) {
  std::string lit = "'";
  for (char c : text) {
    if (c == '\\' || c == '\'') lit += '\\';
    if (c == '\n') {
      lit += "\\n";
      continue;
    }
    lit += c;
  }
  return lit + "'";
}

// Prints "RESULT\t<name>\t<median seconds>\t<first stdout line>" per program.
std::string pythonHarness() {
  std::string py = "import contextlib, io, statistics, time\nPROGRAMS = [\n";
  for (const Program& p : kPrograms) py += "    (" + pyLiteral(p.name) + ", " + pyLiteral(p.source) + "),\n";
  py += "]\n";
  py +=
      "def run(code):\n"
      "    buf = io.StringIO()\n"
      "    start = time.perf_counter()\n"
      "    with contextlib.redirect_stdout(buf):\n"
      "        exec(code, {'__name__': '__main__'})\n"
      "    return time.perf_counter() - start, buf.getvalue()\n"
      "for name, source in PROGRAMS:\n"
      "    code = compile(source, 'main.py', 'exec')\n"
      "    run(code)\n"
      "    samples = [run(code) for _ in range(" +
      std::to_string(kRuns) +
      ")]\n"
      "    seconds = statistics.median(t for t, _ in samples)\n"
      "    print('RESULT', name, repr(seconds), samples[0][1].split('\\n')[0], sep='\\t')\n";
  return py;
}

struct Baseline {
  double seconds = 0;
  std::string output;
};

std::map<std::string, Baseline> parseBaseline(std::istream& in) {
  std::map<std::string, Baseline> result;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string tag, name, seconds, output;
    std::getline(fields, tag, '\t');
    std::getline(fields, name, '\t');
    std::getline(fields, seconds, '\t');
    std::getline(fields, output);
    if (tag == "RESULT" && !seconds.empty()) result[name] = {std::atof(seconds.c_str()), output};
  }
  return result;
}

std::map<std::string, Baseline> runCPython() {
#ifdef __EMSCRIPTEN__
  return {};  // no processes under Node: run_python_baseline.sh passes --baseline
#else
  if (std::system("command -v python3 > /dev/null 2>&1") != 0) return {};
  std::string path = "/tmp/tracelab_bench_interpreter_" + std::to_string(std::rand()) + ".py";
  std::ofstream(path) << pythonHarness();
  std::string text;
  if (FILE* pipe = popen(("python3 " + path).c_str(), "r")) {
    char buf[512];
    while (std::fgets(buf, sizeof buf, pipe)) text += buf;
    pclose(pipe);
  }
  std::remove(path.c_str());
  std::istringstream in(text);
  return parseBaseline(in);
#endif
}

void printTable(const std::map<std::string, Baseline>& baseline) {
#ifdef __EMSCRIPTEN__
  const char* where = "wasm";
#else
  const char* where = "native";
#endif
  std::printf("bench_interpreter (%s), median of %d runs after 1 warm-up\n", where, kRuns);
  std::printf("%-18s %12s %12s %14s  %s\n", "program", "engine_ms", "cpython_ms", "engine/cpython", "output");
  for (const Program& p : kPrograms) {
    EngineResult engine = timeEngine(p);
    auto it = baseline.find(p.name);
    if (it == baseline.end()) {
      std::printf("%-18s %12.2f %12s %14s  %s\n", p.name, engine.seconds * 1e3, "-", "-", engine.output.c_str());
      continue;
    }
    const char* same = engine.output == it->second.output ? "(same as CPython)" : "(CPython differs!)";
    std::printf("%-18s %12.2f %12.2f %13.2fx  %s %s\n", p.name, engine.seconds * 1e3, it->second.seconds * 1e3,
                engine.seconds / it->second.seconds, engine.output.c_str(), same);
    std::fflush(stdout);
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && args[0] == "--python-script") {
    std::fputs(pythonHarness().c_str(), stdout);
    return 0;
  }
  std::map<std::string, Baseline> baseline;
  if (args.size() >= 2 && args[0] == "--baseline") {
    std::ifstream in(args[1]);
    baseline = parseBaseline(in);
  } else {
    baseline = runCPython();
  }
  printTable(baseline);
  return 0;
}
