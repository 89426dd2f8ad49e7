"""The container's path, proven without Docker: collectstatic into a fresh folder,
the entrypoint script with production variables against PostgreSQL, gunicorn on
a loopback port; then every response's headers, and a browser visit."""

import os
import re
import subprocess
import sys

import pytest
from django.conf import settings

from tests.postgres import scratch_database_or_skip
from tests.production.serving import (
    PYTHON,
    ROOT,
    free_port,
    manage,
    production_env,
    seed_event,
    start_server,
    stop_server,
)

pytestmark = pytest.mark.slow

IMMUTABLE = "max-age=315360000, public, immutable"
HTTPS = {"X-Forwarded-Proto": "https"}


@pytest.fixture(scope="module")
def database_url():
    with scratch_database_or_skip("production") as url:
        yield url


@pytest.fixture(scope="module")
def env(database_url, frontend_index, tmp_path_factory):
    folder = tmp_path_factory.mktemp("production")
    env = production_env(
        database_url=database_url,
        static_root=folder / "static",
        media_root=folder / "media",
        port=free_port(),
        THROTTLE_REGISTRATIONS="1000/hour",
    )
    manage(env, "collectstatic", "--noinput", "--verbosity", "0")
    (folder / "media").mkdir()
    return env


@pytest.fixture(scope="module")
def server(env, tmp_path_factory):
    server = start_server(env, tmp_path_factory.mktemp("logs") / "gunicorn.log")
    yield server
    stop_server(server)


def _assert_security_headers(response):
    csp = response.header("Content-Security-Policy")
    assert csp is not None
    directives = dict(item.strip().split(" ", 1) for item in csp.split(";"))
    assert directives["script-src"] == "'self'"
    # The hashes name the style attributes of the pages the renderer draws, and nothing else.
    hashes = rf"( 'sha256-[\w+/=]{{44}}'){{{len(settings.STYLE_ATTRIBUTES_DRAWN)}}}"
    assert re.fullmatch(rf"'self'( 'nonce-[\w+/=-]{{16,}}')? 'unsafe-hashes'{hashes}", directives["style-src"])
    assert "'unsafe-inline'" not in csp
    assert directives["frame-ancestors"] == "'none'"
    assert response.header("X-Frame-Options") == "DENY"
    assert response.header("X-Content-Type-Options") == "nosniff"
    assert response.header("Referrer-Policy") == "strict-origin-when-cross-origin"
    assert response.header("Strict-Transport-Security") == "max-age=31536000; includeSubDomains"


def test_deploy_check_is_clean_with_production_variables(tmp_path):
    env = production_env(
        database_url=f"sqlite:///{tmp_path / 'db.sqlite3'}", static_root=tmp_path / "static", media_root=tmp_path
    )
    for name in ("SECURE_SSL_REDIRECT", "SECURE_COOKIES", "TRUSTED_PROXY_COUNT"):
        env.pop(name)
    # Production sends real email; nothing is sent by a check.
    env["EMAIL_HOST"] = "smtp.example.org"
    result = manage(env, "check", "--deploy", "--fail-level", "WARNING")
    assert "System check identified no issues" in result.stdout


