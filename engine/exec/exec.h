// exec/: running graphs.
//
// Tour:
//  - Plan (plan.h): everything about a graph that does not change between calls,
//    worked out once — steps in topological order with their kernels, a slot per
//    value, which slots die after each step (so buffers go back as soon as the
//    last reader ran), constants preloaded, a peak-bytes estimate, and the plans
//    of While/If bodies, cached inside the parent plan.
//  - Executor (executor.h): runs a Plan with feeds; no maps and no per-call
//    bookkeeping beyond the kernels' own allocations.
#pragma once
#include "exec/executor.h"
#include "exec/plan.h"
