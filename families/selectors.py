from dataclasses import dataclass
from datetime import datetime

from django.db.models import Exists, OuterRef
from django.utils import timezone

from activity.models import Entry
from activity.selectors import activity_entries_about
from contact.models import ContactMessage
from contact.selectors import contact_messages_from
from events.models import Event
from families.models import Family
from ledger.models import Payment
from membership.models import Membership
from membership.selectors import memberships_of_email
from money.models import Donation
from programme.models import ProgrammeEntry
from programme.selectors import entries_of_email
from registrations.models import Registration
from registrations.selectors import registrations_of_email, waitlist_position

# How the activity log names a contact message (contact/services.py).
CONTACT_MESSAGE = "contact message"


def family_registrations(*, family: Family) -> list[Registration]:
    """Every registration made with the family's address, the latest event
    first, each with its `waitlist_position`."""
    registrations = list(registrations_of_email(email=family.email))
    for registration in registrations:
        registration.waitlist_position = waitlist_position(registration)
    return registrations


def family_memberships(*, family: Family) -> list[Membership]:
    """The address's memberships, the newest year first."""
    return list(memberships_of_email(email=family.email))


def family_donations(*, family: Family) -> list[Donation]:
    """The donations pledged with the family's address, the latest first."""
    return list(Donation.objects.filter(email_key=family.email_key).order_by("-created_at", "-id"))


def family_payments(*, family: Family) -> list[Payment]:
    """What the family's address paid (or was refunded), voided ones too, the latest first."""
    return list(Payment.objects.filter(payer_email_key=family.email_key).order_by("-received_on", "-id"))


def event_family_registration_ids(*, event: Event) -> list[int]:
    """The event's registrations made with the address of a family that has signed in."""
    return list(
        Registration.objects.filter(event=event)
        .filter(Exists(Family.objects.filter(email_key=OuterRef("email_key"))))
        .order_by("pk")
        .values_list("pk", flat=True)
    )


@dataclass(frozen=True)
class FamilyData:
    """Everything the site holds about a family's address."""

    family: Family
    registrations: list[Registration]
    memberships: list[Membership]
    donations: list[Donation]
    payments: list[Payment]
    contact_messages: list[ContactMessage]
    programme_acts: list[ProgrammeEntry]
    activity: list[Entry]
    exported_at: datetime


def family_data(*, family: Family) -> FamilyData:
    registrations = family_registrations(family=family)
    memberships = family_memberships(family=family)
    messages = list(contact_messages_from(email=family.email))
    acts = entries_of_email(email=family.email)
    activity = [
        *activity_entries_about(target_type="registration", target_ids=[item.pk for item in registrations]),
        *activity_entries_about(target_type="membership", target_ids=[item.pk for item in memberships]),
        *activity_entries_about(target_type=CONTACT_MESSAGE, target_ids=[message.pk for message in messages]),
        *activity_entries_about(target_type="family", target_ids=[family.pk]),
        *activity_entries_about(target_type="programme_entry", target_ids=[act.pk for act in acts]),
    ]
    activity.sort(key=lambda entry: (entry.at, entry.pk))
    return FamilyData(
        family=family,
        registrations=registrations,
        memberships=memberships,
        donations=family_donations(family=family),
        payments=family_payments(family=family),
        contact_messages=messages,
        programme_acts=acts,
        activity=activity,
        exported_at=timezone.now(),
    )
