#include "lang/modules/tensorflow/function_state.h"

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

void emitFunctionSummary(Interp& in) { in.sink().emit(functionState(in).registry.summaryEvent()); }

}  // namespace tl::lang
