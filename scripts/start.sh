#!/usr/bin/env bash
# Set up (venv + install) and start the desktop app.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q -e .
exec .venv/bin/preparo "$@"
