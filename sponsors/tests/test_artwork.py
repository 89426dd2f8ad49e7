"""An ad's artwork: uploaded by the sponsor's link, checked by its bytes and
its pixels for the printed size, reviewed by an organiser (emailed), with
its history kept."""

import io

import pytest
from django.core import mail
from django.urls import reverse
from fpdf import FPDF
from PIL import Image
from pypdf import PdfWriter

from core.manage_links import SPONSOR
from sponsors.models import Sponsor, SponsorReview
from sponsors.tests.helpers import event_with_offers, offer, take

pytestmark = pytest.mark.django_db


def picture(width: int, height: int, image_format: str = "PNG") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), "white").save(buffer, format=image_format, dpi=(300, 300))
    return buffer.getvalue()


# A PDF's colour, drawn as a block in the middle of its page, to be found again in the souvenir.
AD_BLUE = (0, 110, 220)


def pdf(width: float = 2.75, height: float = 4.25, *, password: str | None = None) -> bytes:
    """A one-page PDF `width` by `height` inches (a quarter-page ad's shape by
    default): a white page with a blue block across its middle."""
    document = FPDF(unit="in", format=(width, height))
    if password:
        document.set_encryption(owner_password="owner", user_password=password)
    document.add_page()
    document.set_fill_color(*AD_BLUE)
    document.rect(width * 0.2, height * 0.3, width * 0.6, height * 0.4, style="F")
    return bytes(document.output())


PDF = pdf()


def no_pages() -> bytes:
    buffer = io.BytesIO()
    PdfWriter().write(buffer)
    return buffer.getvalue()


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


def test_the_sponsor_is_told_the_pixels_and_the_pdfs_shape_before_sending(api_client, ad):
    sponsor, token = ad
    url = reverse("sponsor", args=[sponsor.pk])

    english = api_client.get(url, headers={SPONSOR.header: token}).json()["artworkHint"]
    bengali = api_client.get(url, headers={SPONSOR.header: token, "Accept-Language": "bn"}).json()["artworkHint"]

    assert english == (
        "A PNG or JPEG of at least 825 by 1275 pixels (300 dpi at 2.75 by 4.25 inches), "
        "or a PDF of that shape at any size."
    )
    assert "৮২৫" in bengali and "২.৭৫" in bengali and "PDF" in bengali


def test_a_package_has_no_artwork_hint(api_client):
    body = take(api_client, offer(event_with_offers(), "Platinum")).json()

    assert body["artworkHint"] is None


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


@pytest.mark.parametrize(
    ("width", "height"),
    [(5.5, 8.5), (2.75, 4.3), (27.5, 42.5)],
    ids=["twice-the-size", "within-five-percent", "ten-times-the-size"],
)
def test_a_pdf_of_the_ads_shape_is_taken_at_any_size(api_client, ad, width, height):
    sponsor, token = ad

    response = submit(
        api_client, sponsor, token, upload(api_client, sponsor, token, pdf(width, height), "application/pdf")
    )

    assert response.status_code == 200, response.json()
    assert response.json()["status"] == "artworkSubmitted"


@pytest.mark.parametrize(("width", "height"), [(8.5, 11), (4.25, 2.75), (2.75, 3.9)])
def test_a_pdf_not_of_the_ads_shape_is_refused_naming_the_size(api_client, ad, width, height):
    sponsor, token = ad

    response = submit(
        api_client, sponsor, token, upload(api_client, sponsor, token, pdf(width, height), "application/pdf")
    )

    assert response.status_code == 400
    assert response.json()["errors"]["path"] == [
        "The PDF's first page is not the shape of a quarter-page ad: make it 2.75 by 4.25 inches "
        "(or the same shape at any size)."
    ]
    sponsor.refresh_from_db()
    assert sponsor.status == "pending"
    assert sponsor.artwork_path == ""


def test_the_shape_is_named_in_bengali(api_client, ad):
    sponsor, token = ad
    path = upload(api_client, sponsor, token, pdf(8.5, 11), "application/pdf")

    response = api_client.post(
        reverse("sponsor-artwork", args=[sponsor.pk]),
        {"path": path},
        format="json",
        headers={SPONSOR.header: token, "Accept-Language": "bn"},
    )

    assert response.status_code == 400
    message = response.json()["errors"]["path"][0]
    assert "২.৭৫" in message and "৪.২৫" in message and "ইঞ্চি" in message  # noqa: RUF001


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"%PDF-1.7\nnot a document at all", "The PDF cannot be opened. Save it again as a PDF and send it."),
        (PDF[: len(PDF) // 3], "The PDF cannot be opened. Save it again as a PDF and send it."),
        (no_pages(), "The PDF cannot be opened. Save it again as a PDF and send it."),
        (pdf(password="secret"), "The PDF is protected by a password. Send it without one."),
    ],
    ids=["garbage", "cut-short", "no-pages", "password"],
)
def test_a_pdf_that_cannot_be_opened_is_refused_clearly(api_client, ad, data, message):
    sponsor, token = ad

    response = submit(api_client, sponsor, token, upload(api_client, sponsor, token, data, "application/pdf"))

    assert response.status_code == 400
    assert response.json()["errors"]["path"] == [message]
    sponsor.refresh_from_db()
    assert sponsor.artwork_path == ""


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
