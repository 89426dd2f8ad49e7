"""The developer's console email: readable, with links whole and attachments named."""

import io

from django.core.mail import EmailMultiAlternatives

from mailing.console import EmailBackend

LINK = "http://127.0.0.1:8000/events/3?register=1&registration=11&token=c90e4f0d6a2b8e1f7c3d5a9b0e2f4c6d8a1b3c5e7f9"


def _printed(email: EmailMultiAlternatives) -> str:
    stream = io.StringIO()
    EmailBackend(stream=stream).send_messages([email])
    return stream.getvalue()


def test_a_link_is_printed_whole_on_one_line_and_bengali_as_written():
    email = EmailMultiAlternatives(
        subject="আপনার নিবন্ধন: দুর্গাপূজা",
        body=f"নমস্কার অনিতা,\n\nChange or cancel: {LINK}\n",
        to=["anita@example.com"],
        reply_to=["organisers@example.com"],
    )
    email.attach_alternative(f'<p><a href="{LINK}">Manage</a></p>', "text/html")

    printed = _printed(email)

    assert f"Change or cancel: {LINK}\n" in printed
    assert "Subject: আপনার নিবন্ধন: দুর্গাপূজা" in printed
    assert "To: anita@example.com" in printed
    assert "Reply-To: organisers@example.com" in printed
    assert "নমস্কার অনিতা," in printed
    assert "=3D" not in printed
    assert "<p>" not in printed


def test_attachments_are_named_not_printed():
    email = EmailMultiAlternatives(subject="Your receipt", body="Thank you.", to=["anita@example.com"])
    email.attach("receipt-2026-00012.pdf", b"%PDF-1.7 " + bytes(range(256)) * 40, "application/pdf")

    printed = _printed(email)

    assert "Attached: receipt-2026-00012.pdf (application/pdf, 10,249 bytes)" in printed
    assert "%PDF" not in printed
    assert len(printed.splitlines()) < 15
