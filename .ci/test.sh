#!/usr/bin/env bash
# Test command: builds everything and runs every test, native and WASM.
# Stages: the C++ formatting check (tests/format/check_format.sh, clang-format
# with .clang-format), native build + ctest, WASM build (incl. the engine ES module) +
# ctest, the golden program corpus (native and through the CLI), node:test
# suites (CLI, layering, page modules), browser tests, a 60 s fuzzing run
# (tests/fuzz/run.sh), the unit tests and corpus under ASan+UBSan
# (tests/fuzz/sanitizers.sh), then the page-load
# benchmark (printed, never counted). The last line is
#   tests: N passed, M failed
# summed over all stages; the exit status is non-zero if anything failed or a
# stage that has inputs could not run. Stages without inputs are skipped.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bash "$here/setup.sh" || { echo "setup failed"; echo "tests: 0 passed, 1 failed"; exit 1; }
source "$here/build_lib.sh"
cd "$root"

total_pass=0
total_fail=0
report=()

# record STAGE PASSED FAILED [NOTE]
record() {
  total_pass=$((total_pass + $2))
  total_fail=$((total_fail + $3))
  report+=("$(printf '%-22s %4d passed %4d failed  %s' "$1" "$2" "$3" "${4:-}")")
}

skip() { report+=("$(printf '%-22s skipped: %s' "$1" "$2")"); }

banner() { printf '\n===== %s =====\n' "$1"; }

