"""Upload URLs, the local upload endpoint and serving stored images."""

import re

from django.conf import settings
from django.core import signing
from django.http import FileResponse, HttpResponse, HttpResponseNotModified, HttpResponseRedirect, JsonResponse
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_safe
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from cultural_site.api.errors import error_body
from cultural_site.api.permissions import StaffOnlyMixin
from uploads import services
from uploads.storage import SERVED_KEY, image_storage, presigned_get_url, presigned_put_url, sniff_content_type, uses_s3

_SIGNER_SALT = "uploads.put"
IMMUTABLE = "public, max-age=31536000, immutable"
EXTENSION_TYPES = {"jpg": "image/jpeg", "png": "image/png", "webp": "image/webp", "gif": "image/gif"}

UploadURLSerializer = inline_serializer("UploadURL", {"uploadURL": serializers.URLField()})


def _signer() -> signing.TimestampSigner:
    return signing.TimestampSigner(salt=_SIGNER_SALT)


def local_upload_url(request, key: str) -> str:
    token = key.removeprefix("uploads/")
    signature = _signer().sign(token).removeprefix(f"{token}:")
    path = reverse("object-upload-put", kwargs={"token": token})
    return request.build_absolute_uri(f"{path}?signature={signature}")


class UploadURLView(StaffOnlyMixin, APIView):
    """A one-time URL the browser PUTs one file to.

    With S3 it is a presigned S3 URL, so the bytes never pass through this
    server; locally it is the signed endpoint below.
    """

    @extend_schema(request=None, responses=UploadURLSerializer)
    def post(self, request):
        upload = services.upload_start()
        url = presigned_put_url(upload.key) if uses_s3() else local_upload_url(request, upload.key)
        return Response({"uploadURL": url})


def _error(message: str, status: int) -> JsonResponse:
    return JsonResponse(error_body(message), status=status)


@csrf_exempt  # authorised by its signature, not by a session
def upload_put(request, token: str):
    """PUT /api/objects/uploads/<token>?signature=...: answers like S3 would (200 and an ETag)."""
    if request.method != "PUT":
        response = _error("Send the file with PUT.", 405)
        response["Allow"] = "PUT"
        return response
    if uses_s3():
        return _error("Not found.", 404)
    try:
        _signer().unsign(f"{token}:{request.GET.get('signature', '')}", max_age=settings.UPLOAD_URL_MAX_AGE)
    except signing.SignatureExpired:
        return _error("This upload link has expired. Please try again.", 403)
    except signing.BadSignature:
        return _error(services.LINK_UNKNOWN, 403)

    declared = request.META.get("CONTENT_LENGTH", "")
    if not re.fullmatch(r"\d{1,20}", declared):
        return _error("Send the file's size in the Content-Length header.", 411)
    length = int(declared)
    if length > settings.UPLOAD_MAX_BYTES:
        return _error(services.TOO_LARGE, 413)
    if length == 0:
        return _error(services.EMPTY, 400)
    try:
        etag = services.upload_receive(key=f"uploads/{token}", stream=request, length=length)
    except services.UploadRefused as exc:
        return _error(exc.message, exc.status_code)
    response = HttpResponse(status=200)
    response["ETag"] = f'"{etag}"'
    return response


@require_safe
def object_serve(request, key: str):
    """GET /objects/<key>: an accepted image or thumbnail.

    Only keys of the exact shape we create are served, which also keeps out
    "..", absolute and encoded paths. Raw uploads are never served: they are
    unverified bytes and may still carry location metadata.

    Locally the file is streamed from storage. With S3 the browser is sent to a
    short-lived presigned GET instead, so image bytes do not tie up an app
    worker; the redirect may be cached for less time than the URL lives.
    Keys never change, so the image itself is cacheable for good.
    """
    if not SERVED_KEY.match(key):
        return _error("Not found.", 404)
    etag = '"{}"'.format(key.replace("/", "-"))

    if uses_s3():
        content_type = EXTENSION_TYPES[key.rsplit(".", 1)[1]]  # the extension was chosen from the verified format
        if settings.S3_PUBLIC_URL:
            response = HttpResponseRedirect(f"{settings.S3_PUBLIC_URL}/{key}")
            patch_cache_control(response, public=True, max_age=86400)
        else:
            expires = settings.STORAGES["default"]["OPTIONS"].get("querystring_expire", 900)
            response = HttpResponseRedirect(presigned_get_url(key, content_type=content_type, expires=expires))
            patch_cache_control(response, private=True, max_age=max(expires - 300, 0))
        response["X-Content-Type-Options"] = "nosniff"
        return response

    if request.headers.get("If-None-Match") == etag:
        response = HttpResponseNotModified()
        response["ETag"] = etag
        response["Cache-Control"] = IMMUTABLE
        return response
    try:
        stored = image_storage().open(key, "rb")
    except (FileNotFoundError, IsADirectoryError):
        return _error("Not found.", 404)
    content_type = sniff_content_type(stored.read(16))
    if content_type is None:
        stored.close()
        return _error("Not found.", 404)
    stored.seek(0)
    response = FileResponse(stored, content_type=content_type)
    response["ETag"] = etag
    response["Cache-Control"] = IMMUTABLE
    response["X-Content-Type-Options"] = "nosniff"
    return response
