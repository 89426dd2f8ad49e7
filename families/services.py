"""What a family does on its page: sign in with a code from its email, keep its
profile and members, and take its data away or have it forgotten."""

import secrets
from dataclasses import dataclass
from datetime import date, timedelta

from django.db import IntegrityError, connection, transaction
from django.db.models import F, Q
from django.utils import timezone
from django.utils.crypto import constant_time_compare, salted_hmac

from activity.services import activity_anonymise, activity_record
from announcements.services import recipients_forget
from contact.services import contact_messages_delete_from
from core.dates import local_today
from core.emails import email_key
from core.services import model_update
from families import emails
from families.exceptions import UnknownMember, WrongCode
from families.models import Family, Member, SignInCode
from families.selectors import CONTACT_MESSAGE
from mailing.consent import consent_forget, consent_language_set, consent_request, consent_status, consent_withdraw
from membership.exceptions import RenewalNotOpen
from membership.models import Membership, MembershipTier
from membership.selectors import current_year, start_month
from membership.services import membership_join, memberships_anonymise
from membership.years import renewal_open
from money.donations.services import donations_anonymise
from money.payments.services import payments_forget_address
from programme.services import programme_entries_anonymise_past, programme_entries_forget
from registrations.models import Registration
from registrations.selectors import registrations_of_email
from registrations.services import (
    ANONYMOUS_NAME,
    registration_cancel_by_party,
    registrations_anonymise,
    registrations_anonymise_past,
)

CODE_DIGITS = 6
CODE_LIFETIME = timedelta(minutes=15)
MAX_WRONG_TRIES = 5
CODES_PER_HOUR = 5
# Codes are kept only as long as the per-address limit counts them (and a
# little longer); an address is personal data.
CODES_KEPT = timedelta(days=1)

# The actor the activity log names for a family's own changes on its page.
FAMILY = "family"
# What the log's entries about a family may hold of it.
FAMILY_PERSONAL_FIELDS = ["name", "phone", "members"]

_CODE_SALT = "families.sign-in-code"
_ADDRESS_SALT = "families.sign-in-address"
_BENGALI_DIGITS = str.maketrans("০১২৩৪৫৬৭৮৯", "0123456789")


def code_normalise(code: str) -> str:
    """The code as typed on any phone: Bengali digits and spaces are fine."""
    return "".join(code.translate(_BENGALI_DIGITS).split())


def _code_hash(key: str, code: str) -> str:
    # Keyed with the site's secret: a million codes are quick to try against a
    # plain hash, not against one nobody outside the site can compute.
    return salted_hmac(_CODE_SALT, f"{key}:{code}", algorithm="sha256").hexdigest()


def _address_hash(key: str) -> str:
    return salted_hmac(_ADDRESS_SALT, key, algorithm="sha256").hexdigest()


def _lock_address(key: str) -> None:
    """Hold the address until the transaction ends, so requests for it are
    counted one at a time. SQLite's transactions (IMMEDIATE, see settings) take
    the one write lock already; PostgreSQL gets an advisory lock per address."""
    if connection.vendor != "postgresql":
        return
    lock_id = int.from_bytes(bytes.fromhex(_address_hash(key))[:8], "big", signed=True)
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", [lock_id])


