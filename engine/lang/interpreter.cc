#include "lang/interpreter.h"

#include "lang/eval/interp.h"
#include "lang/modules/tensorflow/function/function_state.h"

namespace tl::lang {

class InterpreterImpl {
 public:
  InterpreterImpl(const core::Options& options, core::EventSink& sink) : interp(options, sink) {}
  Interp interp;
};

Interpreter::Interpreter(const core::Options& options, core::EventSink& sink)
    : impl_(std::make_unique<InterpreterImpl>(options, sink)) {}

Interpreter::~Interpreter() = default;

bool Interpreter::run(const std::string& source, const std::string& filename) {
  return impl_->interp.runProgram(source, filename);
}

void Interpreter::requestCancel() { impl_->interp.cancelRequested = true; }

core::Json Interpreter::functionsSummary() { return lang::functionsSummary(impl_->interp); }

}  // namespace tl::lang
