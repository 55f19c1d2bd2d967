#include "lang/modules/tensorflow/function/trace_steps.h"

#include <algorithm>

#include "lang/eval/native.h"
#include "lang/modules/tensorflow/function/function_state.h"
#include "lang/modules/tensorflow/tensor/tensor_array_object.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang {
namespace {

// Bounds that keep a long trace from flooding the page: steps per trace and per
// run, and the length of a shown value.
constexpr int64_t kMaxStepsPerTrace = 2000;
constexpr int64_t kMaxStepsPerRun = 20000;
constexpr size_t kMaxReprChars = 160;
constexpr size_t kMaxListItems = 64;

std::string shortened(std::string text) {
  if (text.size() <= kMaxReprChars) return text;
  size_t cut = kMaxReprChars;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // keep UTF-8 whole
  return text.substr(0, cut) + "...";
}

// Values a learner reads at a glance: numbers, strings, tensors, TensorArrays
// and short lists or tuples of them. Others (models, functions, modules) are left out.
bool simpleKind(const Value& v, int depth = 0) {
  if (v.isNone() || v.isBool() || v.isInt() || v.isFloat() || v.is(ObjKind::Str) || isTensor(v)) return true;
  if (depth == 0 && asTensorArray(v)) return true;
  if (depth > 2 || !(v.is(ObjKind::List) || v.is(ObjKind::Tuple))) return false;
  const auto& items = v.is(ObjKind::List) ? v.as<List>()->items : v.as<Tuple>()->items;
  if (items.size() > kMaxListItems) return false;
  for (const auto& item : items)
    if (!simpleKind(item, depth + 1)) return false;
  return true;
}

core::Json namedRepr(const std::string& name, const std::string& repr) {
  core::Json j = core::Json::object();
  j.set("name", name);
  j.set("repr", repr);
  return j;
}

// Where each body graph of `g` sits: the names of the nodes and attrs that lead to it.
void bodyPaths(const graph::Graph& g, const core::Json& path, std::map<const graph::Graph*, core::Json>& out) {
  out[&g] = path;
  for (const graph::Node& node : g.nodes()) {
    for (const std::string& attr : graph::bodyAttrNames(node)) {
      const graph::Graph* body = graph::bodyAttr(node, attr);
      if (!body) continue;
      core::Json inner = path;
      inner.push(node.name);
      inner.push(attr);
      bodyPaths(*body, inner, out);
    }
  }
}

}  // namespace

TraceStepRecorder::TraceStepRecorder(Interp& in, const Value& python)
    : in_(in), previous_(in.setStepObserver(this)), caller_(in.frame) {
  trackBuilders();
  FunctionInfo info = functionInfo(python);
  open({info.firstLine, 0, info.firstLine, 0}, info.name);
}

TraceStepRecorder::~TraceStepRecorder() { stop(); }

void TraceStepRecorder::stop() {
  if (!observing_) return;
  observing_ = false;
  in_.setStepObserver(previous_);
}

void TraceStepRecorder::statementStarted(const core::SourceSpan& span) {
  const Frame* f = in_.frame;
  if (!f || f == caller_ || !f->code || !f->code->filename.empty()) return;  // not the program's own lines
  if (span.line == lastLine_ && f->id == lastFrameId_) return;               // one step per line
  if (!steps_.empty() && steps_[0].frameId == 0) steps_[0].frameId = f->id;  // the body's frame holds the arguments
  lastLine_ = span.line;
  lastFrameId_ = f->id;
  ++lines_;
  close();
  int64_t& ranInRun = functionState(in_).stepsRecorded;
  if (static_cast<int64_t>(steps_.size()) >= kMaxStepsPerTrace || ranInRun >= kMaxStepsPerRun) {
    if (truncated_.empty())
      truncated_ = ranInRun >= kMaxStepsPerRun
                       ? "the run's budget of " + std::to_string(kMaxStepsPerRun) + " recorded lines is spent"
                       : "only the first " + std::to_string(kMaxStepsPerTrace) + " lines of a trace are recorded";
    return;
  }
  ++ranInRun;
  open(span, f->code->name);
}

void TraceStepRecorder::printed(const std::string& text) {
  if (open_) steps_[current_].data.printed += text;
}

// The last line of a loop body or branch: its locals now, before the staged
// loop or if replaces them with its results.
void TraceStepRecorder::blockEnded() {
  if (!open_ || localsRead_) return;
  readLocals(current_);
  localsRead_ = true;
}

void TraceStepRecorder::open(const core::SourceSpan& span, const std::string& scope) {
  Step step;
  step.data.line = span.line;
  step.data.col = span.endLine == span.line ? span.col : 0;
  step.data.endCol = span.endLine == span.line ? span.endCol : 0;
  step.data.scope = scope;
  step.frameId = lastFrameId_;
  graph::GraphBuilder* builder = tfi::currentGraphBuilder();
  step.graph = builder ? &builder->graph() : nullptr;
  step.nodes = std::move(pending_);
  pending_.clear();
  steps_.push_back(std::move(step));
  current_ = steps_.size() - 1;
  if (steps_.back().graph) lastStepIn_[steps_.back().graph] = current_;
  open_ = true;
  localsRead_ = false;
}

// Ends the open step: its nodes and locals, and those of the lines shown again
// (revisits) because a While or If they began was made since.
void TraceStepRecorder::close() {
  if (observing_) trackBuilders();  // after the trace, the builders are another trace's, if any
  collectNodes();
  if (!open_) return;
  if (!localsRead_) readLocals(current_);
  for (size_t i = current_ + 1; i < steps_.size(); ++i) readLocals(i);
  open_ = false;
}

