// The chain of an uncaught exception as CPython prints it: the cause or
// context first, and exception groups in their nested, numbered boxes.
#include "lang/eval/builtins.h"
#include "lang/eval/exception_groups.h"

namespace tl::lang {

namespace {

// Where a piece of traceback text sits: inside `depth` exception-group boxes
// (CPython's pythonrun.c print_exception_group), each line then starting with
// 2 * depth spaces and "| ".
struct GroupBox {
  int depth = 0;
  bool needClose = false;  // the last sub-exception's box still needs its closing line
};

constexpr int kMaxGroupWidth = 15, kMaxGroupDepth = 10;

std::string boxed(const std::string& text, int depth, const char* firstMargin = "| ") {
  if (depth == 0) return text;
  const std::string indent(2 * depth, ' ');
  std::string out;
  for (size_t i = 0; i < text.size();) {
    const size_t nl = text.find('\n', i);
    const size_t end = nl == std::string::npos ? text.size() : nl + 1;
    out += indent + (i == 0 ? firstMargin : "| ") + text.substr(i, end - i);
    i = end;
  }
  return out;
}

void boxedPieces(Interp& in, const Value& exc, const TracebackOptions& opt, std::vector<std::string>& out,
                 int chainDepth, GroupBox& box);

// A group's own traceback, then each sub-exception in its numbered box.
void groupPieces(Interp& in, const Value& exc, const TracebackOptions& opt, std::vector<std::string>& out,
                 int chainDepth, GroupBox& box) {
  if (box.depth > kMaxGroupDepth) {
    out.push_back(boxed("... (max_group_depth is " + std::to_string(kMaxGroupDepth) + ")\n", box.depth));
    return;
  }
  const bool outermost = box.depth == 0;
  if (outermost) box.depth = 1;
  std::vector<std::string> own;
  tracebackPieces(in, exc, opt, own);
  const bool hasTraceback = own.size() > 1;
  if (hasTraceback) own[0] = "Exception Group Traceback (most recent call last):\n";
  std::string text;
  for (const std::string& piece : own) text += piece;
  out.push_back(boxed(text, box.depth, hasTraceback && box.depth == 1 ? "+ " : "| "));
  const std::vector<Value> excs = in.toVector(in.getAttr(exc, "exceptions"));
  const size_t shown = excs.size() <= kMaxGroupWidth ? excs.size() : kMaxGroupWidth + 1;
  box.needClose = false;
  for (size_t i = 0; i < shown; ++i) {
    const bool last = i + 1 == shown;
    if (last) box.needClose = true;
    const std::string label = i < kMaxGroupWidth ? std::to_string(i + 1) : "...";
    out.push_back(std::string(2 * box.depth, ' ') + (i == 0 ? "+-" : "  ") + "+---------------- " + label +
                  " ----------------\n");
    ++box.depth;
    if (i < kMaxGroupWidth) {
      boxedPieces(in, excs[i], opt, out, chainDepth, box);
    } else {
      const size_t more = excs.size() - kMaxGroupWidth;
      out.push_back(boxed("and " + std::to_string(more) + " more exception" + (more > 1 ? "s" : "") + "\n", box.depth));
    }
    if (last && box.needClose) {
      out.push_back(std::string(2 * box.depth, ' ') + "+------------------------------------\n");
      box.needClose = false;
    }
    --box.depth;
  }
  if (outermost) box.depth = 0;
}

// exc's cause or context first (with the line between), then exc itself.
void boxedPieces(Interp& in, const Value& exc, const TracebackOptions& opt, std::vector<std::string>& out,
                 int chainDepth, GroupBox& box) {
  const ExcData* d = exc.as<Instance>()->exc.get();
  if (opt.chain && chainDepth < 50) {
    auto chained = [&](const Value& earlier, const char* message) {
      const bool needClose = box.needClose;
      boxedPieces(in, earlier, opt, out, chainDepth + 1, box);
      box.needClose = needClose;
      out.push_back(boxed(message, box.depth));
    };
    if (d->cause.is(ObjKind::Instance) &&
        d->cause.as<Instance>()->exc) {  // a __new__ may have made a cause of any type
      chained(d->cause, "\nThe above exception was the direct cause of the following exception:\n\n");
    } else if (!d->suppressContext && d->context.is(ObjKind::Instance) && d->context.as<Instance>()->exc) {
      chained(d->context, "\nDuring handling of the above exception, another exception occurred:\n\n");
    }
  }
  if (isExceptionGroup(in, exc)) {
    groupPieces(in, exc, opt, out, chainDepth, box);
  } else if (box.depth == 0) {
    tracebackPieces(in, exc, opt, out);
  } else {
    std::vector<std::string> own;
    tracebackPieces(in, exc, opt, own);
    std::string text;
    for (const std::string& piece : own) text += piece;
    out.push_back(boxed(text, box.depth));
  }
}

}  // namespace

void chainPieces(Interp& in, const Value& exc, const TracebackOptions& opt, std::vector<std::string>& out, int depth) {
  GroupBox box;
  boxedPieces(in, exc, opt, out, depth, box);
}

}  // namespace tl::lang
