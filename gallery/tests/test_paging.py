"""The gallery at any size: GET /api/gallery answers a page at a time, newest
first, and names the next page in its Link header; one event's album by eventId;
the organisers' list stays whole."""

import re
from datetime import timedelta

import pytest
from django.utils import timezone

from events.tests.factories import EventFactory
from gallery.models import GalleryImage

pytestmark = pytest.mark.django_db

NEXT = re.compile(r'^<(?P<url>[^>]+)>; rel="next"$')


def add_images(count: int, **fields) -> list[int]:
    """Images added one after another; their ids, newest first."""
    start = timezone.now() - timedelta(days=1)
    images = GalleryImage.objects.bulk_create(
        GalleryImage(image_path=f"/objects/images/{number}.jpg", title=f"Photo {number}", **fields)
        for number in range(count)
    )
    for number, image in enumerate(images):
        GalleryImage.objects.filter(pk=image.pk).update(created_at=start + timedelta(seconds=number))
    return [image.pk for image in reversed(images)]


def next_url(response) -> str | None:
    link = response.headers.get("Link")
    if link is None:
        return None
    match = NEXT.match(link)
    assert match, link
    return match["url"]


def ids(response) -> list[int]:
    return [image["id"] for image in response.json()]


def walk(client, url: str) -> tuple[list[int], int]:
    """Every image, following the Link headers from `url`; and how many pages."""
    seen, pages = [], 0
    while url:
        response = client.get(url)
        assert response.status_code == 200, response.content
        seen += ids(response)
        pages += 1
        url = next_url(response)
    return seen, pages


def test_without_parameters_the_newest_60_come_first_and_the_link_names_the_rest(api_client):
    newest_first = add_images(75)

    response = api_client.get("/api/gallery")

    assert response.status_code == 200
    assert ids(response) == newest_first[:60]
    assert next_url(response) == f"/api/gallery?before={newest_first[59]}&limit=60"
    rest = api_client.get(next_url(response))
    assert ids(rest) == newest_first[60:]
    assert "Link" not in rest.headers


def test_following_the_links_visits_every_image_once_in_order(api_client):
    newest_first = add_images(23)

    seen, pages = walk(api_client, "/api/gallery?limit=5")

    assert seen == newest_first
    assert pages == 5


def test_images_added_at_the_same_instant_are_neither_skipped_nor_repeated(api_client):
    newest_first = add_images(7)
    GalleryImage.objects.update(created_at=timezone.now())

    seen, _ = walk(api_client, "/api/gallery?limit=2")

    assert seen == sorted(newest_first, reverse=True)


def test_a_page_after_an_image_deleted_meanwhile_goes_on_from_where_it_was(api_client):
    newest_first = add_images(6)
    first = api_client.get("/api/gallery?limit=3")
    GalleryImage.objects.filter(pk=newest_first[2]).delete()

    rest = api_client.get(next_url(first))

    assert ids(rest) == newest_first[3:]


def test_a_gallery_that_fits_in_one_page_has_no_link(api_client):
    newest_first = add_images(3)

    response = api_client.get("/api/gallery")

    assert ids(response) == newest_first
    assert "Link" not in response.headers


def test_an_empty_gallery_is_an_empty_list(api_client):
    response = api_client.get("/api/gallery")

    assert response.status_code == 200
    assert response.json() == []


def test_an_event_id_gives_that_events_album_and_its_links_keep_to_it(api_client):
    durga, kali = EventFactory(), EventFactory()
    album = add_images(5, event=durga)
    add_images(4, event=kali)
    add_images(2)

    first = api_client.get(f"/api/gallery?eventId={durga.pk}&limit=3")
    seen, _ = walk(api_client, f"/api/gallery?eventId={durga.pk}&limit=3")

    assert next_url(first) == f"/api/gallery?eventId={durga.pk}&before={album[2]}&limit=3"
    assert seen == album
    assert {image["eventId"] for image in first.json()} == {durga.pk}


def test_an_unknown_event_is_400_naming_the_field(api_client):
    response = api_client.get("/api/gallery?eventId=999")

    assert response.status_code == 400
    assert response.json() == {
        "message": "Please correct the highlighted fields.",
        "errors": {"eventId": ["This event does not exist."]},
    }


@pytest.mark.parametrize(
    ("query", "field"),
    [
        ("limit=0", "limit"),
        ("limit=101", "limit"),
        ("limit=-5", "limit"),
        ("limit=ten", "limit"),
        ("before=abc", "before"),
        ("before=0", "before"),
        ("before=99999999999999999999999", "before"),
        ("eventId=1.5", "eventId"),
        ("eventId=99999999999999999999999", "eventId"),
    ],
)
def test_bad_parameters_are_400_in_the_error_shape(api_client, query, field):
    response = api_client.get(f"/api/gallery?{query}")

    assert response.status_code == 400
    body = response.json()
    assert body["message"] == "Please correct the highlighted fields."
    assert list(body["errors"]) == [field]


def test_the_largest_page_is_100(api_client):
    add_images(120)

    response = api_client.get("/api/gallery?limit=100")

    assert len(response.json()) == 100
    assert next_url(response).endswith("&limit=100")


def test_the_organisers_list_holds_every_image_newest_first(staff_client):
    newest_first = add_images(75)

    response = staff_client.get("/api/admin/gallery")

    assert response.status_code == 200
    assert ids(response) == newest_first
    assert "Link" not in response.headers


def test_the_organisers_list_is_for_organisers_only(api_client, member_client):
    assert api_client.get("/api/admin/gallery").status_code == 401
    assert member_client.get("/api/admin/gallery").status_code == 403


def test_the_schema_documents_the_parameters_and_the_link_header(api_client):
    schema = api_client.get("/api/schema", {"format": "json"}).json()
    read = schema["paths"]["/api/gallery"]["get"]

    parameters = {parameter["name"]: parameter for parameter in read["parameters"]}
    assert parameters["limit"]["schema"]["maximum"] == 100
    assert parameters["before"]["in"] == parameters["eventId"]["in"] == "query"
    assert "Link" in read["responses"]["200"]["headers"]
    assert "400" in read["responses"]
    assert "get" in schema["paths"]["/api/admin/gallery"]
