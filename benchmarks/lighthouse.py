"""Lighthouse 13, mobile, for the six public pages, against the site as its
container runs it (the entrypoint, gunicorn, DEBUG off, collected static files)
with the demo content.

Lighthouse runs under the Node 22 of benchmarks/lighthouse/ (the npm package
`node@22`, installed there on first use) and drives Debian's chromium.

A single Lighthouse run moves by several points from one run to the next (its simulated
phone scales the main-thread time it observes, and this machine's is not steady), so each page
is audited RUNS times and the report gives the median run, as Lighthouse's own guidance on
variability does, with the lowest and highest performance score beside it.

Lighthouse's benchmark index (how fast this machine's processor ran a fixed piece of work,
`environment.benchmarkIndex`) is reported beside each page: the simulated phone's blocking time
scales with it, so numbers from two hosts compare only beside their indexes. The targets hold on
a host whose index is near BENCHMARK_INDEX_REFERENCE; a slower host's total blocking time is
held to the same target scaled by the ratio of the indexes.

Run: .venv/bin/python benchmarks/lighthouse.py (or `make bench`); LIGHTHOUSE_RUNS=n audits each
page n times instead of RUNS; LIGHTHOUSE_AS_REFERENCE=1 slows the simulated phone's processor by
this host's index over the reference's (reference_slowdown), so that a fast host shows the
reference host's numbers.
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
RUNS = int(os.environ.get("LIGHTHOUSE_RUNS", "5"))
# A page's first screen arrives drawn (cultural_site/renderer.py): its largest paint comes about
# with its first.
LCP_TARGET_MS = 1500
CLS_TARGET = 0.05
# Total blocking time on a host of benchmark index BENCHMARK_INDEX_REFERENCE (a family's
# mid-range phone, as Lighthouse simulates one, on a modest server's processor).
TBT_TARGET_MS = 300
BENCHMARK_INDEX_REFERENCE = 1200
ATTEMPTS = 3

sys.path.insert(0, str(ROOT))

from tests.production.serving import free_port, manage, production_env, start_server, stop_server  # noqa: E402


def install_tools() -> Path:
    lighthouse = TOOLS / "node_modules" / ".bin" / "lighthouse"
    if not lighthouse.exists():
        subprocess.run(
            ["npm", "install", "--no-audit", "--no-fund", "--loglevel=error"], cwd=TOOLS, check=True, timeout=600
        )
    return lighthouse


def audit(url: str, *, lighthouse: Path, work: Path, cpu_slowdown: float | None = None) -> dict:
    """One Lighthouse run (mobile: its default form factor and throttling; `cpu_slowdown` in place
    of its 4x processor slowdown)."""
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
            *([f"--throttling.cpuSlowdownMultiplier={cpu_slowdown:.2f}"] if cpu_slowdown else []),
        ],
        env=env,
        check=True,
        timeout=300,
    )
    data = json.loads(report.read_text())
    if keep := os.environ.get("LIGHTHOUSE_REPORTS"):
        # Every run's whole report, for a look at what blocked the main thread.
        name = url.split("//", 1)[-1].split("/", 1)[-1].replace("/", "_") or "home"
        Path(keep).mkdir(parents=True, exist_ok=True)
        (Path(keep) / f"{name}-{len(list(Path(keep).glob(f'{name}-*.json')))}.json").write_text(report.read_text())
    audits = data["audits"]
    return {
        **{name: round(data["categories"][name]["score"] * 100) for name in CATEGORIES},
        "cls": audits["cumulative-layout-shift"]["numericValue"],
        "lcp_ms": audits["largest-contentful-paint"]["numericValue"],
        "tbt_ms": audits["total-blocking-time"]["numericValue"],
        "bytes": audits["total-byte-weight"]["numericValue"],
        "benchmark_index": data["environment"]["benchmarkIndex"],
    }


def tbt_target_ms(benchmark_index: float) -> float:
    """TBT_TARGET_MS in the same ratio to this host's index as to the reference's: the simulated
    phone's tasks take as much longer as the host's processor is slower."""
    return TBT_TARGET_MS * BENCHMARK_INDEX_REFERENCE / benchmark_index


def reference_slowdown(benchmark_index: float) -> float:
    """The processor slowdown that makes this host's simulated phone the reference host's:
    Lighthouse's 4x, times how much faster this host is."""
    return 4 * benchmark_index / BENCHMARK_INDEX_REFERENCE


def audit_again_if_lost(url: str, *, lighthouse: Path, work: Path, cpu_slowdown: float | None = None) -> dict:
    """One run; a run that Lighthouse itself fails (it sometimes loses the page's trace:
    NO_NAVSTART) is tried again, up to ATTEMPTS times."""
    for _ in range(ATTEMPTS - 1):
        try:
            return audit(url, lighthouse=lighthouse, work=work, cpu_slowdown=cpu_slowdown)
        except subprocess.CalledProcessError:
            continue
    return audit(url, lighthouse=lighthouse, work=work, cpu_slowdown=cpu_slowdown)


def median_run(url: str, *, lighthouse: Path, work: Path, cpu_slowdown: float | None = None) -> dict:
    """The median of RUNS runs by performance score (the middle one, not a blend), with the
    range of the scores."""
    runs = [audit_again_if_lost(url, lighthouse=lighthouse, work=work, cpu_slowdown=cpu_slowdown) for _ in range(RUNS)]
    runs.sort(key=lambda run: run["performance"])
    scores = [run["performance"] for run in runs]
    indexes = sorted(run["benchmark_index"] for run in runs)
    return {
        **runs[len(runs) // 2],
        "lowest": scores[0],
        "highest": scores[-1],
        # The median of the runs' indexes: it moves from run to run as the machine's load does.
        "benchmark_index": indexes[len(indexes) // 2],
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
            pages = ["/", "/events", f"/events/{event_id}", "/gallery", "/contact", f"/events/{event_id}/programme"]
            slowdown = None
            if os.environ.get("LIGHTHOUSE_AS_REFERENCE") == "1":
                # One run to read this host's index, then every run as on the reference host.
                index = audit_again_if_lost(f"{server.base_url}/", lighthouse=lighthouse, work=work)["benchmark_index"]
                slowdown = reference_slowdown(index)
            return [
                (page, median_run(f"{server.base_url}{page}", lighthouse=lighthouse, work=work, cpu_slowdown=slowdown))
                for page in pages
            ]
        finally:
            stop_server(server)


def table(results: list[tuple[str, dict]]) -> str:
    lines = [
        f"Lighthouse 13, mobile: the median of {RUNS} runs",
        f"{'page':<12} {'perf':>5} {'range':>7} {'a11y':>5} {'bp':>5} {'seo':>5} "
        f"{'CLS':>6} {'LCP ms':>7} {'TBT ms':>7} {'index':>6} {'KB':>6}",
    ]
    for page, scores in results:
        lines.append(
            f"{page:<12} {scores['performance']:>5} {scores['lowest']:>3}-{scores['highest']:<3} "
            f"{scores['accessibility']:>5} {scores['best-practices']:>5} "
            f"{scores['seo']:>5} {scores['cls']:>6.3f} {scores['lcp_ms']:>7.0f} {scores['tbt_ms']:>7.0f} "
            f"{scores['benchmark_index']:>6.0f} {scores['bytes'] / 1024:>6.0f}"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    print(table(measure()))
