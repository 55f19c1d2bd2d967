// data/: CSV, the DataFrame-lite column store and the course's bundled data set.
//
// A short tour:
//  - Frame (frame.h): named columns of doubles (NaN = missing) or strings, one
//    row count. The pandas-lite Python module wraps it; arithmetic, label
//    indexing and printing live there.
//  - readCsv / readCsvFile / writeCsv (csv.h): pandas.read_csv and
//    DataFrame.to_csv(index=False) semantics, pandas' error classes and wording
//    (ParserError "Error tokenizing data. C error: Expected 9 fields in line 5,
//    saw 10", EmptyDataError, FileNotFoundError), Python's float repr.
//  - describe / corr / sampleRows (stats.h): computed as pandas computes them:
//    NumPy's buffered pairwise sums, bottleneck's std (ddof=1), NumPy's
//    linear quantiles, Welford Pearson,
//    and DataFrame.sample's rows from NumPy's legacy RandomState (MT19937), so
//    sample(n=..., random_state=k) picks the rows pandas picks; an
//    IntervalDraw overload takes any generator (pandas-lite passes numpy's
//    global one for random_state=None).
//  - RandomState (random_state.h): numpy.random.RandomState(seed) streams.
//  - generateHousingCsv / generateHousing (synthetic_housing.h): a SYNTHETIC
//    california_housing_train.csv with the real file's format and aggregate
//    statistics (housing_stats.inc), bit-identical natively and in WASM.
#pragma once
#include "data/csv.h"
#include "data/frame.h"
#include "data/random_state.h"
#include "data/stats.h"
#include "data/synthetic_housing.h"
