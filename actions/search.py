"""Finding a party across events: the registrations, memberships, donations and
sponsors whose name, email, phone or payment reference matches what an organiser typed.

An address is matched by its stored canonical key (core/emails.py) and never
by the database's case folding, so a look-alike (`gma\u0131l.com`, with a dotless i) finds
only itself; a query with an `@` in it is an address and nothing else. A payment
reference is capitals and digits, so it is compared in capitals. A sponsor is
found by its contact's name or the name it is thanked by."""

import re
from dataclasses import dataclass

from django.db.models import Q
from django.utils.translation import gettext as _

from core import language
from core.emails import email_key
from core.money import dollars
from ledger.models import Payment
from membership.models import Membership
from membership.selectors import start_month
from membership.years import year_label
from money.models import Donation
from money.payments.payables import outstanding
from money.receipts.pdf import PURPOSES
from registrations.models import Registration
from sponsors.models import Sponsor

MIN_QUERY = 2
MAX_QUERY = 100
PER_KIND = 20
# A phone is typed with spaces, dashes, dots, brackets or a plus; at least this many digits are looked for.
_PHONE_QUERY = re.compile(r"[\d\s()+.\-]+")
MIN_PHONE_DIGITS = 3


@dataclass(frozen=True)
class Found:
    kind: str
    id: int
    event_id: int | None
    label: str
    payment_reference: str | None
    name: str
    outstanding: int
    year: int | None = None


def _matching(query: str, *, name_field: str, phone: bool = True) -> Q:
    key = Q(email_key__contains=email_key(query))
    if "@" in query:
        return key
    condition = key | Q(**{f"{name_field}__icontains": query})
    if query.isascii():
        condition |= Q(payment_reference__contains=query.upper())
    digits = re.sub(r"\D", "", query)
    if phone and len(digits) >= MIN_PHONE_DIGITS and _PHONE_QUERY.fullmatch(query):
        # Digits as typed, whatever separates them in the stored number.
        condition |= Q(phone__regex=r"\D*".join(digits))
    return condition


def _registrations(query: str) -> list[Found]:
    rows = (
        Registration.objects.filter(_matching(query, name_field="full_name"))
        .select_related("event")
        .order_by("-event__date", "-pk")[:PER_KIND]
    )
    found = []
    for registration in rows:
        words = {"name": registration.full_name, "event": registration.event.title}
        if registration.status == Registration.Status.CANCELLED:
            label = _("%(name)s · %(event)s (cancelled)") % words
        elif registration.status == Registration.Status.WAITLISTED:
            label = _("%(name)s · %(event)s (waiting list)") % words
        else:
            label = _("%(name)s · %(event)s") % words
        found.append(
            Found(
                kind=Payment.Kind.REGISTRATION,
                id=registration.pk,
                event_id=registration.event_id,
                label=label,
                payment_reference=registration.payment_reference,
                name=registration.full_name,
                outstanding=outstanding(registration),
            )
        )
    return found


def _memberships(query: str) -> list[Found]:
    rows = list(
        Membership.objects.filter(_matching(query, name_field="name"))
        .select_related("tier")
        .order_by("-year", "-pk")[:PER_KIND]
    )
    if not rows:
        return []
    month = start_month()
    return [
        Found(
            kind=Payment.Kind.MEMBERSHIP,
            id=membership.pk,
            event_id=None,
            label=_("%(name)s · membership %(year)s (%(tier)s)")
            % {
                "name": membership.name,
                "year": language.digits(year_label(membership.year, start_month=month)),
                "tier": membership.tier.name,
            },
            payment_reference=membership.payment_reference,
            name=membership.name,
            outstanding=outstanding(membership),
            year=membership.year,
        )
        for membership in rows
    ]


def _donations(query: str) -> list[Found]:
    rows = Donation.objects.filter(_matching(query, name_field="full_name", phone=False)).order_by("-pk")[:PER_KIND]
    return [
        Found(
            kind=Payment.Kind.DONATION,
            id=donation.pk,
            event_id=None,
            label=_("%(name)s · donation of %(amount)s (%(purpose)s)")
            % {
                "name": donation.full_name,
                "amount": language.digits(dollars(donation.amount)),
                "purpose": PURPOSES[donation.purpose],
            },
            payment_reference=donation.payment_reference,
            name=donation.full_name,
            outstanding=outstanding(donation),
        )
        for donation in rows
    ]


def _sponsors(query: str) -> list[Found]:
    condition = _matching(query, name_field="contact_name")
    if "@" not in query:
        condition |= Q(display_name__icontains=query)
    rows = Sponsor.objects.filter(condition).select_related("event", "sponsorship").order_by("-event__date", "-pk")
    return [
        Found(
            kind=Payment.Kind.SPONSORSHIP,
            id=sponsor.pk,
            event_id=sponsor.event_id,
            label=_("%(name)s · sponsor of %(event)s (%(sponsorship)s)")
            % {"name": sponsor.display_name, "event": sponsor.event.title, "sponsorship": sponsor.sponsorship.name},
            payment_reference=sponsor.payment_reference,
            name=sponsor.contact_name,
            outstanding=outstanding(sponsor),
        )
        for sponsor in rows[:PER_KIND]
    ]


def parties_search(*, query: str) -> list[Found]:
    """Up to PER_KIND of each kind (registrations, newest event first; then
    memberships, latest year first; then donations, newest first; then
    sponsors, newest event first); nothing for a query shorter than MIN_QUERY.
    Five queries at most, however many match."""
    query = query.strip()
    if len(query) < MIN_QUERY:
        return []
    return [*_registrations(query), *_memberships(query), *_donations(query), *_sponsors(query)]
