#!/usr/bin/env bash
# Set up (a .venv with Python >= 3.12; installs only when pyproject.toml or the
# interpreter changed) and start the desktop app. Arguments go to `preparo`
# (e.g. `bash scripts/start.sh --selftest`).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
ensure_venv ""
exec .venv/bin/preparo "$@"
