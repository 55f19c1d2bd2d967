#!/usr/bin/env bash
# The native unit tests and the golden program corpus under AddressSanitizer
# (with LeakSanitizer) and UndefinedBehaviorSanitizer, in build/fuzz (clang,
# configured by tests/fuzz/run.sh, which must have run first):
#   tests/fuzz/sanitizers.sh
# Builds the test_* binaries and run_program there, runs ctest, then every
# golden program; exits non-zero on any failure, leak or sanitizer report.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="$root/build/fuzz"
jobs="${TL_JOBS:-2}"
[[ -f $build/CMakeCache.txt ]] || { echo "sanitizers: run tests/fuzz/run.sh first (it configures $build)"; exit 2; }

mapfile -t targets < <(cd "$build" && cmake --build . --target help | sed -nE 's/^\.\.\. (test_[a-z_]+).*/\1/p')
cmake --build "$build" --target run_program "${targets[@]}" -j"$jobs"

# Leaks are reported; allocation failures are MemoryError as in a normal build.
export ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1:max_allocation_size_mb=2048:${ASAN_OPTIONS:-}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:${UBSAN_OPTIONS:-}"

# ASan's frames are several times larger: a deeper stack lets recursion reach
# CPython's limit of 1000 before the engine's stack check stops it, as natively.
ulimit -s 65536 || true

echo "sanitizers: unit tests (${#targets[@]} binaries)"
(cd "$build" && ctest --output-on-failure --timeout 900 -j"$jobs")
echo "sanitizers: golden programs"
node "$root/tests/programs/run_corpus.mjs" --jobs "$jobs" -- "$build/run_program"
