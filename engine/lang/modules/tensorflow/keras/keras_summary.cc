// Model.summary() in Keras 2.11+'s layout (keras/utils/layer_utils.py
// print_summary for sequential-like models: line length 65, columns at
// 29/55/65), weights in and out, tf.keras.Input, and the method table of a
// Sequential.
#include "lang/modules/numpy/ndarray.h"
#include "lang/modules/tensorflow/keras/keras_training.h"
#include "lang/modules/tensorflow/object_util.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang {
namespace {

constexpr int kLineLength = 65;
constexpr int kPositions[] = {29, 55, 65};

// print_row: each field cut to its column (leaving two spaces), padded to the
// next position; text that does not fit continues on the next line.
void printRow(Interp& in, std::vector<std::string> fields) {
  auto any = [&] {
    for (const auto& f : fields)
      if (!f.empty()) return true;
    return false;
  };
  while (any()) {
    std::string line;
    for (size_t col = 0; col < fields.size(); ++col) {
      int start = col > 0 ? kPositions[col - 1] : 0;
      int space = col != fields.size() - 1 ? 2 : 0;
      size_t cutoff = static_cast<size_t>(kPositions[col] - start - space);
      std::string fit = fields[col].substr(0, cutoff);
      for (const char* brk : {"),", "},", "],", "',"}) {
        size_t at = fit.find(brk);
        if (at != std::string::npos) cutoff = std::min(cutoff, at + 2);
      }
      fit = fields[col].substr(0, std::min(cutoff, fields[col].size()));
      if (col == 0) line += " ";
      line += fit + std::string(space, ' ');
      fields[col] = fields[col].size() > cutoff ? fields[col].substr(cutoff) : "";
      if (static_cast<int>(line.size()) < kPositions[col]) line += std::string(kPositions[col] - line.size(), ' ');
    }
    in.writeStdout(line + "\n");
  }
}

// 1234567 -> "1,234,567" (Python's f"{n:,}").
std::string withCommas(int64_t n) {
  std::string digits = std::to_string(n), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

int64_t paramsOf(const DenseObj& d) { return d.inputDim * d.units + (d.useBias ? d.units : 0); }

}  // namespace

Value kerasSummary(Interp& in, SequentialObj& m, CallArgs&) {
  for (const auto& layer : m.layers) {
    if (asDense(layer)->kernel.isNull()) {
      in.raise(in.types.ValueError,
               "This model has not yet been built. Build the model first by calling "
               "`build()` or by calling the model on a batch of data.");
    }
  }
  in.writeStdout("Model: \"" + m.name + "\"\n" + std::string(kLineLength, '_') + "\n");
  printRow(in, {"Layer (type)", "Output Shape", "Param #"});
  in.writeStdout(std::string(kLineLength, '=') + "\n");
  int64_t total = 0;
  for (const auto& layer : m.layers) {
    const DenseObj& d = *asDense(layer);
    printRow(in, {d.name + " (Dense)", "(None, " + std::to_string(d.units) + ")", std::to_string(paramsOf(d))});
    in.writeStdout(std::string(kLineLength, ' ') + "\n");
    total += paramsOf(d);
  }
  in.writeStdout(std::string(kLineLength, '=') + "\n");
  in.writeStdout("Total params: " + withCommas(total) + "\nTrainable params: " + withCommas(total) +
                 "\nNon-trainable params: 0\n" + std::string(kLineLength, '_') + "\n");
  return in.none();
}

Value kerasGetWeights(Interp& in, SequentialObj& m) {
  std::vector<Value> out;
  for (const auto& w : in.toVector(in.getAttr(Value(&m), "weights"))) {
    out.push_back(wrapNdArray(in, asVariable(w)->storage().value));
  }
  return in.newList(out);
}

Value kerasSetWeights(Interp& in, SequentialObj& m, CallArgs& args) {
  auto a = parseArgs(in, args, "set_weights", {"weights"}, 1);
  std::vector<Value> weights = in.toVector(in.getAttr(Value(&m), "weights"));
  std::vector<Value> values = in.toVector(a[0]);
  if (values.size() != weights.size()) {
    in.raise(in.types.ValueError, "You called `set_weights(weights)` on layer \"" + m.name +
                                      "\" with a weight "
                                      "list of length " +
                                      std::to_string(values.size()) +
                                      ", but the layer was "
                                      "expecting " +
                                      std::to_string(weights.size()) + " weights.");
  }
  for (size_t i = 0; i < values.size(); ++i) {
    ops::VariableStorage& s = asVariable(weights[i])->storage();
    core::Tensor t;
    {
      ops::ContextScope eager(ops::defaultEagerContext());
      t = toTensorValue(in, values[i], core::DType::Float32).tensor();
    }
    if (t.shape() != s.value.shape()) {
      in.raise(in.types.ValueError, "Layer weight shape " + core::PartialShape(s.value.shape()).toString() +
                                        " not compatible with provided weight shape " +
                                        core::PartialShape(t.shape()).toString());
    }
    s.value = t;
  }
  return in.none();
}

std::string InputObj::repr(Interp&) {
  return "<KerasTensor: shape=" + shape.toString() + " dtype=float32 (created by layer 'input_1')>";
}

struct KerasTensorClass {
  ClassObj* cls = nullptr;
};

void installKerasInput(Interp& in, const Value& keras, const Value& layers) {
  ClassObj*& cls = in.moduleState<KerasTensorClass>().cls;
  if (!cls) {
    cls = newNativeClass(in, "KerasTensor", "keras.src.engine.keras_tensor");
    tfState(in).keepAlive.push_back(Value(cls));
  }
  NativeFn make = [c = cls](Interp& in, const Value&, CallArgs& args) {
    auto a = parseArgs(in, args, "Input", {"shape", "batch_size", "name", "dtype"}, 0);
    auto* input = new InputObj(c);
    core::Dims dims{given(a[1]) ? toInt(in, a[1]) : core::PartialShape::kUnknown};
    if (given(a[0])) {
      for (const auto& d : in.toVector(a[0])) dims.push_back(d.isNone() ? core::PartialShape::kUnknown : toInt(in, d));
    }
    input->shape = core::PartialShape(dims);
    return Value(input);
  };
  defFunction(in, keras, "Input", make);
  defFunction(in, layers, "Input", make);
}

Value sequentialMethod(Interp& in, SequentialObj& m, const std::string& name) {
  using Fn = Value (*)(Interp&, SequentialObj&, CallArgs&);
  static const std::pair<const char*, Fn> kMethods[] = {
      {"compile", kerasCompile}, {"evaluate", kerasEvaluate},
      {"predict", kerasPredict}, {"predict_on_batch", kerasPredictOnBatch},
      {"summary", kerasSummary}, {"set_weights", kerasSetWeights}};
  Value self(&m);
  for (const auto& [n, fn] : kMethods) {
    if (name != n) continue;
    Fn f = fn;
    return boundMethod(in, self, n,
                       [f](Interp& in, const Value& s, CallArgs& a) { return f(in, *asSequential(s), a); });
  }
  if (name == "fit") {
    return boundMethod(in, self, "fit",
                       [](Interp& in, const Value& s, CallArgs& a) { return kerasFit(in, s, *asSequential(s), a); });
  }
  if (name == "get_weights") {
    return boundMethod(in, self, "get_weights",
                       [](Interp& in, const Value& s, CallArgs&) { return kerasGetWeights(in, *asSequential(s)); });
  }
  return {};
}

}  // namespace tl::lang
