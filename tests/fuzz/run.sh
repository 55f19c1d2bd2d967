#!/usr/bin/env bash
# Fuzzes the session layer with libFuzzer for SECONDS (default 60):
#   tests/fuzz/run.sh [SECONDS] [extra libFuzzer flags...]
# 1. configures build/fuzz with clang++-14 (the top-level CMakeLists.txt plus
#    tests/fuzz/fuzz.cmake) at -O1 without debug info, the engine compiled with
#    -fsanitize=fuzzer-no-link,address,undefined, and builds only fuzz_session;
# 2. runs the back-to-back Session tests (tests/unit/session/back_to_back_test.cc)
#    built with the same sanitizers;
# 3. replays tests/fuzz/regressions/*.py (each must run clean);
# 4. copies tests/programs/**/*.py into the working corpus build/fuzz/corpus and
#    fuzzes with tests/fuzz/python.dict; crash, leak, timeout and OOM inputs go
#    to build/fuzz/artifacts/.
# Exits non-zero on any crash, leak, timeout or sanitizer report.
# Environment: TL_JOBS (build jobs, default 2), TL_FUZZ_LEAKS=0 (do not report
# leaks), CXX (clang++-14).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
seconds="${1:-60}"
shift || true
jobs="${TL_JOBS:-2}"
build="$root/build/fuzz"
fuzzer="$build/fuzz_session"

if [[ ! -f $build/CMakeCache.txt ]]; then
  cmake -S "$root" -B "$build" \
    -DCMAKE_CXX_COMPILER="${CXX:-clang++-14}" \
    -DCMAKE_BUILD_TYPE=Fuzz \
    -DCMAKE_CXX_FLAGS_FUZZ="-O1" \
    -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer" \
    -DCMAKE_PROJECT_tracelab_INCLUDE="$root/tests/fuzz/fuzz.cmake"
fi
cmake --build "$build" --target fuzz_session back_to_back_sanitized -j"$jobs"

leaks="${TL_FUZZ_LEAKS:-1}"
export ASAN_OPTIONS="detect_leaks=$leaks:allocator_may_return_null=1:max_allocation_size_mb=2048:${ASAN_OPTIONS:-}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:${UBSAN_OPTIONS:-}"
mkdir -p "$build/artifacts" "$build/corpus"

# Sessions one after another in one process give what a fresh process gives,
# with every use after free and undefined behaviour reported.
echo "fuzz: back-to-back Sessions under AddressSanitizer and UndefinedBehaviorSanitizer"
"$build/back_to_back_sanitized" -nc

# Known findings stay fixed: every saved regression input must run clean.
shopt -s nullglob globstar
regressions=("$root"/tests/fuzz/regressions/*.py)
if ((${#regressions[@]})); then
  echo "fuzz: replaying ${#regressions[@]} regression inputs"
  "$fuzzer" -detect_leaks="$leaks" -timeout=10 -rss_limit_mb=4096 "${regressions[@]}"
fi

# Seeds: the golden programs, flattened to one file per program.
for program in "$root"/tests/programs/**/*.py; do
  relative="${program#"$root"/tests/programs/}"
  [[ $relative == */* ]] || continue  # record.py and other tools at the top level
  cp -n "$program" "$build/corpus/seed_${relative//\//_}"
done

echo "fuzz: ${seconds}s over $(find "$build/corpus" -type f | wc -l) corpus inputs"
exec "$fuzzer" \
  -max_total_time="$seconds" \
  -max_len=4096 \
  -timeout=10 \
  -rss_limit_mb=4096 \
  -detect_leaks="$leaks" \
  -dict="$root/tests/fuzz/python.dict" \
  -artifact_prefix="$build/artifacts/" \
  -print_final_stats=1 \
  "$@" \
  "$build/corpus"
