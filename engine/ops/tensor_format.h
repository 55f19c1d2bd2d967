// Tensors printed as tf.print / tf.strings.format show them: "[1 2 3]",
// "[[1 2]\n [3 4]]", "2.2", with at most `summarize` items at each end of a
// dimension ("[0 1 2 ... 7 8 9]"); summarize < 0 prints everything.
#pragma once
#include <string>

#include "core/core.h"

namespace tl::ops {

std::string formatTensor(const core::Tensor& tensor, int64_t summarize);
// One element as TF prints it: floats by the shortest of %.6g/%.9g (float) or
// %.15g/%.17g (double) that reads back exactly.
std::string formatElement(const core::Tensor& tensor, int64_t index);

}  // namespace tl::ops
