"""Lighthouse 13, mobile, for the five public pages, against the site as its
container runs it (the entrypoint, gunicorn, DEBUG off, collected static files)
with the demo content.

Lighthouse runs under the Node 22 of benchmarks/lighthouse/ (the npm package
`node@22`, installed there on first use) and drives Debian's chromium.

Run: .venv/bin/python benchmarks/lighthouse.py (or `make bench`).
"""

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ROOT / "benchmarks" / "lighthouse"
CHROMIUM = "/usr/bin/chromium"
CHROME_FLAGS = (
    "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update "
    "--disable-sync --no-first-run --disable-quic"
)
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")

sys.path.insert(0, str(ROOT))

from tests.production.serving import free_port, manage, production_env, start_server, stop_server  # noqa: E402


def install_tools() -> Path:
    lighthouse = TOOLS / "node_modules" / ".bin" / "lighthouse"
    if not lighthouse.exists():
        subprocess.run(
            ["npm", "install", "--no-audit", "--no-fund", "--loglevel=error"], cwd=TOOLS, check=True, timeout=600
        )
    return lighthouse


def audit(url: str, *, lighthouse: Path, work: Path) -> dict:
    """One Lighthouse run (mobile: its default form factor and throttling)."""
    report = work / "report.json"
    node_bin = TOOLS / "node_modules" / ".bin"
    env = {**os.environ, "CHROME_PATH": CHROMIUM, "PATH": f"{node_bin}{os.pathsep}{os.environ['PATH']}"}
    subprocess.run(
        [
            str(node_bin / "node"),
            str(lighthouse.resolve()),
            url,
            f"--only-categories={','.join(CATEGORIES)}",
            "--output=json",
            f"--output-path={report}",
            f"--chrome-flags={CHROME_FLAGS}",
            "--quiet",
        ],
        env=env,
        check=True,
        timeout=300,
    )
    data = json.loads(report.read_text())
    audits = data["audits"]
    return {
        **{name: round(data["categories"][name]["score"] * 100) for name in CATEGORIES},
        "cls": audits["cumulative-layout-shift"]["numericValue"],
        "lcp_ms": audits["largest-contentful-paint"]["numericValue"],
        "tbt_ms": audits["total-blocking-time"]["numericValue"],
        "bytes": audits["total-byte-weight"]["numericValue"],
    }


def measure() -> list[tuple[str, dict]]:
    lighthouse = install_tools()
    with tempfile.TemporaryDirectory() as temp:
        work = Path(temp)
        env = production_env(
            database_url=f"sqlite:///{work / 'site.sqlite3'}",
            static_root=work / "static",
            media_root=work / "media",
            port=free_port(),
            # Lighthouse reaches the site over plain http, as a visitor's browser
            # reaches the TLS proxy; Secure cookies would not be kept over http.
            SECURE_COOKIES="0",
            TRUSTED_PROXY_COUNT="0",
            SITE_URL="http://127.0.0.1",
        )
        manage(env, "collectstatic", "--noinput", "--verbosity", "0")
        manage(env, "migrate", "--noinput", "--verbosity", "0")
        manage(env, "seed_demo", "--no-organiser")
        server = start_server(env, work / "server.log")
        try:
            event_id = server.get("/api/events").json()[0]["id"]
            pages = ["/", "/events", f"/events/{event_id}", "/gallery", "/contact"]
            return [(page, audit(f"{server.base_url}{page}", lighthouse=lighthouse, work=work)) for page in pages]
        finally:
            stop_server(server)


def table(results: list[tuple[str, dict]]) -> str:
    lines = [
        "Lighthouse 13, mobile",
        f"{'page':<12} {'perf':>5} {'a11y':>5} {'bp':>5} {'seo':>5} {'CLS':>6} {'LCP ms':>7} {'TBT ms':>7} {'KB':>6}",
    ]
    for page, scores in results:
        lines.append(
            f"{page:<12} {scores['performance']:>5} {scores['accessibility']:>5} {scores['best-practices']:>5} "
            f"{scores['seo']:>5} {scores['cls']:>6.3f} {scores['lcp_ms']:>7.0f} {scores['tbt_ms']:>7.0f} "
            f"{scores['bytes'] / 1024:>6.0f}"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    print(table(measure()))
