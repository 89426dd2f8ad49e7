"""Log records as JSON lines, each carrying the id of the request it belongs to.

The request-id middleware stores the id in a context variable for the duration of
a request; `RequestIdFilter` copies it onto every record logged meanwhile, so one
`grep` on the id finds the access line, the warnings and the traceback of that
request. gunicorn's access records are turned into the same shape.
"""

import json
import logging
import traceback
from contextvars import ContextVar
from datetime import UTC, datetime

request_id_var: ContextVar[str] = ContextVar("request_id", default="-")

# gunicorn's access record carries its "atoms" as the record's arguments.
ACCESS_FIELDS = {
    "m": "method",
    "U": "path",
    "q": "query",
    "s": "status",
    "B": "bytes",
    "M": "durationMs",
    "h": "remoteAddr",
    "a": "userAgent",
}


class RequestIdFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if not hasattr(record, "request_id"):
            # Django logs a response's status after the middleware has returned;
            # such records carry the request itself.
            request = getattr(record, "request", None)
            record.request_id = getattr(request, "id", None) or request_id_var.get()
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, request id, and the
    traceback when there is one."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
        }
        if record.name == "gunicorn.access" and isinstance(record.args, dict):
            entry.update(self._access_fields(record.args))
        else:
            entry["message"] = record.getMessage()
            entry["requestId"] = getattr(record, "request_id", None) or request_id_var.get()
            status = getattr(record, "status_code", None)
            if status is not None:
                entry["status"] = status
        if record.exc_info:
            entry["exception"] = "".join(traceback.format_exception(*record.exc_info)).rstrip()
        elif record.stack_info:
            entry["stack"] = record.stack_info
        return json.dumps(entry, ensure_ascii=False, default=str)

    @staticmethod
    def _access_fields(atoms) -> dict[str, object]:
        fields: dict[str, object] = {"message": "request"}
        for atom, name in ACCESS_FIELDS.items():
            value = atoms[atom]
            if value not in (None, "", "-"):
                fields[name] = value
        fields["requestId"] = atoms["{x-request-id}o"]
        return fields


def logging_config(*, level: str = "INFO", json_lines: bool = True) -> dict:
    """The `logging.dictConfig` shared by Django and gunicorn: everything to stdout."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"request_id": {"()": "cultural_site.logging.RequestIdFilter"}},
        "formatters": {
            "json": {"()": "cultural_site.logging.JsonFormatter"},
            "text": {"format": "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"},
        },
        "handlers": {
            "stdout": {
                "class": "logging.StreamHandler",
                "stream": "ext://sys.stdout",
                "filters": ["request_id"],
                "formatter": "json" if json_lines else "text",
            }
        },
        "root": {"handlers": ["stdout"], "level": level},
        "loggers": {
            "axes": {"level": "WARNING"},
            "gunicorn.error": {"handlers": ["stdout"], "level": level, "propagate": False},
            "gunicorn.access": {"handlers": ["stdout"], "level": "INFO", "propagate": False},
            # Django adds a console handler of its own to "django" with DEBUG on;
            # named here, the logger keeps only the root's, so no line is printed twice.
            "django": {"level": level},
        },
    }
