// applyBinary / applyUnary: the scalar op meanings for dtypes without a kernel of their own.
#include "kernels/kernels.h"
#include "kernels/scalar_math.h"

namespace tl::kernels {

double applyBinary(Binary op, double a, double b) { return scalar::binary(op, a, b); }

double applyUnary(Unary op, double x) { return scalar::unary(op, x); }

}  // namespace tl::kernels
