"""What several browser journeys do the same way: pick from a select, wait for an email, find its link."""

import re
import time
from email.message import EmailMessage

from playwright.sync_api import Page

MAIL_WITHIN = 30  # seconds for an email to pass through the queue and the worker
MANAGE_LINK = re.compile(r"https?://\S+/events\?register=\d+&registration=\d+&token=\S+")
SIGN_IN_CODE = re.compile(r"^(\d{6}) is your sign-in code", re.MULTILINE)


def choose(page: Page, field: str, option: str) -> None:
    page.get_by_role("combobox", name=field).click()
    page.get_by_role("option", name=option, exact=True).click()


def email_to(mail, address: str, subject: str) -> EmailMessage:
    """The first email to `address` with `subject`, once it has arrived."""
    deadline = time.monotonic() + MAIL_WITHIN
    while True:
        for index, message in enumerate(list(mail.messages)):
            if address in mail.recipients[index] and message["Subject"] == subject:
                return message
        assert time.monotonic() < deadline, f"no email {subject!r} to {address} within {MAIL_WITHIN} s"
        time.sleep(0.1)


def manage_link(message: EmailMessage) -> str:
    """The link in a registration's email that opens it for changes."""
    match = MANAGE_LINK.search(message.get_body(("plain",)).get_content())
    assert match, "the email has no link to manage the registration"
    return match.group(0)


def sign_in_code(mail, address: str) -> str:
    """The code in the newest family sign-in email to `address`, once it has arrived."""
    deadline = time.monotonic() + MAIL_WITHIN
    while True:
        for index in reversed(range(len(mail.messages))):
            match = SIGN_IN_CODE.match(str(mail.messages[index]["Subject"]))
            if address in mail.recipients[index] and match:
                return match.group(1)
        assert time.monotonic() < deadline, f"no sign-in code to {address} within {MAIL_WITHIN} s"
        time.sleep(0.1)
