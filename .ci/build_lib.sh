# Build steps shared by test.sh and playground.sh (sourced, not run).
# Builds go to build/native and build/wasm; the page's generated files to web/dist.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jobs="${TL_JOBS:-2}"
# Emscripten 3.1.6 needs Debian's node modules (acorn) for emcc at -O2 and above.
export NODE_PATH=/usr/share/nodejs

configure_native() {
  [[ -f $root/build/native/CMakeCache.txt ]] ||
    cmake -S "$root" -B "$root/build/native" -DCMAKE_BUILD_TYPE=Release -DTL_WERROR=ON
}

configure_wasm() {
  [[ -f $root/build/wasm/CMakeCache.txt ]] ||
    emcmake cmake -S "$root" -B "$root/build/wasm" -DCMAKE_BUILD_TYPE=Release \
      -DEigen3_DIR=/usr/share/eigen3/cmake -DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node
}

# CodeMirror and its Python mode as one ES module the page imports.
bundle_editor() {
  local out="$root/web/dist/codemirror.bundle.js"
  if [[ ! -f $out || $root/web/codemirror_entry.js -nt $out || $root/package-lock.json -nt $out ]]; then
    mkdir -p "$root/web/dist"
    "$root/node_modules/.bin/esbuild" "$root/web/codemirror_entry.js" --bundle --format=esm \
      --minify --log-level=warning --outfile="$out"
  fi
}
