"""The mixed-traffic load run: locust, headless, for 60 seconds against the
benchmark's gunicorn on PostgreSQL (benchmarks/load/locustfile.py), then its
totals read from locust's CSV summary."""

import csv
import subprocess
import sys
from pathlib import Path

LOCUSTFILE = Path(__file__).resolve().parent / "load" / "locustfile.py"
SECONDS = 60
USERS = 20


def run(base_url: str, work: Path, *, seconds: int = SECONDS, users: int = USERS) -> dict:
    prefix = work / "load"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "locust",
            "--locustfile",
            str(LOCUSTFILE),
            "--headless",
            "--host",
            base_url,
            "--users",
            str(users),
            "--spawn-rate",
            str(users),
            "--run-time",
            f"{seconds}s",
            "--stop-timeout",
            "10",
            "--csv",
            str(prefix),
            "--only-summary",
            "--loglevel",
            "WARNING",
        ],
        capture_output=True,
        text=True,
        timeout=seconds + 120,
    )
    rows = list(csv.DictReader((work / "load_stats.csv").open(encoding="utf-8")))
    failures = list(csv.DictReader((work / "load_failures.csv").open(encoding="utf-8")))
    total = next(row for row in rows if row["Name"] == "Aggregated")
    by_name = {row["Name"]: int(row["Request Count"]) for row in rows if row["Name"] != "Aggregated"}
    return {
        "requests": int(total["Request Count"]),
        "failures": int(total["Failure Count"]),
        "rps": float(total["Requests/s"]),
        "p50_ms": float(total["50%"]),
        "p99_ms": float(total["99%"]),
        "seconds": seconds,
        "users": users,
        "by_name": by_name,
        "failure_samples": [f"{row['Method']} {row['Name']}: {row['Error']} x{row['Occurrences']}" for row in failures],
        "exit_code": result.returncode,
        "stderr_tail": result.stderr[-2000:],
    }
