"""Phone numbers as WhatsApp's links need them: E.164 (`+19255550123`).

Families write their numbers as they like ("(925) 555-0123", "925.555.0123",
"+91 98300 12345", "০০৯১ ৯৮৩০০ ১২৩৪৫"); a number without a country code is
read as a US one, one with `+` or `00` by its own country's rules. The
`phonenumbers` library knows every country's plan: which numbers can exist."""

import phonenumbers

DEFAULT_REGION = "US"


def _ascii_digits(text: str) -> str:
    """Bengali (and any other) decimal digits as ASCII ones."""
    return "".join(str(int(char)) if char.isdecimal() else char for char in text)


def phone_e164(raw: str, *, region: str = DEFAULT_REGION) -> str | None:
    """The number in E.164, or None when it is not a usable number."""
    text = _ascii_digits((raw or "").strip())
    if not text:
        return None
    if text.startswith("00"):
        text = "+" + text[2:]
    try:
        number = phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_valid_number(number):
        return None
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
