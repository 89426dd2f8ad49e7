#!/usr/bin/env bash
# Sets up everything the site needs on a fresh machine: the Python virtual
# environment, the front end's packages and build, and (with --test) the
# browser the end-to-end tests drive. Safe to run again: it skips what is done.
set -euo pipefail
cd "$(dirname "$0")/.."

with_test_tools=0
[ "${1:-}" = "--test" ] && with_test_tools=1

find_python() {
  for candidate in python3.13 python3.12 python3; do
    if command -v "$candidate" >/dev/null 2>&1 &&
      "$candidate" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' 2>/dev/null; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

if [ ! -x .venv/bin/python ]; then
  python=$(find_python) || {
    echo "Python 3.12 or newer is needed (python3 --version says $(python3 --version 2>&1))." >&2
    exit 1
  }
  echo "Creating .venv with $("$python" --version)"
  "$python" -m venv .venv
fi

requirements=requirements.txt
[ "$with_test_tools" = 1 ] && requirements="requirements-dev.txt"
stamp=".venv/.installed-$(basename "$requirements" .txt)"
if [ ! -f "$stamp" ] || [ requirements.txt -nt "$stamp" ] || [ "$requirements" -nt "$stamp" ]; then
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -r "$requirements"
  touch "$stamp"
fi

# The Bengali catalogue, compiled (the .mo files are never committed).
.venv/bin/pybabel --quiet compile --domain django --directory locale

# Debian's packages the tests and `make bench` use: chromium for the browser
# tests, gettext's xgettext for the translation check (make lint), pg_dump and
# pg_restore for the backup drill, wrk for the benchmark, redis-server for the
# tests and the benchmark of the site with a shared cache, poppler's pdftoppm for
# the browser tests' pictures of the PDFs they download.
if [ "$with_test_tools" = 1 ]; then
  packages=()
  command -v chromium >/dev/null 2>&1 || packages+=(chromium)
  command -v xgettext >/dev/null 2>&1 || packages+=(gettext)
  command -v pg_dump >/dev/null 2>&1 || packages+=(postgresql-client)
  command -v wrk >/dev/null 2>&1 || packages+=(wrk)
  command -v redis-server >/dev/null 2>&1 || packages+=(redis-server)
  command -v pdftoppm >/dev/null 2>&1 || packages+=(poppler-utils)
  if [ "${#packages[@]}" -gt 0 ]; then
    echo "Installing Debian's ${packages[*]} for the tests and benchmarks"
    sudo=()
    [ "$(id -u)" = 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
  fi
fi

if ! command -v npm >/dev/null 2>&1; then
  echo "Node.js 20 or newer with npm is needed to build the front end." >&2
  exit 1
fi
if [ ! -d frontend/node_modules ] || [ frontend/package-lock.json -nt frontend/node_modules/.package-lock.json ]; then
  # `npm install` rather than `npm ci`: it installs the versions package-lock.json
  # pins, but tolerates registries that lack other platforms' optional binaries
  # (lock entries npm ci insists on), which some mirrors do.
  (cd frontend && npm install --no-audit --no-fund --loglevel=error)
fi
# Built again only when something it is built from changed since the last build.
built=frontend/dist/.built
if [ ! -f "$built" ] || [ -n "$(find frontend -path frontend/node_modules -prune -o -path frontend/dist -prune -o -type f -newer "$built" -print -quit)" ]; then
  (cd frontend && npm run --silent build)
  touch "$built"
fi
