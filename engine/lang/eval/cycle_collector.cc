#include "lang/eval/cycle_collector.h"

#include <algorithm>
#include <vector>

namespace tl::lang {

namespace {

// The live collectors of this thread, newest last: objects are listed in the
// newest (interpreters may be made and destroyed in any order).
thread_local std::vector<CycleCollector*> liveCollectors;

// A threshold below which collecting costs more than it could free.
constexpr int64_t kMinThreshold = 10'000;

enum Mark : uint8_t { kListed = 1, kReachable = 2 };

template <class F>
class VisitFn final : public RefVisitor {
 public:
  explicit VisitFn(F f) : f_(std::move(f)) {}
  void visit(const Value& v) override {
    if (v.isObj()) f_(v.obj());
  }

 private:
  F f_;
};

template <class F>
void forEachRef(Object* o, F f) {
  VisitFn<F> visitor(std::move(f));
  o->visitRefs(visitor);
}

}  // namespace

void Object::trackForCycles(Object* o) {
  if (!liveCollectors.empty()) liveCollectors.back()->track(o);
}

CycleCollector::CycleCollector() : threshold_(kMinThreshold) { liveCollectors.push_back(this); }

CycleCollector::~CycleCollector() {
  while (first_) first_->untrack();
  liveCollectors.erase(std::find(liveCollectors.begin(), liveCollectors.end(), this));
}

void CycleCollector::track(Object* o) {
  o->gcNext_ = first_;
  if (first_) first_->gcPrevNext_ = &o->gcNext_;
  o->gcPrevNext_ = &first_;
  first_ = o;
  ++madeSinceCollect_;
}

int64_t CycleCollector::collect() {
  std::vector<Object*> listed;
  for (Object* o = first_; o; o = o->gcNext_) listed.push_back(o);
  // Each object's references, less those other listed objects hold; an object
  // with no references at all is held by a C++ pointer that has yet to become a
  // Value, and is alive.
  for (Object* o : listed) {
    o->gcMarks_ = kListed;
    o->gcOutsideRefs_ = o->refs() == 0 ? 1 : o->refs();
  }
  for (Object* o : listed)
    forEachRef(o, [](Object* r) {
      if (r->gcMarks_ & kListed) --r->gcOutsideRefs_;
    });
  // Alive: what is referred to from outside, and everything it reaches.
  std::vector<Object*> alive;
  for (Object* o : listed)
    if (o->gcOutsideRefs_ > 0) {
      o->gcMarks_ |= kReachable;
      alive.push_back(o);
    }
  while (!alive.empty()) {
    Object* o = alive.back();
    alive.pop_back();
    forEachRef(o, [&alive](Object* r) {
      if ((r->gcMarks_ & kListed) && !(r->gcMarks_ & kReachable)) {
        r->gcMarks_ |= kReachable;
        alive.push_back(r);
      }
    });
  }
  // The list again, in its order, before anything is freed.
  first_ = nullptr;
  for (auto it = listed.rbegin(); it != listed.rend(); ++it) {
    Object* o = *it;
    o->gcNext_ = first_;
    if (first_) first_->gcPrevNext_ = &o->gcNext_;
    o->gcPrevNext_ = &first_;
    first_ = o;
  }
  // CPython 3.11 keeps an instance's attributes inside the instance (its dict
  // is made only when __dict__ is read).
  auto isGarbage = [](const Object* o) { return o->gcMarks_ == kListed; };
  std::vector<Value> garbage;
  int64_t found = 0;
  for (Object* o : listed) {
    if (!isGarbage(o)) continue;
    garbage.emplace_back(o);
    found += o->collectedCount();
    const Value* dict = o->instanceDict();
    if (dict && dict->is(ObjKind::Dict) && isGarbage(dict->obj())) --found;
  }
  for (Object* o : listed) o->gcMarks_ = 0;
  const int64_t survivors = static_cast<int64_t>(listed.size() - garbage.size());
  for (const Value& g : garbage) g.obj()->dropRefs();
  garbage.clear();  // the counts free it all now
  threshold_ = std::max(kMinThreshold, survivors);
  madeSinceCollect_ = 0;
  return found;
}

void CycleCollector::dropAll() {
  std::vector<Value> held;
  for (Object* o = first_; o; o = o->gcNext_) held.emplace_back(o);
  for (const Value& v : held) v.obj()->dropRefs();
}

}  // namespace tl::lang
