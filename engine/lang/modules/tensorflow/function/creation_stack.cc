#include "lang/modules/tensorflow/function/creation_stack.h"

#include <algorithm>
#include <memory>

#include "ops/op.h"

namespace tl::lang {
namespace {

int lineOf(const Frame& f) { return f.cur ? f.cur->line : 0; }

core::CallStack captureStack(const Interp& in) {
  auto frames = std::make_shared<std::vector<core::StackFrame>>();
  for (const Frame* f = in.frame; f; f = f->back) {
    if (f->code && !f->code->filename.empty()) continue;  // not the program's file
    frames->push_back({in.filename, lineOf(*f), f->code ? f->code->name : "<module>"});
  }
  std::reverse(frames->begin(), frames->end());
  return frames;
}

}  // namespace

void installCreationStack(Interp& in) {
  // The ops of one statement share one stack: it is captured again only when
  // the innermost frame or its line changes.
  struct Last {
    uint64_t frame = 0;
    int line = -1;
    core::CallStack stack;
  };
  auto last = std::make_shared<Last>();
  ops::setCallStackSource([&in, last]() -> core::CallStack {
    if (!in.frame) return nullptr;
    if (in.frame->id != last->frame || lineOf(*in.frame) != last->line) {
      *last = {in.frame->id, lineOf(*in.frame), captureStack(in)};
    }
    return last->stack;
  });
}

}  // namespace tl::lang
