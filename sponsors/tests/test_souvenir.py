"""Pieces for the souvenir: sent by families with a manage link, listed for
the organisers, accepted or declined."""

import pytest
from django.urls import reverse

from core.manage_links import SOUVENIR_CONTRIBUTION
from events.tests.factories import EventFactory
from sponsors.models import Contribution

pytestmark = pytest.mark.django_db

POEM = {"title": "শরৎ", "author": "রিয়া সেন", "kind": "poem", "text": "আকাশে সাদা মেঘ,\nকাশফুল দোলে।", "childAge": 9}


def test_a_poem_in_bengali_is_sent_with_a_manage_link_and_read_back(api_client):
    event = EventFactory()

    response = api_client.post(reverse("event-souvenir", args=[event.pk]), POEM, format="json")

    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["status"] == "submitted"
    assert body["text"] == POEM["text"]
    assert f"/souvenir/{body['id']}?token={body['manageToken']}" in body["manageUrl"]
    url = reverse("souvenir-contribution", args=[body["id"]])
    assert api_client.get(url, headers={SOUVENIR_CONTRIBUTION.header: body["manageToken"]}).json()["title"] == "শরৎ"
    assert api_client.get(url, headers={SOUVENIR_CONTRIBUTION.header: "x"}).status_code == 403


def test_a_story_without_text_and_a_drawing_without_a_picture_are_refused(api_client):
    event = EventFactory()

    story = api_client.post(
        reverse("event-souvenir", args=[event.pk]), {**POEM, "kind": "story", "text": ""}, format="json"
    )
    drawing = api_client.post(reverse("event-souvenir", args=[event.pk]), {**POEM, "kind": "drawing"}, format="json")

    assert story.status_code == drawing.status_code == 400
    assert list(story.json()["errors"]) == ["text"]
    assert list(drawing.json()["errors"]) == ["imagePath"]
    assert Contribution.objects.count() == 0


def test_the_organiser_lists_and_accepts_a_piece(api_client, staff_client):
    event = EventFactory()
    piece = api_client.post(reverse("event-souvenir", args=[event.pk]), POEM, format="json").json()

    accepted = staff_client.put(
        reverse("admin-souvenir", args=[piece["id"]]), {"status": "accepted", "note": "সুন্দর"}, format="json"
    )
    listed = staff_client.get(reverse("admin-event-souvenir", args=[event.pk])).json()

    assert accepted.status_code == 200
    assert [(item["title"], item["status"], item["note"]) for item in listed] == [("শরৎ", "accepted", "সুন্দর")]
