#!/usr/bin/env bash
# Build the frozen game with PyInstaller from a wheel of this tree, smoke-test it, print its size.
#   packaging/build.sh [OUT]    the game lands in OUT/hidden-leaders (default: dist/hidden-leaders)
# Needs Python 3.11+ and the package index; its work files go to build/ (ignored by git).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${1:-$root/dist}")
work=$root/build/frozen
python=${PYTHON:-python3}

# setuptools' own build folders would hand back extension modules compiled with other flags
rm -rf "$work" "$root"/build/lib.* "$root"/build/temp.* "$root"/build/bdist.*
mkdir -p "$work"
"$python" -m venv "$work/venv"
py=$work/venv/bin/python
"$py" -m pip install -q --upgrade pip
# Pillow converts the icon for Windows and macOS
"$py" -m pip install -q build 'pyinstaller>=6.10' pillow 'cython>=3.1' 'setuptools>=77' wheel
# the compiled build (setup.py): the engine and the search as extension modules, about twice as
# fast; without a C compiler the modules stay Python
HIDDEN_LEADERS_COMPILE=1 "$py" -m build --wheel --no-isolation --outdir "$work/wheel" "$root" >"$work/wheel.log" 2>&1 ||
  { cat "$work/wheel.log"; exit 1; }
"$py" -m pip install -q "$work"/wheel/*.whl
(cd "$work" && "$py" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$out" --workpath "$work/pyinstaller" "$root/packaging/hidden-leaders.spec")

app=$out/hidden-leaders/hidden-leaders
[ -x "$app" ] || app=$app.exe
echo "== smoke test of $app, from a folder with a decoy cards/ that must be ignored"
smoke=$work/smoke
mkdir -p "$smoke/cards"
echo "leaders: []" >"$smoke/cards/leaders.yaml"
cd "$smoke"
unset HIDDEN_LEADERS_CARDS
"$app" --version
if find "$out/hidden-leaders" -path '*hidden_leaders_qt/engine/core/state.*' \( -name '*.so' -o -name '*.pyd' \) | grep -q .; then
  echo "engine: compiled"
else
  echo "engine: pure Python (no C compiler found?)"
fi
"$app" validate-cards
"$app" simulate --players 4 --games 50 --seed 1
"$app" tournament --players 2 --seat hard --field random --games 2 --budget 50 --workers 2
"$app" screenshot --seed 3 --turns 14 --seat 1 --size 1280x720 --out "$smoke/frozen-table.png"
echo "== size"
du -sh "$out/hidden-leaders"
du -sh "$work"/wheel/*.whl
