#!/usr/bin/env bash
# Builds Pascal Pons' Connect Four solver (the reference of `gamelab bench connect4` and of the
# scores in tests/data/connect4/) from his public source, with g++, into target/pons/c4solver.
# Prints the binary's path on its last line.
#
# The source: his repository https://github.com/PascalPons/connect4 at the commit pinned below
# (AGPL-3.0; never copied into this repository). The script clones it with git when GitHub is
# reachable. Where it is not (a build machine that reaches package registries only), give a
# checkout, or a bare git directory, in PONS_SRC:
#
#     PONS_SRC=/path/to/connect4 scripts/pons.sh
#
# A bare git directory (e.g. a mirror) is read at the pinned commit with `git archive`.
# Compiled as his Makefile does (-std=c++11 -O3 -DNDEBUG), plus -march=x86-64 (the default).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
COMMIT="d6ba50d8aaf2308c769d9bf2abd42d90f34baf41" # "Add Solver::analyze", December 2020
URL="https://github.com/PascalPons/connect4"
OUT="$ROOT/target/pons"
SRC="$OUT/src"
mkdir -p "$OUT"
rm -rf "$SRC"
mkdir -p "$SRC"

if [ -n "${PONS_SRC:-}" ]; then
  if [ -f "$PONS_SRC/Solver.cpp" ]; then
    cp "$PONS_SRC"/*.cpp "$PONS_SRC"/*.hpp "$SRC/"
  elif git --git-dir="$PONS_SRC" rev-parse --verify -q "$COMMIT^{commit}" >/dev/null; then
    git --git-dir="$PONS_SRC" archive "$COMMIT" | tar -x -C "$SRC"
  else
    echo "pons.sh: PONS_SRC=$PONS_SRC is neither a checkout (with Solver.cpp) nor a git directory holding $COMMIT" >&2
    exit 2
  fi
elif git clone -q "$URL" "$SRC.git" 2>/dev/null; then
  git -C "$SRC.git" archive "$COMMIT" | tar -x -C "$SRC"
  rm -rf "$SRC.git"
else
  echo "pons.sh: cannot clone $URL; give a checkout of it (or a git directory) in PONS_SRC" >&2
  exit 2
fi

g++ --std=c++11 -W -Wall -O3 -DNDEBUG -o "$OUT/c4solver" "$SRC/main.cpp" "$SRC/Solver.cpp"
echo "$OUT/c4solver"