# ctest's "NN% tests passed, F tests failed out of T" -> record.
run_ctest() {
  local stage=$1 dir=$2 log
  log="$root/build/$stage.ctest.log"
  (cd "$dir" && ctest --output-on-failure --timeout 900 -j"$jobs") 2>&1 | tee "$log"
  local line
  line=$(grep -E 'tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -1)
  if [[ -z $line ]]; then
    if grep -q 'No tests were found' "$log"; then skip "$stage" "no tests"; return; fi
    record "$stage" 0 1 "ctest printed no summary"
    return
  fi
  local failed total
  failed=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")
  total=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\2/' <<<"$line")
  record "$stage" $((total - failed)) "$failed"
}

# node --test with the TAP reporter ends with "# pass N" / "# fail M".
run_node_tests() {
  local stage=$1; shift
  local files=()
  for f in "$@"; do [[ -f $f ]] && files+=("$f"); done
  if ((${#files[@]} == 0)); then skip "$stage" "no test files"; return; fi
  local log="$root/build/$stage.log"
  timeout 900 node --test --test-reporter=tap "${files[@]}" 2>&1 | tee "$log"
  local pass fail
  pass=$(grep -E '^# pass [0-9]+' "$log" | tail -1 | awk '{print $3}')
  fail=$(grep -E '^# fail [0-9]+' "$log" | tail -1 | awk '{print $3}')
  if [[ -z $pass || -z $fail ]]; then record "$stage" 0 1 "no TAP summary"; return; fi
  record "$stage" "$pass" "$fail"
}

# The corpus runner's closing "N passed, M failed" line -> record.
run_corpus() {
  local stage=$1; shift
  corpus_log "$stage" node tests/programs/run_corpus.mjs --jobs "$jobs" -- "$@"
}

run_corpus_in_engine() {
  corpus_log "$1" node tests/programs/run_corpus.mjs --wasm-engine
}

corpus_log() {
  local stage=$1; shift
  local log="$root/build/$stage.log"
  timeout 1200 "$@" 2>&1 | tee "$log"
  local line
  line=$(grep -E '[0-9]+ passed, [0-9]+ failed' "$log" | tail -1)
  if [[ -z $line ]]; then record "$stage" 0 1 "runner printed no counts"; return; fi
  record "$stage" "$(grep -oE '[0-9]+ passed' <<<"$line" | grep -oE '[0-9]+')" \
    "$(grep -oE '[0-9]+ failed' <<<"$line" | grep -oE '[0-9]+')"
}

mkdir -p build

banner "format (clang-format, tests/format)"
# Every C++ source under engine/ and tests/ as .clang-format formats it; the
# log lists the files that differ.
timeout 600 bash tests/format/check_format.sh 2>&1 | tee build/format.log
if ((PIPESTATUS[0] == 0)); then
  record "format" 1 0
else
  record "format" 0 1 "see build/format.log"
fi

banner "native build (build/native)"
if configure_native && cmake --build build/native -j"$jobs"; then
  banner "native ctest"
  run_ctest native build/native
  native_ok=1
else
  record "native build" 0 1 "build failed"
  native_ok=0
fi

banner "WASM build (build/wasm)"
if configure_wasm && cmake --build build/wasm -j"$jobs"; then
  banner "WASM ctest"
  run_ctest wasm build/wasm
  wasm_ok=1
else
  record "wasm build" 0 1 "build failed"
  wasm_ok=0
fi

banner "page bundle"
if bundle_page; then page_ok=1; else record "page bundles" 0 1 "esbuild failed"; page_ok=0; fi

banner "golden programs"
if [[ ! -f tests/programs/run_corpus.mjs ]]; then
  skip "corpus" "tests/programs/run_corpus.mjs not present"
else
  if [[ $native_ok == 1 && -x build/native/run_program ]]; then
    run_corpus "corpus native" build/native/run_program
  else
    skip "corpus native" "build/native/run_program not built"
  fi
  if [[ $wasm_ok == 1 && -f web/dist/tracelab_engine.mjs ]]; then
    # One engine instance runs every program, each in a new Session, as the
    # page's Worker does (tests/node/cli.test.mjs runs the CLI itself).
    run_corpus_in_engine "corpus wasm"
  else
    record "corpus wasm" 0 1 "engine module not built"
  fi
fi

banner "node tests"
# Every node:test suite outside tests/browser/ (CLI, layering, page modules, tracing cases).
mapfile -t node_suites < <(find tests -name '*.test.mjs' -not -path 'tests/browser/*' | sort)
run_node_tests "node tests" "${node_suites[@]}"

banner "browser tests"
if [[ $wasm_ok == 1 && $page_ok == 1 ]]; then
  run_node_tests "browser tests" tests/browser/*.test.mjs
else
  record "browser tests" 0 1 "page not built"
fi

banner "fuzz (tests/fuzz, 60 s)"
# libFuzzer over the session layer (build/fuzz, clang): the saved regression
# inputs, then 60 s of fuzzing from a fixed seed (the same mutations on every
# run, so a clean run here stays clean); any crash, timeout or sanitizer report fails it.
timeout 1800 bash tests/fuzz/run.sh 60 -seed=1 2>&1 | tee build/fuzz.log
if ((PIPESTATUS[0] == 0)); then
  record "fuzz" 1 0
else
  record "fuzz" 0 1 "see build/fuzz.log and build/fuzz/artifacts/"
fi

banner "sanitizers (unit tests and golden programs under ASan+UBSan)"
# The fuzz stage's build (build/fuzz) also builds the unit tests and run_program;
# every leak, use after free or undefined behaviour fails the stage.
if [[ -f build/fuzz/CMakeCache.txt ]]; then
  timeout 2400 bash tests/fuzz/sanitizers.sh 2>&1 | tee build/sanitizers.log
  if ((PIPESTATUS[0] == 0)); then
    record "sanitizers" 1 0
  else
    record "sanitizers" 0 1 "see build/sanitizers.log"
  fi
else
  record "sanitizers" 0 1 "build/fuzz was not configured by the fuzz stage"
fi

banner "benchmarks (printed, never counted)"
# Page weight and time to the first finished run; see tests/bench/page_load.mjs.
if [[ $wasm_ok == 1 && $page_ok == 1 ]]; then
  timeout 600 node tests/bench/page_load.mjs 2>&1 | tee build/page_load.log || true
  report+=("$(printf '%-22s %s' "page load (bench)" "$(grep -E '^(page weight|first run done)' build/page_load.log | tr '\n' ' ')")")
else
  skip "page load (bench)" "page not built"
fi

banner "summary"
printf '%s\n' "${report[@]}"
echo "tests: ${total_pass} passed, ${total_fail} failed"
((total_fail == 0))
