"""The contact form in Bengali: its answers are in Bengali; the email to the
organisers stays in English, with the visitor's own words as written."""

import pytest
from django.core import mail

from contact.tests.test_api import contact_payload
from sitesettings.tests.factories import SiteSettingsFactory

BENGALI = {"HTTP_ACCEPT_LANGUAGE": "bn"}


@pytest.mark.django_db
def test_mistakes_in_a_bengali_message_are_named_in_bengali(api_client):
    response = api_client.post(
        "/api/contact",
        contact_payload(firstName="R", email="nope", subject="gossip", message="short"),
        format="json",
        **BENGALI,
    )

    assert response.status_code == 400
    assert response.json() == {
        "message": "অনুগ্রহ করে চিহ্নিত ঘরগুলো ঠিক করুন।",
        "errors": {
            "firstName": ["অনুগ্রহ করে অন্তত ২ অক্ষরের প্রথম নাম লিখুন"],
            "email": ["অনুগ্রহ করে সঠিক ইমেল ঠিকানা লিখুন"],
            "subject": ["অনুগ্রহ করে একটি বিষয় বেছে নিন"],
            "message": ["অনুগ্রহ করে অন্তত ১০ অক্ষরের বার্তা লিখুন"],
        },
    }


@pytest.mark.django_db(transaction=True)
def test_a_bengali_message_is_thanked_in_bengali_and_forwarded_in_english(api_client):
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association", contact_email="organisers@example.org")

    response = api_client.post(
        "/api/contact", contact_payload(message="পুজোর সাজসজ্জায় সাহায্য করতে চাই।"), format="json", **BENGALI
    )

    assert response.status_code == 201
    assert response.json() == {"message": "যোগাযোগ করার জন্য ধন্যবাদ। আমরা শিগগিরই আপনাকে উত্তর দেব।"}
    (forward,) = mail.outbox
    assert forward.to == ["organisers@example.org"]
    assert forward.subject == "[Tracy Bengali Cultural Association] Volunteer Opportunities from Rina Das"
    assert forward.body.startswith(
        "Rina Das <rina@example.com> wrote (Volunteer Opportunities):\n\nপুজোর সাজসজ্জায় সাহায্য করতে চাই।\n\n"
        "Reply to this email to answer Rina."
    )
    ((html, _),) = forward.alternatives
    assert '<html lang="en">' in html


@pytest.mark.django_db(transaction=True)
def test_the_forward_of_a_message_from_bengali_names_keeps_the_space_between_them(api_client, smtp_server):
    SiteSettingsFactory(group_name="Tracy Bengali Cultural Association", contact_email="organisers@example.org")

    response = api_client.post(
        "/api/contact", contact_payload(firstName="রিনা", lastName="দাস"), format="json", **BENGALI
    )

    assert response.status_code == 201
    (forward,) = smtp_server.wait_for(1, within=10)
    assert forward["Subject"] == "[Tracy Bengali Cultural Association] Volunteer Opportunities from রিনা দাস"
    assert forward.get_body(("plain",)).get_content().startswith("রিনা দাস <rina@example.com> wrote")
