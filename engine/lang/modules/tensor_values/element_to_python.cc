// Tensor elements as Python values.
#include <cmath>

#include "lang/eval/int_value.h"
#include "lang/modules/tensor_values/tensor_values.h"

namespace tl::lang {

Value intOfElement(Interp& in, const core::Tensor& t, int64_t i) {
  if (core::isInteger(t.dtype()) || t.dtype() == core::DType::Bool) return Value::integer(t.elementAsInt64(i));
  return floatToInt(in, std::trunc(t.elementAsDouble(i)));
}

}  // namespace tl::lang
