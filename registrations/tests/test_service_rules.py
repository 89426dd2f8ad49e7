"""The registration services hold the rules themselves, whoever calls them:
the party's numbers, and a wrong manage link that still gets its email."""

import pytest
from rest_framework.test import APIClient

from core.errors import exception_handler
from core.manage_links import REGISTRATION, manage_token
from events.tests.factories import EventFactory
from registrations import services
from registrations.emails import manage_link
from registrations.exceptions import InvalidManageToken, PartyInvalid
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory

pytestmark = pytest.mark.django_db

CHILDREN = "Children must be fewer than the number of guests (at least one adult)"
VEGETARIAN = "Vegetarian meals cannot be more than the number of guests"


def update(registration: Registration, **changes) -> Registration:
    fields = {
        "full_name": registration.full_name,
        "email": registration.email,
        "guest_count": registration.guest_count,
        **changes,
    }
    return services.registration_update(
        registration=registration, token=manage_token(REGISTRATION, registration.pk), **fields
    )


def test_a_refused_manage_link_still_sends_the_link_it_promised(smtp_server, django_capture_on_commit_callbacks):
    registration = RegistrationFactory(email="anita@example.com", guest_count=2)

    with django_capture_on_commit_callbacks(execute=True), pytest.raises(InvalidManageToken):
        services.registration_update(
            registration=registration,
            token="not-the-link",
            full_name="Someone Else",
            email="x@example.com",
            guest_count=9,
        )

    [email] = smtp_server.wait_for(1, within=10)
    assert email["To"] == "anita@example.com"
    assert manage_link(registration) in email.get_body(("plain",)).get_content()
    registration.refresh_from_db()
    assert registration.confirmation_sent_at is not None
    assert (registration.full_name, registration.guest_count) != ("Someone Else", 9)


def test_creating_more_children_than_guests_is_a_field_error_not_an_integrity_error():
    event = EventFactory()

    with pytest.raises(PartyInvalid) as refused:
        services.registration_create(
            event=event, full_name="Anita Sen", email="a@example.com", guest_count=2, children=2
        )

    assert refused.value.extra == {"errors": {"children": [CHILDREN]}}
    assert not Registration.objects.exists()


def test_creating_more_guests_than_allowed_is_a_field_error():
    with pytest.raises(PartyInvalid) as refused:
        services.registration_create(event=EventFactory(), full_name="Anita Sen", email="a@example.com", guest_count=21)

    assert refused.value.extra == {"errors": {"guestCount": ["Maximum 20 guests allowed"]}}


def test_updating_to_more_vegetarian_meals_than_guests_is_refused_and_nothing_changes():
    registration = RegistrationFactory(guest_count=3, vegetarian_meals=2)

    with pytest.raises(PartyInvalid) as refused:
        update(registration, guest_count=1, vegetarian_meals=2, notes="changed")

    assert refused.value.extra == {"errors": {"vegetarianMeals": [VEGETARIAN]}}
    registration.refresh_from_db()
    assert (registration.guest_count, registration.notes) == (3, "")


def test_an_organiser_shrinking_a_party_below_its_children_is_refused():
    registration = RegistrationFactory(guest_count=4, children=2)

    with pytest.raises(PartyInvalid) as refused:
        services.registration_update_by_organiser(registration=registration, actor="mitali", guest_count=2)

    assert refused.value.extra == {"errors": {"children": [CHILDREN]}}
    registration.refresh_from_db()
    assert registration.guest_count == 4


def test_the_api_answers_the_rule_with_the_same_400_field_error(api_client: APIClient):
    registration = RegistrationFactory(guest_count=2)

    response = api_client.put(
        f"/api/registrations/{registration.pk}",
        {"fullName": registration.full_name, "email": registration.email, "guestCount": 2, "children": 2},
        format="json",
        HTTP_X_REGISTRATION_TOKEN=manage_token(REGISTRATION, registration.pk),
    )
    with pytest.raises(PartyInvalid) as refused:
        update(registration, children=2)

    assert response.status_code == 400
    assert response.json() == {"message": "Please correct the highlighted fields.", "errors": {"children": [CHILDREN]}}
    answer = exception_handler(refused.value, {})
    assert (answer.status_code, answer.data) == (400, response.json())
