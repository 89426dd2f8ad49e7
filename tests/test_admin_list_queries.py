"""Each organisers' list runs as many SQL queries for 30 rows as for 3: its
selector reads what the rows need in a fixed number of queries, never one more
per row. A new list under /api/admin/ joins the table, or the list of reads
that are not lists, before the last test here passes."""

import uuid
from collections.abc import Callable

import pytest
from django.core.files.base import ContentFile
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import URLPattern, URLResolver, get_resolver

from activity.models import Entry
from announcements.models import Announcement, Recipient
from contact.tests.factories import ContactMessageFactory
from core.dates import local_today
from events.models import Event, Sponsorship
from events.tests.factories import EventFactory
from families.models import PhotoSubmission
from families.tests.factories import FamilyFactory
from gallery.models import GalleryImage
from ledger.models import Payment
from mailing.models import Undeliverable
from membership.tests.factories import MembershipFactory, MembershipTierFactory
from money.tests.factories import DonationFactory
from programme.models import ProgrammeEntry
from programme.tests.factories import ProgrammeEntryFactory
from registrations.door_passes import door_pass_create
from registrations.models import GuestMessage
from registrations.tests.factories import RegistrationFactory
from sponsors.models import Contribution, Sponsor, SponsorReview
from uploads.storage import image_storage

pytestmark = pytest.mark.django_db


def the_event() -> Event:
    return Event.objects.order_by("pk").first() or EventFactory(prices={"adult": 2000})


def this_year() -> int:
    return local_today().year


