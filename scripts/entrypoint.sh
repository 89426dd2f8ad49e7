#!/bin/sh
# Starts the site as the container does: applies migrations (one container at a
# time, see migrate_safely), then replaces this shell with gunicorn so that it
# receives the platform's stop signal directly. Never adds demo content.
#
# With arguments it runs them instead, e.g. `entrypoint.sh python manage.py shell`.
#
# PYTHON chooses the interpreter (default: python on PATH); MIGRATE=0 skips the
# migrations for containers started after a separate release step ran them.
set -eu
cd "$(dirname "$0")/.."

if [ "$#" -gt 0 ]; then
  exec "$@"
fi

python=${PYTHON:-python}

if [ "${MIGRATE:-1}" != 0 ]; then
  "$python" manage.py migrate_safely --wait "${DATABASE_WAIT_SECONDS:-60}" --verbosity 1
fi

exec "$python" -m gunicorn --config gunicorn.conf.py cultural_site.wsgi:application
