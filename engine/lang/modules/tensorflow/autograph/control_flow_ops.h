// tf.while_loop and tf.cond: plain Python control flow when executing eagerly;
// a While / If node with each function traced once when building a graph.
#pragma once
#include "lang/modules/tensorflow/tensor/tensor_object.h"

namespace tl::lang {

void installControlFlowOps(Interp& in, const Value& tfModule);

}  // namespace tl::lang
