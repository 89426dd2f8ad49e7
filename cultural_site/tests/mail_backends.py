from django.core.mail.backends.base import BaseEmailBackend


class FailingEmailBackend(BaseEmailBackend):
    """A mail server that is down: every send raises."""

    def send_messages(self, email_messages):
        raise ConnectionRefusedError("The mail server is down.")
