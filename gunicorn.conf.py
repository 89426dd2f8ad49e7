"""gunicorn's settings for the site, read from environment variables.

Threaded workers: most of a request's time is spent waiting for PostgreSQL, S3 or
SMTP, so a few threads per process serve more people in the same memory. Each
process reads a request whole, head and body, before a thread gets it, so that
slow clients hold no thread, and takes a new connection only when one of its
threads is free, so that in a rush families are answered in the order they came
(cultural_site/gunicorn_worker.py).
Logs go to stdout: one line per request, errors as JSON lines.
"""

import logging
import os
import sys

from cultural_site.logging import logging_config


def _int(name: str, default: int) -> int:
    value = os.environ.get(name, "").strip()
    return int(value) if value else default


def _cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


bind = f"{os.environ.get('HOST', '0.0.0.0')}:{_int('PORT', 8000)}"  # noqa: S104 (a container listens on all interfaces)
# gunicorn's threaded worker, handing its threads whole requests only and taking a
# new connection only when a thread is free (cultural_site/gunicorn_worker.py);
# GUNICORN_READ_TIMEOUT bounds how slowly a request may arrive.
worker_class = "cultural_site.gunicorn_worker.FairThreadWorker"
workers = _int("WEB_CONCURRENCY", min(2 * _cpus() + 1, 8))
threads = _int("GUNICORN_THREADS", 4)

# A worker busy with one request for longer than this is restarted.
timeout = _int("GUNICORN_TIMEOUT", 30)
graceful_timeout = _int("GUNICORN_GRACEFUL_TIMEOUT", 30)
# Longer than a load balancer's idle timeout, so that the balancer closes idle
# connections first and never sends a request on one gunicorn has just closed.
keepalive = _int("GUNICORN_KEEPALIVE", 75)
# Workers are replaced now and then, so that slow memory growth never adds up.
max_requests = _int("GUNICORN_MAX_REQUESTS", 2000)
max_requests_jitter = max_requests // 10
# The site is loaded once, in the master, and each worker is forked from it
# (cultural_site/wsgi.py). A worker that loaded it itself would spend more than
# half a second of processor on imports each time one is replaced: under load,
# every few thousand requests, the processes all at once.
preload_app = True


def worker_exit(server, worker):
    """A worker ends without Python's teardown of the interpreter, which in a
    process forked from the loaded site visits every object once more and so
    copies each page of memory the worker still shares with the master: half a
    second of processor per replaced worker, where the system frees it all at
    once. gunicorn calls this in the worker once its requests are answered (and
    in the master for a worker already gone, which is left alone); the logs are
    flushed and the exit status kept, since the master reads a failed boot's."""
    if os.getpid() != worker.pid:
        return
    ending = sys.exception()
    code = ending.code if isinstance(ending, SystemExit) else 1
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code if isinstance(code, int) else 0 if code is None else 1)


# The image points this at a memory file system: heartbeat files on a container's
# overlay disk can stall and get workers killed.
worker_tmp_dir = os.environ.get("GUNICORN_WORKER_TMP_DIR") or None

proc_name = "cultural_site"
# Nothing manages gunicorn at run time; the container platform restarts it.
control_socket_disable = True
accesslog = "-"
# The access line's address is the client's (core/client.py), not the proxy's.
logger_class = "cultural_site.gunicorn_logger.SiteLogger"
errorlog = "-"
access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(M)sms "%(a)s" %({x-request-id}o)s'
_debug = os.environ.get("DEBUG", "").strip().lower() in {"1", "true", "yes", "on"}
logconfig_dict = logging_config(
    level=os.environ.get("LOG_LEVEL", "INFO"),
    json_lines=os.environ.get("LOG_FORMAT", "text" if _debug else "json") == "json",
)
