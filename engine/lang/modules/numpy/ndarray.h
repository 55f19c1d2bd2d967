// numpy-lite: ndarray objects backed by core::Tensor (float64 and int64 by
// default, as NumPy), printed exactly as NumPy 1.24 prints them.
//   Value a = wrapNdArray(in, tensor);           // an ndarray (0-d: a NumPy scalar)
//   if (isNdArray(v)) use(ndArrayTensor(v));
//   std::optional<core::DType> d = numpyDType(v); // np.float32, np.dtype('int64'), ...
#pragma once
#include <optional>

#include "core/core.h"
#include "lang/eval/native.h"

namespace tl::lang {

class NdArrayObj : public NativeObject {
 public:
  NdArrayObj(ClassObj* cls, core::Tensor t) : NativeObject(cls), data(std::move(t)) {}
  core::Tensor data;  // never written in place: operations make new tensors

  Value getAttr(Interp& in, const std::string& name) override;
  Value binary(Interp& in, BinOp op, const Value& other, bool reflected) override;
  Value unary(Interp& in, UnaryOp op) override;
  Value compare(Interp& in, CmpOp op, const Value& other) override;
  Value getItem(Interp& in, const Value& key) override;
  bool setItem(Interp& in, const Value& key, const Value& v) override;
  int64_t len(Interp& in) override;
  Value iter(Interp& in) override;
  int truthy(Interp& in) override;
  std::string repr(Interp& in) override;
  std::string str(Interp& in) override;
  int64_t hash() override;
  std::optional<core::Tensor> asArray(Interp&) override { return data; }
  std::optional<core::Tensor> asTensor(Interp&) override { return data; }
};

// A 0-d tensor becomes a NumPy scalar (prints "1.5"); others an ndarray.
Value wrapNdArray(Interp& in, core::Tensor t);
bool isNdArray(const Value& v);
const core::Tensor& ndArrayTensor(const Value& v);  // requires isNdArray(v)
// np.float32 / np.int64 / np.dtype('float32') / an array's .dtype; nullopt otherwise.
std::optional<core::DType> numpyDType(const Value& v);

// Registers the `numpy` module (and numpy.random).
void registerNumpyModule(Interp& in);

}  // namespace tl::lang
