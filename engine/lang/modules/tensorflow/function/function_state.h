// Per-interpreter state of the tf.function engine: the program's FunctionRegistry
// (detectors, stats, run_functions_eagerly), the executor that runs cached plans,
// and how deep we are in tracing (calls made while tracing are not eager calls).
#pragma once
#include <string>
#include <vector>

#include "exec/exec.h"
#include "function/function_registry.h"
#include "lang/modules/tensorflow/tensor/tensor_object.h"

namespace tl::lang {

struct FunctionState {
  function::FunctionRegistry registry;
  exec::Executor executor;
  std::vector<std::string> tracing;  // names of the functions being traced (innermost last)
  bool variableCreationAllowed = true;
  int variablesCreated = 0;  // during the current trace
  // Of those, the ones whose initial value depends on the arguments: the trace
  // assigns it when it runs (TensorFlow cannot lift such an initializer).
  int unliftedInitializers = 0;
  // One object per class of equal objects seen as tf.function arguments (TensorFlow
  // keys them by a weakref, which compares and hashes as its referent), by hash.
  std::vector<std::pair<int64_t, Value>> objectKeys;
  int64_t stepsRecorded = 0;  // trace lines recorded this run (TraceStepRecorder's budget)
  ClassObj* functionClass = nullptr;
  ClassObj* concreteClass = nullptr;
  ClassObj* funcGraphClass = nullptr;
  ClassObj* graphDefClass = nullptr;  // FuncGraph.as_graph_def()'s GraphDef and its NodeDefs
  ClassObj* nodeDefClass = nullptr;
  ClassObj* operationClass = nullptr;  // FuncGraph.get_operations()' Operations
};

FunctionState& functionState(Interp& in);

// TensorFlow's variable creator scopes, for every tf.Variable a program makes
// (tf.Variable, Keras weights and optimizer slots): inside a trace that may not
// create variables it raises the singleton ValueError; inside one that may, the
// variable is counted for the rules of Function._call. `count`: variables made at once.
void enterVariableCreator(Interp& in, int count = 1);

// The stats of the program's tf.functions (FunctionRegistry::functionsSummary);
// an empty list when the program made none.
core::Json functionsSummary(Interp& in);

}  // namespace tl::lang