// Every graph under construction (the current builder and those enclosing it).
void TraceStepRecorder::trackBuilders() {
  std::vector<graph::GraphBuilder*> chain;
  for (graph::GraphBuilder* b = tfi::currentGraphBuilder(); b; b = b->parent()) chain.insert(chain.begin(), b);
  for (graph::GraphBuilder* b : chain) {
    if (parents_.count(&b->graph())) continue;
    parents_[&b->graph()] = b->parent() ? &b->parent()->graph() : nullptr;
    graphs_.push_back({b->graphPtr(), 0});
  }
}

// The nodes made since the last look: to the open step when they are in its
// graph (or a body inside it); in a graph no line has run in yet, to the next
// step; else (a While or If, or a capture of its other body, made once the body
// ran) to the line that last ran in the graph that encloses both.
void TraceStepRecorder::collectNodes() {
  const bool full = !open_ && !truncated_.empty();
  for (Tracked& t : graphs_) {
    if (full) t.seen = t.graph->size();
    for (int id = t.seen; id < t.graph->size(); ++id) {
      const graph::Graph* g = t.graph.get();
      const graph::Graph* stepGraph = open_ ? steps_[current_].graph : nullptr;
      if (open_ && inside(g, stepGraph)) steps_[current_].nodes.emplace_back(g, id);
      else if (!lastStepIn_.count(g)) pending_.emplace_back(g, id);
      else revisit(enclosing(g, stepGraph)).nodes.emplace_back(g, id);
    }
    t.seen = t.graph->size();
  }
}

bool TraceStepRecorder::inside(const graph::Graph* g, const graph::Graph* ancestor) const {
  for (; g; g = parents_.at(g))
    if (g == ancestor) return true;
  return false;
}

// `g` or the nearest graph around it that holds `stepGraph` and ran a line.
const graph::Graph* TraceStepRecorder::enclosing(const graph::Graph* g, const graph::Graph* stepGraph) const {
  for (const graph::Graph* h = g; h; h = parents_.at(h))
    if (inside(stepGraph, h) && lastStepIn_.count(h)) return h;
  return g;
}

// The line that last ran in `g`, as a new step after the open one (once per look).
TraceStepRecorder::Step& TraceStepRecorder::revisit(const graph::Graph* g) {
  const size_t last = lastStepIn_[g];
  if (last + 1 == steps_.size() && last != current_) return steps_.back();  // made by this look
  Step again;
  again.data.line = steps_[last].data.line;
  again.data.col = steps_[last].data.col;
  again.data.endCol = steps_[last].data.endCol;
  again.data.scope = steps_[last].data.scope;
  again.frameId = steps_[last].frameId;
  again.graph = g;
  steps_.push_back(std::move(again));
  lastStepIn_[g] = steps_.size() - 1;
  return steps_.back();
}

const Frame* TraceStepRecorder::liveFrame(uint64_t id) const {
  for (const Frame* f = in_.frame; f; f = f->back)
    if (f->id == id) return f;
  return nullptr;
}

// The frame's simple locals after the step; those that changed and hold a
// tensor are the step's symbolic values, shown as str() shows them.
void TraceStepRecorder::readLocals(size_t index) {
  Step& step = steps_[index];
  const Frame* f = step.frameId == 0 ? nullptr : liveFrame(step.frameId);
  auto& seen = seen_[step.frameId];
  if (!f || !f->code || f->classNs) {  // the frame returned: its locals as they were last seen
    for (const auto& [name, repr] : seen) step.data.locals.push(namedRepr(name, repr));
    return;
  }
  std::vector<std::pair<std::string, std::string>> now;
  for (size_t i = 0; i < f->code->slotNames.size(); ++i) {
    Value v = f->code->slotIsCell[i] ? f->slots[i].as<Cell>()->value : f->slots[i];
    if (v.isNull() || !simpleKind(v)) continue;
    const std::string& name = f->code->slotNames[i];
    std::string repr;
    try {
      repr = shortened(in_.repr(v));
    } catch (const PyException&) {
      continue;
    }
    core::Json local = namedRepr(name, repr);
    auto before = std::find_if(seen.begin(), seen.end(), [&](const auto& s) { return s.first == name; });
    if (before == seen.end() || before->second != repr) {
      local.set("changed", true);
      if (isTensor(v)) step.data.values.push(namedRepr(name, shortened(in_.str(v))));
      // A TensorArray is its flow tensor in the graph (TensorFlow's `ta.flow`).
      if (TensorArrayObj* array = asTensorArray(v)) {
        step.data.values.push(namedRepr(name + ".flow", shortened(in_.str(wrapTensor(in_, array->handle)))));
      }
    }
    step.data.locals.push(std::move(local));
    now.emplace_back(name, std::move(repr));
  }
  seen = std::move(now);
}

core::Json TraceStepRecorder::event(const std::string& fn, int64_t call, int64_t concrete, const graph::Graph& traced) {
  stop();
  close();
  std::map<const graph::Graph*, core::Json> paths;
  bodyPaths(traced, core::Json::array(), paths);
  core::Json steps = core::Json::array();
  for (Step& step : steps_) {
    for (const auto& [g, id] : step.nodes) {
      auto path = paths.find(g);
      if (path == paths.end() || id >= g->size()) continue;  // a graph the trace let go
      core::Json node = core::Json::object();
      node.set("name", g->node(id).name);
      node.set("op", ops::opName(g->node(id).op));
      if (!path->second.items().empty()) node.set("in", path->second);
      step.data.nodes.push(std::move(node));
    }
    steps.push(core::events::traceStep(step.data));
  }
  return core::events::traceSteps(fn, call, concrete, std::move(steps), lines_, truncated_);
}

}  // namespace tl::lang
