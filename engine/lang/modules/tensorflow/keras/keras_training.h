// The training methods of a Sequential (keras_training.cc, keras_fit.cc).
#pragma once
#include "lang/modules/tensorflow/keras/keras_layers.h"

namespace tl::lang {

// The compiled trainer (made on first use, from x's feature dimension if the
// model is not built yet). Without compile(): RuntimeError when training, a
// predict-only trainer otherwise.
keras::Trainer& trainerFor(Interp& in, SequentialObj& m, const core::Tensor& x, bool training);
keras::StepHost kerasHost(Interp& in);
int kerasVerbosity(Interp& in, const Value& v);      // "auto" -> 1
int64_t kerasBatchSize(Interp& in, const Value& v);  // None -> 32
// Any array-like (tensor, numpy, list, pandas) as a float32 tensor, [n] -> [n, 1];
// the input of `model` (if given) first passes its checks, batch dimension unknown.
core::Tensor kerasData(Interp& in, const Value& v, const char* what, const SequentialObj* model = nullptr);
void printLine(Interp& in, int verbose, const std::string& text);

Value kerasCompile(Interp& in, SequentialObj& m, CallArgs& args);
Value kerasFit(Interp& in, const Value& self, SequentialObj& m, CallArgs& args);
Value kerasEvaluate(Interp& in, SequentialObj& m, CallArgs& args);
Value kerasPredict(Interp& in, SequentialObj& m, CallArgs& args);
Value kerasPredictOnBatch(Interp& in, SequentialObj& m, CallArgs& args);
Value kerasSummary(Interp& in, SequentialObj& m, CallArgs& args);
Value kerasGetWeights(Interp& in, SequentialObj& m);
Value kerasSetWeights(Interp& in, SequentialObj& m, CallArgs& args);

}  // namespace tl::lang
