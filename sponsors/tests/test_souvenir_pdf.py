"""The souvenir as the printer gets it, read back from the PDF: half-letter
pages, the cover, the sponsors, the Bengali poem as written, the programme,
the ads by size with their sponsors' names, page numbers; the download logged."""

import io

import pypdfium2 as pdfium
import pytest
from django.urls import reverse
from pypdf import PdfReader

from activity.models import Entry
from money.payments.services import payment_record
from money.tests.receipt_helpers import nfc
from programme.tests.factories import ProgrammeEntryFactory
from sponsors.models import Sponsor
from sponsors.tests.helpers import event_with_offers, offer, take
from sponsors.tests.test_artwork import AD_BLUE, pdf, picture, submit, upload
from uploads.pdf import first_page_picture

pytestmark = pytest.mark.django_db

POEM = {"title": "শরৎ", "author": "রিয়া সেন", "kind": "poem", "text": "আকাশে সাদা মেঘ, কাশফুল দোলে।", "childAge": 9}


def test_the_souvenir_has_every_part_on_half_letter_pages(api_client, staff_client, tmp_path):
    event = event_with_offers(programme_published=True, programme_start="18:00")
    ProgrammeEntryFactory(event=event, title="Dhunuchi Naach", status="accepted", position=1, start_time="18:00")
    platinum = take(api_client, offer(event, "Platinum"), displayName="Sen Family").json()
    payment_record(kind="sponsorship", target_id=platinum["id"], amount=200_000, method="zelle")
    ads = []
    for name in ("Roy Sweets", "Das Dental", "Tracy Travel"):
        body = take(api_client, offer(event, "Quarter page"), displayName=name).json()
        sponsor = Sponsor.objects.get(pk=body["id"])
        submit(
            api_client,
            sponsor,
            body["manageToken"],
            upload(api_client, sponsor, body["manageToken"], picture(825, 1275)),
        )
        ads.append(sponsor)
    for sponsor in ads[:2]:
        staff_client.put(reverse("admin-sponsor", args=[sponsor.pk]), {"status": "approved"}, format="json")
    piece = api_client.post(reverse("event-souvenir", args=[event.pk]), POEM, format="json").json()
    staff_client.put(reverse("admin-souvenir", args=[piece["id"]]), {"status": "accepted"}, format="json")

    response = staff_client.get(reverse("admin-event-souvenir-pdf", args=[event.pk]))
    (tmp_path / "souvenir.pdf").write_bytes(response.content)

    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    reader = PdfReader(io.BytesIO(response.content))
    pages = [nfc(page.extract_text()) for page in reader.pages]
    whole = "".join("".join(pages).split())
    assert {(round(float(page.mediabox.width)), round(float(page.mediabox.height))) for page in reader.pages} == {
        (396, 612)
    }
    assert "Durga Puja" in pages[0] and "Souvenir" in pages[0]
    assert "Sen Family" in pages[1]
    assert nfc("আকাশেসাদামেঘ,কাশফুলদোলে।") in whole
    assert nfc("রিয়াসেন") in whole
    assert "DhunuchiNaach" in whole
    # Both approved quarter-page ads on one page, with their names; the third awaits approval.
    assert "Roy Sweets" in pages[-1] and "Das Dental" in pages[-1]
    assert "TracyTravel" not in whole
    assert [page.strip().endswith(str(number)) for number, page in enumerate(pages, start=1)] == [False] + [True] * (
        len(pages) - 1
    )
    assert Entry.objects.filter(action="download.souvenir", event_id=event.pk).count() == 1


def test_an_ad_sent_as_a_pdf_is_drawn_from_its_first_page_with_its_name_beneath(api_client, staff_client, tmp_path):
    event = event_with_offers()
    body = take(api_client, offer(event, "Quarter page"), displayName="Roy Sweets").json()
    sponsor = Sponsor.objects.get(pk=body["id"])
    token = body["manageToken"]
    sent = submit(api_client, sponsor, token, upload(api_client, sponsor, token, pdf(), "application/pdf"))
    assert sent.status_code == 200, sent.json()
    staff_client.put(reverse("admin-sponsor", args=[sponsor.pk]), {"status": "approved"}, format="json")

    response = staff_client.get(reverse("admin-event-souvenir-pdf", args=[event.pk]))
    (tmp_path / "souvenir.pdf").write_bytes(response.content)

    assert response.status_code == 200
    last = PdfReader(io.BytesIO(response.content)).pages[-1]
    assert "Roy Sweets" in last.extract_text()
    assert "Artwork as sent" not in last.extract_text()
    document = pdfium.PdfDocument(response.content)
    page = document[len(document) - 1]
    # 100 dpi: the page is 550 by 850 pixels.
    rendered = page.render(scale=100 / 72).to_pil().convert("RGB")
    rendered.save(tmp_path / "ads.png")
    page.close()
    document.close()
    blue = [
        (x, y)
        for x in range(0, rendered.width, 2)
        for y in range(0, rendered.height, 2)
        if all(abs(a - b) <= 12 for a, b in zip(rendered.getpixel((x, y)), AD_BLUE, strict=True))
    ]
    assert blue, "the PDF ad's blue block is not on the ads' page"
    xs = [x for x, _ in blue]
    ys = [y for _, y in blue]
    # The first of four quarter-page boxes: the top left one, above its sponsor's name.
    assert max(xs) < rendered.width / 2 and max(ys) < rendered.height / 2
    # The block is 60% of the ad across: about 1.5 of the box's 2.5 inches (150 pixels at 100 dpi).
    assert 120 <= max(xs) - min(xs) <= 170


def test_a_pdf_ad_is_rendered_at_most_at_300_dpi_of_its_printed_size_whatever_its_page_size():
    picture = first_page_picture(pdf(27.5, 42.5), max_width=825, max_height=1275)

    assert picture.width <= 825 and picture.height <= 1275
    assert picture.width >= 820 and picture.height >= 1265
    assert picture.getpixel((picture.width // 2, picture.height // 2)) == AD_BLUE
