"""The site's own settings, with the two bare views the benchmark measures the
public reads against (benchmarks/urls.py): one URL more, and before every
middleware the one that answers from memory. Used only by `make bench`; the site
never loads this module."""

from cultural_site.settings import *  # noqa: F403

ROOT_URLCONF = "benchmarks.urls"

MIDDLEWARE = ["benchmarks.urls.BareInMemoryMiddleware", *MIDDLEWARE]  # noqa: F405
