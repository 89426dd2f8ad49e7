"""The family page's box for the announcements: ticked, a link to confirm is
emailed; unticked, they stop; left out of the request, nothing changes."""

import pytest

from families.tests.factories import FamilyFactory
from mailing.models import AnnouncementConsent

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_family_page_ticks_and_unticks_the_box(api_client, sign_in, smtp_server):
    FamilyFactory(email="anita@example.com", name="Anita Sen")
    family = sign_in(api_client, "anita@example.com")
    assert family["announcements"] is False
    profile = {"name": "Anita Sen", "phone": "", "language": "bn", "members": []}

    ticked = api_client.put("/api/family", {**profile, "announcements": True}, format="json")

    assert ticked.status_code == 200
    assert ticked.json()["announcements"] is True
    assert ticked.json()["announcementsStatus"] == "pending"
    link = smtp_server.wait_for(2, within=10)[1]
    assert "confirm?token=" in link.get_body(("plain",)).get_content()
    assert AnnouncementConsent.objects.get().language == "bn"
    unticked = api_client.put("/api/family", {**profile, "announcements": False}, format="json")
    assert unticked.json()["announcementsStatus"] == "unsubscribed"
    kept = api_client.put("/api/family", profile, format="json")
    assert kept.json()["announcementsStatus"] == "unsubscribed"
