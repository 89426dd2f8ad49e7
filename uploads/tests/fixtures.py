"""Storage back-ends for tests: local files in the per-test MEDIA_ROOT, and S3
through a real S3-compatible HTTP server (moto's) on a loopback port."""

import io
import uuid
from pathlib import Path
from urllib.parse import urlsplit

import boto3
import pytest
import requests
from django.conf import settings as django_settings
from moto.server import ThreadedMotoServer
from PIL import ExifTags, Image

from uploads.storage import image_storage

S3_KEYS = {"access_key": "test-access-key", "secret_key": "test-secret-key", "region": "us-east-1"}


@pytest.fixture(scope="session")
def s3_endpoint():
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    yield f"http://{host}:{port}"
    server.stop()


class LocalBackend:
    name = "local"

    def __init__(self, client):
        self.client = client

    def put(self, url: str, data: bytes, content_type: str = "image/jpeg", **headers):
        response = self.client.generic("PUT", url, data, content_type=content_type, **headers)
        return response.status_code, response.headers

    def stored(self) -> set[str]:
        root = Path(django_settings.MEDIA_ROOT)
        return {path.relative_to(root).as_posix() for path in root.rglob("*") if path.is_file()}

    def store(self, key: str, data: bytes) -> None:
        path = Path(django_settings.MEDIA_ROOT) / key
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)

    def fetch(self, path: str):
        """GET an /objects/ path as a browser would: (status, content type, body, headers)."""
        response = self.client.get(path)
        body = b"".join(response.streaming_content) if response.streaming else response.content
        return response.status_code, response.headers.get("Content-Type"), body, response.headers


class S3Backend:
    name = "s3"

    def __init__(self, client, endpoint: str, bucket: str):
        self.client = client
        self.bucket = bucket
        self.s3 = boto3.client(
            "s3",
            endpoint_url=endpoint,
            aws_access_key_id=S3_KEYS["access_key"],
            aws_secret_access_key=S3_KEYS["secret_key"],
            region_name=S3_KEYS["region"],
        )

    def put(self, url: str, data: bytes, content_type: str = "image/jpeg", **headers):
        assert urlsplit(url).scheme == "http"  # a real request to the S3 server, not to Django
        response = requests.put(url, data=data, headers={"Content-Type": content_type}, timeout=60)
        return response.status_code, response.headers

    def stored(self) -> set[str]:
        listing = self.s3.list_objects_v2(Bucket=self.bucket)
        return {item["Key"] for item in listing.get("Contents", [])}

    def store(self, key: str, data: bytes) -> None:
        self.s3.put_object(Bucket=self.bucket, Key=key, Body=data)

    def fetch(self, path: str):
        response = self.client.get(path)
        if response.status_code != 302:
            return response.status_code, response.headers.get("Content-Type"), response.content, response.headers
        followed = requests.get(response["Location"], timeout=30)
        return followed.status_code, followed.headers.get("Content-Type"), followed.content, followed.headers


def use_s3(settings, endpoint: str) -> str:
    bucket = f"images-{uuid.uuid4().hex[:12]}"
    boto3.client(
        "s3",
        endpoint_url=endpoint,
        aws_access_key_id=S3_KEYS["access_key"],
        aws_secret_access_key=S3_KEYS["secret_key"],
        region_name=S3_KEYS["region"],
    ).create_bucket(Bucket=bucket)
    settings.STORAGES = {
        **settings.STORAGES,
        "default": {
            "BACKEND": "storages.backends.s3.S3Storage",
            "OPTIONS": {
                "bucket_name": bucket,
                "region_name": S3_KEYS["region"],
                "endpoint_url": endpoint,
                "access_key": S3_KEYS["access_key"],
                "secret_key": S3_KEYS["secret_key"],
                "addressing_style": "path",
                "signature_version": "s3v4",
                "querystring_auth": True,
                "querystring_expire": 900,
                "file_overwrite": True,
                "default_acl": None,
            },
        },
    }
    settings.S3_PUBLIC_URL = ""
    return bucket


@pytest.fixture(params=["local", "s3"])
def backend(request, settings, staff_client):
    if request.param == "local":
        assert type(image_storage()).__name__ == "FileSystemStorage"
        return LocalBackend(staff_client)
    endpoint = request.getfixturevalue("s3_endpoint")
    bucket = use_s3(settings, endpoint)
    assert type(image_storage()).__name__ == "S3Storage"
    return S3Backend(staff_client, endpoint, bucket)


@pytest.fixture
def local_backend(staff_client):
    return LocalBackend(staff_client)


@pytest.fixture
def s3_backend(settings, staff_client, s3_endpoint):
    return S3Backend(staff_client, s3_endpoint, use_s3(settings, s3_endpoint))


@pytest.fixture
def commit(django_capture_on_commit_callbacks):
    """Run on-commit work (deleting stored files) as a real commit would."""
    return lambda: django_capture_on_commit_callbacks(execute=True)


def make_image(
    image_format: str = "JPEG",
    size: tuple[int, int] = (800, 600),
    *,
    orientation: int | None = None,
    gps: bool = False,
    mode: str = "RGB",
) -> bytes:
    """Image bytes made by Pillow, optionally with an EXIF orientation and a GPS position."""
    image = Image.new(mode, size, (200, 30, 60) if mode == "RGB" else (200, 30, 60, 128))
    # A different top-left corner, so a rotation is visible in the pixels.
    image.paste((0, 0, 255) if mode == "RGB" else (0, 0, 255, 255), (0, 0, size[0] // 4, size[1] // 4))
    options = {}
    if orientation or gps:
        exif = Image.Exif()
        if orientation:
            exif[ExifTags.Base.Orientation] = orientation
        if gps:
            exif[ExifTags.Base.Make] = "PhoneMaker"
            gps_ifd = exif.get_ifd(ExifTags.IFD.GPSInfo)
            gps_ifd[ExifTags.GPS.GPSLatitudeRef] = "N"
            gps_ifd[ExifTags.GPS.GPSLatitude] = (37.0, 44.0, 20.0)
            gps_ifd[ExifTags.GPS.GPSLongitudeRef] = "W"
            gps_ifd[ExifTags.GPS.GPSLongitude] = (121.0, 25.0, 30.0)
        options["exif"] = exif
    out = io.BytesIO()
    image.save(out, format=image_format, **options)
    return out.getvalue()


def has_gps(data: bytes) -> bool:
    with Image.open(io.BytesIO(data)) as image:
        return bool(image.getexif().get_ifd(ExifTags.IFD.GPSInfo))


SVG = (
    b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
    b"<script>alert(1)</script></svg>"
)
HTML = b"<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"
