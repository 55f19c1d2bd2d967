// pandas-lite: `import pandas as pd` over data/'s column store.
//
// A short tour:
//  - pd.read_csv(path) reads a file of the engine's file system (the CLI copies
//    the program's folder in, the page writes uploads); the name
//    california_housing_train.csv with no such file loads the bundled
//    SYNTHETIC stand-in (data/synthetic_housing.h), says so in a warning
//    event and in df.attrs['source'].
//  - DataFrame (pd_frame.cc) and Series (pd_series.cc): shared immutable
//    columns; arithmetic, label indexing, head/tail/describe/corr/sample and
//    reductions computed as pandas computes them (data/stats.h).
//  - Printing (pd_layout.cc, pd_format.cc) reproduces pandas 1.5's repr,
//    honouring pd.options.display.max_rows, min_rows and float_format.
//  - A Series (1-D) or DataFrame (2-D) answers NativeObject::asTensor, so
//    tf.convert_to_tensor and np.array take it and model.fit(x=df[feature], ...)
//    works (float64 unless all columns are int64 or bool; a frame with string
//    columns has no array).
#pragma once
#include "lang/eval/native.h"

namespace tl::lang {

void registerPandasModule(Interp& in);

}  // namespace tl::lang
