#!/usr/bin/env bash
# Build the frozen game with PyInstaller from a wheel of this tree, smoke-test it, print its size.
#   packaging/build.sh [OUT]    the game lands in OUT/hidden-leaders (default: dist/hidden-leaders)
# Needs Python 3.11+ and the package index; its work files go to build/ (ignored by git).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${1:-$root/dist}")
work=$root/build/frozen
python=${PYTHON:-python3}

rm -rf "$work"
mkdir -p "$work"
"$python" -m venv "$work/venv"
py=$work/venv/bin/python
"$py" -m pip install -q --upgrade pip
# Pillow converts the icon for Windows and macOS
"$py" -m pip install -q build 'pyinstaller>=6.10' pillow
"$py" -m build --wheel --outdir "$work/wheel" "$root" >"$work/wheel.log" 2>&1 || { cat "$work/wheel.log"; exit 1; }
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
"$app" validate-cards
"$app" simulate --players 4 --games 50 --seed 1
"$app" tournament --players 2 --seat hard --field random --games 2 --budget 50 --workers 2
"$app" screenshot --seed 3 --turns 14 --seat 1 --size 1280x720 --out "$smoke/frozen-table.png"
echo "== size"
du -sh "$out/hidden-leaders"
du -sh "$work"/wheel/*.whl
