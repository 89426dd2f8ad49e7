"""The back office saves the site's settings through the settings service."""

import pytest

from activity.models import Entry
from sitesettings.models import SiteSettings
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db


def test_a_volunteers_settings_change_is_logged_field_by_field(client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("mitali", password="a-long-test-password"))
    settings = SiteSettingsFactory(tagline="Celebrating Culture, Together")
    form = {
        "group_name": settings.group_name,
        "tagline": "Together in Tracy",
        "about_text": settings.about_text,
        "contact_email": settings.contact_email,
        "whatsapp_link": settings.whatsapp_link,
        "instagram_link": settings.instagram_link,
        "announcement_text": "",
    }

    response = client.post(f"/backoffice/sitesettings/sitesettings/{settings.pk}/change/", form)

    assert response.status_code == 302
    assert SiteSettings.get_solo().tagline == "Together in Tracy"
    entry = Entry.objects.get(action="settings.update")
    assert (entry.actor, entry.changes) == (
        "mitali",
        {"tagline": ["Celebrating Culture, Together", "Together in Tracy"]},
    )
