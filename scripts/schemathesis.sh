#!/usr/bin/env bash
# Checks that the API answers as its OpenAPI schema says: schemathesis generates
# requests from GET /api/schema (valid and invalid ones, and chains of calls) and
# fails on any answer that is a server error or that the schema does not document
# (status, content type or body). It runs against a real local server with a
# fresh SQLite database and demo content, once anonymously and once signed in as
# an organiser, each run bounded by SCHEMA_TEST_SECONDS (default 60).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
python="$root/.venv/bin/python"
seconds=${SCHEMA_TEST_SECONDS:-60}

work=$(mktemp -d)
server=""
# shellcheck disable=SC2329 # called by the trap below
cleanup() {
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

export DEBUG=1
export DATABASE_URL="sqlite:///$work/db.sqlite3"
export MEDIA_ROOT="$work/media"
export LOG_FORMAT=text
# Throttled answers (429) are documented, but a run that gets little else would
# test little else; sign-in lockouts stay as they are.
export THROTTLE_REGISTRATIONS=100000/hour
export THROTTLE_CONTACT=100000/hour
export THROTTLE_DONATIONS=100000/hour
export THROTTLE_REGISTRATION_LOOKUP=100000/hour
export THROTTLE_FAMILY_SIGN_IN=100000/hour
export THROTTLE_FAMILY_VERIFY=100000/hour
export THROTTLE_PROGRAMME=100000/hour
export THROTTLE_PROGRAMME_UPLOAD=100000/hour
export THROTTLE_PROGRAMME_LOOKUP=100000/hour
export THROTTLE_DOOR_PASS=100000/hour
ORGANISER_PASSWORD=$("$python" -c 'import secrets; print(secrets.token_urlsafe(24))')
export ORGANISER_PASSWORD

"$python" manage.py migrate --noinput -v 0
"$python" manage.py seed_demo --no-organiser >/dev/null
DJANGO_SUPERUSER_PASSWORD=$ORGANISER_PASSWORD "$python" manage.py createsuperuser \
  --noinput --username schema-probe --email schema-probe@example.com >/dev/null

port=$("$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base="http://127.0.0.1:$port"
# One request at a time: SQLite takes one writer, and a "database is locked"
# would be a 503 of the test setup, not of the site.
"$python" manage.py runserver --noreload --nothreading "127.0.0.1:$port" >"$work/server.log" 2>&1 &
server=$!

# Signs in as the organiser (before any anonymous sign-in attempt can lock the
# address out) and prints the Cookie header and the CSRF token to send.
mapfile -t session < <("$python" - "$base" <<'PY'
import http.cookiejar
import json
import os
import sys
import time
import urllib.request

base = sys.argv[1]
jar = http.cookiejar.CookieJar()
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
for _ in range(150):
    try:
        opener.open(f"{base}/api/auth/session", timeout=2)
        break
    except OSError:
        time.sleep(0.2)
else:
    sys.exit("the server did not start")
csrf = next(cookie.value for cookie in jar if cookie.name == "csrftoken")
credentials = {"username": "schema-probe", "password": os.environ["ORGANISER_PASSWORD"]}
request = urllib.request.Request(
    f"{base}/api/auth/login",
    data=json.dumps(credentials).encode(),
    headers={"Content-Type": "application/json", "X-CSRFToken": csrf},
)
if not json.load(opener.open(request, timeout=10))["authenticated"]:
    sys.exit("signing in as the organiser failed")
cookies = {cookie.name: cookie.value for cookie in jar}
print("; ".join(f"{name}={value}" for name, value in cookies.items()))
print(cookies["csrftoken"])
PY
)
[ "${#session[@]}" = 2 ] || {
  cat "$work/server.log" >&2
  exit 1
}

probe() {
  (cd "$work" && "$root/.venv/bin/schemathesis" run "$base/api/schema" \
    --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
    --phases examples,coverage,fuzzing,stateful \
    --max-time "$seconds" --workers 2 --request-timeout 10 \
    --generation-database none --no-color "$@")
}

status=0
echo "== schemathesis, signed in as an organiser (${seconds}s)"
# Signing out would end the session the rest of the run depends on; the
# anonymous run covers those operations.
probe -H "Cookie: ${session[0]}" -H "X-CSRFToken: ${session[1]}" \
  --exclude-path /api/auth/logout --exclude-path /api/logout || status=1
echo "== schemathesis, anonymous (${seconds}s)"
probe || status=1

if [ "$status" != 0 ]; then
  echo "== the end of the server's log" >&2
  tail -n 200 "$work/server.log" >&2
fi
exit "$status"
