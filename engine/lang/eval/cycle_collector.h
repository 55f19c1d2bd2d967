// The cycle collector: frees objects that refer to each other and to nothing
// the program can still reach (a tree with parent links, a list that holds
// itself, a closure that calls itself), which reference counts alone never
// free. CPython's gc module does the same, and this is its method.
//
// Every object that can refer to others is on the collector's list from its
// creation to its destruction. A collection counts, for each one, the
// references other listed objects hold to it; what has more references than
// that is referred to from outside (a frame, a C++ Value) and is alive, with
// everything it reaches. The rest is garbage: its references are dropped, and
// the counts free it. Collections run at an interpreter step once as many
// objects have been made since the last one as survived it (at least 10,000),
// when the program calls gc.collect(), and when the interpreter ends.
#pragma once
#include <cstdint>

#include "lang/eval/value.h"

namespace tl::lang {

class CycleCollector {
 public:
  CycleCollector();   // objects made on this thread from now on are listed here
  ~CycleCollector();  // forgets what is still listed; the newest live collector resumes
  CycleCollector(const CycleCollector&) = delete;
  CycleCollector& operator=(const CycleCollector&) = delete;

  // Frees unreachable cycles; the number of objects found unreachable,
  // counted as CPython 3.11 counts them.
  int64_t collect();
  // At the end of a run: drops the references of every object still listed,
  // so cycles through objects that report no references are freed too.
  void dropAll();

  bool due() const { return enabled && madeSinceCollect_ > threshold_; }
  int64_t madeSinceCollect() const { return madeSinceCollect_; }
  bool enabled = true;  // gc.disable() stops the automatic collections

 private:
  friend class Object;
  void track(Object* o);
  Object* first_ = nullptr;
  int64_t madeSinceCollect_ = 0;
  int64_t threshold_;
};

}  // namespace tl::lang
