import pytest
from django.core.exceptions import ValidationError

from sitesettings.models import DEFAULT_TAGLINE, SiteSettings
from sitesettings.selectors import site_settings_get
from sitesettings.services import site_settings_update
from sitesettings.tests.factories import SiteSettingsFactory

pytestmark = pytest.mark.django_db

VALUES = {
    "group_name": "TBCA",
    "tagline": "Together",
    "about_text": "",
    "contact_email": "a@example.org",
    "whatsapp_link": "",
    "instagram_link": "",
    "announcement_text": "",
    "show_announcement": False,
}


def test_get_solo_creates_the_single_row_once():
    first = SiteSettings.get_solo()
    second = SiteSettings.get_solo()

    assert first.pk == second.pk == 1
    assert SiteSettings.objects.count() == 1


def test_settings_row_cannot_be_deleted():
    settings = SiteSettingsFactory()

    settings.delete()

    assert SiteSettings.objects.filter(pk=1).exists()


def test_selector_fills_an_empty_tagline_without_saving_it():
    SiteSettingsFactory(tagline="")

    assert site_settings_get().tagline == DEFAULT_TAGLINE
    assert SiteSettings.objects.get().tagline == ""


def test_update_saves_every_field():
    site_settings_update(**{**VALUES, "show_announcement": True, "announcement_text": "Hi"})

    stored = SiteSettings.objects.get()
    assert (stored.group_name, stored.tagline, stored.announcement_text, stored.show_announcement) == (
        "TBCA",
        "Together",
        "Hi",
        True,
    )


def test_update_refuses_an_invalid_link():
    SiteSettingsFactory(whatsapp_link="")

    with pytest.raises(ValidationError):
        site_settings_update(**{**VALUES, "whatsapp_link": "not a link"})

    assert SiteSettings.objects.get().whatsapp_link == ""
