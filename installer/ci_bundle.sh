#!/usr/bin/env bash
# CI step: build the Linux bundle (dist/Preparo) and run its --selftest offscreen.
#
#   bash installer/ci_bundle.sh
#
# Uses the app's venv (.venv, as scripts/test.sh makes it; made here when missing)
# and the Qt runtime libraries that .ci/run installs. Exit code 0 only when the build
# succeeds, the frozen self-test exits 0 and its report shows a real NLI inference.
set -euo pipefail
cd "$(dirname "$0")/.."

# The app's venv with the build tools (Python >= 3.12; installs only when needed).
source scripts/venv.sh
ensure_venv "dev,build"
PY=.venv/bin/python

# PyInstaller is CPU heavy; stay polite to whatever else shares the machine.
nice -n 10 "$PY" installer/build.py --no-archive --quiet

exe=dist/Preparo/Preparo
report=$(mktemp)
log=$(mktemp)
trap 'rm -f "$report" "$log"' EXIT
set +e
QT_QPA_PLATFORM=offscreen PREPARO_SELFTEST_REPORT="$report" timeout 300 "$exe" --selftest \
  >"$log" 2>&1
code=$?
set -e
echo "--- frozen selftest report (exit $code) ---"
cat "$report"
if [ "$code" -ne 0 ]; then
  echo "--- frozen app output ---"
  tail -n 80 "$log"
  echo "frozen selftest failed with exit code $code" >&2
  exit 1
fi
# When the source tree has the model, the bundle ships it (models/nli), so the
# report must show an inference, not a note that the model is missing.
if [ -f models/nli/model.onnx ] && ! grep -q '^ok    NLI inference' "$report"; then
  echo "frozen selftest ran no NLI inference (is models/nli in the bundle?)" >&2
  exit 1
fi
echo "frozen selftest passed"
