import pytest

from sitesettings.models import DEFAULT_CONTACT_EMAIL, DEFAULT_GROUP_NAME, DEFAULT_TAGLINE, SiteSettings
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db

FIELDS = [
    "groupName",
    "tagline",
    "aboutText",
    "contactEmail",
    "whatsappLink",
    "instagramLink",
    "announcementText",
    "showAnnouncement",
    "legalName",
    "ein",
    "mailingAddress",
    "paymentInstructions",
    "membershipYearStartMonth",
    "taglineBn",
    "aboutTextBn",
    "bannerTextBn",
    "paymentInstructionsBn",
    "requireTwoFactorFor",
    "approvalThreshold",
]


NO_BENGALI = {
    "taglineBn": "",
    "aboutTextBn": "",
    "bannerTextBn": "",
    "paymentInstructionsBn": "",
    "requireTwoFactorFor": [],
    "approvalThreshold": 10000,
}
BENGALI_TEXTS = {
    "taglineBn": "একসাথে সংস্কৃতির উদযাপন",
    "aboutTextBn": "আমরা ট্রেসির বাঙালি পরিবার।",
    "bannerTextBn": "দুর্গাপুজোর নিবন্ধন খোলা!",
    "paymentInstructionsBn": "রেফারেন্স লিখে Zelle করুন।",
}


def settings_payload(**overrides) -> dict:
    payload = {
        "groupName": " Tracy Bengali Cultural Association ",
        "tagline": "Celebrating Culture, Together",
        "aboutText": "Families of the valley.",
        "contactEmail": "hello@example.org",
        "whatsappLink": "https://chat.whatsapp.com/xyz",
        "instagramLink": "https://instagram.com/tbca",
        "announcementText": "Durga Puja tickets are open!",
        "showAnnouncement": True,
    }
    payload.update(overrides)
    return payload


def test_settings_answer_defaults_before_anything_is_saved(api_client):
    response = api_client.get("/api/settings")

    assert response.status_code == 200
    body = response.json()
    assert list(body) == FIELDS
    assert body["groupName"] == DEFAULT_GROUP_NAME
    assert body["tagline"] == DEFAULT_TAGLINE
    assert body["contactEmail"] == DEFAULT_CONTACT_EMAIL
    assert body["whatsappLink"] == ""
    assert body["instagramLink"] == ""
    assert body["announcementText"] == ""
    assert body["showAnnouncement"] is False


def test_settings_fill_empty_required_texts_with_defaults(api_client):
    SiteSettingsFactory(group_name="", tagline="", contact_email="", about_text="")

    body = api_client.get("/api/settings").json()

    assert body["groupName"] == DEFAULT_GROUP_NAME
    assert body["tagline"] == DEFAULT_TAGLINE
    assert body["contactEmail"] == DEFAULT_CONTACT_EMAIL
    assert body["aboutText"] == ""


def test_settings_answer_the_stored_values(api_client):
    SiteSettingsFactory(group_name="TBCA", show_announcement=True, announcement_text="Hello")

    body = api_client.get("/api/settings").json()

    assert body["groupName"] == "TBCA"
    assert body["showAnnouncement"] is True
    assert body["announcementText"] == "Hello"


def test_admin_saves_the_settings(staff_client):
    response = staff_client.put("/api/admin/settings", settings_payload(), format="json")

    assert response.status_code == 200
    assert response.json() == {
        **settings_payload(),
        "groupName": "Tracy Bengali Cultural Association",
        "legalName": "",
        "ein": "",
        "mailingAddress": "",
        "paymentInstructions": "",
        "membershipYearStartMonth": 1,
        **NO_BENGALI,
    }
    stored = SiteSettings.objects.get()
    assert stored.pk == 1
    assert stored.group_name == "Tracy Bengali Cultural Association"
    assert stored.contact_email == "hello@example.org"
    assert stored.show_announcement is True


def test_the_money_settings_are_saved_and_kept_when_a_request_leaves_them_out(staff_client):
    money = {
        "legalName": "Tracy Bengali Cultural Association Inc.",
        "ein": "94-1234567",
        "mailingAddress": "PO Box 123\nTracy, CA 95376",
        "paymentInstructions": "Zelle to treasurer@example.org with your reference in the memo.",
        "membershipYearStartMonth": 4,
    }
    assert staff_client.put("/api/admin/settings", settings_payload(**money), format="json").json() == {
        **settings_payload(**money),
        "groupName": "Tracy Bengali Cultural Association",
        **NO_BENGALI,
    }

    body = staff_client.put("/api/admin/settings", settings_payload(tagline="Later"), format="json").json()

    assert {name: body[name] for name in money} == money
    assert SiteSettings.objects.get().membership_year_start_month == 4


