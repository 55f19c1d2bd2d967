// keras/: Keras-lite — the C++ side of tf.keras that fit/evaluate/predict run on.
//
// Tour:
//  - model.h: Dense layers over resource variables and a Sequential stack; the
//    forward pass is op calls (eager, traced, or recorded by a tape alike).
//  - optimizer.h: SGD (momentum, nesterov), RMSprop, Adam with Keras's defaults
//    and update rules; updates are Assign*VariableOp calls, so they trace.
//  - losses.h, metrics.h: mean squared / absolute error; stateful metrics with
//    running totals per epoch (RootMeanSquaredError, MeanAbsoluteError, Mean).
//  - step_function.h: a Keras step as a tf.function (CallTracker, shared
//    retracing detector per Keras closure, concrete functions, cached plans).
//  - trainer.h: a compiled model, its train/test/predict steps and epoch loops.
//  - batches.h: Keras's batching, last partial batch, deterministic shuffle.
#pragma once
#include "keras/batches.h"
#include "keras/losses.h"
#include "keras/metrics.h"
#include "keras/model.h"
#include "keras/optimizer.h"
#include "keras/step_function.h"
#include "keras/trainer.h"
