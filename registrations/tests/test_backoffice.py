"""The back office (/backoffice/) changes registrations only through the
services: a volunteer's change checks the seats, promotes the waiting list,
emails the promoted party and is logged under the volunteer's name."""

import html

import pytest

from activity.models import Entry
from events.tests.factories import EventFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db

CHANGELIST = "/backoffice/registrations/registration/"


@pytest.fixture
def volunteer(client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("mitali", password="a-long-test-password"))
    return client


def change_page(registration: Registration) -> str:
    return f"{CHANGELIST}{registration.pk}/change/"


def form(registration: Registration, **changes) -> dict:
    """The change form as the volunteer's browser posts it, with `changes` typed in."""
    values = {
        "full_name": registration.full_name,
        "email": registration.email,
        "phone": registration.phone,
        "guest_count": registration.guest_count,
        "children": registration.children,
        "vegetarian_meals": registration.vegetarian_meals,
        "dietary_notes": registration.dietary_notes,
        "notes": registration.notes,
        "_save": "Save",
        **changes,
    }
    return {name: value for name, value in values.items() if value is not False}


def page_text(response) -> str:
    assert response.status_code == 200
    return html.unescape(response.content.decode())


def act(client, action: str, *registrations: Registration):
    return client.post(CHANGELIST, {"action": action, "_selected_action": [r.pk for r in registrations]}, follow=True)


def full_event():
    """Four seats, all taken by the Sens; the Roys (two) wait."""
    event = EventFactory(capacity=4)
    holder = RegistrationFactory(event=event, full_name="Anita Sen", guest_count=4)
    waiting = RegistrationFactory(
        event=event, full_name="Bina Roy", email="bina@example.com", guest_count=2, status="waitlisted"
    )
    return event, holder, waiting


def test_a_smaller_party_typed_in_promotes_the_waiting_party_and_emails_it(
    volunteer, smtp_server, django_capture_on_commit_callbacks
):
    event, holder, waiting = full_event()

    with django_capture_on_commit_callbacks(execute=True):
        response = volunteer.post(change_page(holder), form(holder, guest_count=2))

    assert response.status_code == 302
    holder.refresh_from_db()
    waiting.refresh_from_db()
    assert (holder.guest_count, waiting.status) == (2, "confirmed")
    [email] = smtp_server.wait_for(1, within=10)
    assert email["To"] == "bina@example.com"
    assert email["Subject"] == f"A place is yours: {event.title}"


def test_the_change_is_logged_under_the_volunteers_name_with_what_changed(volunteer):
    _, holder, waiting = full_event()

    volunteer.post(change_page(holder), form(holder, guest_count=2, notes="Two stay home"))

    change = Entry.objects.get(action="registration.update")
    assert (change.actor, change.target_id) == ("mitali", holder.pk)
    assert change.changes == {"guest_count": [4, 2], "notes": ["", "Two stay home"]}
    promotion = Entry.objects.get(action="registration.promote")
    assert (promotion.target_id, promotion.changes) == (waiting.pk, {"status": ["waitlisted", "confirmed"]})


def test_a_party_larger_than_the_seats_left_is_refused_with_a_message(volunteer):
    event = EventFactory(capacity=5)
    holder = RegistrationFactory(event=event, guest_count=3)
    RegistrationFactory(event=event, guest_count=1)

    response = volunteer.post(change_page(holder), form(holder, guest_count=6), follow=True)

    assert "Only 1 spot left." in page_text(response)
    holder.refresh_from_db()
    assert holder.guest_count == 3
    assert not Entry.objects.filter(action="registration.update").exists()


def test_more_children_than_guests_is_refused_and_nothing_is_stored(volunteer):
    holder = RegistrationFactory(guest_count=2)

    response = volunteer.post(change_page(holder), form(holder, children=2), follow=True)

    assert "Children must be fewer than the number of guests" in page_text(response)
    holder.refresh_from_db()
    assert holder.children == 0


