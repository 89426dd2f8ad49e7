"""Manage links: every token already emailed keeps opening what it opened, a
kind's token opens nothing of another kind, and the link is emailed again at
most once per resend interval."""

from datetime import timedelta

import pytest
from django.utils import timezone

from core.manage_links import (
    PROGRAMME_ENTRY,
    REGISTRATION,
    RESEND_INTERVAL,
    manage_link_claim,
    manage_link_send_once,
    manage_token,
    manage_token_is_valid,
)
from programme.models import ProgrammeEntry
from programme.tests.factories import ProgrammeEntryFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory

KNOWN_KEY = "a fixed key for known tokens"
# Made, with KNOWN_KEY, by the manage tokens each app signed for itself before
# they shared one module: registration 42's and act 42's.
REGISTRATION_42 = "5cba153244b3fe565c2a722e00a8aa978f1bd7efabb2dcf335cfe13d0699be6b"
ACT_42 = "0dfd66e2ddd7b659f26a1fd63dc9336d74382477e0863b61ff2c5de9aa3291f8"


def test_tokens_emailed_before_still_open_their_registration_and_act(settings):
    settings.SECRET_KEY = KNOWN_KEY

    assert manage_token(REGISTRATION, 42) == REGISTRATION_42
    assert manage_token(PROGRAMME_ENTRY, 42) == ACT_42
    assert manage_token_is_valid(REGISTRATION, 42, REGISTRATION_42)
    assert manage_token_is_valid(PROGRAMME_ENTRY, 42, ACT_42)


def test_a_registrations_token_opens_no_act_of_the_same_id():
    assert not manage_token_is_valid(PROGRAMME_ENTRY, 42, manage_token(REGISTRATION, 42))
    assert not manage_token_is_valid(REGISTRATION, 42, manage_token(PROGRAMME_ENTRY, 42))


def test_a_token_opens_only_its_own_id():
    assert manage_token_is_valid(REGISTRATION, 1, manage_token(REGISTRATION, 1))
    assert not manage_token_is_valid(REGISTRATION, 2, manage_token(REGISTRATION, 1))


@pytest.mark.parametrize("token", [None, "", "x" * 129, "wrong"])
def test_a_missing_or_malformed_token_opens_nothing(token):
    assert not manage_token_is_valid(REGISTRATION, 1, token)


def test_tokens_change_with_the_secret_key(settings):
    before = manage_token(PROGRAMME_ENTRY, 1)
    settings.SECRET_KEY = "another secret key entirely"

    assert manage_token(PROGRAMME_ENTRY, 1) != before


@pytest.mark.django_db
def test_the_link_is_claimed_once_per_resend_interval():
    entry = ProgrammeEntryFactory(link_sent_at=None)

    claims = [manage_link_claim(model=ProgrammeEntry, pk=entry.pk, sent_field="link_sent_at") for _ in range(2)]

    assert claims == [True, False]
    assert ProgrammeEntry.objects.get(pk=entry.pk).link_sent_at is not None


@pytest.mark.django_db
def test_the_link_is_claimed_again_once_the_interval_has_passed():
    sent = timezone.now() - RESEND_INTERVAL - timedelta(seconds=1)
    registration = RegistrationFactory(confirmation_sent_at=sent)

    assert manage_link_claim(model=Registration, pk=registration.pk, sent_field="confirmation_sent_at")
    assert Registration.objects.get(pk=registration.pk).confirmation_sent_at > sent


@pytest.mark.django_db
def test_an_email_that_fails_to_queue_leaves_the_link_unclaimed():
    registration = RegistrationFactory(confirmation_sent_at=None)

    def send():
        raise RuntimeError("the queue refused the email")

    with pytest.raises(RuntimeError):
        manage_link_send_once(model=Registration, pk=registration.pk, sent_field="confirmation_sent_at", send=send)

    assert Registration.objects.get(pk=registration.pk).confirmation_sent_at is None
    sent = []
    assert manage_link_send_once(
        model=Registration, pk=registration.pk, sent_field="confirmation_sent_at", send=lambda: sent.append(1)
    )
    assert sent == [1]
