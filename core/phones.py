"""Phone numbers as WhatsApp's links need them: E.164 (`+19255550123`).

Families write their numbers as they like ("(925) 555-0123", "925.555.0123",
"+91 98300 12345"); a number without a country code is read as a US one (the
North American plan: area code and exchange each start with 2 to 9). With the
`phonenumbers` library installed, its rules are used for every country; without
it, North American numbers are checked as above, and numbers written with a
country code (`+` or `00`) are taken when they have 8 to 15 digits."""

import re

try:  # pragma: no cover - which branch runs depends on what is installed
    import phonenumbers
except ImportError:  # pragma: no cover
    phonenumbers = None

DEFAULT_REGION = "US"
_NANP = re.compile(r"^[2-9]\d{2}[2-9]\d{6}$")
# What people put between digits: spaces, dots, dashes, slashes, brackets.
_SEPARATORS = re.compile(r"[\s.\-/()\u00a0]")


def phone_e164(raw: str, *, region: str = DEFAULT_REGION) -> str | None:
    """The number in E.164, or None when it is not a usable number."""
    text = (raw or "").strip()
    if not text:
        return None
    # "0091 …", as people abroad write a country code, is "+91 …" (the US dials 011 instead).
    text = re.sub(r"^00(?=[1-9])", "+", text)
    if phonenumbers is not None:
        try:
            number = phonenumbers.parse(text, region)
        except phonenumbers.NumberParseException:
            return None
        if not phonenumbers.is_valid_number(number):
            return None
        return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
    text = re.split(r"(?i)\s*(?:x|ext\.?|extension)\s*\d+$", text)[0]
    compact = _SEPARATORS.sub("", text)
    if compact.startswith("00"):
        compact = "+" + compact[2:]
    if compact.startswith("+"):
        digits = compact[1:]
        if not digits.isdigit():
            return None
        if digits.startswith("1"):
            return f"+{digits}" if _NANP.match(digits[1:]) else None
        return f"+{digits}" if 8 <= len(digits) <= 15 and digits[0] != "0" else None
    if not compact.isdigit():
        return None
    if len(compact) == 11 and compact.startswith("1"):
        compact = compact[1:]
    return f"+1{compact}" if _NANP.match(compact) else None
