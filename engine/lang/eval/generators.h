// Generators. A tree-walking interpreter keeps its place in a function in C++
// frames, which cannot be set aside at a yield; a generator keeps its place as
// data instead. At a yield the statements between the body and the yield
// record where they were (the statement of each block, the branch, the loop's
// iterator, the try clause, the with-statement's exits) and unwind; the next
// resume walks back down that path (gen_exec.cc). Statements without a yield
// run as usual. A yield that is a statement, or the value of an assignment,
// resumes exactly; one nested deeper in an expression re-evaluates its
// statement up to the yield, the yields already passed giving the values sent
// to them.
#pragma once
#include <vector>

#include "lang/eval/interp.h"

namespace tl::lang {

// Where one block level of a suspended generator stands.
struct ResumePoint {
  size_t index = 0;  // the statement in the block
  int part = 0;      // which block of that statement (a branch, a try clause, a loop's else)
  Value held;        // a loop's iterator, a with-statement's exits, the exception a clause handles
  Interp::Flow flow = Interp::Flow::Normal;  // what a finally clause ends with
  Value ret;                                 // a return value waiting for a finally clause
};

class GeneratorObj : public Iterator {
 public:
  GeneratorObj(ClassObj* cls, Value func, std::vector<Value> slots);

  bool next(Interp& in, Value& out) override;
  // One step with a value sent in, or an exception thrown in (not Null);
  // false when the generator returned (its value in `returned`).
  bool resume(Interp& in, const Value& sent, const Value& thrown, Value& out);
  Value close(Interp& in);
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;
  // CPython closes a suspended generator before collecting it, which ends its
  // cycle, so the counts free it and gc.collect() does not count it.
  int collectedCount() const override { return started && !finished ? 0 : 1; }

  Value func;  // the generator function (closure cells, globals)
  std::vector<Value> slots;
  Frame frame;
  bool started = false, finished = false, running = false;
  Value returned;

  // Suspension state (gen_exec.cc).
  std::vector<ResumePoint> path;
  Value yielded, sent, pendingThrow;
  Value delegate;             // the iterator a `yield from` is draining
  std::vector<Value> replay;  // values of yields passed in the statement re-evaluated
  std::vector<Value> suspendedReplay;
  size_t replayPos = 0;
  bool replaying = false;

 protected:
  virtual Interp::Flow runBody(Interp& in);  // resumes the body where it stopped
};

// A generator expression: its for/if clauses advance one result at a time.
class GenexpObj : public GeneratorObj {
 public:
  using GeneratorObj::GeneratorObj;
  void visitRefs(RefVisitor& v) override;
  void dropRefs() override;

 protected:
  Interp::Flow runBody(Interp& in) override;

 private:
  std::vector<Value> iters_;  // one per for clause that has begun
  bool begun_ = false;
};

// Thrown from a yield to the generator's runner: the body's frames unwind while
// each records where it was. Never seen by Python code.
struct GeneratorSuspend {};

// A call of a generator function: the generator, its arguments bound.
Value makeGenerator(Interp& in, Function* f, Value* slots);
// (expr for x in it ...): `it0` is the first clause's iterator.
Value makeGenexp(Interp& in, const Value& comprehensionFunction, const Value& it0);
// One step of the iterator a `yield from` drains, with a value sent in or an
// exception thrown in: true when it is exhausted (its return value in
// `result`), false when it yielded (the value in g.yielded).
bool delegateStep(Interp& in, GeneratorObj& g, const Value& sent, const Value& thrown, Value& result);
// The StopIteration an exhausted iterator ends with: a generator's carries
// the value it returned.
Value stopIterationFor(Interp& in, const Value& iterator);
// `yield value` and `yield from value` inside a generator's frame (gen_yield.cc).
Value evalYield(Interp& in, const YieldExpr* y);
// Runs a generator function's body from the top or from where it stopped.
Interp::Flow runGeneratorBody(Interp& in, GeneratorObj& g, const Body& body);

}  // namespace tl::lang
