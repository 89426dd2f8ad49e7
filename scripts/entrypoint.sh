#!/bin/sh
# Starts the site as the container does: applies migrations (one container at a
# time, see migrate_safely), then replaces this shell with gunicorn, the task
# worker (which sends the site's email) and the page renderer (which draws the
# public pages' first screens) under a small supervisor that passes the
# platform's stop signal on to them (cultural_site/supervisor.py). Never adds
# demo content.
#
# With arguments it runs them instead, e.g. `entrypoint.sh python manage.py shell`,
# or `entrypoint.sh python manage.py db_worker` for a container that only runs
# the worker.
#
# PYTHON chooses the interpreter (default: python on PATH); MIGRATE=0 skips the
# migrations for containers started after a separate release step ran them;
# RUN_WORKER=0 leaves the worker out, for web containers when workers run apart;
# RUN_RENDERER=0 leaves the renderer out (the pages are then drawn by the browser
# alone).
set -eu
cd "$(dirname "$0")/.."

if [ "$#" -gt 0 ]; then
  exec "$@"
fi

python=${PYTHON:-python}

if [ "${MIGRATE:-1}" != 0 ]; then
  "$python" manage.py migrate_safely --wait "${DATABASE_WAIT_SECONDS:-60}" --verbosity 1
fi

exec "$python" -m cultural_site.supervisor "$python" -m gunicorn --config gunicorn.conf.py cultural_site.wsgi:application
