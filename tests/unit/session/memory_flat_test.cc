// Runs that build reference cycles leave nothing behind: after 50 runs in one
// process the heap holds what it held after the first few, and the 51st run
// is still correct (natively, where glibc reports the bytes malloc has handed out).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "session/session.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TL_UNDER_ASAN 1  // ASan's allocator answers mallinfo2 with zeros
#endif
#endif
#if defined(__GLIBC__) && !defined(__SANITIZE_ADDRESS__) && !defined(TL_UNDER_ASAN)
#include <malloc.h>

using tl::core::Json;
using tl::core::Options;
using tl::session::Session;

namespace {

// A tree with parent links, a list and a dict that hold themselves, a closure
// that calls itself, an instance holding its own bound method, a generator
// that holds itself: every run makes about 16,000 objects in cycles.
const char* kCycles = R"(class Node:
    def __init__(self, parent):
        self.parent = parent
        self.children = []
        self.again = self.describe

    def describe(self):
        return len(self.children)

def grow(depth, parent=None):
    node = Node(parent)
    if depth:
        node.children = [grow(depth - 1, node), grow(depth - 1, node)]
    return node

def countdown():
    def tick(n):
        return tick(n - 1) if n else 0
    return tick

def echo():
    me = yield
    while True:
        yield me

tree = grow(12)
loop = [tree]
loop.append(loop)
table = {'tree': tree}
table['table'] = table
tick = countdown()
gen = echo()
next(gen)
gen.send(gen)
print(tree.children[1].children[0].parent.parent is tree, tick(5), len(loop))
)";

size_t heapBytes() { return mallinfo2().uordblks; }

std::string runOnce() {
  std::string out;
  Session session(Options{}, [&out](const Json& e) {
    if (e.get("type")->asString() == "stdout") out += e.get("text")->asString();
    if (e.get("type")->asString() == "error") out += e.get("traceback")->asString();
  });
  session.run(kCycles);
  return out;
}

}  // namespace

TEST_CASE("50 runs that build reference cycles leave the heap as the first runs left it") {
  for (int i = 0; i < 3; ++i) CHECK(runOnce() == "True 0 2\n");
  const size_t before = heapBytes();
  for (int i = 0; i < 47; ++i) runOnce();
  const size_t after = heapBytes();
  CHECK(runOnce() == "True 0 2\n");
  // One run's cycles hold several MB; 47 leaked runs would hold hundreds.
  CHECK(after < before + (1u << 20));
}
#endif
