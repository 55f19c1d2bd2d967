// Pieces of try- and with-statements that the generator runner shares with
// the evaluator (eval_try.cc).
#pragma once
#include <vector>

#include "lang/eval/interp.h"

namespace tl::lang {

// Whether `exc` is an instance of `type` (a class or a tuple of them), as an
// except clause tests it.
bool exceptionMatches(Interp& in, const Value& exc, const Value& type);
// The except* handlers of `t` run on `exc` (a group, or one exception
// matched as a group of one); raises what is left, re-raised or raised anew.
// In a generator the handlers run to their end (a yield in them is not resumable).
void handleStar(Interp& in, const TryStmt* t, const Value& exc);
// Removes an except clause's name when the clause ends, as CPython does.
void unbindHandlerName(Interp& in, const Expr* name);
// Calls a with-statement's __exit__ methods, innermost first, for an exception;
// true if one of them suppressed it.
bool exitWithException(Interp& in, const std::vector<Value>& exits, const Value& exc);
// ... and when the body ended without one.
void exitWithoutException(Interp& in, const std::vector<Value>& exits);
// Evaluates a with-statement's items: each context's __enter__ result bound
// to its target; returns their __exit__ methods.
std::vector<Value> enterWithItems(Interp& in, const WithStmt* w);
// A match statement (eval_match.cc), and the case it chooses (its names
// bound; -1 for none) for the generator runner.
Interp::Flow execMatch(Interp& in, const MatchStmt* m);
int selectMatchCase(Interp& in, const MatchStmt* m);

}  // namespace tl::lang
