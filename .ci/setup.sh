#!/usr/bin/env bash
# Installs what tracelab needs on Debian 12 (as root) and the npm packages.
# Idempotent: checks first, runs apt-get only for what is missing and npm only
# when node_modules is missing or older than the lock file.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# package -> how to tell it is already there (a command or a file).
declare -A probe=(
  [cmake]=cmd:cmake
  [g++]=cmd:g++
  [make]=cmd:make
  [nodejs]=cmd:node
  [npm]=cmd:npm
  [python3]=cmd:python3
  [emscripten]=cmd:emcc
  [libeigen3-dev]=file:/usr/share/eigen3/cmake/Eigen3Config.cmake
  [doctest-dev]=file:/usr/include/doctest/doctest.h
  [wabt]=cmd:wasm-objdump
  [binaryen]=cmd:wasm-opt
  [chromium]=file:/usr/bin/chromium
  [clang]=cmd:clang++-14
  [libclang-rt-14-dev]=file:/usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a
  [clang-format]=cmd:clang-format
  [python3-nbformat]=file:/usr/lib/python3/dist-packages/nbformat/__init__.py
  [fonts-wqy-microhei]=file:/usr/share/fonts/truetype/wqy/wqy-microhei.ttc
)
order=(cmake g++ make nodejs npm python3 emscripten libeigen3-dev doctest-dev wabt binaryen chromium
       clang libclang-rt-14-dev  # clang: the libFuzzer build (tests/fuzz/)
       clang-format              # clang-format 14: the formatting check (tests/format/)
       python3-nbformat          # nbformat's schema: the notebook export check (tests/exercises/)
       fonts-wqy-microhei)       # Chinese glyphs for the zh-CN page's browser test and screenshots

present() {
  local kind="${1%%:*}" what="${1#*:}"
  if [[ $kind == cmd ]]; then command -v "$what" >/dev/null 2>&1; else [[ -e $what ]]; fi
}

missing=()
for package in "${order[@]}"; do
  present "${probe[$package]}" || missing+=("$package")
done

if ((${#missing[@]})); then
  if [[ $(id -u) -ne 0 ]]; then
    echo "setup: missing ${missing[*]}; run .ci/setup.sh as root to install them" >&2
    exit 1
  fi
  echo "setup: installing ${missing[*]}"
  apt-get update -q
  apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# npm packages: codemirror (bundled for the page), esbuild, playwright-core.
cd "$root"
stamp=node_modules/.package-lock.json
if [[ ! -d node_modules || ! -f $stamp || package-lock.json -nt $stamp || package.json -nt $stamp ]]; then
  echo "setup: installing npm packages"
  if [[ -f package-lock.json ]]; then
    npm ci --no-audit --no-fund --loglevel=error
  else
    npm install --no-audit --no-fund --loglevel=error
  fi
fi
