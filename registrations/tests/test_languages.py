"""A party that registers in Bengali, over HTTP: its errors are in Bengali, its
registration keeps the language, and every email to it is written in Bengali
(Bengali dates and digits), whoever causes the email; organisers' own texts
stay as written, and English stays as it was."""

from datetime import date, timedelta

import pytest
from django.core import mail
from django.core.management import call_command
from django.utils import timezone

from events.models import EventDay
from events.tests.factories import EventFactory
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory
from registrations.tests.helpers import register
from sitesettings.tests.factories import SiteSettingsFactory

TOKEN_HEADER = "HTTP_X_REGISTRATION_TOKEN"
BENGALI = {"HTTP_ACCEPT_LANGUAGE": "bn-IN,bn;q=0.9"}


@pytest.fixture(autouse=True)
def _generous_throttles(throttle_rates):
    throttle_rates(registrations="1000/hour", **{"registration-lookup": "1000/hour"})


@pytest.fixture
def durga_puja():
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association", contact_email="organisers@example.org")
    return EventFactory(
        title="Durga Puja",
        date=date(2030, 10, 15),
        time="5:00 PM - 10:00 PM",
        venue="Tracy Community Center",
        address="950 East St, Tracy, CA 95376",
        capacity=10,
    )


# Errors


@pytest.mark.django_db
def test_a_bengali_form_with_mistakes_gets_its_errors_in_bengali(api_client, durga_puja):
    response = api_client.post(
        "/api/registrations",
        {"eventId": durga_puja.pk, "fullName": "A", "email": "not-an-email", "guestCount": 25},
        format="json",
        **BENGALI,
    )

    assert response.status_code == 400
    assert response.json() == {
        "message": "অনুগ্রহ করে চিহ্নিত ঘরগুলো ঠিক করুন।",
        "errors": {
            "fullName": ["অনুগ্রহ করে অন্তত ২ অক্ষরের নাম লিখুন"],
            "email": ["অনুগ্রহ করে সঠিক ইমেল ঠিকানা লিখুন"],
            "guestCount": ["সবচেয়ে বেশি ২০ জন অতিথি আসতে পারেন"],
        },
    }


# DRF's own limits are written in Bengali digits, as the site's own messages are.
@pytest.mark.django_db
def test_a_limit_from_the_framework_is_written_in_bengali_digits(api_client, durga_puja):
    response = api_client.post(
        "/api/registrations",
        {"eventId": durga_puja.pk, "fullName": "Anita 42 " * 20, "email": "anita@example.com", "guestCount": 2},
        format="json",
        **BENGALI,
    )

    assert response.status_code == 400
    assert response.json()["errors"] == {"fullName": ["এই ঘরে ১২০টির বেশি অক্ষর লিখবেন না।"]}


@pytest.mark.django_db
def test_the_same_form_in_english_keeps_the_spec_texts(api_client, durga_puja):
    response = api_client.post(
        "/api/registrations",
        {"eventId": durga_puja.pk, "fullName": "A", "email": "not-an-email", "guestCount": 25},
        format="json",
    )

    assert response.json() == {
        "message": "Please correct the highlighted fields.",
        "errors": {
            "fullName": ["Name must be at least 2 characters"],
            "email": ["Please enter a valid email address"],
            "guestCount": ["Maximum 20 guests allowed"],
        },
    }


@pytest.mark.django_db
def test_registering_twice_is_refused_in_bengali(api_client, durga_puja):
    first = register(api_client, durga_puja, headers=BENGALI)

    again = register(api_client, durga_puja, headers=BENGALI)

    assert again.status_code == 409
    assert again.json() == {"message": "এই অনুষ্ঠানে আপনি আগেই নাম লিখিয়েছেন।", "id": first.json()["id"]}


@pytest.mark.django_db
def test_registering_when_closed_is_refused_in_bengali(api_client, durga_puja):
    durga_puja.registration_open = False
    durga_puja.save()

    response = register(api_client, durga_puja, headers=BENGALI)

    assert response.status_code == 400
    assert response.json() == {"message": "এই অনুষ্ঠানে নাম লেখানো বন্ধ হয়ে গেছে।"}


