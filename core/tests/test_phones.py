import pytest

from core.phones import phone_e164


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("(925) 555-0123", "+19255550123"),
        ("925.555.0123", "+19255550123"),
        ("1 925 555 0123", "+19255550123"),
        ("+1 (925) 555-0123", "+19255550123"),
        ("925-555-0123 ext. 4", "+19255550123"),
        ("+91 98300 12345", "+919830012345"),
        ("0091 98300 12345", "+919830012345"),
        ("+880 1712-345678", "+8801712345678"),
        ("+44 20 7946 0958", "+442079460958"),
        ("(৯২৫) ৫৫৫-০১২৩", "+19255550123"),
        ("০০৯১ ৯৮৩০০ ১২৩৪৫", "+919830012345"),
        ("", None),
        ("555-0123", None),
        ("123-456-7890", None),
        ("call me", None),
        ("+1 025 555 0123", None),
        # Each country's plan: too short for India, a UK number missing its digits.
        ("+91 12345", None),
        ("+44 1234", None),
    ],
)
def test_phones_are_read_as_e164_with_the_us_by_default(raw, expected):
    assert phone_e164(raw) == expected
