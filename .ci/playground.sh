#!/usr/bin/env bash
# Run command: builds what is missing, then serves the playground.
#   bash .ci/playground.sh          -> http://127.0.0.1:8000/
#   PORT=9000 bash .ci/playground.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bash "$here/setup.sh"
source "$here/build_lib.sh"
cd "$root"

configure_wasm
cmake --build build/wasm --target tracelab_engine -j"$jobs"
bundle_page

port="${PORT:-8000}"
echo "tracelab playground: http://127.0.0.1:${port}/  (Ctrl+C stops)"
exec node "$here/serve.mjs" "$root" "$port"