def test_deploy_check_says_when_no_mail_server_is_configured(tmp_path):
    env = production_env(
        database_url=f"sqlite:///{tmp_path / 'db.sqlite3'}", static_root=tmp_path / "static", media_root=tmp_path
    )
    result = subprocess.run(
        [PYTHON, "manage.py", "check", "--deploy", "--fail-level", "ERROR"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode != 0
    assert "development-only email backend" in result.stderr


def test_entrypoint_migrated_the_database(server):
    assert "Applying events.0001_initial... OK" in server.log()


def _shell_and_nonce(response) -> tuple[str, str]:
    """The page without its CSP nonce, and the nonce it was handed."""
    meta = re.search(r'<meta property="csp-nonce" nonce="([^"]+)">', response.body.decode())
    assert meta is not None
    return response.body.decode().replace(meta.group(0), ""), meta.group(1)


def _is_the_built_page(shell: str, frontend_index, *, drawn: bool = False) -> bool:
    """The built index.html with the page's own head and first data (sharing/head.py):
    every asset the build links, the app's root (`drawn`: with the first screen the page
    renderer drew in it, cultural_site/renderer.py), and the head written per route."""
    built = frontend_index.read_text(encoding="utf-8")
    assets = re.findall(r'<script[^>]*src="[^"]+"[^>]*></script>|<link href="[^"]+" rel="stylesheet"/?>', built)
    root = re.search(r'<div id="root"[^>]*>(.*)</div><script id="initial-data"', shell, re.DOTALL)
    return (
        bool(assets)
        and all(asset in shell for asset in assets)
        and root is not None
        and ('<main id="main"' in root.group(1) if drawn else root.group(1) == "")
        and '<script id="initial-data" type="application/json">' in shell
        and shell.count("<title>") == 1
    )


@pytest.mark.parametrize("path", ["/", "/events"])
def test_client_route_serves_the_shell_uncached_with_security_headers(server, frontend_index, path):
    response = server.get(path, headers=HTTPS)

    assert response.status == 200
    shell, nonce = _shell_and_nonce(response)
    assert _is_the_built_page(shell, frontend_index, drawn=True)
    assert f"style-src 'self' 'nonce-{nonce}' 'unsafe-hashes' 'sha256-" in response.header("Content-Security-Policy")
    assert response.header("Cache-Control") == "no-cache"
    _assert_security_headers(response)


def test_unknown_path_is_404_with_the_shell(server, frontend_index):
    response = server.get("/no-such-page", headers=HTTPS)

    assert response.status == 404
    assert _is_the_built_page(_shell_and_nonce(response)[0], frontend_index)
    _assert_security_headers(response)


def test_hashed_asset_is_cached_for_ever(server, frontend_index):
    script = re.search(r'href="(/static/assets/main\.[0-9a-f]{12}\.js)"', frontend_index.read_text()).group(1)

    response = server.get(script, headers={"Accept-Encoding": "gzip"})

    assert response.status == 200
    assert response.header("Cache-Control") == IMMUTABLE
    assert response.header("Content-Encoding") == "gzip"


def test_probes_answer(server):
    assert server.get("/healthz").json() == {"status": "ok"}
    assert server.get("/readyz").json() == {"status": "ok"}, server.log()[-3000:]


def test_admin_api_without_session_is_401(server):
    response = server.get("/api/admin/events", headers=HTTPS)

    assert response.status == 401
    assert response.json() == {"message": "Unauthorized"}
    _assert_security_headers(response)


def test_each_page_gets_its_own_nonce(server):
    first = _shell_and_nonce(server.get("/", headers=HTTPS))[1]
    second = _shell_and_nonce(server.get("/", headers=HTTPS))[1]

    assert first != second


def test_openapi_schema_is_served(server):
    response = server.get("/api/schema", headers=HTTPS)

    assert response.status == 200
    assert b"/api/registrations" in response.body


def test_request_id_is_made_or_kept_and_logged(server):
    made = server.get("/api/events", headers=HTTPS)
    kept = server.get("/api/events", headers={**HTTPS, "X-Request-ID": "lb-0123456789abcdef"})
    replaced = server.get("/api/events", headers={**HTTPS, "X-Request-ID": "bad id\twith spaces"})

    assert re.fullmatch(r"[0-9a-f]{32}", made.header("X-Request-ID"))
    assert kept.header("X-Request-ID") == "lb-0123456789abcdef"
    assert re.fullmatch(r"[0-9a-f]{32}", replaced.header("X-Request-ID"))
    assert '"requestId": "lb-0123456789abcdef"' in server.log()


def test_session_cookies_are_secure_and_host_bound(server):
    response = server.get("/api/auth/session", headers=HTTPS)

    cookie = response.header("Set-Cookie")
    assert cookie.startswith("__Host-csrftoken=")
    assert "Secure" in cookie
    assert "Path=/" in cookie
    assert "HttpOnly" not in cookie


def test_pages_load_in_a_browser_without_csp_violations(server, env, browser):
    seed_event(env, title="Durga Puja Browser Check")
    violations: list[str] = []
    context = browser.new_context()
    try:
        page = context.new_page()
        page.on(
            "console",
            lambda message: violations.append(message.text) if "Content Security Policy" in message.text else None,
        )
        for path in ("/", "/events", "/gallery", "/contact", "/admin"):
            page.goto(server.base_url + path, wait_until="networkidle")
            page.wait_for_selector("#root > div")
        page.goto(server.base_url + "/events", wait_until="networkidle")
        assert page.get_by_text("Durga Puja Browser Check").first.is_visible()
    finally:
        context.close()

    assert violations == []


def test_visitor_journey_passes_against_gunicorn(server, env):
    journey = ROOT / "e2e" / "test_visitor_journey.py"
    if not journey.exists():
        pytest.skip("The browser suite's visitor journey (e2e/test_visitor_journey.py) is not there yet.")
    seed_event(env)
    result = subprocess.run(
        [sys.executable, "-m", "pytest", str(journey), "-p", "no:cacheprovider", "-q"],
        cwd=ROOT,
        env={**os.environ, "E2E_BASE_URL": server.base_url},
        capture_output=True,
        text=True,
        timeout=600,
    )
    problems = [line for line in server.log().splitlines() if '"ERROR"' in line or '"status": "5' in line]
    assert result.returncode == 0, "\n".join([result.stdout, result.stderr, "server:", *problems])


def test_containers_starting_together_migrate_once(tmp_path):
    """Three containers start at once against an empty database: all of them
    succeed, and each migration is recorded once."""
    with scratch_database_or_skip("production_migrate") as database_url:
        env = production_env(database_url=database_url, static_root=tmp_path / "static", media_root=tmp_path)
        starts = [
            subprocess.Popen(
                [sys.executable, "manage.py", "migrate_safely", "--wait", "30"],
                cwd=ROOT,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
            )
            for _ in range(3)
        ]
        outputs = [start.communicate(timeout=300)[0] for start in starts]

        assert [start.returncode for start in starts] == [0, 0, 0], outputs
        assert sum("Applying events.0001_initial... OK" in output for output in outputs) == 1, outputs
        import psycopg

        with psycopg.connect(database_url) as connection:
            duplicates = connection.execute(
                "SELECT app, name FROM django_migrations GROUP BY app, name HAVING count(*) > 1"
            ).fetchall()
        assert duplicates == []


def test_responses_are_quick(server):
    """Fifty sequential requests each to the page shell, an API list and a hashed
    asset; prints the median and the slowest, fails only when something is badly off."""
    script = re.search(r'href="(/static/assets/main\.[0-9a-f]{12}\.js)"', server.get("/").body.decode()).group(1)
    report = []
    for path in ("/events", "/api/events", script):
        times = sorted(server.get(path, headers=HTTPS).seconds for _ in range(50))
        report.append(f"{path}: median {times[25] * 1000:.1f} ms, slowest {times[-1] * 1000:.1f} ms")
        assert times[25] < 0.5
    print("\n" + "\n".join(report))


def test_image_healthcheck_command_passes(server, env):
    """The Dockerfile's HEALTHCHECK: `python -m cultural_site.health` inside the container."""
    result = subprocess.run(
        [sys.executable, "-m", "cultural_site.health"], cwd=ROOT, env=env, capture_output=True, timeout=30
    )
    refused = subprocess.run(
        [sys.executable, "-m", "cultural_site.health"],
        cwd=ROOT,
        env={**env, "PORT": str(free_port())},
        capture_output=True,
        timeout=30,
    )

    assert result.returncode == 0, result.stderr
    assert refused.returncode == 1, refused.stderr
