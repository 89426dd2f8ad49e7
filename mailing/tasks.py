"""Sending a queued email, and trying again while the mail server cannot take it.

django-tasks-db runs each task once, so a failed attempt queues the next one
itself, `run_after` a delay that doubles each time (EMAIL_RETRY_DELAY up to
EMAIL_RETRY_MAX_DELAY), at most EMAIL_RETRY_ATTEMPTS attempts in all. Each
attempt is a task of its own: a failed one stays in the queue as failed, with
the mail server's answer, next to the one that tries again.
"""

import base64
import email.policy
import logging
import smtplib
from datetime import timedelta
from email.message import MIMEPart
from typing import Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.tasks import task
from django.utils import timezone
from django.utils.module_loading import import_string

logger = logging.getLogger(__name__)


class EmailDeferred(Exception):
    """This attempt failed and another one is queued."""


def retry_delay(attempt: int) -> timedelta:
    """How long to wait after failed attempt number `attempt` (1, 2, ...)."""
    seconds = settings.EMAIL_RETRY_DELAY * 2 ** (attempt - 1)
    return timedelta(seconds=min(seconds, settings.EMAIL_RETRY_MAX_DELAY))


def refused_for_good(error: BaseException) -> dict[str, str]:
    """The recipients the mail server refused permanently (a 5xx answer to
    RCPT), each with its answer: such an address is marked undeliverable."""
    if not isinstance(error, smtplib.SMTPRecipientsRefused):
        return {}
    return {
        address: f"{code} {answer.decode(errors='replace') if isinstance(answer, bytes) else answer}"
        for address, (code, answer) in error.recipients.items()
        if code >= 500
    }


def _call(path: str | None, args: list[Any]) -> None:
    if path:
        import_string(path)(*args)


def _given_up(message: dict[str, Any], error: BaseException) -> None:
    """The email will not be sent: the addresses refused for good are marked,
    and the sender's `on_failed` is told."""
    # Here, not at the top: the models are not loaded when the tasks module is.
    from mailing.undeliverable import undeliverable_mark

    for address, answer in refused_for_good(error).items():
        undeliverable_mark(email=address, reason=answer)
    _call(message.get("on_failed"), message.get("on_sent_args", []))


def is_temporary(error: BaseException) -> bool:
    """Whether trying later may work: the server is down, slow, or answered 4xx
    ("try again later"). A 5xx answer about this email (no such mailbox, a
    rejected sender) will not change, so that email is not tried again."""
    if isinstance(error, smtplib.SMTPRecipientsRefused):
        return any(code < 500 for code, _ in error.recipients.values())
    if isinstance(error, smtplib.SMTPSenderRefused | smtplib.SMTPDataError):
        return error.smtp_code < 500
    return isinstance(error, OSError)


# The longest line a message may have (RFC 5322, 2.1.1).
MAX_LINE_LENGTH = 998


class _Email(EmailMultiAlternatives):
    """An email whose headers are folded only where they must be. Python folds
    a header past 78 characters, and when the fold falls among words written
    in encoded form (any word not in ASCII) it drops the space between them:
    "from রিনা দাস", the forward of a Bengali visitor's message, reached the
    organisers as "from রিনাদাস". Subjects are far shorter than 998."""

    def message(self, *, policy=email.policy.default):
        return super().message(policy=policy.clone(max_line_length=MAX_LINE_LENGTH))


def _email(message: dict[str, Any]) -> EmailMultiAlternatives:
    email = _Email(
        subject=message["subject"],
        body=message["text"],
        to=message["to"],
        reply_to=message["reply_to"] or None,
        # Emails queued before headers existed have none.
        headers=message.get("headers") or None,
    )
    email.attach_alternative(message["html"], "text/html")
    for attachment in message["attachments"]:
        email.attach(attachment["filename"], base64.b64decode(attachment["content"]), attachment["mimetype"])
    # Emails queued before inline images existed have none.
    for image in message.get("inline_images", []):
        picture = MIMEPart()
        picture.set_content(
            base64.b64decode(image["content"]),
            maintype="image",
            subtype="png",
            disposition="inline",
            filename=f"{image['content_id']}.png",
            cid=f"<{image['content_id']}>",
        )
        email.attach(picture)
    return email


@task()
def deliver_email(message: dict[str, Any], attempt: int = 1) -> None:
    """Send an email rendered by mailing.services.send_email."""
    name = message["template"]
    try:
        _email(message).send()
    except Exception as error:
        if not is_temporary(error):
            logger.error("The %s email was refused and will not be sent: %s", name, error)
            _given_up(message, error)
            raise
        if attempt >= settings.EMAIL_RETRY_ATTEMPTS:
            logger.error("Gave up on the %s email after %d attempts: %s", name, attempt, error)
            _given_up(message, error)
            raise
        if not deliver_email.get_backend().supports_defer:
            logger.error("Could not send the %s email, and this task backend cannot try later: %s", name, error)
            _given_up(message, error)
            raise
        run_after = timezone.now() + retry_delay(attempt)
        retry = deliver_email.using(run_after=run_after, priority=message.get("priority", 0)).enqueue(
            message, attempt=attempt + 1
        )
        logger.warning(
            "Could not send the %s email (attempt %d of %d): %s; trying again at %s (task %s)",
            name,
            attempt,
            settings.EMAIL_RETRY_ATTEMPTS,
            error,
            run_after.isoformat(timespec="seconds"),
            retry.id,
        )
        raise EmailDeferred(
            f"Attempt {attempt} of {settings.EMAIL_RETRY_ATTEMPTS} failed ({error}); "
            f"task {retry.id} tries again at {run_after.isoformat(timespec='seconds')}."
        ) from error
    _call(message["on_sent"], message["on_sent_args"])
