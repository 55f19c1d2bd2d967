#!/usr/bin/env bash
# Checks that every C++ source under engine/ and tests/ is formatted as the
# repository's .clang-format says (Debian 12's clang-format 14; another version
# may format some constructs differently):
#   tests/format/check_format.sh
# Lists the files clang-format would change and exits 1 if there are any.
# To format them: git ls-files 'engine/*.cc' 'engine/*.h' 'tests/*.cc' 'tests/*.h' | xargs clang-format -i
# Generated tables (engine/lang/syntax/unicode_tables.cc) open with
# `// clang-format off` and so always pass.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
clang_format="${CLANG_FORMAT:-clang-format}"
command -v "$clang_format" >/dev/null || { echo "format: $clang_format not found (.ci/setup.sh installs it)"; exit 2; }

# Tracked files and new ones not yet added (ignored files are left out).
patterns=('engine/*.cc' 'engine/*.h' 'tests/*.cc' 'tests/*.h')
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t listed_files < <(git ls-files --cached --others --exclude-standard -- "${patterns[@]}" | sort -u)
  files=()
  for f in "${listed_files[@]}"; do [[ -f $f ]] && files+=("$f"); done  # not deleted in the work tree
else
  mapfile -t files < <(find engine tests -type f \( -name '*.cc' -o -name '*.h' \) | sort)
fi
((${#files[@]})) || { echo "format: no C++ sources found"; exit 2; }

# One clang-format run over all of them; each difference is reported as
# "FILE:LINE:COL: error: code should be clang-formatted".
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$clang_format" --dry-run -Werror --ferror-limit=1 "${files[@]}" 2>"$log"
status=$?
declare -A listed=()
for f in "${files[@]}"; do listed[$f]=1; done
unformatted=()
while IFS= read -r f; do
  [[ -n ${listed[$f]:-} ]] && unformatted+=("$f")
done < <(sed -nE 's/^(.+):[0-9]+:[0-9]+: error: code should be clang-formatted.*/\1/p' "$log" | sort -u)
if ((status != 0 && ${#unformatted[@]} == 0)); then
  cat "$log"
  echo "format: $clang_format failed (exit status $status)"
  exit 2
fi

"$clang_format" --version
if ((${#unformatted[@]})); then
  echo "format: ${#unformatted[@]} of ${#files[@]} files differ from clang-format's output:"
  printf '  %s\n' "${unformatted[@]}"
  echo "format: clang-format -i FILE... formats them"
  exit 1
fi
echo "format: all ${#files[@]} files formatted"
