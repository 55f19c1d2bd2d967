#include "lang/modules/tensorflow/function/function_state.h"

namespace tl::lang {

FunctionState& functionState(Interp& in) {
  auto& slot = tfState(in).functionState;
  if (!slot) {
    auto state = std::make_shared<FunctionState>();
    state->registry.setGraphLimit(in.options().maxGraphBytes);
    slot = state;
  }
  return *std::static_pointer_cast<FunctionState>(slot);
}

void enterVariableCreator(Interp& in, int count) {
  FunctionState& state = functionState(in);
  if (state.tracing.empty() || count <= 0) return;
  if (!state.variableCreationAllowed) {
    in.raise(in.types.ValueError,
             "tf.function only supports singleton tf.Variables created on the first call. Make sure the "
             "tf.Variable is only created once or created outside tf.function. See "
             "https://www.tensorflow.org/guide/function#creating_tfvariables for more information.");
  }
  state.variablesCreated += count;
}

core::Json functionsSummary(Interp& in) {
  const TfState* tf = in.moduleStateIfMade<TfState>();
  if (!tf || !tf->functionState) return core::Json::array();
  return std::static_pointer_cast<FunctionState>(tf->functionState)->registry.functionsSummary();
}

}  // namespace tl::lang
