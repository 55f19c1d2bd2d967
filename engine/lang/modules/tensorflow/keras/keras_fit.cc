// Model.fit: Keras 2's epoch loop over the traced train_function, with
// validation_split (the last fraction, taken before shuffling), the progress
// line per epoch, a progress event per epoch, and the History it returns; x may
// be a tf.data.Dataset of (x, y) batches.
#include <cmath>
#include <optional>

#include "core/events.h"
#include "lang/modules/tensorflow/keras/keras_progbar.h"
#include "lang/modules/tensorflow/keras/keras_training.h"
#include "lang/modules/tensorflow/object_util.h"
#include "lang/modules/tensorflow/tf_internal.h"

namespace tl::lang {
namespace {

// keras.callbacks.History: .history (dict of lists of floats), .epoch, .params, .model.
class HistoryObj : public NativeObject {
 public:
  explicit HistoryObj(ClassObj* cls) : NativeObject(cls) {}
  Value history, epoch, params, model;
  Value getAttr(Interp&, const std::string& attr) override {
    if (attr == "history") return history;
    if (attr == "epoch") return epoch;
    if (attr == "params") return params;
    if (attr == "model") return model;
    return {};
  }
  std::string repr(Interp& in) override { return objectRepr(in, "keras.src.callbacks.History", this); }
};

struct HistoryClass {
  ClassObj* cls = nullptr;
};

ClassObj* historyClass(Interp& in) {
  ClassObj*& c = in.moduleState<HistoryClass>().cls;
  if (!c) {
    c = newNativeClass(in, "History", "keras.src.callbacks");
    tfState(in).keepAlive.push_back(Value(c));
  }
  return c;
}

struct FitData {
  core::Tensor x, y, xVal, yVal;
  bool validation = false;
};

// validation_split: Keras's train_validation_split keeps rows [0, split_at) for
// training, split_at = floor(n * (1 - validation_split)).
FitData splitData(Interp& in, const SequentialObj& m, const Value& xv, const Value& yv, const Value& split,
                  const Value& validationData) {
  FitData d{kerasData(in, xv, "x", &m), kerasData(in, yv, "y"), {}, {}, false};
  if (d.x.shape().dims()[0] != d.y.shape().dims()[0]) {
    in.raise(in.types.ValueError,
             "Data cardinality is ambiguous:\n  x sizes: " + std::to_string(d.x.shape().dims()[0]) + "\n  y sizes: " +
                 std::to_string(d.y.shape().dims()[0]) + "\nMake sure all arrays contain the same number of samples.");
  }
  if (given(validationData)) {
    std::vector<Value> pair = in.toVector(validationData);
    if (pair.size() < 2) in.raise(in.types.ValueError, "validation_data must be a tuple (x_val, y_val).");
    d.xVal = kerasData(in, pair[0], "x_val", &m);
    d.yVal = kerasData(in, pair[1], "y_val");
    d.validation = true;
  } else if (given(split) && toDouble(in, split) > 0) {
    double fraction = toDouble(in, split);
    int64_t n = d.x.shape().dims()[0];
    auto at = static_cast<int64_t>(std::floor(static_cast<double>(n) * (1.0 - fraction)));
    if (at <= 0 || at >= n) {
      in.raise(in.types.ValueError, "Training data contains " + std::to_string(n) +
                                        " samples, which is not "
                                        "sufficient to split it into a validation and training set as specified by "
                                        "`validation_split=" +
                                        in.repr(split) +
                                        "`. Either provide more data, or a "
                                        "different value for the `validation_split` argument.");
    }
    d.xVal = keras::sliceRows(d.x, at, n), d.yVal = keras::sliceRows(d.y, at, n);
    d.x = keras::sliceRows(d.x, 0, at), d.y = keras::sliceRows(d.y, 0, at);
    d.validation = true;
  }
  return d;
}

void emitProgress(Interp& in, int64_t done, int64_t total) {
  in.sink().emit(core::events::progress("fit", done, total));
}

void appendLogs(Interp& in, const Value& history, const keras::Logs& logs, const std::string& prefix) {
  Dict* d = history.as<Dict>();
  for (const auto& [k, v] : logs) {
    Value key = in.newStr(prefix + k);
    Value* list = d->find(key);
    if (!list) {
      d->set(key, in.newList());
      list = d->find(key);
    }
    list->as<List>()->items.push_back(Value::real(v));
  }
}

// History.params: {'verbose': 1, 'epochs': 30, 'steps': 567}.
Value paramsDict(Interp& in, int verbose, int64_t epochs, int64_t steps) {
  Value d = in.newDict();
  d.as<Dict>()->set(in.newStr("verbose"), Value::integer(verbose));
  d.as<Dict>()->set(in.newStr("epochs"), Value::integer(epochs));
  d.as<Dict>()->set(in.newStr("steps"), Value::integer(steps));
  return d;
}

// fit(dataset): a tf.data.Dataset of (x, y) batches (modules/py/_tf_data.py's
// _tl_fit_arrays joins them) is fit batch by batch in its own order, as Keras's
// DatasetAdapter takes a dataset: its batch size, never shuffled.
struct DatasetInput {
  Value x, y;
  int64_t batch = 0;
};

std::optional<DatasetInput> datasetInput(Interp& in, const Value& x, const Value& y) {
  if (!x.is(ObjKind::Instance)) return std::nullopt;
  Value arrays = in.getAttrOrNull(x, in.internStr("_tl_fit_arrays").as<Str>());
  if (arrays.isNull()) return std::nullopt;
  if (given(y)) in.raise(in.types.ValueError, "`y` argument is not supported when using dataset as input.");
  std::vector<Value> parts = in.toVector(in.call(arrays, {}));
  return DatasetInput{parts[0], parts[1], toInt(in, parts[2])};
}

uint64_t shuffleSeed(Interp& in, SequentialObj& m) {
  std::optional<int64_t> global = tfState(in).globalSeed;
  return m.seed * 0x9e3779b97f4a7c15ull + static_cast<uint64_t>(global ? *global : 0);
}

}  // namespace

// fit(x=None, y=None, batch_size=None, epochs=1, verbose="auto", callbacks=None,
//     validation_split=0.0, validation_data=None, shuffle=True, ...)
Value kerasFit(Interp& in, const Value& self, SequentialObj& m, CallArgs& args) {
  auto a = parseArgs(in, args, "fit",
                     {"x", "y", "batch_size", "epochs", "verbose", "callbacks", "validation_split", "validation_data",
                      "shuffle", "class_weight", "sample_weight", "initial_epoch", "steps_per_epoch",
                      "validation_steps", "validation_batch_size", "validation_freq"},
                     0);
  std::optional<DatasetInput> dataset = datasetInput(in, a[0], a[1]);
  FitData data = dataset ? splitData(in, m, dataset->x, dataset->y, a[6], a[7])
                         : splitData(in, m, a[0], a[1], a[6], a[7]);
  int64_t batch = dataset ? dataset->batch : kerasBatchSize(in, a[2]);
  const int64_t epochs = given(a[3]) ? toInt(in, a[3]) : 1;
  const int64_t initial = given(a[11]) ? toInt(in, a[11]) : 0;
  int verbose = kerasVerbosity(in, a[4]);
  bool shuffle = !dataset && (!given(a[8]) || in.truthy(a[8]));
  int64_t valBatch = given(a[14]) ? kerasBatchSize(in, a[14]) : batch;
  keras::Trainer& trainer = trainerFor(in, m, data.x, true);
  keras::SplitMix64 rng(shuffleSeed(in, m));
  m.seed += 1;  // the next fit() shuffles differently
  auto* history = new HistoryObj(historyClass(in));
  Value result(history);
  history->history = in.newDict();
  history->model = self;
  std::vector<Value> epochList;
  for (int64_t e = initial; e < epochs; ++e) {
    if (verbose > 0 && epochs > 1)
      in.writeStdout("Epoch " + std::to_string(e + 1) + "/" + std::to_string(epochs) + "\n");
    keras::EpochResult r = trainer.trainEpoch(data.x, data.y, batch, shuffle, rng, kerasHost(in));
    keras::Logs logs = r.logs;
    if (data.validation) {
      keras::EpochResult v = trainer.evaluate(data.xVal, data.yVal, valBatch, kerasHost(in));
      for (const auto& [k, value] : v.logs) logs.emplace_back("val_" + k, value);
      r.seconds += v.seconds;
    }
    printLine(in, verbose, kerasProgressLine(verbose, r.steps, r.seconds, logs, r.firstStepSeconds));
    appendLogs(in, history->history, logs, "");
    epochList.push_back(Value::integer(e));
    emitProgress(in, e + 1, epochs);
    in.chargeSteps(1 + r.steps);  // a step per batch: the step and time limits stop a long fit
  }
  history->epoch = in.newList(epochList);
  history->params = paramsDict(in, verbose, epochs, keras::numBatches(data.x.shape().dims()[0], batch));
  return result;
}

}  // namespace tl::lang
