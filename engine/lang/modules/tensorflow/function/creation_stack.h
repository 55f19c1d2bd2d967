// The program's frames when an op is made while tracing: graph/ keeps them on the
// node, and a graph execution error lists them as TensorFlow lists an op's
// creation stack (its own frames dropped, so only the program's file shows).
#pragma once
#include "core/call_stack.h"
#include "lang/eval/interp.h"

namespace tl::lang {

// Makes ops::currentCallStack() read `in`'s frames (for the rest of the run).
void installCreationStack(Interp& in);

}  // namespace tl::lang
