#!/usr/bin/env bash
# Runs bench_interpreter's programs in CPython, then the native and WASM (Node) builds of
# bench_interpreter against that one baseline, and prints the three side by side.
# Under Node the benchmark cannot start python3 itself, hence this script.
#
#   tests/bench/run_python_baseline.sh [--with-function] [native_build_dir] [wasm_build_dir]
#
# --with-function also runs bench_function in both builds (about a minute each).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
with_function=0
if [[ "${1:-}" == "--with-function" ]]; then with_function=1; shift; fi
native_dir="$(realpath -m "${1:-$root/build/bench-native}")"
wasm_dir="$(realpath -m "${2:-$root/build/bench-wasm}")"
native="$native_dir/bench_interpreter"
wasm="$wasm_dir/bench_interpreter.js"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# The harness comes from the benchmark itself, so both sides run the same source text.
if [[ -x "$native" ]]; then "$native" --python-script > "$tmp/harness.py"
elif [[ -f "$wasm" ]]; then node "$wasm" --python-script > "$tmp/harness.py"
else echo "build bench_interpreter first (see tests/bench/README.md)" >&2; exit 1
fi
echo "CPython: $(python3 --version 2>&1)"
python3 "$tmp/harness.py" > "$tmp/cpython.tsv"

: > "$tmp/native.txt"
: > "$tmp/wasm.txt"
if [[ -x "$native" ]]; then "$native" --baseline "$tmp/cpython.tsv" | tee "$tmp/native.txt"; echo; fi
if [[ -f "$wasm" ]]; then node "$wasm" --baseline "$tmp/cpython.tsv" | tee "$tmp/wasm.txt"; echo; fi

# Rows of both tables are "<program> <engine_ms> <cpython_ms> <ratio>x ...".
echo "combined (medians in ms; ratio = engine/CPython)"
awk -F'\t' '$1 == "RESULT" { printf "%s %.2f\n", $2, $3 * 1000 }' "$tmp/cpython.tsv" > "$tmp/cpython.txt"
awk '
  FILENAME == ARGV[1] { order[++n] = $1; cpy[$1] = $2; next }
  FILENAME == ARGV[2] && ($1 in cpy) { nat[$1] = $2; next }
  FILENAME == ARGV[3] && ($1 in cpy) { was[$1] = $2; next }
  END {
    printf "%-18s %11s %11s %8s %11s %8s\n", "program", "cpython_ms", "native_ms", "ratio", "wasm_ms", "ratio"
    for (i = 1; i <= n; ++i) {
      p = order[i]
      nr = (p in nat) ? sprintf("%.2fx", nat[p] / cpy[p]) : "-"
      wr = (p in was) ? sprintf("%.2fx", was[p] / cpy[p]) : "-"
      printf "%-18s %11.2f %11s %8s %11s %8s\n", p, cpy[p], (p in nat) ? nat[p] : "-", nr, (p in was) ? was[p] : "-", wr
    }
  }' "$tmp/cpython.txt" "$tmp/native.txt" "$tmp/wasm.txt"

if [[ $with_function == 1 ]]; then
  echo
  if [[ -x "$native_dir/bench_function" ]]; then "$native_dir/bench_function"; echo; fi
  if [[ -f "$wasm_dir/bench_function.js" ]]; then node "$wasm_dir/bench_function.js"; fi
fi
