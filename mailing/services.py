"""The one way the site sends email: `send_email` renders it from
templates/emails/ (a text part, an HTML part and a subject) and queues it, in
the transaction that caused it, for the task worker to send (mailing/tasks.py):
the email is stored when the change commits and never without it. A mail server
that is down never fails a request or loses an email.

The worker takes the most urgent email first: a sign-in code someone is waiting
for at the screen goes out before a rush's thousands of confirmations
(`priority`)."""

import base64
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.template import Context
from django.template.loader import get_template
from django.utils.module_loading import import_string

from core import language
from core.task_queue import enqueue
from mailing.tasks import deliver_email
from sitesettings.selectors import site_settings_get

# The worker takes the highest priority first (django-tasks-db orders the queue
# by priority, then by when a task may run and was queued). Most email is BULK:
# confirmations, reminders, messages, receipts. URGENT is for an email someone
# waits for with the site open (a sign-in code), which must not queue behind
# a rush's confirmations.
BULK = 0
URGENT = 50
# Announcements wait behind every other email: a newsletter to every family
# never delays a confirmation.
ANNOUNCEMENT = -10

# (filename, content, MIME type), as EmailMessage.attach takes them.
Attachment = tuple[str, bytes, str]
# (content id, PNG bytes): a picture the HTML part shows as <img src="cid:...">.
InlineImage = tuple[str, bytes]


@dataclass(frozen=True)
class RenderedEmail:
    subject: str
    text: str
    html: str


def one_line(text: str) -> str:
    """A header value: a line break (in an event's title, a visitor's name)
    would make the header invalid and the email unsendable."""
    return " ".join(text.split())


def _render_plain(name: str, values: Mapping[str, Any]) -> str:
    # Plain text is not HTML: "Tom & Jerry" must reach the reader as written,
    # so subjects and text parts render without autoescaping.
    return get_template(name).template.render(Context(dict(values), autoescape=False))


def _tidy(text: str) -> str:
    """Template tags on lines of their own leave trailing spaces and runs of
    blank lines; the reader should see neither."""
    text = "\n".join(line.rstrip() for line in text.strip().splitlines())
    return re.sub(r"\n{3,}", "\n\n", text) + "\n"


def render_email(*, template: str, context: Mapping[str, Any]) -> RenderedEmail:
    """Render emails/<template>_subject.txt, .txt and .html. Every template also
    gets the group's name and the site's address."""
    site = site_settings_get()
    # The footer's link to the site opens it in the email's language.
    site_url = settings.SITE_URL
    if language.current() != language.ENGLISH:
        site_url = language.site_link(f"{site_url}/")
    values = {"group_name": site.group_name, "site_url": site_url, **context}
    return RenderedEmail(
        subject=one_line(_render_plain(f"emails/{template}_subject.txt", values)),
        text=_tidy(_render_plain(f"emails/{template}.txt", values)),
        html=get_template(f"emails/{template}.html").render(values),
    )


def _function_path(function: Callable[..., Any]) -> str:
    """The dotted path the worker imports the function by; only a module-level
    function has one."""
    path = f"{function.__module__}.{function.__qualname__}"
    try:
        found = import_string(path)
    except ImportError:
        found = None
    if found is not function:
        raise ValueError(f"{path} is not a module-level function, so the worker could not call it.")
    return path


def send_email(
    *,
    template: str,
    to: Sequence[str],
    context: Mapping[str, Any],
    reply_to: Sequence[str] | None = None,
    attachments: Iterable[Attachment] = (),
    inline_images: Iterable[InlineImage] = (),
    on_sent: Callable[..., Any] | None = None,
    on_sent_args: Sequence[Any] = (),
    on_failed: Callable[..., Any] | None = None,
    headers: Mapping[str, str] | None = None,
    priority: int = BULK,
) -> None:
    """Render the email now and queue it for the worker within the current
    transaction (at once outside a transaction): it is stored when the
    transaction commits, and a transaction that rolls back sends nothing.
    `on_sent(*on_sent_args)` runs in the worker after the mail server accepted
    the email: a module-level function, with arguments that survive JSON;
    `on_failed(*on_sent_args)` when the worker gives up on it. `headers` are
    added to the email (List-Unsubscribe). `priority` (BULK, URGENT,
    ANNOUNCEMENT) orders the worker's queue."""
    rendered = render_email(template=template, context=context)
    message = {
        "template": template,
        "subject": rendered.subject,
        "text": rendered.text,
        "html": rendered.html,
        "to": list(to),
        "reply_to": list(reply_to or []),
        "attachments": [
            {"filename": filename, "content": base64.b64encode(content).decode("ascii"), "mimetype": mimetype}
            for filename, content, mimetype in attachments
        ],
        "inline_images": [
            {"content_id": content_id, "content": base64.b64encode(png).decode("ascii")}
            for content_id, png in inline_images
        ],
        "on_sent": _function_path(on_sent) if on_sent else None,
        "on_sent_args": list(on_sent_args),
        "on_failed": _function_path(on_failed) if on_failed else None,
        "headers": dict(headers or {}),
        # A retry keeps its place in the queue's order.
        "priority": priority,
    }
    # Stored by the caller's transaction: a process that dies, or a database
    # that drops, right after the commit can no longer lose the email.
    enqueue(deliver_email.using(priority=priority), message)
