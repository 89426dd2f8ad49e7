"""Money as the site keeps it: whole cents in integers, never a float, and what
every payable thing (a registration, a membership, a donation) shares: what it
owes, what was paid, the status that follows, and the short reference a payer
writes in the Zelle memo.
"""

import re
import secrets
import unicodedata
from collections.abc import Callable

# The largest amount anything may cost or be paid at once: $100,000.00.
MAX_CENTS = 10_000_000

# The years a payment may be dated in, and the books be asked about: a year at
# the far end of the calendar would overflow once turned into the database's
# time zone, and would start a receipt-number series (9999-00001) that no
# year's books hold.
FIRST_YEAR, LAST_YEAR = 1900, 2999

# A payment reference: 2 to 4 capital letters, a hyphen, at least 4 digits,
# without the letters I and O (read as 1 and 0 in a memo).
REFERENCE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"
REFERENCE = re.compile(rf"\b([{REFERENCE_LETTERS}]{{2,4}}-\d{{4,}})\b", re.IGNORECASE)
REFERENCE_FULL = re.compile(rf"^[{REFERENCE_LETTERS}]{{2,4}}-\d{{4,}}$")

# The prefixes of memberships, donations and sponsors; an event's initials never take them.
MEMBERSHIP_PREFIX = "MB"
DONATION_PREFIX = "DN"
SPONSOR_PREFIX = "SP"
EVENT_FALLBACK_PREFIX = "EV"
RESERVED_PREFIXES = {MEMBERSHIP_PREFIX, DONATION_PREFIX, SPONSOR_PREFIX}


class PaymentStatus:
    FREE = "free"
    UNPAID = "unpaid"
    PARTIAL = "partial"
    PAID = "paid"
    REFUND_DUE = "refundDue"

    ALL = (FREE, UNPAID, PARTIAL, PAID, REFUND_DUE)


def payment_status(*, due: int, paid: int) -> str:
    """What a payable's two sums say: nothing due or paid, unpaid, partly paid,
    paid in full, or more paid than is due (as after a cancel)."""
    if paid > due:
        return PaymentStatus.REFUND_DUE
    if due == 0:
        return PaymentStatus.FREE
    if paid <= 0:
        return PaymentStatus.UNPAID
    if paid < due:
        return PaymentStatus.PARTIAL
    return PaymentStatus.PAID


def reference_prefix(title: str) -> str:
    """An event's reference prefix: the initials of its title's words ("Durga
    Puja 2026" gives DP), 2 to 4 letters that a memo cannot misread; EV when
    the title gives fewer than two (or a Bengali title, or a reserved pair)."""
    letters = []
    for word in re.findall(r"[^\W\d_]+", title):
        initial = unicodedata.normalize("NFKD", word[0])[0].upper()
        if initial in REFERENCE_LETTERS:
            letters.append(initial)
    prefix = "".join(letters[:4])
    if len(prefix) < 2 or prefix in RESERVED_PREFIXES:
        return EVENT_FALLBACK_PREFIX
    return prefix


def new_reference(prefix: str, *, taken: Callable[[str], bool]) -> str:
    """A fresh reference with `prefix`: four random digits, five if four keep
    colliding, and so on. `taken` says whether one is already used."""
    digits = 4
    while True:
        for _ in range(20):
            reference = f"{prefix}-{secrets.randbelow(10**digits):0{digits}d}"
            if not taken(reference):
                return reference
        digits += 1


def references_in(text: str) -> list[str]:
    """Every payment reference written in a text (a bank line's description), in capitals."""
    return [match.upper() for match in REFERENCE.findall(text)]


def dollars(cents: int) -> str:
    """Cents as a reader sees dollars, with integer arithmetic: 123450 gives
    $1,234.50 and -500 gives -$5.00."""
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    return f"{sign}${whole:,}.{part:02d}"


def cents_text(cents: int) -> str:
    """Cents as dollars and cents, by integer arithmetic: 2500 is "25.00", -500 "-5.00"."""
    sign = "-" if cents < 0 else ""
    dollars, rest = divmod(abs(cents), 100)
    return f"{sign}{dollars}.{rest:02d}"