def test_status_and_check_in_cannot_be_typed_in(volunteer):
    holder = RegistrationFactory(guest_count=2)

    page = page_text(volunteer.get(change_page(holder)))
    volunteer.post(change_page(holder), form(holder, status="cancelled", checked_in_at="2025-01-01 10:00"))

    assert 'name="status"' not in page
    assert 'name="guest_count"' in page
    holder.refresh_from_db()
    assert (holder.status, holder.checked_in_at) == ("confirmed", None)


def test_registrations_are_not_added_in_the_back_office(volunteer):
    assert volunteer.get(f"{CHANGELIST}add/").status_code == 403


def test_cancel_frees_the_seats_for_the_waiting_party_and_is_logged(
    volunteer, smtp_server, django_capture_on_commit_callbacks
):
    _, holder, waiting = full_event()

    with django_capture_on_commit_callbacks(execute=True):
        response = act(volunteer, "cancel", holder)

    assert "Cancelled: 1 of 1." in page_text(response)
    holder.refresh_from_db()
    waiting.refresh_from_db()
    assert (holder.status, waiting.status) == ("cancelled", "confirmed")
    # The cancelled party is told, and the waiting one given its seats.
    emails = smtp_server.wait_for(2, within=10)
    assert sorted(email["To"] for email in emails) == sorted([holder.email, "bina@example.com"])
    cancel = Entry.objects.get(action="registration.cancel")
    assert (cancel.actor, cancel.changes) == ("mitali", {"status": ["confirmed", "cancelled"]})


def test_deleting_a_registration_promotes_the_waiting_party(volunteer):
    _, holder, waiting = full_event()

    response = volunteer.post(f"{CHANGELIST}{holder.pk}/delete/", {"post": "yes"})

    assert response.status_code == 302
    assert not Registration.objects.filter(pk=holder.pk).exists()
    waiting.refresh_from_db()
    assert waiting.status == "confirmed"
    assert Entry.objects.get(action="registration.delete").actor == "mitali"


def test_check_in_marks_confirmed_parties_and_names_the_ones_it_refuses(volunteer):
    _, holder, waiting = full_event()

    response = act(volunteer, "check_in", holder, waiting)

    text = page_text(response)
    assert "Checked in: 1 of 2." in text
    assert f"{waiting}: This registration is on the waiting list, so it cannot be checked in." in text
    holder.refresh_from_db()
    waiting.refresh_from_db()
    assert holder.checked_in_at is not None
    assert waiting.checked_in_at is None
    assert Entry.objects.get(action="registration.check_in").actor == "mitali"


def test_undo_check_in_clears_the_arrival(volunteer):
    holder = RegistrationFactory()
    act(volunteer, "check_in", holder)

    act(volunteer, "undo_check_in", holder)

    holder.refresh_from_db()
    assert holder.checked_in_at is None
    assert Entry.objects.get(action="registration.check_in_undo").actor == "mitali"


def test_promote_confirms_a_waiting_party_that_fits_and_emails_it(
    volunteer, smtp_server, django_capture_on_commit_callbacks
):
    event = EventFactory(capacity=6)
    RegistrationFactory(event=event, guest_count=4)
    waiting = RegistrationFactory(event=event, email="bina@example.com", guest_count=2, status="waitlisted")

    with django_capture_on_commit_callbacks(execute=True):
        response = act(volunteer, "promote", waiting)

    assert "Promoted: 1 of 1." in page_text(response)
    waiting.refresh_from_db()
    assert waiting.status == "confirmed"
    assert [email["To"] for email in smtp_server.wait_for(1, within=10)] == ["bina@example.com"]
    assert Entry.objects.get(action="registration.promote").actor == "mitali"


def test_promote_refuses_a_party_that_does_not_fit(volunteer):
    _, _, waiting = full_event()

    response = act(volunteer, "promote", waiting)

    assert f"{waiting}: Only 0 spots left." in page_text(response)
    waiting.refresh_from_db()
    assert waiting.status == "waitlisted"
    assert not Entry.objects.filter(action="registration.promote").exists()
