// Traceback, frame and code objects as Python code sees them
// (exc.__traceback__, sys.exc_info()[2], tb.tb_frame.f_code.co_name): views of
// the entries an exception records as it unwinds (ExcData::traceback). A
// frame here is a snapshot of where the exception passed, not a live frame.
#pragma once
#include "lang/eval/interp.h"

namespace tl::lang {

// exc's outermost traceback object (tb_next leads inward), or None when it
// has not unwound through any frame yet.
Value tracebackOf(Interp& in, const Value& exc);

// exc.__traceback__ = tb: the entries become tb's and those inward of it
// (CPython's contextlib puts back the traceback an exception had before a
// generator saw it); None clears them.
void setTraceback(Interp& in, ExcData& d, const Value& tb);

// The exception a traceback object belongs to and its entry (innermost 0);
// false for any other value.
bool tracebackEntryOf(const Value& tb, Value& exc, size_t& entry);

}  // namespace tl::lang
