"""A real SMTP server for tests: aiosmtpd on a loopback port, in a thread of the
test's process. It keeps every email it accepts, can be stopped and started
again on the same port (a mail server that goes down and comes back), and can
hold a client in the middle of a conversation (to stop a worker mid-send), and
refuse chosen recipients."""

import asyncio
import email
import email.policy
import socket
import threading
import time
from email.message import EmailMessage

from aiosmtpd.controller import Controller


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class _Handler:
    def __init__(self, server: "SmtpServer") -> None:
        self.server = server

    async def handle_MAIL(self, server, session, envelope, address, mail_options):
        if self.server.holding.is_set():
            self.server.held.set()
            while self.server.holding.is_set():
                await asyncio.sleep(0.02)
        envelope.mail_from = address
        envelope.mail_options.extend(mail_options)
        return "250 OK"

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address in self.server.refuse:
            return self.server.refuse[address]
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        self.server.receive(envelope.rcpt_tos, envelope.content)
        return "250 Message accepted for delivery"


class SmtpServer:
    def __init__(self) -> None:
        self.host = "127.0.0.1"
        self.port = free_port()
        self.messages: list[EmailMessage] = []
        # Recipient address -> the server's answer to it, e.g. "550 No such user".
        self.refuse: dict[str, str] = {}
        self.recipients: list[list[str]] = []
        # While `holding` is set, a client that says MAIL FROM waits; `held` tells
        # the test that one is waiting.
        self.holding = threading.Event()
        self.held = threading.Event()
        self._arrived = threading.Condition()
        self._controller: Controller | None = None

    def mailer(self, *, timeout: float = 5) -> dict:
        """The MAILERS entry that sends here."""
        return {
            "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
            "OPTIONS": {"host": self.host, "port": self.port, "use_tls": False, "timeout": timeout},
        }

    def environment(self, *, timeout: float = 5) -> dict[str, str]:
        """The variables that make the site (another process) send here."""
        return {
            "EMAIL_HOST": self.host,
            "EMAIL_PORT": str(self.port),
            "EMAIL_USE_TLS": "0",
            "EMAIL_TIMEOUT": str(timeout),
        }

    def start(self) -> None:
        self._controller = Controller(_Handler(self), hostname=self.host, port=self.port)
        self._controller.start()

    def stop(self) -> None:
        """Close the port: clients are refused, as by a mail server that is down."""
        self.holding.clear()
        if self._controller is not None:
            self._controller.stop()
            self._controller = None

    def receive(self, recipients: list[str], content: bytes) -> None:
        with self._arrived:
            self.recipients.append(list(recipients))
            self.messages.append(email.message_from_bytes(content, policy=email.policy.default))
            self._arrived.notify_all()

    def wait_for(self, count: int, *, within: float) -> list[EmailMessage]:
        """The first `count` emails, once they have arrived; fails after `within` seconds."""
        deadline = time.monotonic() + within
        with self._arrived:
            while len(self.messages) < count:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise AssertionError(f"{len(self.messages)} of {count} emails arrived within {within:g} s")
                self._arrived.wait(left)
            return list(self.messages)
