"""Each log record is written once."""

import logging
import logging.config

from django.utils.log import DEFAULT_LOGGING

from cultural_site.logging import logging_config


def _handlers_reached(name: str, record: logging.LogRecord) -> list[logging.Handler]:
    reached = []
    logger = logging.getLogger(name)
    while logger:
        reached += [handler for handler in logger.handlers if handler.filter(record)]
        logger = logger.parent if logger.propagate else None
    return reached


def test_a_django_record_reaches_one_handler_with_debug_on(settings):
    settings.DEBUG = True
    record = logging.LogRecord("django.request", logging.WARNING, __file__, 1, "Not Found: /api/nope", None, None)
    # As Django sets logging up: its own defaults first, then the site's.
    logging.config.dictConfig(DEFAULT_LOGGING)
    logging.config.dictConfig(logging_config(level="INFO", json_lines=False))
    try:
        assert len(_handlers_reached("django.request", record)) == 1
    finally:
        logging.config.dictConfig(settings.LOGGING)
