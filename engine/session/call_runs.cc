#include "session/call_runs.h"

#include <algorithm>
#include <cmath>

namespace tl::session {

bool CallRuns::joins(const core::events::Call& call) const {
  return calls_ > 0 && !call.traced && call.object == first_.object && call.concrete == first_.concrete &&
         call.eager == first_.eager && call.calls == 1;
}

void CallRuns::start(const core::events::Call& call) {
  first_ = call;
  fn_ = std::string(call.fn);
  first_.fn = fn_;
  calls_ = 1;
  lastCall_ = call.call;
  totalUs_ = call.us;
  count(call.us);
}

void CallRuns::join(const core::events::Call& call) {
  calls_ += 1;
  lastCall_ = call.call;
  totalUs_ += call.us;
  count(call.us);
}

// Linear sub-buckets within each octave (as HdrHistogram does): frexp gives the
// octave without a logarithm.
int CallRuns::bucketOf(double us) {
  if (!(us > 0)) return 0;
  int exponent = 0;
  const double mantissa = std::frexp(us, &exponent);  // us = mantissa * 2^exponent, mantissa in [0.5, 1)
  const int sub = std::min(kPerOctave - 1, static_cast<int>((mantissa - 0.5) * 2 * kPerOctave));
  const int octave = std::clamp(exponent - 1 - kLowestOctave, 0, kOctaves - 1);
  return 1 + octave * kPerOctave + sub;
}

double CallRuns::middleOf(int bucket) {
  if (bucket == 0) return 0;
  const int octave = (bucket - 1) / kPerOctave, sub = (bucket - 1) % kPerOctave;
  const double middle = std::ldexp(1.0 + (sub + 0.5) / kPerOctave, octave + kLowestOctave);
  // Three significant digits say all a bucket knows.
  const double scale = std::pow(10.0, 2 - static_cast<int>(std::floor(std::log10(middle))));
  return std::round(middle * scale) / scale;
}

void CallRuns::count(double us) {
  const int bucket = bucketOf(us);
  buckets_[bucket] += 1;
  lowest_ = std::min(lowest_, bucket);
  highest_ = std::max(highest_, bucket);
}

core::Json CallRuns::take() {
  core::events::Call event = first_;
  core::Json spread;
  if (calls_ > 1) {
    event.calls = calls_;
    event.call = lastCall_;
    event.us = totalUs_ / static_cast<double>(calls_);
    spread = core::Json::array();
    for (int b = lowest_; b <= highest_; ++b) {
      if (buckets_[b] == 0) continue;
      core::Json pair = core::Json::array();
      pair.push(middleOf(b));
      pair.push(static_cast<int64_t>(buckets_[b]));
      spread.push(std::move(pair));
    }
  }
  core::Json json = core::events::call(event, std::move(spread));
  if (highest_ >= 0) std::fill(buckets_.begin() + lowest_, buckets_.begin() + highest_ + 1, 0);
  lowest_ = kBuckets, highest_ = -1;
  calls_ = 0;
  return json;
}

}  // namespace tl::session
