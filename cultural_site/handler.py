"""The site's WSGI handler: Django's, which answers a kept public read before
doing anything else.

A public read or page served again from the fast path (core/publiccache.py)
needs none of what Django's handler does around the middleware: the URL
prefix, the request signals (which look after database connections this
answer never opens) and the chain of middleware and their exception handlers.
With the generations in Redis the answer touches no database, so this handler
asks `PublicReadsMiddleware.kept_answer` first and hands everything it does
not answer to Django's handler, whose middleware asks again where it can. With
the generations in the database, the middleware alone answers kept reads, inside
the signals that look after that database's connections.
"""

from django.core.handlers.wsgi import WSGIHandler

from core import publiccache
from cultural_site.middleware import REQUEST_ID_HEADER, PublicReadsMiddleware, take_request_id


class SiteHandler(WSGIHandler):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.public_reads = PublicReadsMiddleware(self.get_response)

    def __call__(self, environ, start_response):
        if environ.get("REQUEST_METHOD") == "GET" and publiccache.fast_path_without_database(environ.get("PATH_INFO")):
            request = self.request_class(environ)
            response = self.public_reads.kept_answer(request)
            if response is not None:
                response[REQUEST_ID_HEADER] = take_request_id(request)
                start_response(f"{response.status_code} {response.reason_phrase}", list(response.items()))
                return [response.content]
        return super().__call__(environ, start_response)
