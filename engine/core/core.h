// core/: the bottom layer every other module stands on.
//  - DType (dtype.h): TensorFlow's element types.
//  - Shape / PartialShape (shape.h): known shapes, TF TensorShape semantics, broadcasting.
//  - Tensor (tensor.h): aligned ref-counted buffers with a memory limit.
//  - TfError (errors.h): errors carrying TensorFlow's/Python's class name; NodeError
//    and CallStack (call_stack.h): a failed node of a running graph, where it was made.
//  - SourceSpan, Json, EventSink, Options.
#pragma once
#include "core/call_stack.h"
#include "core/dtype.h"
#include "core/errors.h"
#include "core/event_sink.h"
#include "core/json.h"
#include "core/options.h"
#include "core/shape.h"
#include "core/source_span.h"
#include "core/tensor.h"
