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
        ("", None),
        ("555-0123", None),
        ("123-456-7890", None),
        ("call me", None),
        ("+1 025 555 0123", None),
    ],
)
def test_phones_are_read_as_e164_with_the_us_by_default(raw, expected):
    assert phone_e164(raw) == expected
