"""gunicorn's logger, whose access line names the client as the site does.

gunicorn writes the connection's address (`%(h)s`), which behind a load balancer
is the balancer's. The line takes the client's address from core/client.py
instead: the one every rate limit and the sign-in lockout count, so that an
address in the log is the one a limit was reached for.
"""

from gunicorn.glogging import Logger


class SiteLogger(Logger):
    def atoms(self, resp, req, environ, request_time):
        atoms = super().atoms(resp, req, environ, request_time)
        try:
            from core.client import client_address

            atoms["h"] = client_address(environ) or "-"
        except Exception:  # the line is written with the connection's address rather than lost
            self.error("Could not tell the client's address for the access log", exc_info=True)
        return atoms
