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

# esbuild ENTRY into OUT as one minified ES module, unless OUT is newer than
# the entry and the lock file (a package upgrade must rebuild it).
bundle_one() {
  local entry=$1 out=$2
  if [[ ! -f $out || $entry -nt $out || $root/package-lock.json -nt $out ]]; then
    mkdir -p "$(dirname "$out")"
    "$root/node_modules/.bin/esbuild" "$entry" --bundle --format=esm \
      --minify --log-level=warning --outfile="$out"
  fi
}

# CodeMirror and its Python mode as one ES module the page imports.
bundle_editor() {
  bundle_one "$root/web/codemirror_entry.js" "$root/web/dist/codemirror.bundle.js"
}

# Every web/vendor/NAME_entry.js (dagre, Chart.js, ...) -> web/dist/NAME.bundle.js.
bundle_vendor() {
  local entry name
  for entry in "$root"/web/vendor/*_entry.js; do
    [[ -f $entry ]] || continue
    name=$(basename "$entry" _entry.js)
    bundle_one "$entry" "$root/web/dist/$name.bundle.js" || return 1
  done
}

# Everything the page imports from npm, then the service worker's list of
# what to cache for offline use (after the engine's build: it hashes it too).
bundle_page() {
  bundle_editor && bundle_vendor && node "$root/.ci/offline_manifest.mjs" "$root"
}
