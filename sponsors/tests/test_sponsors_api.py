"""Taking a sponsorship: the answer, the email, the reference and the limit;
the sponsor's own read by its token; the offers on the event's answer."""

import pytest
from django.core import mail
from django.urls import reverse

from core.manage_links import SPONSOR
from money.payments.services import payment_record
from sitesettings.models import SiteSettings
from sponsors.models import Sponsor
from sponsors.tests.helpers import event_with_offers, offer, sponsor_body, take

pytestmark = pytest.mark.django_db


def taken(client, sponsorship, **overrides) -> Sponsor:
    response = take(client, sponsorship, **overrides)
    assert response.status_code == 201, response.json()
    return Sponsor.objects.get(pk=response.json()["id"])


def test_taking_a_package_answers_the_amount_the_reference_and_how_to_pay(
    api_client, django_capture_on_commit_callbacks
):
    site = SiteSettings.get_solo()
    site.payment_instructions = "Zelle to treasurer@example.org"
    site.save()
    event = event_with_offers()

    with django_capture_on_commit_callbacks(execute=True):
        response = take(api_client, offer(event, "Platinum"))

    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["status"] == "pending"
    assert body["amountDue"] == 200_000
    assert body["paymentReference"].startswith("SP-")
    assert body["paymentInstructions"] == "Zelle to treasurer@example.org"
    assert len(body["manageToken"]) == 64
    (message,) = mail.outbox
    assert message.to == ["anita@example.com"]
    assert body["paymentReference"] in message.body
    assert "$2,000.00" in message.body
    assert "Zelle to treasurer@example.org" in message.body
    assert f"/sponsors/{body['id']}?token={body['manageToken']}" in message.body


def test_the_sponsor_reads_it_back_with_the_token_and_a_stranger_cannot(api_client):
    event = event_with_offers()
    body = take(api_client, offer(event, "Platinum")).json()
    url = reverse("sponsor", args=[body["id"]])

    assert api_client.get(url, headers={SPONSOR.header: body["manageToken"]}).json()["displayName"] == "Sweet Bengal"
    assert api_client.get(url, headers={SPONSOR.header: "0" * 64}).status_code == 403
    assert api_client.get(url).status_code == 403


def test_the_last_item_is_taken_once(api_client):
    event = event_with_offers()
    flowers = offer(event, "Flowers for Ashtami")

    assert take(api_client, flowers).status_code == 201
    second = take(api_client, flowers, email="bina@example.com")

    assert second.status_code == 409
    assert second.json()["message"] == "This sponsorship is taken."
    assert Sponsor.objects.count() == 1


def test_another_events_sponsorship_is_refused(api_client):
    event = event_with_offers()
    other = event_with_offers()

    response = api_client.post(
        reverse("event-sponsors", args=[event.pk]), sponsor_body(offer(other, "Platinum")), format="json"
    )

    assert response.status_code == 400
    assert "sponsorshipId" in response.json()["errors"]


def test_the_event_answer_lists_the_offers_with_what_is_taken(api_client):
    event = event_with_offers()
    take(api_client, offer(event, "Flowers for Ashtami"))

    offers = api_client.get(f"/api/events/{event.pk}").json()["sponsorships"]

    assert [(o["kind"], o["name"], o["available"], o["taken"], o["adSize"]) for o in offers] == [
        ("package", "Platinum", None, 0, None),
        ("item", "Flowers for Ashtami", 1, 1, None),
        ("ad", "Quarter page", None, 0, "quarter"),
    ]
    assert offers[0]["fairMarketValue"] == 10_000
    assert offers[0]["benefits"] == "4 dinner passes"


def test_the_wall_names_paid_sponsors_who_agreed_packages_first(api_client):
    event = event_with_offers()
    ad = Sponsor.objects.get(pk=take(api_client, offer(event, "Quarter page"), displayName="Roy Sweets").json()["id"])
    package = Sponsor.objects.get(pk=take(api_client, offer(event, "Platinum"), displayName="Sen Family").json()["id"])
    hidden = Sponsor.objects.get(
        pk=take(api_client, offer(event, "Platinum"), displayName="Quiet", showName=False).json()["id"]
    )
    take(api_client, offer(event, "Flowers for Ashtami"), displayName="Unpaid")
    for sponsor in (ad, package, hidden):
        payment_record(kind="sponsorship", target_id=sponsor.pk, amount=sponsor.amount_due, method="zelle")

    wall = api_client.get(reverse("event-sponsors", args=[event.pk])).json()

    assert wall == [
        {"displayName": "Sen Family", "kind": "package", "sponsorship": "Platinum"},
        {"displayName": "Roy Sweets", "kind": "ad", "sponsorship": "Quarter page"},
    ]


def test_the_organiser_sets_the_offers_in_the_event_form(staff_client):
    event = event_with_offers()
    current = staff_client.get(f"/api/events/{event.pk}").json()
    rows = current["sponsorships"]
    rows[1]["available"] = 3
    rows.append({"kind": "ad", "name": "Full page", "amount": 20000, "adSize": "full"})

    response = staff_client.put(f"/api/admin/events/{event.pk}", {**current, "sponsorships": rows}, format="json")

    assert response.status_code == 200, response.json()
    assert [(o["name"], o["available"], o["adSize"]) for o in response.json()["sponsorships"]] == [
        ("Platinum", None, None),
        ("Flowers for Ashtami", 3, None),
        ("Quarter page", None, "quarter"),
        ("Full page", None, "full"),
    ]


def test_an_ad_without_a_size_and_goods_worth_more_than_the_amount_are_refused(staff_client):
    event = event_with_offers()
    current = staff_client.get(f"/api/events/{event.pk}").json()
    rows = [
        {"kind": "ad", "name": "Page", "amount": 20000},
        {"kind": "package", "name": "Gold", "amount": 1000, "fairMarketValue": 2000},
    ]

    response = staff_client.put(f"/api/admin/events/{event.pk}", {**current, "sponsorships": rows}, format="json")

    assert response.status_code == 400
    assert set(response.json()["errors"]) == {"sponsorships.0.adSize", "sponsorships.1.fairMarketValue"}


def test_a_taken_sponsorship_is_not_removed(api_client, staff_client):
    event = event_with_offers()
    take(api_client, offer(event, "Platinum"))
    current = staff_client.get(f"/api/events/{event.pk}").json()

    response = staff_client.put(
        f"/api/admin/events/{event.pk}", {**current, "sponsorships": current["sponsorships"][1:]}, format="json"
    )

    assert response.status_code == 400
    assert "sponsorships" in response.json()["errors"]


def test_the_organisers_search_finds_a_sponsor_by_name_and_reference(api_client, staff_client):
    event = event_with_offers()
    sponsor = taken(api_client, offer(event, "Platinum"), displayName="Sweet Bengal", contactName="Amit Roy")

    by_shop = staff_client.get("/api/admin/search", {"q": "sweet beng"}).json()
    by_reference = staff_client.get("/api/admin/search", {"q": sponsor.payment_reference.lower()}).json()

    assert [(found["kind"], found["id"], found["eventId"]) for found in by_shop] == [
        ("sponsorship", sponsor.pk, event.pk)
    ]
    assert by_reference[0]["paymentReference"] == sponsor.payment_reference
    assert by_shop[0]["label"] == "Sweet Bengal · sponsor of Durga Puja (Platinum)"
