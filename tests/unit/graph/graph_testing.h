// Shared by the graph, passes and exec tests: tracing small graphs by calling ops
// under a GraphBuilder, and comparing printed graphs with tests/graphs/*.txt.
#pragma once
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "graph/graph_builder.h"
#include "graph/printer.h"

namespace tl::testing {

using ops::Op;
using ops::Value;

inline Value op(Op op, const std::vector<Value>& in, ops::Attrs attrs = {}) { return ops::call1(op, in, attrs); }
inline Value named(Op op, const std::vector<Value>& in, const std::string& name, ops::Attrs attrs = {}) {
  attrs[graph::kNameAttr] = name;
  return ops::call1(op, in, attrs);
}
inline Value at(int line, Op op, const std::vector<Value>& in, ops::Attrs attrs = {}) {
  ops::setCurrentSpan({line, 1, line, 10});
  return ops::call1(op, in, attrs);
}

inline std::string goldenPath(const std::string& name) {
  std::string here = __FILE__;  // tests/unit/graph/graph_testing.h
  return here.substr(0, here.rfind("/unit/")) + "/graphs/" + name + ".txt";
}

// The expected text of tests/graphs/<name>.txt. With TL_UPDATE_GOLDEN=1 the file is
// rewritten from `actual` first (then reviewed by hand before it is committed).
inline std::string golden(const std::string& name, const std::string& actual) {
  if (const char* update = std::getenv("TL_UPDATE_GOLDEN"); update && std::string(update) == "1") {
    std::ofstream(goldenPath(name)) << actual;
  }
  std::ifstream in(goldenPath(name));
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace tl::testing
