// tf.keras.Sequential: an ordered stack of layers called one after another.
#include "lang/modules/tensorflow/keras_layers.h"
#include "lang/modules/tensorflow/object_util.h"

namespace tl::lang {
namespace {

struct ModelClasses {
  ClassObj* sequential = nullptr;
  int count = 0;
};

ModelClasses& modelClasses(Interp& in) {
  static std::map<Interp*, ModelClasses> all;
  ModelClasses& c = all[&in];
  if (!c.sequential) {
    c.sequential = newNativeClass(in, "Sequential", "keras.src.engine.sequential");
    tfState(in).keepAlive.push_back(Value(c.sequential));
  }
  return c;
}

SequentialObj& model(const Value& v) { return *static_cast<SequentialObj*>(v.as<NativeObject>()); }

}  // namespace

// tf.keras.Sequential(layers=None, name=None)
Value newSequential(Interp& in, const Value&, CallArgs& args) {
  auto a = parseArgs(in, args, "Sequential", {"layers", "name"}, 0);
  ModelClasses& c = modelClasses(in);
  auto* seq = new SequentialObj(c.sequential);
  Value out(seq);
  int index = c.count++;
  seq->name = !a[1].isNull() && !a[1].isNone() ? toStr(in, a[1])
                                                : (index == 0 ? "sequential" : "sequential_" + std::to_string(index));
  if (!a[0].isNull() && !a[0].isNone()) seq->layers = in.toVector(a[0]);
  return out;
}

ClassObj* sequentialClass(Interp& in) { return modelClasses(in).sequential; }

namespace {

Value weightsOf(Interp& in, const SequentialObj& seq) {
  std::vector<Value> all;
  for (const auto& layer : seq.layers) {
    for (const auto& w : in.toVector(in.getAttr(layer, "weights"))) all.push_back(w);
  }
  return in.newList(all);
}

}  // namespace

Value SequentialObj::call(Interp& in, CallArgs& args) {
  auto a = parseArgs(in, args, "__call__", {"inputs", "training", "mask"}, 1);
  Value x = a[0];
  for (const auto& layer : layers) x = in.call(layer, {x});
  return x;
}

Value SequentialObj::getAttr(Interp& in, const std::string& attr) {
  Value self(this);
  if (attr == "layers") return in.newList(layers);
  if (attr == "name") return in.newStr(name);
  if (attr == "weights" || attr == "trainable_weights" || attr == "trainable_variables") return weightsOf(in, *this);
  if (attr == "add") {
    return boundMethod(in, self, "add", [](Interp& in, const Value& s, CallArgs& args) {
      auto a = parseArgs(in, args, "add", {"layer"}, 1);
      model(s).layers.push_back(a[0]);
      return in.none();
    });
  }
  if (attr == "get_weights") {
    return boundMethod(in, self, "get_weights", [](Interp& in, const Value& s, CallArgs&) {
      std::vector<Value> out;
      for (const auto& w : in.toVector(weightsOf(in, model(s)))) out.push_back(in.call(in.getAttr(w, "numpy"), {}));
      return in.newList(out);
    });
  }
  return {};
}

std::string SequentialObj::repr(Interp& in) {
  return objectRepr(in, "keras.src.engine.sequential.Sequential", this);
}

void resetDenseNames(Interp& in);

void resetKerasNames(Interp& in) {
  resetDenseNames(in);
  modelClasses(in).count = 0;
}

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
  setModuleAttr(in, tf, "keras", keras);
}

}  // namespace tl::lang
