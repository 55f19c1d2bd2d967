#include "lang/interpreter.h"

#include "lang/eval/interp.h"

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

}  // namespace tl::lang
