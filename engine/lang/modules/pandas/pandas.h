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
//  - pandasBlock() lets tf.convert_to_tensor and np.array take a Series
//    (1-D) or a DataFrame (2-D), so model.fit(x=df[feature], ...) works.
#pragma once
#include "core/tensor.h"
#include "lang/eval/native.h"

namespace tl::lang {

void registerPandasModule(Interp& in);

// A Series as a 1-D array or a DataFrame as a 2-D one (float64 unless all
// columns are int64 or bool); nullptr for any other value and for frames
// with string columns. The tensor lives as long as the object.
const core::Tensor* pandasBlock(const Value& v);

}  // namespace tl::lang
