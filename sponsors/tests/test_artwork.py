"""An ad's artwork: uploaded by the sponsor's link, checked by its bytes and
its pixels for the printed size, reviewed by an organiser (emailed), with
its history kept."""

import io

import pytest
from django.core import mail
from django.urls import reverse
from PIL import Image

from core.manage_links import SPONSOR
from sponsors.models import Sponsor, SponsorReview
from sponsors.tests.helpers import event_with_offers, offer, take

pytestmark = pytest.mark.django_db


def picture(width: int, height: int, image_format: str = "PNG") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), "white").save(buffer, format=image_format, dpi=(300, 300))
    return buffer.getvalue()


PDF = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"


@pytest.fixture
def ad(api_client):
    body = take(api_client, offer(event_with_offers(), "Quarter page")).json()
    return Sponsor.objects.get(pk=body["id"]), body["manageToken"]


def upload(client, sponsor: Sponsor, token: str, data: bytes, content_type: str = "image/png") -> str:
    response = client.post(reverse("sponsor-upload", args=[sponsor.pk]), headers={SPONSOR.header: token})
    assert response.status_code == 200, response.content
    url = response.json()["uploadURL"]
    assert client.generic("PUT", url, data, content_type=content_type).status_code == 200
    return url


def submit(client, sponsor: Sponsor, token: str, path: str):
    return client.post(
        reverse("sponsor-artwork", args=[sponsor.pk]), {"path": path}, format="json", headers={SPONSOR.header: token}
    )


def test_the_upload_url_needs_the_sponsors_token(api_client, ad):
    sponsor, _token = ad

    response = api_client.post(reverse("sponsor-upload", args=[sponsor.pk]), headers={SPONSOR.header: "x"})

    assert response.status_code == 403


def test_artwork_too_small_for_a_quarter_page_is_refused_naming_the_pixels(api_client, ad):
    sponsor, token = ad

    response = submit(api_client, sponsor, token, upload(api_client, sponsor, token, picture(600, 900)))

    assert response.status_code == 400
    message = response.json()["errors"]["path"][0]
    assert "600 by 900 pixels" in message
    assert "at least 825 by 1275 pixels" in message
    sponsor.refresh_from_db()
    assert sponsor.status == "pending"
    assert sponsor.artwork_path == ""


def test_artwork_sharp_enough_is_submitted(api_client, ad):
    sponsor, token = ad

    response = submit(api_client, sponsor, token, upload(api_client, sponsor, token, picture(825, 1275, "JPEG")))

    assert response.status_code == 200, response.json()
    assert response.json()["status"] == "artworkSubmitted"
    sponsor.refresh_from_db()
    assert sponsor.artwork_path.startswith("/objects/artwork/") and sponsor.artwork_path.endswith(".jpg")
    assert api_client.get(sponsor.artwork_path).status_code == 200


def test_a_pdf_is_taken_by_its_bytes_and_anything_else_refused(api_client, ad):
    sponsor, token = ad

    refused = submit(api_client, sponsor, token, upload(api_client, sponsor, token, b"GIF89a" + bytes(100)))
    accepted = submit(api_client, sponsor, token, upload(api_client, sponsor, token, PDF, "application/pdf"))

    assert refused.status_code == 400
    assert refused.json()["errors"]["path"] == ["The file is not a PDF, PNG or JPEG."]
    assert accepted.status_code == 200, accepted.json()
    assert accepted.json()["artworkUrl"].endswith(".pdf")


def test_the_organiser_asks_for_changes_then_approves_and_the_sponsor_is_emailed_each_time(
    api_client, staff_client, ad, django_capture_on_commit_callbacks
):
    sponsor, token = ad
    assert (
        staff_client.put(reverse("admin-sponsor", args=[sponsor.pk]), {"status": "approved"}, format="json").status_code
        == 400
    )
    submit(api_client, sponsor, token, upload(api_client, sponsor, token, picture(825, 1275)))
    mail.outbox.clear()

    with django_capture_on_commit_callbacks(execute=True):
        changes = staff_client.put(
            reverse("admin-sponsor", args=[sponsor.pk]),
            {"status": "changesRequested", "note": "Please put the phone number bigger."},
            format="json",
        )
        approved = staff_client.put(reverse("admin-sponsor", args=[sponsor.pk]), {"status": "approved"}, format="json")

    assert changes.status_code == approved.status_code == 200
    assert approved.json()["status"] == "approved"
    first, second = mail.outbox
    assert "Please put the phone number bigger." in first.body
    assert "approved" in second.subject
    assert list(SponsorReview.objects.filter(sponsor=sponsor).values_list("status", flat=True)) == [
        "artworkSubmitted",
        "changesRequested",
        "approved",
    ]
    listed = staff_client.get(reverse("admin-event-sponsors", args=[sponsor.event_id])).json()
    assert [review["status"] for review in listed[0]["reviews"]] == ["artworkSubmitted", "changesRequested", "approved"]