def family_sign_in_request(*, email: str, language: str) -> bool:
    """Email a fresh code (and the one-tap link) to the address, known or not:
    the caller's answer must not tell whether a family has it. At most
    CODES_PER_HOUR per address, also when requests arrive at once; beyond that
    nothing is sent. Returns whether a code was sent."""
    # The address's key (core/emails.py): its codes are counted, and its code
    # later signs in, as its family is found, so a look-alike has codes of its own.
    key = email_key(email)
    address = _address_hash(key)
    now = timezone.now()
    with transaction.atomic():
        _lock_address(key)
        codes = SignInCode.objects.filter(address=address)
        codes.filter(created_at__lt=now - CODES_KEPT).delete()
        if codes.filter(created_at__gt=now - timedelta(hours=1)).count() >= CODES_PER_HOUR:
            return False
        code = f"{secrets.randbelow(10**CODE_DIGITS):0{CODE_DIGITS}d}"
        SignInCode.objects.create(address=address, code_hash=_code_hash(key, code), expires_at=now + CODE_LIFETIME)
        emails.send_sign_in_code(
            email=email.strip(), code=code, minutes=int(CODE_LIFETIME.total_seconds() // 60), language=language
        )
    return True


def _code_use(*, key: str, code: str) -> bool:
    """Use the address's live code that matches, and every other live one with
    it (one sign-in per email asked for); or count a wrong try against each live
    code, which dies at MAX_WRONG_TRIES. Commits either way."""
    now = timezone.now()
    expected = _code_hash(key, code)
    with transaction.atomic():
        live = list(
            SignInCode.objects.select_for_update()
            .filter(address=_address_hash(key), used_at__isnull=True, expires_at__gt=now, attempts__lt=MAX_WRONG_TRIES)
            .order_by("pk")
        )
        ids = [sign_in_code.pk for sign_in_code in live]
        if any(constant_time_compare(sign_in_code.code_hash, expected) for sign_in_code in live):
            SignInCode.objects.filter(pk__in=ids).update(used_at=now)
            return True
        SignInCode.objects.filter(pk__in=ids).update(attempts=F("attempts") + 1)
        return False


def _family_for(*, email: str, language: str) -> Family:
    """The address's family (by its key, core/emails.py: a look-alike address
    has a family of its own), made at its first sign-in with what its latest
    registration says (name, phone), so registering starts from something."""
    key = email_key(email)
    family = Family.objects.filter(email_key=key).first()
    if family is not None:
        return family
    latest = registrations_of_email(email=email).order_by("-created_at", "-id").first()
    try:
        with transaction.atomic():
            family = Family.objects.create(
                email=email,
                name=latest.full_name if latest else "",
                phone=latest.phone if latest else "",
                language=language,
            )
    except IntegrityError:
        # Two first sign-ins of one address at once: both end in the one family.
        return Family.objects.get(email_key=key)
    activity_record(actor=FAMILY, action="family.create", target_type="family", target_id=family.pk)
    return family


def family_membership_join(*, family: Family, tier: MembershipTier, renew: bool = False) -> Membership:
    """The family joins for the membership year of today, as its profile names
    it; or, renewing, for the year after it, once the renewal window is open."""
    if renew and not renewal_open(local_today(), start_month=start_month()):
        raise RenewalNotOpen()
    return membership_join(
        email=family.email,
        name=family.name or family.email,
        phone=family.phone,
        language=family.language,
        tier=tier,
        year=current_year() + 1 if renew else None,
        actor=FAMILY,
    )


@transaction.atomic
def family_membership_add(*, email: str, name: str, tier: MembershipTier, year: int | None, actor: str) -> Membership:
    """A family signed up by an organiser (at the door): its membership of
    `year` (today's membership year by default), and the family of the address
    when it has none yet, so that it finds the membership when it signs in."""
    email = email.strip()
    key = email_key(email)
    family = Family.objects.filter(email_key=key).first()
    if family is None:
        family = Family(email=email, name=name)
        family.full_clean(validate_constraints=False)
        try:
            with transaction.atomic():
                family.save()
        except IntegrityError:
            # The address's first sign-in at the same moment: both end in the one family.
            family = Family.objects.get(email_key=key)
        else:
            activity_record(actor=actor, action="family.create", target_type="family", target_id=family.pk)
    return membership_join(
        email=family.email,
        name=name,
        phone=family.phone,
        language=family.language,
        tier=tier,
        year=year,
        actor=actor,
    )


def family_sign_in(*, email: str, code: str, language: str) -> Family:
    """The family of the address whose code this is (made if it is the first
    sign-in). A wrong, used or expired code is refused, always in the same words."""
    email = email.strip()
    if not _code_use(key=email_key(email), code=code_normalise(code)):
        raise WrongCode()
    family = _family_for(email=email, language=language)
    Family.objects.filter(pk=family.pk).update(last_signed_in_at=timezone.now())
    family.refresh_from_db()
    return family


@dataclass(frozen=True)
class MemberInput:
    name: str
    child: bool = False
    vegetarian: bool = False
    dietary_notes: str = ""
    id: int | None = None


def _members_snapshot(family: Family) -> list[dict]:
    return [
        {
            "name": member.name,
            "child": member.child,
            "vegetarian": member.vegetarian,
            "dietary_notes": member.dietary_notes,
        }
        for member in family.members.all()
    ]


@transaction.atomic
def family_update(
    *,
    family: Family,
    name: str,
    phone: str,
    language: str,
    members: list[MemberInput],
    announcements: bool | None = None,
) -> Family:
    """Replace the profile and the members: a member sent with its id is that
    member changed, one without is new, and one not sent is removed.
    `announcements` ticked emails a link to confirm them (double opt-in),
    unticked stops them; None leaves them as they are."""
    family = Family.objects.select_for_update().get(pk=family.pk)
    current = {member.pk for member in family.members.all()}
    for index, member in enumerate(members):
        if member.id is not None and member.id not in current:
            raise UnknownMember(index)
    members_before = _members_snapshot(family)

    family, changes = model_update(
        family, data={"name": name, "phone": phone, "language": language}, fields=["name", "phone", "language"]
    )
    kept = {member.id for member in members if member.id is not None}
    family.members.exclude(pk__in=kept).delete()
    for position, member in enumerate(members):
        fields = {
            "name": member.name,
            "child": member.child,
            "vegetarian": member.vegetarian,
            "dietary_notes": member.dietary_notes,
            "position": position,
        }
        if member.id is None:
            Member.objects.create(family=family, **fields)
        else:
            Member.objects.filter(pk=member.id).update(**fields)

    members_after = _members_snapshot(family)
    if members_after != members_before:
        changes["members"] = [members_before, members_after]
    asked = consent_status(email=family.email) in ("pending", "subscribed")
    if announcements and not asked:
        consent_request(email=family.email, lang=family.language)
        changes["announcements"] = [False, True]
    elif announcements is False and asked:
        consent_withdraw(email=family.email)
        changes["announcements"] = [True, False]
    elif "language" in changes:
        consent_language_set(email=family.email, lang=family.language)
    if changes:
        activity_record(
            actor=FAMILY, action="family.update", target_type="family", target_id=family.pk, changes=changes
        )
    return family


@transaction.atomic
def family_delete(*, family: Family) -> None:
    """Forget the family: its registrations for events to come are cancelled as
    its manage links would (the seats go to the waiting list, whose promoted
    parties are emailed), then every registration of its address is anonymised,
    past ones included, and so are its memberships and donation pledges (their
    amounts stay); its payments keep their receipts' numbers, amounts and payer's
    name but lose the address; its contact messages, codes, members and the
    family go. What the association must keep for its books is not the family's
    to delete."""
    email = family.email
    today = local_today()
    # A festival under way is still to come: its later days are cancelled too.
    coming = registrations_of_email(email=email).filter(Q(event__date__gte=today) | Q(event__end_date__gte=today))
    for registration in coming.exclude(status=Registration.Status.CANCELLED):
        registration_cancel_by_party(registration=registration)
    registrations_anonymise(registrations=registrations_of_email(email=email))
    memberships_anonymise(email=email)
    donations_anonymise(email=email)
    payments_forget_address(email=email)
    programme_entries_forget(email=email, today=today)
    consent_forget(email=email)
    recipients_forget(email=email)
    messages = contact_messages_delete_from(email=email)
    activity_anonymise(target_type=CONTACT_MESSAGE, target_ids=messages, summary=ANONYMOUS_NAME, fields=[])
    SignInCode.objects.filter(address=_address_hash(family.email_key)).delete()
    activity_anonymise(
        target_type="family", target_ids=[family.pk], summary=ANONYMOUS_NAME, fields=FAMILY_PERSONAL_FIELDS
    )
    activity_record(actor=FAMILY, action="family.delete", target_type="family", target_id=family.pk)
    family.delete()


def personal_data_expire(*, today: date, retention_months: int) -> tuple[int, int, int]:
    """What the site keeps no longer than it needs: the personal details of
    registrations and programme acts for events more than `retention_months`
    before `today`, and sign-in codes older than a day. Returns how many
    registrations, sign-in codes and acts."""
    before = months_before(today, retention_months)
    anonymised = registrations_anonymise_past(before=before)
    acts = programme_entries_anonymise_past(before=before)
    codes, _ = SignInCode.objects.filter(created_at__lt=timezone.now() - CODES_KEPT).delete()
    return anonymised, codes, acts


def months_before(day: date, months: int) -> date:
    """The same day `months` months earlier (the month's last day when it has fewer)."""
    month_index = day.year * 12 + day.month - 1 - months
    year, month = divmod(month_index, 12)
    month += 1
    next_month = date(year + (month == 12), month % 12 + 1, 1)
    return date(year, month, min(day.day, (next_month - timedelta(days=1)).day))


def family_calendar_token(*, family: Family) -> str:
    """The secret of the family's calendar feed, made on first use (two first
    uses at once agree on one: the second takes what the first stored)."""
    if family.calendar_token:
        return family.calendar_token
    Family.objects.filter(pk=family.pk, calendar_token__isnull=True).update(calendar_token=secrets.token_urlsafe(32))
    family.calendar_token = Family.objects.values_list("calendar_token", flat=True).get(pk=family.pk)
    return family.calendar_token


def family_calendar_token_reset(*, family: Family) -> str:
    """A new secret for the family's feed: the old address answers 404 from now on."""
    family.calendar_token = secrets.token_urlsafe(32)
    Family.objects.filter(pk=family.pk).update(calendar_token=family.calendar_token)
    return family.calendar_token