def grow(client, body, guests, **headers):
    return client.put(
        f"/api/registrations/{body['id']}",
        {"fullName": "Anita Sen", "email": "anita.sen@example.com", "guestCount": guests},
        format="json",
        **{TOKEN_HEADER: body["manageToken"]},
        **headers,
    )


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("others", "headers", "message"),
    [
        (5, BENGALI, "আর মাত্র ১টি আসন বাকি।"),
        (4, BENGALI, "আর মাত্র ২টি আসন বাকি।"),
        (5, {}, "Only 1 spot left."),
        (4, {}, "Only 2 spots left."),
    ],
)
def test_only_n_spots_left_counts_in_the_partys_language(api_client, durga_puja, others, headers, message):
    register(api_client, durga_puja, "Bina Roy", others)
    body = register(api_client, durga_puja, "Anita Sen", 4).json()

    response = grow(api_client, body, 9, **headers)

    assert response.status_code == 400
    assert response.json() == {"message": message, "errors": {"guestCount": [message]}}


# The language kept


@pytest.mark.django_db
def test_a_registration_keeps_the_language_it_was_made_in(api_client, staff_client, durga_puja):
    bengali = register(api_client, durga_puja, "Anita Sen", headers=BENGALI).json()
    english = register(api_client, durga_puja, "Bina Roy").json()

    assert Registration.objects.get(pk=bengali["id"]).language == "bn"
    assert Registration.objects.get(pk=english["id"]).language == "en"
    listed = staff_client.get(f"/api/admin/events/{durga_puja.pk}/registrations").json()
    assert {row["fullName"]: row["language"] for row in listed} == {"Anita Sen": "bn", "Bina Roy": "en"}


@pytest.mark.django_db
def test_a_change_through_the_manage_link_keeps_the_language_used_last(api_client, durga_puja):
    body = register(api_client, durga_puja, "Anita Sen", 4, headers=BENGALI).json()

    response = grow(api_client, body, 5, HTTP_ACCEPT_LANGUAGE="en-US")

    assert response.status_code == 200
    assert Registration.objects.get(pk=body["id"]).language == "en"


# Emails (they leave when the transaction commits)


def parts(message) -> tuple[str, str]:
    ((html, _mimetype),) = message.alternatives
    return message.body, html


@pytest.mark.django_db(transaction=True)
def test_a_bengali_registration_is_confirmed_in_bengali_with_bengali_dates_and_digits(api_client, durga_puja):
    response = register(api_client, durga_puja, "Anita Sen", 3, headers=BENGALI)

    assert response.status_code == 201
    (message,) = mail.outbox
    assert message.subject == "আপনার নাম লেখানো হয়েছে: Durga Puja"
    text, html = parts(message)
    assert text.startswith("প্রিয় Anita Sen,\n\nDurga Puja অনুষ্ঠানে নাম লেখানোর জন্য ধন্যবাদ।\n\n")
    assert "কবে: মঙ্গলবার, ১৫ অক্টোবর, ২০৩০, 5:00 PM - 10:00 PM\n" in text
    assert "কোথায়: Tracy Community Center, 950 East St, Tracy, CA 95376\n" in text
    assert "অতিথি: ৩ জন\n" in text
    assert "নিবন্ধন বদলাতে এই লিংকটি খুলুন:\n" in text
    assert text.endswith("অনুষ্ঠানে দেখা হবে!\n\nTracy Bengali Cultural Association\nhttp://127.0.0.1:8000/?lang=bn\n")
    assert '<html lang="bn">' in html
    assert "<strong>Durga Puja</strong> অনুষ্ঠানে নাম লেখানোর জন্য ধন্যবাদ।" in html
    assert "মঙ্গলবার, ১৫ অক্টোবর, ২০৩০" in html
    assert ">নিবন্ধন বদলান</a>" in html
    assert 'alt="Anita Sen-এর উপস্থিতির কোড"' in html


