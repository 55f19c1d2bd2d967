// tf.keras.Sequential: an ordered stack of layers called one after another.
#include "lang/modules/tensorflow/keras/keras_layers.h"
#include "lang/modules/tensorflow/object_util.h"
#include "ops/builders.h"

namespace tl::lang {
namespace {

struct ModelClasses {
  ClassObj* sequential = nullptr;
  int count = 0;
};

ModelClasses& modelClasses(Interp& in) {
  ModelClasses& c = in.moduleState<ModelClasses>();
  if (!c.sequential) {
    c.sequential = newNativeClass(in, "Sequential", "keras.src.engine.sequential");
    tfState(in).keepAlive.push_back(Value(c.sequential));
  }
  return c;
}

SequentialObj& model(const Value& v) { return *static_cast<SequentialObj*>(v.as<NativeObject>()); }

void addLayer(Interp& in, SequentialObj& seq, const Value& layer) {
  if (auto* input = dynamic_cast<InputObj*>(layer.is(ObjKind::Native) ? layer.as<NativeObject>() : nullptr)) {
    const auto& s = input->shape;
    if (s.hasRank() && s.rank() >= 2) seq.inputDim = s.dim(s.rank() - 1);
    return;
  }
  if (!asDense(layer)) {
    in.raise(in.types.TypeError, "The added layer must be an instance of class Layer. Received: layer=" +
                                     in.repr(layer) + " of type " + in.typeName(layer) + ".");
  }
  // Keras builds a layer as soon as its input shape is known (an Input, or a
  // built layer before it), so summary() and weights work before any call.
  int64_t dim = seq.layers.empty() ? seq.inputDim : -1;
  if (!seq.layers.empty()) {
    DenseObj* last = asDense(seq.layers.back());
    if (!last->kernel.isNull()) dim = last->units;
  }
  DenseObj* dense = asDense(layer);
  if (dense->kernel.isNull() && dim > 0) dense->build(in, dim);
  seq.layers.push_back(layer);
}

}  // namespace

// tf.keras.Sequential(layers=None, name=None)
Value newSequential(Interp& in, const Value&, CallArgs& args) {
  auto a = parseArgs(in, args, "Sequential", {"layers", "name"}, 0);
  ModelClasses& c = modelClasses(in);
  auto* seq = new SequentialObj(c.sequential);
  Value out(seq);
  int index = c.count++;
  seq->seed = static_cast<uint64_t>(index) + 1;
  seq->createdLine = in.callSite().line;
  seq->name = !a[1].isNull() && !a[1].isNone() ? toStr(in, a[1])
                                               : (index == 0 ? "sequential" : "sequential_" + std::to_string(index));
  if (!a[0].isNull() && !a[0].isNone()) {
    for (const auto& layer : in.toVector(a[0])) addLayer(in, *seq, layer);
  }
  return out;
}

ClassObj* sequentialClass(Interp& in) { return modelClasses(in).sequential; }

SequentialObj* asSequential(const Value& v) {
  return dynamic_cast<SequentialObj*>(v.is(ObjKind::Native) ? v.as<NativeObject>() : nullptr);
}

keras::SequentialModel buildModelSpec(Interp& in, SequentialObj& seq, int64_t inputDim) {
  keras::SequentialModel spec;
  int64_t dim = inputDim;
  for (const auto& layer : seq.layers) {
    DenseObj* dense = asDense(layer);
    if (dense->kernel.isNull()) {
      if (dim <= 0)
        in.raise(in.types.ValueError,
                 "The last dimension of the inputs to a Dense layer should be defined. Found None.");
      dense->build(in, dim);
    }
    spec.layers.push_back(dense->spec());
    dim = dense->units;
  }
  return spec;
}

namespace {

Value weightsOf(Interp& in, const SequentialObj& seq) {
  std::vector<Value> all;
  for (const auto& layer : seq.layers) {
    for (const auto& w : in.toVector(in.getAttr(layer, "weights"))) all.push_back(w);
  }
  return in.newList(all);
}

}  // namespace

namespace {

// The input dimension the model was given (an Input, or input_shape / input_dim
// on its first layer); -1 if it learns it from its first call.
int64_t givenInputDim(const SequentialObj& m) {
  if (m.inputDim > 0) return m.inputDim;
  DenseObj* first = m.layers.empty() ? nullptr : asDense(m.layers[0]);
  return first && first->inputShapeGiven ? first->inputDim : -1;
}

// input_spec.assert_input_compatibility with the model's InputSpec(shape=(None, d),
// allow_last_axis_squeeze=True): a last axis of 1 is dropped from both shapes,
// then the dimensions both know are compared pairwise.
void checkModelShape(Interp& in, const SequentialObj& m, int64_t given, const std::vector<int64_t>& dims) {
  std::vector<int64_t> spec{-1, given}, shape = dims;
  if (!shape.empty() && shape.back() == 1) shape.pop_back();
  if (spec.back() == 1) spec.pop_back();
  for (size_t i = 0; i < std::min(spec.size(), shape.size()); ++i) {
    if (spec[i] >= 0 && shape[i] >= 0 && spec[i] != shape[i]) {
      in.raise(in.types.ValueError, "Input 0 of layer \"" + m.name +
                                        "\" is incompatible with the layer: expected shape=(None, " +
                                        std::to_string(given) + "), found shape=" + kerasShapeText(dims));
    }
  }
}

}  // namespace

namespace {

// The model's own InputSpec, checked before its call; true when a rank-1 input
// gets its last axis of 1 back (Functional._conform_to_reference_input).
bool checkModelInput(Interp& in, const SequentialObj& m, const std::vector<int64_t>& dims) {
  int64_t given = givenInputDim(m);
  if (given <= 0) return false;
  checkModelShape(in, m, given, dims);
  return dims.size() == 1 && given == 1;
}

// Keras's traceback_utils.inject_argument_info_in_traceback around Layer.call: an
// error from inside the call (the innermost layer that adds it wins) is raised
// again, same class, with the layer and its call arguments around its message.
[[noreturn]] void raiseWithCallArguments(Interp& in, const Value& exc, const std::string& layer,
                                         const std::vector<std::pair<std::string, std::string>>& arguments) {
  Value marker = in.internStr("_keras_call_info_injected");
  if (!in.getAttrOrNull(exc, marker.as<Str>()).isNull()) in.raiseValue(exc);
  std::vector<Value> args = in.toVector(in.getAttr(exc, "args"));
  std::string message = args.empty() ? "" : in.str(args[0]);
  std::string context;
  for (const auto& [name, value] : arguments) context += "\n  \u2022 " + name + "=" + value;
  Value wrapped = in.newException(in.typeOf(exc), "Exception encountered when calling " + layer + ".\n\n" + message +
                                                      "\n\nCall arguments received by " + layer + ":" + context);
  in.setAttr(wrapped, marker.as<Str>(), Value::boolean(true));
  in.raiseValue(wrapped);
}

// format_argument_value: a tensor by its shape and dtype, anything else by repr.
std::string argumentText(Interp& in, const Value& v) {
  if (!isTensor(v)) return in.repr(v);
  const ops::Value& t = tensorValue(v);
  return "tf.Tensor(shape=" + t.shape().toString() + ", dtype=" + core::dtypeName(t.dtype()) + ")";
}

}  // namespace

bool checkSequentialInput(Interp& in, const SequentialObj& m, const std::vector<int64_t>& dims) {
  bool expand = checkModelInput(in, m, dims);
  std::vector<int64_t> conformed = dims;
  if (expand) conformed.push_back(1);
  if (DenseObj* first = m.layers.empty() ? nullptr : asDense(m.layers[0])) checkDenseInput(in, *first, conformed);
  return expand;
}

Value SequentialObj::call(Interp& in, CallArgs& args) {
  auto a = parseArgs(in, args, "__call__", {"inputs", "training", "mask"}, 1);
  Value inputs = wrapTensor(in, toTensorValue(in, a[0]));
  const ops::Value& t = tensorValue(inputs);
  Value x = inputs;
  if (t.shape().hasRank() && checkModelInput(in, *this, t.shape().dims()))
    x = wrapTensor(in, ops::call1(ops::Op::ExpandDims, {t, ops::build::scalar(-1, core::DType::Int32)}));
  Value error;
  try {
    for (const auto& layer : layers) x = in.call(layer, {x});
    return x;
  } catch (const PyException& e) {
    error = e.exc;
  } catch (const core::TfError& e) {
    error = in.newException(in.exceptionClass(e.kind()), e.what());
  }
  auto given = [&](const Value& v) { return v.isNull() ? std::string("None") : in.repr(v); };
  raiseWithCallArguments(in, error, "layer '" + name + "' (type Sequential)",
                         {{"inputs", argumentText(in, inputs)}, {"training", given(a[1])}, {"mask", given(a[2])}});
}

Value SequentialObj::getAttr(Interp& in, const std::string& attr) {
  Value self(this);
  if (attr == "layers") return in.newList(layers);
  if (attr == "name") return in.newStr(name);
  if (attr == "weights" || attr == "trainable_weights" || attr == "trainable_variables") return weightsOf(in, *this);
  if (attr == "non_trainable_weights" || attr == "non_trainable_variables") return in.newList();
  if (attr == "optimizer") return compiled ? compiled->optimizer : in.none();
  if (attr == "add") {
    return boundMethod(in, self, "add", [](Interp& in, const Value& s, CallArgs& args) {
      auto a = parseArgs(in, args, "add", {"layer"}, 1);
      addLayer(in, model(s), a[0]);
      return in.none();
    });
  }
  return sequentialMethod(in, *this, attr);
}

std::string SequentialObj::repr(Interp& in) { return objectRepr(in, "keras.src.engine.sequential.Sequential", this); }

void resetDenseNames(Interp& in);

void resetKerasNames(Interp& in) {
  resetDenseNames(in);
  modelClasses(in).count = 0;
}

namespace {

// tf.keras.activations.relu etc.: callable on tensors, and accepted by Dense by name.
void installActivations(Interp& in, const Value& keras) {
  Value activations = in.newModule("tensorflow.keras.activations");
  for (const char* name : {"relu", "sigmoid", "tanh", "softmax", "linear"}) {
    keras::Activation a;
    keras::activationFromName(name, &a);
    defFunction(in, activations, name, [a](Interp& in, const Value&, CallArgs& args) {
      auto v = parseArgs(in, args, "activation", {"x"}, 1);
      return wrapTensor(in, keras::activate(a, toTensorValue(in, v[0], core::DType::Float32)));
    });
  }
  setModuleAttr(in, keras, "activations", activations);
}

}  // namespace

void installKeras(Interp& in, const Value& tf) {
  resetKerasNames(in);
  Value keras = in.newModule("tensorflow.keras");
  Value layers = in.newModule("tensorflow.keras.layers");
  Value models = in.newModule("tensorflow.keras.models");
  defFunction(in, layers, "Dense", newDense);
  defFunction(in, models, "Sequential", newSequential);
  defFunction(in, keras, "Sequential", newSequential);
  setModuleAttr(in, keras, "layers", layers);
  setModuleAttr(in, keras, "models", models);
  installKerasInput(in, keras, layers);
  installActivations(in, keras);
  installKerasOptimizers(in, keras);
  installKerasLosses(in, keras);
  installKerasMetrics(in, keras);
  setModuleAttr(in, tf, "keras", keras);
  // `from tensorflow.keras.optimizers import Adam` and friends: the submodules by
  // their dotted names (tensorflow.keras itself is registered with the others).
  for (const char* sub : {"layers", "models", "optimizers", "losses", "metrics", "activations"}) {
    std::string name = sub;
    in.registerModule("tensorflow.keras." + name,
                      [name](Interp& in) { return in.getAttr(in.importModule("tensorflow.keras", {}), name); });
  }
}

}  // namespace tl::lang
