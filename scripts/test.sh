#!/usr/bin/env bash
# Set up (venv + install) and run the whole test suite, lint and types.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e '.[dev,build]'
.venv/bin/ruff check app tests bench installer
.venv/bin/mypy
set +e
QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q -p no:cacheprovider "$@"
code=$?
set -e
if [ "$code" -eq 5 ]; then
  echo "no tests were collected: failing" >&2
  exit 1
fi
exit "$code"
