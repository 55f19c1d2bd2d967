#include "lang/modules/tensorflow/keras/keras_layers.h"

#include <cmath>

#include "lang/modules/tensorflow/function/function_state.h"
#include "lang/modules/tensorflow/object_util.h"
#include "ops/builders.h"

namespace tl::lang {
namespace {

struct KerasClasses {
  ClassObj* dense = nullptr;
  int denseCount = 0;
};

KerasClasses& classes(Interp& in) {
  KerasClasses& k = in.moduleState<KerasClasses>();
  if (!k.dense) {
    k.dense = newNativeClass(in, "Dense", "keras.src.layers.core.dense");
    tfState(in).keepAlive.push_back(Value(k.dense));
  }
  return k;
}

std::string withCount(const std::string& base, int count) {
  return count == 0 ? base : base + "_" + std::to_string(count);
}

keras::Activation activationArg(Interp& in, const Value& v) {
  if (v.isNull() || v.isNone()) return keras::Activation::Linear;
  keras::Activation a;
  // activation=tf.nn.relu (or tf.keras.activations.relu): known by its name.
  if (v.is(ObjKind::Builtin) && keras::activationFromName(v.as<Builtin>()->name, &a)) return a;
  if (!keras::activationFromName(toStr(in, v), &a)) {
    in.raise(in.types.ValueError, "Unknown activation function: '" + toStr(in, v) +
                                      "'. Please ensure you are using a `keras.utils.custom_object_scope` "
                                      "and that this object is included in the scope.");
  }
  return a;
}

std::string initializerArg(Interp& in, const Value& v, const char* fallback) {
  if (v.isNull() || v.isNone()) return fallback;
  const std::string& name = toStr(in, v);
  if (name != "glorot_uniform" && name != "zeros" && name != "ones") {
    in.raise(in.types.ValueError, "Unknown initializer: '" + name +
                                      "'. tracelab supports "
                                      "'glorot_uniform', 'zeros' and 'ones'.");
  }
  return name;
}

int64_t inputDimOf(Interp& in, const Value& inputShape) {
  if (inputShape.isNull() || inputShape.isNone()) return -1;
  std::vector<Value> dims = in.toVector(inputShape);
  return dims.empty() || dims.back().isNone() ? -1 : toInt(in, dims.back());
}

// tf.keras.layers.Dense(units, activation=None, use_bias=True, kernel_initializer=
//   "glorot_uniform", bias_initializer="zeros", ..., input_shape=None, name=None)
}  // namespace

Value newDense(Interp& in, const Value&, CallArgs& args) {
  auto a = parseArgs(in, args, "Dense",
                     {"units", "activation", "use_bias", "kernel_initializer", "bias_initializer", "kernel_regularizer",
                      "bias_regularizer", "activity_regularizer", "kernel_constraint", "bias_constraint", "input_shape",
                      "input_dim", "name"},
                     1);
  KerasClasses& k = classes(in);
  auto* dense = new DenseObj(k.dense);
  Value layer(dense);
  dense->units = toInt(in, a[0]);
  dense->activation = activationArg(in, a[1]);
  dense->useBias = a[2].isNull() || in.truthy(a[2]);
  dense->kernelInitializer = initializerArg(in, a[3], "glorot_uniform");
  dense->biasInitializer = initializerArg(in, a[4], "zeros");
  dense->name = !a[12].isNull() && !a[12].isNone() ? toStr(in, a[12]) : withCount("dense", k.denseCount++);
  int64_t inputDim = !a[11].isNull() && !a[11].isNone() ? toInt(in, a[11]) : inputDimOf(in, a[10]);
  if (inputDim > 0) dense->build(in, inputDim);
  dense->inputShapeGiven = inputDim > 0;
  return layer;
}

ClassObj* denseClass(Interp& in) { return classes(in).dense; }

void resetDenseNames(Interp& in) { classes(in).denseCount = 0; }

namespace {

ops::Value glorotUniform(Interp& in, int64_t fanIn, int64_t fanOut) {
  double limit = std::sqrt(6.0 / static_cast<double>(fanIn + fanOut));
  Value random = in.getAttr(tfState(in).module, "random");
  Value uniform = in.getAttr(random, "uniform");
  Value shape = in.newList({Value::integer(fanIn), Value::integer(fanOut)});
  Value values = in.call(uniform, {shape}, {{"minval", Value::real(-limit)}, {"maxval", Value::real(limit)}});
  return tensorValue(values);
}

ops::Value initialValue(Interp& in, const std::string& initializer, int64_t fanIn, int64_t fanOut, bool matrix) {
  if (initializer == "glorot_uniform") return glorotUniform(in, fanIn, fanOut);
  core::Shape shape = matrix ? core::Shape{fanIn, fanOut} : core::Shape{fanOut};
  core::Tensor t(core::DType::Float32, shape);
  if (initializer == "ones") {
    for (int64_t i = 0; i < t.numElements(); ++i) t.data<float>()[i] = 1.0f;
  }
  return t;
}

}  // namespace

void DenseObj::build(Interp& in, int64_t dim) {
  enterVariableCreator(in, useBias ? 2 : 1);            // the kernel and the bias, under tf.function's rules
  ops::ContextScope eager(ops::defaultEagerContext());  // weights live outside any trace
  inputDim = dim;
  kernel = makeVariable(in, initialValue(in, kernelInitializer, dim, units, true).tensor(), name + "/kernel", true);
  if (useBias)
    bias = makeVariable(in, initialValue(in, biasInitializer, dim, units, false).tensor(), name + "/bias", true);
}

std::string kerasShapeText(const std::vector<int64_t>& dims) {
  std::string out = "(";
  for (size_t i = 0; i < dims.size(); ++i)
    out += (i ? ", " : "") + (dims[i] < 0 ? std::string("None") : std::to_string(dims[i]));
  return out + (dims.size() == 1 ? ",)" : ")");
}

void checkDenseInput(Interp& in, const DenseObj& dense, const std::vector<int64_t>& dims) {
  std::string head = "Input 0 of layer \"" + dense.name + "\" is incompatible with the layer: ";
  if (dims.size() < 2) {
    in.raise(in.types.ValueError, head + "expected min_ndim=2, found ndim=" + std::to_string(dims.size()) +
                                      ". Full shape received: " + kerasShapeText(dims));
  }
  if (!dense.kernel.isNull() && dims.back() >= 0 && dims.back() != dense.inputDim) {
    in.raise(in.types.ValueError, head + "expected axis -1 of input shape to have value " +
                                      std::to_string(dense.inputDim) + ", but received input with shape " +
                                      kerasShapeText(dims));
  }
}

ops::Value DenseObj::apply(Interp& in, const ops::Value& x) {
  if (x.shape().hasRank()) checkDenseInput(in, *this, x.shape().dims());
  if (kernel.isNull()) {
    if (!x.shape().hasRank() || x.shape().rank() == 0 || x.shape().dim(x.shape().rank() - 1) < 0) {
      in.raise(in.types.ValueError, "The last dimension of the inputs to a Dense layer should be defined. Found None.");
    }
    build(in, x.shape().dim(x.shape().rank() - 1));
  }
  ops::Value input = x.dtype() == core::DType::Float32 ? x : ops::build::cast(x, core::DType::Float32);
  ops::Value y = callNamed(ops::Op::MatMul, {input, asVariable(kernel)->read()}, {}, "MatMul");
  if (useBias) y = callNamed(ops::Op::BiasAdd, {y, asVariable(bias)->read()}, {}, "BiasAdd");
  return keras::activate(activation, y);
}

keras::DenseLayer DenseObj::spec() const {
  keras::DenseLayer layer;
  layer.units = units;
  layer.activation = activation;
  layer.useBias = useBias;
  layer.kernel = asVariable(kernel)->handle;
  if (useBias) layer.bias = asVariable(bias)->handle;
  return layer;
}

DenseObj* asDense(const Value& v) {
  return dynamic_cast<DenseObj*>(v.is(ObjKind::Native) ? v.as<NativeObject>() : nullptr);
}

namespace {

Value denseCountParams(Interp&, const Value& self, CallArgs&) {
  auto* d = asDense(self);
  return Value::integer(d->kernel.isNull() ? 0 : d->inputDim * d->units + (d->useBias ? d->units : 0));
}

Value denseSetWeights(Interp& in, const Value& self, CallArgs& args) {
  auto a = parseArgs(in, args, "set_weights", {"weights"}, 1);
  std::vector<Value> weights = in.toVector(in.getAttr(self, "weights")), values = in.toVector(a[0]);
  if (weights.size() != values.size()) {
    in.raise(in.types.ValueError, "You called `set_weights(weights)` on layer \"" + asDense(self)->name +
                                      "\" with a weight list of length " + std::to_string(values.size()) +
                                      ", but the layer was expecting " + std::to_string(weights.size()) + " weights.");
  }
  for (size_t i = 0; i < values.size(); ++i) in.call(in.getAttr(weights[i], "assign"), {values[i]});
  return in.none();
}

}  // namespace

Value DenseObj::call(Interp& in, CallArgs& args) {
  auto a = parseArgs(in, args, "__call__", {"inputs", "training"}, 1);
  return wrapTensor(in, apply(in, toTensorValue(in, a[0])));
}

Value DenseObj::getAttr(Interp& in, const std::string& attr) {
  if (attr == "units") return Value::integer(units);
  if (attr == "name") return in.newStr(name);
  if (attr == "kernel") return kernel.isNull() ? in.none() : kernel;
  if (attr == "bias") return bias.isNull() ? in.none() : bias;
  if (attr == "weights" || attr == "trainable_weights" || attr == "trainable_variables") {
    std::vector<Value> w;
    if (!kernel.isNull()) w.push_back(kernel);
    if (!bias.isNull()) w.push_back(bias);
    return in.newList(w);
  }
  if (attr == "built") return Value::boolean(!kernel.isNull());
  if (attr == "count_params") return boundMethod(in, Value(this), "count_params", denseCountParams);
  if (attr == "set_weights") return boundMethod(in, Value(this), "set_weights", denseSetWeights);
  if (attr == "get_weights") {
    return boundMethod(in, Value(this), "get_weights", [](Interp& in, const Value& self, CallArgs&) {
      std::vector<Value> out;
      for (const auto& w : in.toVector(in.getAttr(self, "weights"))) out.push_back(in.call(in.getAttr(w, "numpy"), {}));
      return in.newList(out);
    });
  }
  return {};
}

std::string DenseObj::repr(Interp& in) { return objectRepr(in, "keras.src.layers.core.dense.Dense", this); }

}  // namespace tl::lang
