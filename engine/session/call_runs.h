// CallRuns: a run of calls of one concrete function, with nothing else between
// them in the stream, leaves as one call event instead of one event a call:
//
//   {"type":"call","fn":"f","call":1000,"concrete":1,"traced":false,"us":2.1,
//    "calls":999,"spread":[[1.97,940],[2.09,55],[14.6,4]],"object":0}
//
// `call` is the run's last call number, `us` the mean and `spread` the calls'
// times in buckets (each time's bucket middle is within 6.25% of it), so the
// Performance panel's percentiles still see every call. A loop of 10^5 cache
// hits costs the page a few events, and a call costs the engine no JSON. Only
// cache hits (and run_functions_eagerly calls) join: a trace, an output or a
// warning ends the run, so the stream's order is the program's.
#pragma once
#include <array>
#include <cstdint>
#include <string>

#include "core/events.h"

namespace tl::session {

class CallRuns {
 public:
  // Whether `call` can join the run under way (none under way: false).
  bool joins(const core::events::Call& call) const;
  void start(const core::events::Call& call);
  void join(const core::events::Call& call);
  bool empty() const { return calls_ == 0; }
  // The run's one event (a run of one call: that call's own event); empties it.
  core::Json take();

 private:
  // 8 buckets an octave from 2^-10 µs to 2^30 µs; bucket 0 holds times of 0.
  static constexpr int kPerOctave = 8, kLowestOctave = -10, kOctaves = 40;
  static constexpr int kBuckets = kPerOctave * kOctaves + 1;
  static int bucketOf(double us);
  static double middleOf(int bucket);
  void count(double us);

  core::events::Call first_{};
  std::string fn_;  // first_.fn's text (the call's own may not outlive it)
  int64_t calls_ = 0, lastCall_ = 0;
  double totalUs_ = 0;
  std::array<uint32_t, kBuckets> buckets_{};
  int lowest_ = kBuckets, highest_ = -1;  // the buckets in use
};

}  // namespace tl::session
