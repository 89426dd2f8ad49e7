"""The email backend of a developer's machine (`make run`): each email printed
as a person reads it, its headers, its plain text decoded (so a link is one
line that can be clicked) and the names of its attachments, instead of the
raw MIME, quoted-printable and base64, that Django's console backend prints."""

from email.message import EmailMessage as MimeMessage

from django.core.mail.backends.console import EmailBackend as ConsoleEmailBackend

HEADERS = ("From", "To", "Cc", "Reply-To", "Subject", "List-Unsubscribe")
RULE = "-" * 79


def readable(message: MimeMessage) -> str:
    """The email as text: its headers, the plain text part, the attachments by
    name and size (the HTML part and its inline pictures are left out)."""
    lines = [f"{name}: {message[name]}" for name in HEADERS if message[name]]
    text = ""
    attachments = []
    for part in message.walk():
        if part.is_multipart():
            continue
        filename = part.get_filename()
        if filename or part.get_content_disposition() == "attachment":
            payload = part.get_payload(decode=True) or b""
            attachments.append(f"{filename or 'unnamed'} ({part.get_content_type()}, {len(payload):,} bytes)")
        elif part.get_content_type() == "text/plain" and not text:
            text = part.get_content()
    lines.append("")
    lines.append(text.rstrip() or "(no plain text part)")
    if attachments:
        lines.append("")
        lines.extend(f"Attached: {attachment}" for attachment in attachments)
    return "\n".join(lines)


class EmailBackend(ConsoleEmailBackend):
    def write_message(self, message) -> None:
        self.stream.write(f"{RULE}\n{readable(message.message())}\n{RULE}\n")
