"""The reminder to renew: once each, to the members paid in full of the year
about to end who have not joined the next, in their language."""

import threading
from datetime import datetime

import pytest
from django.core.management import call_command
from django.db import connection

from membership.models import Membership
from membership.tests.factories import MembershipFactory
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _april_years(settings):
    # A membership year from April to March; 2026's ends on April 1st, 2027.
    SiteSettingsFactory(membership_year_start_month=4)
    settings.SITE_URL = "https://tbca.example.org"
    settings.MEMBERSHIP_RENEWAL_DAYS_BEFORE = 30


def subject(message) -> str:
    # A long subject with non-ASCII letters is folded into encoded words; read it back as one line.
    return " ".join(message["Subject"].split())


def renew(**options) -> None:
    call_command("send_membership_renewals", **options)


def test_members_paid_in_full_without_next_years_membership_are_asked_once(clock, smtp_server):
    clock.set(datetime(2027, 3, 10, 9, 0))
    anita = MembershipFactory(name="Anita Sen", email="anita@example.com", year=2026, paid=True)
    MembershipFactory(email="unpaid@example.com", year=2026, amount_paid=1000)
    MembershipFactory(email="renewed@example.com", year=2026, paid=True)
    MembershipFactory(email="RENEWED@example.com", year=2027)
    MembershipFactory(email="older@example.com", year=2025, paid=True)

    renew()
    renew()

    (message,) = smtp_server.wait_for(1, within=10)
    assert message["To"] == "anita@example.com"
    assert subject(message) == "Renew your membership of Tracy Bengali Cultural Association for 2027\u201328"
    text = message.get_body(("plain",)).get_content()
    assert "Dear Anita Sen," in text
    assert "Thank you for being a member in 2026\u201327. Your membership ends before Thursday, April 1, 2027." in text
    assert "https://tbca.example.org/family" in text
    assert 'href="https://tbca.example.org/family"' in message.get_body(("html",)).get_content()
    assert Membership.objects.get(pk=anita.pk).renewal_sent_at is not None
    assert list(Membership.objects.filter(renewal_sent_at__isnull=False).values_list("pk", flat=True)) == [anita.pk]
    assert len(smtp_server.messages) == 1


def test_a_look_alike_addresss_next_year_does_not_count_as_the_members_renewal(clock, smtp_server):
    clock.set(datetime(2027, 3, 10, 9, 0))
    MembershipFactory(email="anita.roy@gmail.com", year=2026, paid=True)
    # gmail.com with a dotless i (U+0131): another domain, which PostgreSQL's UPPER() makes GMAIL.COM.
    MembershipFactory(email="anita.roy@gma\N{LATIN SMALL LETTER DOTLESS I}l.com", year=2027)

    renew()

    smtp_server.wait_for(1, within=10)
    assert smtp_server.recipients == [["anita.roy@gmail.com"]]


def test_nobody_is_asked_earlier_than_the_days_before(clock, smtp_server):
    clock.set(datetime(2027, 3, 1, 9, 0))
    MembershipFactory(year=2026, paid=True)

    renew()
    assert smtp_server.messages == []

    renew(days_before=31)
    assert len(smtp_server.wait_for(1, within=10)) == 1


def test_a_bengali_member_is_asked_in_bengali(clock, smtp_server):
    clock.set(datetime(2027, 3, 10, 9, 0))
    MembershipFactory(name="অনিতা সেন", email="anita@example.com", language="bn", year=2026, paid=True)

    renew()

    (message,) = smtp_server.wait_for(1, within=10)
    assert subject(message) == "২০২৭\u2013২৮-এর জন্য Tracy Bengali Cultural Association-এর সদস্যপদ নবীকরণ করুন"
    text = message.get_body(("plain",)).get_content()
    assert "প্রিয় অনিতা সেন," in text
    assert "২০২৬\u2013২\u09ed-এ আমাদের সদস্য থাকার জন্য ধন্যবাদ।" in text


@pytest.mark.postgres
def test_two_runs_at_once_send_each_reminder_once(clock, smtp_server):
    clock.set(datetime(2027, 3, 10, 9, 0))
    MembershipFactory.create_batch(5, year=2026, paid=True)
    start = threading.Barrier(2)

    def run() -> None:
        start.wait()
        try:
            renew()
        finally:
            connection.close()

    threads = [threading.Thread(target=run) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    smtp_server.wait_for(5, within=10)
    assert sorted(message["To"] for message in smtp_server.messages) == sorted(
        Membership.objects.values_list("email", flat=True)
    )