@pytest.mark.parametrize(
    ("field", "value"), [("ein", "941234567"), ("ein", "94-123456"), ("membershipYearStartMonth", 13)]
)
def test_a_bad_ein_or_month_is_refused_by_field(staff_client, field, value):
    response = staff_client.put("/api/admin/settings", settings_payload(**{field: value}), format="json")

    assert response.status_code == 400
    assert field in response.json()["errors"]
    assert SiteSettings.get_solo().ein == ""


def test_saving_twice_keeps_a_single_row(staff_client):
    staff_client.put("/api/admin/settings", settings_payload(tagline="First"), format="json")
    staff_client.put("/api/admin/settings", settings_payload(tagline="Second"), format="json")

    assert list(SiteSettings.objects.values_list("pk", "tagline")) == [(1, "Second")]


def test_optional_settings_may_be_blank(staff_client):
    payload = settings_payload(aboutText="", contactEmail="", whatsappLink="", instagramLink="", announcementText="")

    response = staff_client.put("/api/admin/settings", payload, format="json")

    assert response.status_code == 200
    stored = SiteSettings.objects.get()
    assert (stored.contact_email, stored.whatsapp_link) == ("", "")


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("groupName", "", "Group name is required"),
        ("groupName", "   ", "Group name is required"),
        ("groupName", None, "Group name is required"),
        ("tagline", "", "Tagline is required"),
        ("tagline", None, "Tagline is required"),
        ("contactEmail", "not-an-email", "Please enter a valid email address"),
        ("whatsappLink", "javascript:alert(1)", "Please enter a valid link (starting with https://)"),
        ("instagramLink", "instagram", "Please enter a valid link (starting with https://)"),
    ],
)
def test_settings_validation_message(staff_client, field, value, message):
    SiteSettingsFactory(group_name="Kept")

    response = staff_client.put("/api/admin/settings", settings_payload(**{field: value}), format="json")

    assert response.status_code == 400
    assert response.json() == {"message": "Please correct the highlighted fields.", "errors": {field: [message]}}
    assert SiteSettings.objects.get().group_name == "Kept"


def test_signed_out_settings_update_is_401(api_client):
    response = api_client.put("/api/admin/settings", settings_payload(), format="json")

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthorized"}
    assert not SiteSettings.objects.exists()


def test_non_staff_settings_update_is_403(member_client):
    response = member_client.put("/api/admin/settings", settings_payload(), format="json")

    assert response.status_code == 403
    assert response.json() == {"message": "Only organisers may do this."}
    assert not SiteSettings.objects.exists()


def test_the_bengali_texts_are_saved_cleaned_and_read_back_beside_the_english(staff_client, api_client):
    texts = {**BENGALI_TEXTS, "taglineBn": "  একসাথে \u202eসংস্কৃতির উদযাপন  "}

    response = staff_client.put("/api/admin/settings", settings_payload(**texts), format="json")

    assert response.status_code == 200
    assert {name: response.json()[name] for name in BENGALI_TEXTS} == BENGALI_TEXTS
    stored = SiteSettings.objects.get()
    assert (stored.tagline_bn, stored.about_text_bn, stored.announcement_text_bn, stored.payment_instructions_bn) == (
        "একসাথে সংস্কৃতির উদযাপন",
        "আমরা ট্রেসির বাঙালি পরিবার।",
        "দুর্গাপুজোর নিবন্ধন খোলা!",
        "রেফারেন্স লিখে Zelle করুন।",
    )
    public = api_client.get("/api/settings").json()
    assert (public["tagline"], public["taglineBn"]) == ("Celebrating Culture, Together", "একসাথে সংস্কৃতির উদযাপন")


def test_the_bengali_texts_are_kept_when_a_request_leaves_them_out(staff_client):
    staff_client.put("/api/admin/settings", settings_payload(**BENGALI_TEXTS), format="json")

    body = staff_client.put("/api/admin/settings", settings_payload(tagline="Later"), format="json").json()

    assert {name: body[name] for name in BENGALI_TEXTS} == BENGALI_TEXTS


@pytest.mark.parametrize(
    ("field", "limit"),
    [("taglineBn", 200), ("aboutTextBn", 5000), ("bannerTextBn", 500), ("paymentInstructionsBn", 1000)],
)
def test_a_bengali_text_over_the_english_limit_is_refused(staff_client, field, limit):
    response = staff_client.put("/api/admin/settings", settings_payload(**{field: "ক" * (limit + 1)}), format="json")

    assert response.status_code == 400
    assert field in response.json()["errors"]
    assert SiteSettings.get_solo().tagline_bn == ""
