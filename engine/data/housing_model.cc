// The committed statistics of the real california_housing_train.csv, turned
// into the generator's model and the reference the tests compare against.
#include "data/synthetic_housing.h"

namespace tl::data {
namespace {
#include "data/housing_stats.inc"
}  // namespace

const HousingModel& builtinHousingModel() {
  static const HousingModel model = [] {
    HousingModel m;
    m.knotZ.assign(kKnotZ, kKnotZ + kKnots);
    for (const auto& column : kKnotValues) m.knotValues.emplace_back(column, column + kKnots);
    m.latent.assign(kLatent, kLatent + kHousingLatent * kHousingLatent);
    m.ratioTail = kRatioTail;
    return m;
  }();
  return model;
}

const HousingReference& realHousingReference() {
  static const HousingReference reference = [] {
    HousingReference r;
    r.rows = kRealRows;
    for (const auto& column : kRealDescribe) r.describe.emplace_back(column, column + 7);
    r.pearson.assign(kRealPearson, kRealPearson + kHousingColumns * kHousingColumns);
    r.roomsPerPersonCorr = kRealRoomsPerPersonCorr;
    r.incomeSlope = kRealIncomeFit[0];
    r.incomeIntercept = kRealIncomeFit[1];
    r.incomeRmse = kRealIncomeFit[2];
    return r;
  }();
  return reference;
}

}  // namespace tl::data
