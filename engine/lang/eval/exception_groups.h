// Exception groups (PEP 654): the built-in classes, and the helpers the
// except* statement and the traceback text ask of them.
#pragma once

#include "lang/eval/interp.h"

namespace tl::lang {

// BaseExceptionGroup and ExceptionGroup as builtins.
void installExceptionGroups(Interp& in);
// exc is an instance of BaseExceptionGroup (or a subclass).
bool isExceptionGroup(Interp& in, const Value& exc);
// A function of the groups' Python source: "_reraise_star" (what a try with
// except* raises at its end).
Value exceptionGroupHelper(Interp& in, const char* name);

}  // namespace tl::lang
