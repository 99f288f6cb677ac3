#!/usr/bin/env bash
# Set up (a .venv with Python >= 3.12; installs only when pyproject.toml or the
# interpreter changed) and run ruff, mypy, the import contract and the whole test suite. Arguments go
# to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
ensure_venv "dev,build"
.venv/bin/ruff check app tests bench installer
.venv/bin/mypy
.venv/bin/lint-imports --no-cache
set +e
QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q -p no:cacheprovider "$@"
code=$?
set -e
if [ "$code" -eq 5 ]; then
  echo "no tests were collected: failing" >&2
  exit 1
fi
exit "$code"
