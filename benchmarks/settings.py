"""The site's own settings, with one URL more: the bare view the benchmark
measures the public reads against (benchmarks/urls.py). Used only by `make bench`;
the site never loads this module."""

from cultural_site.settings import *  # noqa: F403

ROOT_URLCONF = "benchmarks.urls"