@pytest.mark.django_db(transaction=True)
def test_an_english_registration_is_confirmed_in_english_as_before(api_client, durga_puja):
    register(api_client, durga_puja, "Anita Sen", 3, headers={"HTTP_ACCEPT_LANGUAGE": "en-GB"})

    (message,) = mail.outbox
    assert message.subject == "You're registered: Durga Puja"
    text, html = parts(message)
    assert "When: Tuesday, October 15, 2030, 5:00 PM - 10:00 PM\n" in text
    assert "Guests: 3 people\n" in text
    assert '<html lang="en">' in html


@pytest.mark.django_db(transaction=True)
def test_a_bengali_party_on_the_waiting_list_is_told_its_place_in_bengali(api_client, durga_puja):
    register(api_client, durga_puja, "Bina Roy", 9)
    register(api_client, durga_puja, "Chandra Das", 4)
    mail.outbox.clear()

    register(api_client, durga_puja, "Anita Sen", 3, headers=BENGALI)

    (message,) = mail.outbox
    assert message.subject == "আপনি অপেক্ষার তালিকায় আছেন: Durga Puja"
    assert "অপেক্ষার তালিকায় আপনার পরিবার ২ নম্বরে আছে;" in message.body


@pytest.mark.django_db(transaction=True)
def test_a_bengali_party_promoted_by_an_organiser_in_english_is_told_in_bengali(api_client, staff_client, durga_puja):
    holder = register(api_client, durga_puja, "Bina Roy", 9).json()
    register(api_client, durga_puja, "Anita Sen", 3, headers=BENGALI)
    mail.outbox.clear()

    response = staff_client.post(f"/api/admin/registrations/{holder['id']}/cancel", HTTP_ACCEPT_LANGUAGE="en-US")

    assert response.status_code == 200
    cancelled, message = mail.outbox
    assert cancelled.to == ["bina.roy@example.com"]
    assert message.to == ["anita.sen@example.com"]
    assert message.subject == "আপনার জায়গা নিশ্চিত: Durga Puja"
    assert "আসন খালি হয়েছে: Durga Puja অনুষ্ঠানে আপনার পরিবারের জায়গা এখন নিশ্চিত।" in message.body
    assert "অতিথি: ৩ জন" in message.body


@pytest.mark.django_db(transaction=True)
def test_an_organisers_message_keeps_its_words_and_wraps_them_in_each_partys_language(staff_client, durga_puja):
    RegistrationFactory(event=durga_puja, full_name="Anita Sen", email="anita@example.com", language="bn")
    RegistrationFactory(event=durga_puja, full_name="Bina Roy", email="bina@example.com", language="en")

    response = staff_client.post(
        f"/api/admin/events/{durga_puja.pk}/messages",
        {"subject": "Parking has moved", "body": "Please park behind the hall.", "audience": "all"},
        format="json",
        HTTP_ACCEPT_LANGUAGE="en-US",
    )

    assert response.status_code == 202
    by_address = {message.to[0]: message for message in mail.outbox}
    bengali, english = by_address["anita@example.com"], by_address["bina@example.com"]
    assert bengali.subject == english.subject == "Parking has moved"
    assert bengali.body.startswith("প্রিয় Anita Sen,\n\nPlease park behind the hall.\n\n---\n")
    assert "আপনার পরিবার Durga Puja অনুষ্ঠানে নাম লিখিয়েছে বলে আপনি এই ইমেলটি পাচ্ছেন।" in bengali.body
    assert "নিবন্ধন বদলাতে বা বাতিল করতে এই লিংকটি খুলুন:" in bengali.body
    assert english.body.startswith("Dear Bina Roy,\n\nPlease park behind the hall.\n\n---\n")
    assert "You are receiving this because your party registered for Durga Puja." in english.body


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(
    ("days", "subject", "line"),
    [
        (2, "মনে করিয়ে দিচ্ছি, শিগগিরই দেখা হচ্ছে: Kali Puja", "আর ২ দিন পরে Kali Puja।"),
        (1, "মনে করিয়ে দিচ্ছি, আগামীকাল দেখা হচ্ছে: Kali Puja", "আগামীকাল Kali Puja।"),
        (0, "মনে করিয়ে দিচ্ছি, আজ দেখা হচ্ছে: Kali Puja", "আজ Kali Puja।"),
    ],
)
def test_a_bengali_party_is_reminded_in_bengali(settings, days, subject, line):
    settings.REMINDER_DAYS_BEFORE = days
    event = EventFactory(title="Kali Puja", date=timezone.localdate() + timedelta(days=days))
    RegistrationFactory(event=event, email="anita@example.com", guest_count=2, language="bn")
    RegistrationFactory(event=event, email="bina@example.com", language="en")

    call_command("send_reminders")

    by_address = {message.to[0]: message for message in mail.outbox}
    assert by_address["anita@example.com"].subject == subject
    assert f"\n\n{line}\n\n" in by_address["anita@example.com"].body
    assert "অতিথি: ২ জন" in by_address["anita@example.com"].body
    assert by_address["bina@example.com"].subject.startswith("See you ")