def add_events(count: int) -> dict:
    EventFactory.create_batch(count - count // 2)
    EventFactory.create_batch(count // 2, past=True)
    return {}


def add_registrations(count: int) -> dict:
    event = the_event()
    RegistrationFactory.create_batch(count, event=event, amount_due=2000)
    RegistrationFactory.create_batch(count, amount_due=2000)  # other events' registrations
    return {"event": event.pk}


def add_guest_messages(count: int) -> dict:
    event = the_event()
    GuestMessage.objects.bulk_create(
        GuestMessage(event=event, subject="Parking", body="Park behind the hall.", audience="all", sent_by="organiser")
        for _ in range(count)
    )
    return {"event": event.pk}


def add_door_passes(count: int) -> dict:
    event = the_event()
    for number in range(count):
        door_pass_create(event=event, label=f"Phone {number}", actor="organiser")
    return {"event": event.pk}


def add_announcements(count: int) -> dict:
    for _ in range(count):
        announcement = Announcement.objects.create(
            subject_en="Saraswati Puja", body_en="Come at ten.", audience_kind="all", status="sent", created_by="o"
        )
        Recipient.objects.create(
            announcement=announcement, email=f"{uuid.uuid4().hex}@example.com", token=uuid.uuid4().hex
        )
    return {}


def add_undeliverable(count: int) -> dict:
    Undeliverable.objects.bulk_create(
        Undeliverable(email=f"{uuid.uuid4().hex}@example.com", reason="550 No such user") for _ in range(count)
    )
    return {}


def add_family_registrations(count: int) -> dict:
    event = the_event()
    for family in FamilyFactory.create_batch(count):
        RegistrationFactory(event=event, email=family.email)
    return {"event": event.pk}


def add_programme_entries(count: int) -> dict:
    event = the_event()
    ProgrammeEntryFactory.create_batch(count, event=event)
    return {"event": event.pk}


def add_accepted_acts_with_music(count: int) -> dict:
    event = the_event()
    first = ProgrammeEntry.objects.filter(event=event, status=ProgrammeEntry.Status.ACCEPTED).count()
    for position in range(first + 1, first + count + 1):
        key = image_storage().save(f"audio/{uuid.uuid4().hex}.mp3", ContentFile(b"ID3 a track"))
        ProgrammeEntryFactory(
            event=event, status=ProgrammeEntry.Status.ACCEPTED, position=position, track_path=f"/objects/{key}"
        )
    return {"event": event.pk}


def add_shift_volunteers(count: int) -> dict:
    """Shifts of the event, each with a volunteer (some checked in)."""
    from datetime import time

    from events.models import Shift
    from volunteers.models import ShiftVolunteer

    event = the_event()
    for number in range(count):
        shift = Shift.objects.create(event=event, role=f"Role {number}", start_time=time(8), end_time=time(11))
        ShiftVolunteer.objects.create(
            shift=shift,
            full_name="Anita Sen",
            email=f"v{number}-{count}@example.com",
            minutes=180 if number % 2 else None,
        )
    return {"event": event.pk}


def add_sponsors(count: int) -> dict:
    event = the_event()
    offer = Sponsorship.objects.create(event=event, kind="ad", name="Quarter page", amount=5000, ad_size="quarter")
    for index in range(count):
        sponsor = Sponsor.objects.create(
            event=event,
            sponsorship=offer,
            display_name=f"Shop {index}",
            contact_name="Anita Sen",
            email=f"shop{index}-{uuid.uuid4().hex[:6]}@example.com",
            amount_due=5000,
            payment_reference=f"SP-{uuid.uuid4().int % 10**8:08d}",
        )
        SponsorReview.objects.create(sponsor=sponsor, status="artworkSubmitted", actor="registrant")
    return {"event": event.pk}


def add_contributions(count: int) -> dict:
    event = the_event()
    Contribution.objects.bulk_create(
        Contribution(event=event, title="Sharat", author="Riya", kind="poem", text="শরৎ এসেছে") for _ in range(count)
    )
    return {"event": event.pk}


def add_accepted_contributions(count: int) -> dict:
    event = the_event()
    Contribution.objects.bulk_create(
        Contribution(event=event, title="Sharat", author="Riya", kind="poem", text="শরৎ এসেছে", status="accepted")
        for _ in range(count)
    )
    return {"event": event.pk}


def add_gallery_images(count: int) -> dict:
    event = the_event()
    GalleryImage.objects.bulk_create(
        GalleryImage(image_path="/objects/uploads/a.jpg", thumbnail_path="/objects/thumbs/a.jpg", event=event)
        for _ in range(count)
    )
    return {}


def add_photo_submissions(count: int) -> dict:
    event = the_event()
    for n in range(count):
        family = FamilyFactory()
        RegistrationFactory(event=event, email=family.email, photo_consent=n % 2 == 0)
        PhotoSubmission.objects.create(family=family, event=event, image_path="/objects/images/a.jpg")
    return {}


def add_contact_messages(count: int) -> dict:
    ContactMessageFactory.create_batch(count)
    return {}


def add_tiers(count: int) -> dict:
    MembershipTierFactory.create_batch(count)
    return {}


def add_memberships(count: int) -> dict:
    MembershipFactory.create_batch(count, year=this_year())
    return {"year": this_year()}


def add_payables(count: int) -> dict:
    """Registrations, memberships and donations, each with something owed."""
    add_registrations(count)
    add_memberships(count)
    DonationFactory.create_batch(count)
    return {"year": this_year()}


def add_unpaid_registrations(count: int) -> dict:
    """Confirmed parties that still owe, some with a phone of their family's."""
    RegistrationFactory.create_batch(count, event=the_event(), amount_due=2500, payment_reference=None)
    return {}


def add_families(count: int) -> dict:
    """Families, none registered for the event."""
    from families.tests.factories import FamilyFactory

    FamilyFactory.create_batch(count)
    return {"event": the_event().pk}


def add_passkeys(count: int) -> dict:
    """Passkeys of the organiser signed in."""
    from django.contrib.auth import get_user_model

    from accounts.models import Passkey

    user = get_user_model().objects.get(username="organiser")
    first = Passkey.objects.count()
    Passkey.objects.bulk_create(
        Passkey(user=user, name=f"Key {first + n}", credential_id=f"cred-{first + n}", public_key=b"key")
        for n in range(count)
    )
    return {}


def add_approvals(count: int) -> dict:
    """Refunds and voids waiting for a second treasurer."""
    from money.models import Approval

    Approval.objects.bulk_create(
        Approval(
            action="refund",
            kind="donation",
            target_id=donation.pk,
            amount=-20000,
            method="zelle",
            payer_name=donation.full_name,
            proposed_by="tara",
        )
        for donation in DonationFactory.create_batch(count)
    )
    return {}


def add_payments(count: int) -> dict:
    """Payments of each kind, for what each paid for."""
    event = the_event()
    targets = [
        *((Payment.Kind.REGISTRATION, item.pk) for item in RegistrationFactory.create_batch(count, event=event)),
        *((Payment.Kind.MEMBERSHIP, item.pk) for item in MembershipFactory.create_batch(count, year=this_year())),
        *((Payment.Kind.DONATION, item.pk) for item in DonationFactory.create_batch(count)),
    ]
    first = Payment.objects.count()
    Payment.objects.bulk_create(
        Payment(
            kind=kind,
            target_id=target_id,
            amount=1000,
            method=Payment.Method.CASH,
            received_on=local_today(),
            payer_name="Anita Sen",
            receipt_number=f"{this_year()}-{first + index:05d}",
            recorded_by="organiser",
        )
        for index, (kind, target_id) in enumerate(targets, start=1)
    )
    return {"year": this_year()}


def add_activity(count: int) -> dict:
    """`count` entries, taking turns among the kinds whose sentence names what
    the log does not keep (an event's title, what a payment paid for, a
    member's name) and one the log does not know."""
    add_payments(count)
    event = the_event()
    payments = list(Payment.objects.order_by("-pk")[:count])
    members = MembershipFactory.create_batch(count, year=this_year())
    kinds = [
        lambda i: Entry(
            actor="organiser",
            action="event.update",
            target_type="event",
            target_id=event.pk,
            event_id=event.pk,
            summary=event.title,
            changes={"capacity": [40, 60 + i]},
        ),
        lambda i: Entry(
            actor="organiser",
            action="payment.record",
            target_type="payment",
            target_id=payments[i].pk,
            summary=f"{payments[i].receipt_number} {payments[i].payer_name}",
            changes={"amount": [None, payments[i].amount], "method": [None, payments[i].method]},
        ),
        lambda i: Entry(
            actor="organiser",
            action="membership.join",
            target_type="membership",
            target_id=members[i].pk,
            summary=members[i].name,
            changes={"tier": [None, "Family"], "amount_due": [None, 5000]},
        ),
        lambda i: Entry(actor="organiser", action="sponsor.create", target_type="sponsor", summary="Sweet Bengal"),
    ]
    Entry.objects.bulk_create(kinds[i % len(kinds)](i) for i in range(count))
    return {}


def add_search_matches(count: int) -> dict:
    """Registrations in several events, memberships and donations, all of one name."""
    RegistrationFactory.create_batch(count, full_name="Anita Sen")
    MembershipFactory.create_batch(count, name="Anita Sen")
    DonationFactory.create_batch(count, full_name="Anita Sen")
    return {"q": "anita"}


def add_people(count: int) -> dict:
    """Organisers' accounts, each with roles and some with a second step."""
    from django.contrib.auth import get_user_model

    from accounts.models import Passkey, Role, TotpDevice

    users = [
        get_user_model().objects.create_user(f"helper{i}-{count}", is_staff=True, first_name="Rina")
        for i in range(count)
    ]
    Role.objects.bulk_create(Role(user=user, role=role) for user in users for role in ("organiser", "door"))
    TotpDevice.objects.bulk_create(TotpDevice(user=user, secret="A" * 32) for user in users[::2])
    Passkey.objects.bulk_create(
        Passkey(user=user, name="phone", credential_id=f"id-{user.pk}", public_key=b"k") for user in users[1::2]
    )
    return {}


# Each GET list under /api/admin/, and what adds `count` of its rows (returning
# what the path needs filled in).
ADMIN_LISTS: dict[str, Callable[[int], dict]] = {
    "/api/admin/events": add_events,
    "/api/admin/events/{event}/registrations": add_registrations,
    "/api/admin/events/{event}/registrations/export": add_registrations,
    "/api/admin/events/{event}/summary": add_registrations,
    "/api/admin/registrations/stats": add_registrations,
    "/api/admin/events/{event}/messages": add_guest_messages,
    "/api/admin/events/{event}/door": add_registrations,
    "/api/admin/events/{event}/door-passes": add_door_passes,
    "/api/admin/announcements": add_announcements,
    "/api/admin/undeliverable": add_undeliverable,
    "/api/admin/events/{event}/family-registrations": add_family_registrations,
    "/api/admin/events/{event}/programme": add_programme_entries,
    "/api/admin/events/{event}/programme/tracks.zip": add_accepted_acts_with_music,
    "/api/admin/events/{event}/roster": add_shift_volunteers,
    "/api/admin/events/{event}/door/volunteers": add_shift_volunteers,
    "/api/admin/events/{event}/sponsors": add_sponsors,
    "/api/admin/events/{event}/souvenir": add_contributions,
    "/api/admin/events/{event}/souvenir.pdf": add_accepted_contributions,
    "/api/admin/gallery": add_gallery_images,
    "/api/admin/photo-submissions": add_photo_submissions,
    "/api/admin/contact-messages": add_contact_messages,
    "/api/admin/membership/tiers": add_tiers,
    "/api/admin/memberships?year={year}": add_memberships,
    "/api/admin/memberships/export?year={year}": add_memberships,
    "/api/admin/payments": add_payments,
    "/api/admin/approvals": add_approvals,
    "/api/admin/two-factor/passkeys": add_passkeys,
    "/api/admin/nudges?kind=unpaid": add_unpaid_registrations,
    "/api/admin/nudges?kind=unregistered&eventId={event}": add_families,
    "/api/admin/finance?year={year}": add_payables,
    "/api/admin/finance/ledger.csv?year={year}": add_payments,
    "/api/admin/activity": add_activity,
    "/api/admin/search?q={q}": add_search_matches,
    "/api/admin/people": add_people,
}

# Reads under /api/admin/ that are not lists: one payment's receipt, the account's authenticator app,
# an announcement's count of recipients.
NOT_LISTS = {
    "api/admin/payments/<int:payment_id>/receipt.pdf",
    "api/admin/two-factor/totp",
    "api/admin/announcements/audience",
}


def read(client, url: str) -> tuple[int, int]:
    """The queries the answer took, streamed ones included, and its length."""
    with CaptureQueriesContext(connection) as captured:
        response = client.get(url)
        body = b"".join(response.streaming_content) if response.streaming else response.content
    assert response.status_code == 200, url
    return len(captured.captured_queries), len(body)


@pytest.mark.parametrize("path", list(ADMIN_LISTS))
def test_an_admin_list_runs_as_many_queries_for_30_rows_as_for_3(staff_client, path):
    add = ADMIN_LISTS[path]
    url = path.format(**add(3))
    staff_client.get(url)  # the first call may create the settings row

    queries_for_three, length_for_three = read(staff_client, url)
    add(27)
    queries_for_thirty, length_for_thirty = read(staff_client, url)

    assert length_for_thirty > length_for_three, "the rows added are not in the answer"
    assert queries_for_thirty == queries_for_three


def admin_reads() -> set[str]:
    """Each /api/admin/ route whose view answers GET, as Django's resolver spells it."""

    def walk(patterns, prefix: str):
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                yield from walk(pattern.url_patterns, prefix + str(pattern.pattern))
            elif isinstance(pattern, URLPattern):
                yield prefix + str(pattern.pattern), getattr(pattern.callback, "cls", None)

    return {
        route
        for route, cls in walk(get_resolver().url_patterns, "")
        if route.startswith("api/admin/") and cls is not None and hasattr(cls, "get")
    }


def test_every_admin_read_is_in_the_table_or_reviewed_as_not_a_list():
    listed = {
        "api" + path.split("?")[0].replace("{event}", "<int:event_id>").removeprefix("/api") for path in ADMIN_LISTS
    }

    assert admin_reads() - listed - NOT_LISTS == set()
    assert (listed | NOT_LISTS) - admin_reads() == set()
