"""The association's tiers, as organisers set them, and joining for a
membership year: by a family on its page, or by an organiser at the door."""

from dataclasses import dataclass
from datetime import date

from django.db import IntegrityError, transaction
from django.utils import timezone

from activity.models import SYSTEM
from activity.services import activity_anonymise, activity_record
from core.dates import local_today
from core.emails import email_key
from core.money import MEMBERSHIP_PREFIX, new_reference
from core.services import model_update
from core.text import ANONYMOUS_NAME
from membership import emails
from membership.exceptions import AlreadyMember, MembershipsImportClashed, TierInUse, TierUnavailable
from membership.models import Membership, MembershipTier
from membership.selectors import renewals_due, start_month
from membership.years import membership_year, year_label

TIER_FIELDS = ["name", "amount", "description", "active"]
# What of a membership is the household's: it goes when the family is deleted.
PERSONAL_FIELDS = ["name", "email", "phone"]


def tier_create(*, name: str, amount: int, description: str = "", active: bool = True, actor: str) -> MembershipTier:
    tier = MembershipTier(name=name, amount=amount, description=description, active=active)
    tier.full_clean()
    tier.save()
    activity_record(
        actor=actor,
        action="membership_tier.create",
        target_type="membership tier",
        target_id=tier.pk,
        summary=tier.name,
        changes={field: [None, getattr(tier, field)] for field in TIER_FIELDS},
    )
    return tier


def tier_update(
    *, tier: MembershipTier, name: str, amount: int, description: str, active: bool, actor: str
) -> MembershipTier:
    """Change a tier. Memberships already taken keep the dues they were given."""
    tier, changes = model_update(
        tier, data={"name": name, "amount": amount, "description": description, "active": active}, fields=TIER_FIELDS
    )
    if changes:
        activity_record(
            actor=actor,
            action="membership_tier.update",
            target_type="membership tier",
            target_id=tier.pk,
            summary=tier.name,
            changes=changes,
        )
    return tier


@transaction.atomic
def tier_delete(*, tier: MembershipTier, actor: str) -> None:
    """Delete a tier nobody has taken; one in use is made inactive instead."""
    if Membership.objects.filter(tier=tier).exists():
        raise TierInUse()
    tier_id, name = tier.pk, tier.name
    tier.delete()
    activity_record(
        actor=actor, action="membership_tier.delete", target_type="membership tier", target_id=tier_id, summary=name
    )


def _reference_taken(reference: str) -> bool:
    return Membership.objects.filter(payment_reference=reference).exists()


def membership_join(
    *,
    email: str,
    name: str,
    phone: str = "",
    language: str,
    tier: MembershipTier,
    year: int | None = None,
    actor: str = SYSTEM,
) -> Membership:
    """A membership of `year` (by default the membership year of today) for the
    address, owing the tier's dues and with its own payment reference. An
    address holds one membership a year, however its letters are written (by
    its key, core/emails.py: a look-alike address is another address)."""
    if not tier.active:
        raise TierUnavailable()
    month = start_month()
    if year is None:
        year = membership_year(local_today(), start_month=month)
    email = email.strip()
    key = email_key(email)
    if Membership.objects.filter(email_key=key, year=year).exists():
        raise AlreadyMember(year_label(year, start_month=month))
    membership = Membership(
        email=email,
        name=name,
        phone=phone,
        language=language,
        tier=tier,
        year=year,
        amount_due=tier.amount,
        payment_reference=new_reference(MEMBERSHIP_PREFIX, taken=_reference_taken),
    )
    membership.full_clean(validate_constraints=False)
    try:
        with transaction.atomic():
            membership.save()
    except IntegrityError:
        # The same address joining twice at once: the second is refused as any repeat is.
        if Membership.objects.filter(email_key=key, year=year).exists():
            raise AlreadyMember(year_label(year, start_month=month)) from None
        raise
    activity_record(
        actor=actor,
        action="membership.join",
        target_type="membership",
        target_id=membership.pk,
        summary=f"{name} {tier.name} {year_label(year, start_month=month)}",
        changes={"tier": [None, tier.name], "year": [None, year], "amount_due": [None, tier.amount]},
    )
    return membership


def renewals_send(*, today: date, days_before: int) -> int:
    """Ask each member of the membership year ending within `days_before` days
    of `today` (paid in full, and not yet a member of the next year) to renew,
    once: each is claimed by a conditional UPDATE before it is sent, so two runs
    at the same time never send one twice. Returns how many were sent."""
    sent = 0
    for membership in renewals_due(today=today, days_before=days_before):
        claimed = Membership.objects.filter(pk=membership.pk, renewal_sent_at__isnull=True).update(
            renewal_sent_at=timezone.now()
        )
        if claimed:
            emails.send_renewal(membership)
            sent += 1
    return sent


@transaction.atomic
def memberships_anonymise(*, email: str) -> int:
    """Take the household's details out of the address's memberships (and out
    of the activity log's entries about them), as a deleted family's past
    registrations are: each stays, named "Deleted family", with its tier, year,
    dues, payment reference and what was paid, for the books. Harmless twice.
    Returns how many were anonymised."""
    email = email.strip()
    if not email:
        return 0
    ids = list(Membership.objects.filter(email_key=email_key(email)).values_list("pk", flat=True))
    Membership.objects.filter(pk__in=ids).update(name=ANONYMOUS_NAME, email="", phone="", updated_at=timezone.now())
    activity_anonymise(target_type="membership", target_ids=ids, summary=ANONYMOUS_NAME, fields=PERSONAL_FIELDS)
    return len(ids)


@dataclass(frozen=True)
class ImportedMembership:
    """A membership as a spreadsheet row brings it in."""

    email: str
    name: str
    phone: str
    tier: MembershipTier
    year: int


@transaction.atomic
def memberships_import(*, rows: list[ImportedMembership], actor: str = SYSTEM) -> list[Membership]:
    """Many memberships at once, brought in from the association's spreadsheet:
    each owing its tier's dues, with a payment reference of its own, in a few
    queries however many there are (the import's own log entry tells of them).
    An address already a member of the year is the caller's to update instead."""
    used = set(Membership.objects.values_list("payment_reference", flat=True))

    def taken(reference: str) -> bool:
        return reference in used

    memberships = []
    for row in rows:
        reference = new_reference(MEMBERSHIP_PREFIX, taken=taken)
        used.add(reference)
        memberships.append(
            Membership(
                email=row.email.strip(),
                name=row.name,
                phone=row.phone,
                tier=row.tier,
                year=row.year,
                amount_due=row.tier.amount,
                payment_reference=reference,
            )
        )
    try:
        with transaction.atomic():
            Membership.objects.bulk_create(memberships, batch_size=500)
    except IntegrityError:
        raise MembershipsImportClashed() from None
    if not all(membership.pk for membership in memberships):
        # A database that gives no ids back from a bulk insert: read them by their references.
        ids = dict(
            Membership.objects.filter(payment_reference__in=[m.payment_reference for m in memberships]).values_list(
                "payment_reference", "pk"
            )
        )
        for membership in memberships:
            membership.pk = membership.id = ids[membership.payment_reference]
    return memberships
