import os

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cultural_site.settings")

# As django.core.wsgi.get_wsgi_application does, with the site's own handler.
django.setup(set_prefix=False)

from cultural_site.handler import SiteHandler  # noqa: E402 (needs the apps set up)

application = SiteHandler()