# The organisers' texts written in Bengali: a Bengali party reads them, an
# English one the English; one left unwritten falls back to the English.


@pytest.mark.django_db(transaction=True)
def test_a_bengali_party_is_confirmed_with_the_events_bengali_title_days_and_payment_instructions(api_client):
    SiteSettingsFactory(
        group_name="Tracy Bengali Cultural Association",
        payment_instructions="Zelle to treasurer@example.org.",
        payment_instructions_bn="treasurer@example.org-এ Zelle করুন।",
    )
    event = EventFactory(
        title="Durga Puja",
        title_bn="দুর্গাপুজো",
        description="Five days.",
        description_bn="পাঁচ দিনের উৎসব।",
        date=date(2030, 10, 15),
        end_date=date(2030, 10, 16),
        prices={"adult": 2500, "child": 0, "memberAdult": 2000, "memberChild": 0},
    )
    EventDay.objects.create(event=event, date=date(2030, 10, 15), title="Shashthi", title_bn="ষষ্ঠী")
    EventDay.objects.create(event=event, date=date(2030, 10, 16), title="Saptami")

    register(api_client, event, "Anita Sen", 2, headers=BENGALI)
    register(api_client, event, "Bina Roy", 2)

    by_address = {message.to[0]: message for message in mail.outbox}
    bengali, english = by_address["anita.sen@example.com"], by_address["bina.roy@example.com"]
    assert bengali.subject == "আপনার নাম লেখানো হয়েছে: দুর্গাপুজো"
    assert english.subject == "You're registered: Durga Puja"
    text, html = parts(bengali)
    assert "দুর্গাপুজো অনুষ্ঠানে নাম লেখানোর জন্য ধন্যবাদ।" in text
    # Saptami has no Bengali title: the English one, as written.
    assert "ষষ্ঠী (মঙ্গলবার, ১৫ অক্টোবর, ২০৩০); Saptami (বুধবার, ১৬ অক্টোবর, ২০৩০)" in text
    assert "treasurer@example.org-এ Zelle করুন।" in text
    assert "<strong>দুর্গাপুজো</strong>" in html
    assert "Zelle to treasurer@example.org." in english.body
    assert "Shashthi (Tuesday, October 15, 2030); Saptami" in english.body
    (calendar,) = [item.content for item in bengali.attachments if getattr(item, "mimetype", None) == "text/calendar"]
    assert "SUMMARY:দুর্গাপুজো" in calendar


@pytest.mark.django_db(transaction=True)
def test_a_bengali_party_of_an_event_without_bengali_texts_reads_the_english(api_client, durga_puja):
    register(api_client, durga_puja, "Anita Sen", 3, headers=BENGALI)

    (message,) = mail.outbox
    assert message.subject == "আপনার নাম লেখানো হয়েছে: Durga Puja"
