# Sourced by scripts/start.sh, scripts/test.sh and installer/ci_bundle.sh (bash).
#
#   ensure_venv EXTRAS      e.g. ensure_venv ""  or  ensure_venv "dev,build"
#
# Makes .venv with a Python >= 3.12 (recreating one made with an older Python) and
# installs the project into it only when pyproject.toml, the extras asked for or the
# interpreter changed since the last install (a stamp file in .venv records them).
#
# The interpreter: $PYTHON when set (it must be >= 3.12), else the first of
# python3.13, python3.12, python3 on PATH that runs and is new enough, else the
# newest pyenv-installed 3.12+ ($PYENV_ROOT/versions/*), else a message saying
# what to install.

PREPARO_MIN_PYTHON="3.12"

_python_ok() {
  # True when "$1" runs and is Python >= 3.12 (pyenv shims for a version that is not
  # selected exist on PATH but fail to run: they are skipped).
  "$1" -c 'import sys; raise SystemExit(0 if sys.version_info >= (3, 12) else 1)' \
    >/dev/null 2>&1
}

find_python() {
  if [ -n "${PYTHON:-}" ]; then
    if _python_ok "$PYTHON"; then
      printf '%s\n' "$PYTHON"
      return 0
    fi
    echo "PYTHON=$PYTHON is not a working Python >= $PREPARO_MIN_PYTHON" >&2
    return 1
  fi
  local candidate
  for candidate in python3.13 python3.12 python3; do
    if command -v "$candidate" >/dev/null 2>&1 && _python_ok "$candidate"; then
      command -v "$candidate"
      return 0
    fi
  done
  local root="${PYENV_ROOT:-$HOME/.pyenv}"
  if [ -d "$root/versions" ]; then
    # Newest first: sort the version folder names as versions.
    for candidate in $(ls -1 "$root/versions" 2>/dev/null | sort -t. -k1,1nr -k2,2nr -k3,3nr); do
      if [ -x "$root/versions/$candidate/bin/python3" ] \
          && _python_ok "$root/versions/$candidate/bin/python3"; then
        printf '%s\n' "$root/versions/$candidate/bin/python3"
        return 0
      fi
    done
  fi
  cat >&2 <<MSG
Preparo needs Python $PREPARO_MIN_PYTHON or newer, and none was found
(tried \$PYTHON, python3.13, python3.12, python3 and pyenv's versions).
Install one, for example:
  Debian/Ubuntu:  sudo apt-get install python3.12 python3.12-venv
  macOS:          brew install python@3.12
  Windows:        winget install Python.Python.3.12
  pyenv:          pyenv install 3.12
then run this again (or point PYTHON at it: PYTHON=/path/to/python3.12 bash $0).
MSG
  return 1
}

ensure_venv() {
  local extras="$1"
  local python
  if [ -x .venv/bin/python ] && _python_ok .venv/bin/python && [ -z "${PYTHON:-}" ]; then
    python=""  # keep the working venv as it is
  else
    python=$(find_python) || exit 3
    if [ -x .venv/bin/python ] && _python_ok .venv/bin/python \
        && [ "$(.venv/bin/python -c 'import sys; print(sys.version)')" \
             = "$("$python" -c 'import sys; print(sys.version)')" ]; then
      python=""
    fi
  fi
  if [ -n "$python" ]; then
    if [ -e .venv ]; then
      echo "recreating .venv with $("$python" -c 'import sys; print(sys.version.split()[0])')" \
        "(the old one is missing, broken or older than Python $PREPARO_MIN_PYTHON)" >&2
      rm -rf .venv
    fi
    "$python" -m venv .venv
    .venv/bin/python -m pip install -q --upgrade pip
  fi
  local spec="."
  [ -n "$extras" ] && spec=".[$extras]"
  local stamp_file=".venv/.preparo-installed-${extras:-base}"
  local stamp
  stamp="$( { cat pyproject.toml; .venv/bin/python -c 'import sys; print(sys.version)'; } \
            | .venv/bin/python -c 'import hashlib, sys; print(hashlib.sha256(sys.stdin.buffer.read()).hexdigest())')"
  if [ -f "$stamp_file" ] && [ "$(cat "$stamp_file")" = "$stamp" ]; then
    return 0
  fi
  echo "installing Preparo ($spec) into .venv" >&2
  .venv/bin/python -m pip install -q -e "$spec"
  printf '%s\n' "$stamp" > "$stamp_file"
}
