// TraceStepRecorder: a tf.function's trace, one Python line at a time, for the
// page's stepper (Options::recordTraceSteps; off otherwise).
//
// While it lives it observes the interpreter: every statement of the program's
// own code starts a step (consecutive statements of one line share one), and a
// step gets the graph nodes made until the next one, the symbolic tensors bound
// on it, the frame's simple locals after it and what it printed. Step 0 is the
// `def` line with the graph's inputs. Nodes that land in an enclosing graph
// after a body ran (the While or If that holds the body) belong to the line
// that last ran in that graph, shown again as a step of its own.
//
//   TraceStepRecorder steps(in, python);   // before the body runs
//   ... the body runs ...
//   steps.stop();                          // the body returned (or raised)
//   core::Json event = steps.event(fn, call, concreteId, *concrete->traced);
#pragma once
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/events.h"
#include "graph/graph.h"
#include "lang/eval/interp.h"

namespace tl::lang {

class TraceStepRecorder : public StepObserver {
 public:
  TraceStepRecorder(Interp& in, const Value& python);
  ~TraceStepRecorder() override;
  TraceStepRecorder(const TraceStepRecorder&) = delete;
  TraceStepRecorder& operator=(const TraceStepRecorder&) = delete;

  void statementStarted(const core::SourceSpan& span) override;
  void printed(const std::string& text) override;
  void blockEnded() override;
  // Ends observing; nodes made later (the outputs) go to the last step.
  void stop();
  // The trace_steps event, once the trace is done; `traced` is its graph.
  core::Json event(const std::string& fn, int64_t call, int64_t concrete, const graph::Graph& traced);

 private:
  struct Step {
    core::events::TraceStep data;
    uint64_t frameId = 0;
    const graph::Graph* graph = nullptr;  // the graph being built when the line started
    std::vector<std::pair<const graph::Graph*, int>> nodes;
  };
  struct Tracked {
    std::shared_ptr<graph::Graph> graph;
    int seen;  // its nodes already given to a step
  };

  void open(const core::SourceSpan& span, const std::string& scope);
  void close();
  void trackBuilders();
  void collectNodes();
  bool inside(const graph::Graph* g, const graph::Graph* ancestor) const;
  const graph::Graph* enclosing(const graph::Graph* g, const graph::Graph* stepGraph) const;
  Step& revisit(const graph::Graph* g);
  void readLocals(size_t index);
  const Frame* liveFrame(uint64_t id) const;

  Interp& in_;
  StepObserver* previous_;
  bool observing_ = true;
  Frame* caller_;  // the frame that called the traced function
  std::vector<Step> steps_;
  bool open_ = false;
  bool localsRead_ = false;  // the open step's locals, read when its staged block ended
  size_t current_ = 0;       // the open step (revisits may follow it)
  int lastLine_ = 0;
  uint64_t lastFrameId_ = 0;
  std::vector<std::pair<const graph::Graph*, int>> pending_;                   // nodes for the next step
  std::vector<Tracked> graphs_;                                                // every graph a line ran in, outer first
  std::map<const graph::Graph*, const graph::Graph*> parents_;                 // each one's enclosing graph (or null)
  std::map<const graph::Graph*, size_t> lastStepIn_;                           // the last step that ran in a graph
  std::map<uint64_t, std::vector<std::pair<std::string, std::string>>> seen_;  // locals' reprs per frame
  int64_t lines_ = 0;
  std::string truncated_;
};

}  // namespace tl::lang
