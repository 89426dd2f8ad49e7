import os

from django.conf import settings
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cultural_site.settings")

application = get_wsgi_application()

if settings.REDIS_URL:
    # gunicorn loads this module in its master and forks the workers from it
    # (gunicorn.conf.py): the cache's client library, over a tenth of a second to
    # import, is imported once here rather than by each worker's first request.
    # Its connections are made in each worker, when first used.
    import redis  # noqa: F401
