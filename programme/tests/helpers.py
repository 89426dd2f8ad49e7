"""What the programme's tests share: a valid act, submitting it, uploading music."""

from typing import Any

from django.urls import reverse

from programme.models import ProgrammeEntry

# The first bytes of each accepted format, with some body after them.
MP3 = b"ID3\x04\x00\x00\x00\x00\x00\x00" + b"\xff\xfb\x90\x00" + bytes(2000)
MP3_UNTAGGED = b"\xff\xfb\x90\x00" + bytes(2000)
M4A = b"\x00\x00\x00\x20ftypM4A \x00\x00\x00\x00M4A mp42isom" + bytes(2000)
WAV = b"RIFF\x24\x08\x00\x00WAVEfmt \x10\x00\x00\x00" + bytes(2000)
OGG = b"OggS\x00\x02" + bytes(2000)


def act(**overrides: Any) -> dict[str, Any]:
    return {
        "title": "Dhunuchi Naach",
        "kind": "dance",
        "performers": [{"name": "Riya Sen", "child": True}, {"name": "Mita Sen", "child": False}],
        "durationMinutes": 6,
        "contactName": "Anita Sen",
        "contactEmail": "anita@example.com",
        "contactPhone": "209-555-0100",
        "notes": "We need two chairs.",
        **overrides,
    }


def submit(client, event, **overrides: Any):
    return client.post(reverse("event-programme", args=[event.pk]), act(**overrides), format="json")


def submitted(client, event, **overrides: Any) -> tuple[ProgrammeEntry, str]:
    response = submit(client, event, **overrides)
    assert response.status_code == 201, response.json()
    return ProgrammeEntry.objects.get(pk=response.json()["id"]), response.json()["manageToken"]


def upload(client, data: bytes, content_type: str = "audio/mpeg") -> str:
    """Ask for an audio upload URL and PUT the bytes to it, as the browser does."""
    response = client.post(reverse("programme-upload"))
    assert response.status_code == 200, response.content
    url = response.json()["uploadURL"]
    put = client.generic("PUT", url, data, content_type=content_type)
    assert put.status_code == 200, put.content
    return url
