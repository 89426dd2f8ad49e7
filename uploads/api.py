"""Upload URLs, the local upload endpoint and serving stored images."""

import re

from django.conf import settings
from django.core import signing
from django.http import FileResponse, HttpResponse, HttpResponseNotModified, HttpResponseRedirect
from django.urls import reverse
from django.utils.cache import patch_cache_control
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, inline_serializer
from rest_framework import exceptions, serializers
from rest_framework.parsers import BaseParser
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from core import language
from core.conditional import client_holds
from core.errors import NOT_FOUND_MESSAGE, error_response
from core.exceptions import Forbidden
from core.negotiation import AnyAccept
from core.permissions import ORGANISER, StaffOnlyMixin
from core.schema import documented_error
from uploads import services
from uploads.exceptions import EMPTY, UploadLinkUnknown, UploadTooLarge
from uploads.models import Upload
from uploads.storage import (
    CONTENT_TYPE_BY_EXTENSION,
    SERVED_KEY,
    image_storage,
    presigned_get_url,
    presigned_put_url,
    sniff_served_type,
    uses_s3,
)

_SIGNER_SALT = "uploads.put"
IMMUTABLE = "public, max-age=31536000, immutable"

UploadURLSerializer = inline_serializer("UploadURL", {"uploadURL": serializers.URLField()})


def _signer() -> signing.TimestampSigner:
    return signing.TimestampSigner(salt=_SIGNER_SALT)


def local_upload_url(request, key: str) -> str:
    token = key.removeprefix("uploads/")
    signature = _signer().sign(token).removeprefix(f"{token}:")
    path = reverse("object-upload-put", kwargs={"token": token})
    return request.build_absolute_uri(f"{path}?signature={signature}")


def new_upload_url(request, *, kind: str) -> str:
    """A one-time upload URL for a file of `kind` (an image, an audio track)."""
    upload = services.upload_start(kind=kind)
    return presigned_put_url(upload.key) if uses_s3() else local_upload_url(request, upload.key)


class UploadURLView(StaffOnlyMixin, APIView):
    """A one-time URL the browser PUTs one file to.

    With S3 it is a presigned S3 URL, so the bytes never pass through this
    server; locally it is the signed endpoint below.
    """

    roles = (ORGANISER,)

    @extend_schema(request=None, responses=UploadURLSerializer)
    def post(self, request):
        return Response({"uploadURL": new_upload_url(request, kind=Upload.Kind.IMAGE)})


class LengthRequired(exceptions.APIException):
    status_code = 411
    default_detail = _("Send the file's size in the Content-Length header.")


class UploadLinkExpired(Forbidden):
    def __init__(self) -> None:
        super().__init__(gettext("This upload link has expired. Please try again."))


class _AnyBody(BaseParser):
    """Accepts any content type: the view streams the raw body itself."""

    media_type = "*/*"


class UploadPutView(APIView):
    """PUT /api/objects/uploads/<token>?signature=...: answers like S3 would (200 and an ETag).

    Authorised by its signature, not by a session, so no authenticator (and no CSRF check)."""

    permission_classes = [AllowAny]
    authentication_classes = []
    parser_classes = [_AnyBody]

    @extend_schema(
        summary="Store the file's bytes at an upload URL from POST /api/objects/upload",
        parameters=[
            OpenApiParameter("signature", str, OpenApiParameter.QUERY, required=True),
            OpenApiParameter("ETag", str, OpenApiParameter.HEADER, response=[200], description="The body's MD5."),
        ],
        request={"*/*": OpenApiTypes.BINARY},
        responses={
            200: OpenApiResponse(description="Stored."),
            400: documented_error("The file is empty, or arrived incomplete."),
            403: documented_error("The upload link is not valid or has expired."),
            404: documented_error("With S3 configured, files go straight to S3, not here."),
            409: documented_error("The upload link has been used already."),
            411: documented_error("No Content-Length header."),
            413: documented_error("The file is larger than 10 MB (25 MB for an audio track)."),
            507: documented_error("The server's disk is full: nothing of the file is kept; try again later."),
        },
    )
    def put(self, request, token: str):
        if uses_s3():
            raise exceptions.NotFound()
        try:
            _signer().unsign(f"{token}:{request.GET.get('signature', '')}", max_age=settings.UPLOAD_URL_MAX_AGE)
        except signing.SignatureExpired:
            raise UploadLinkExpired() from None
        except signing.BadSignature:
            raise UploadLinkUnknown() from None

        declared = request.META.get("CONTENT_LENGTH", "")
        if not re.fullmatch(r"\d{1,20}", declared):
            raise LengthRequired()
        length = int(declared)
        limit, too_large = services.upload_limit(key=f"uploads/{token}")
        if length > limit:
            raise UploadTooLarge(too_large)
        if length == 0:
            raise exceptions.ValidationError(EMPTY)
        # The body as it arrives (DRF's stream is Django's request itself), read in
        # chunks: it is never held whole.
        etag = services.upload_receive(key=f"uploads/{token}", stream=request.stream, length=length)
        response = HttpResponse(status=200)
        response["ETag"] = f'"{etag}"'
        return response


IMAGE = OpenApiResponse(OpenApiTypes.BINARY, description="The image or audio track; its type comes from its bytes.")


class ObjectServeView(APIView):
    """GET /objects/<key>: an accepted image or thumbnail."""

    permission_classes = [AllowAny]
    authentication_classes = []
    content_negotiation_class = AnyAccept
    http_method_names = ["get", "head"]

    @extend_schema(
        summary="A stored image, thumbnail or audio track, by the key in its imagePath, thumbnailPath or trackPath",
        parameters=[
            OpenApiParameter("key", str, OpenApiParameter.PATH, pattern=SERVED_KEY.pattern),
            OpenApiParameter("If-None-Match", str, OpenApiParameter.HEADER),
            OpenApiParameter("ETag", str, OpenApiParameter.HEADER, response=[200, 304]),
            OpenApiParameter("Location", str, OpenApiParameter.HEADER, response=[302]),
        ],
        responses={
            **{(200, content_type): IMAGE for content_type in sorted(set(CONTENT_TYPE_BY_EXTENSION.values()))},
            302: OpenApiResponse(description="With S3: to a short-lived signed link, or to S3_PUBLIC_URL."),
            304: OpenApiResponse(description="Unchanged since the ETag sent in If-None-Match."),
            404: documented_error("Nothing is served under that key."),
        },
    )
    def get(self, request, key: str):
        response = _object_response(request, key)
        if response.status_code < 400:
            # An image (or the way to it) is the same in every language; only a 404 speaks.
            language.same_in_every_language(response)
        return response


object_serve = ObjectServeView.as_view()


def _object_response(request, key: str):
    """An accepted image or thumbnail.

    Only keys of the exact shape we create are served, which also keeps out
    "..", absolute and encoded paths. Raw uploads are never served: they are
    unverified bytes and may still carry location metadata.

    Locally the file is streamed from storage. With S3 the browser is sent to a
    short-lived presigned GET instead, so image bytes do not tie up an app
    worker; the redirect may be cached for less time than the URL lives.
    Keys never change, so the image itself is cacheable for good.
    """
    if not SERVED_KEY.match(key):
        return error_response(NOT_FOUND_MESSAGE, 404)
    etag = '"{}"'.format(key.replace("/", "-"))

    if uses_s3():
        # The extension was chosen from the verified format.
        content_type = CONTENT_TYPE_BY_EXTENSION[key.rsplit(".", 1)[1]]
        if settings.S3_PUBLIC_URL:
            response = HttpResponseRedirect(f"{settings.S3_PUBLIC_URL}/{key}")
            patch_cache_control(response, public=True, max_age=86400)
        else:
            expires = settings.STORAGES["default"]["OPTIONS"].get("querystring_expire", 900)
            response = HttpResponseRedirect(presigned_get_url(key, content_type=content_type, expires=expires))
            patch_cache_control(response, private=True, max_age=max(expires - 300, 0))
        response["X-Content-Type-Options"] = "nosniff"
        return response

    if client_holds(request, etag):
        response = HttpResponseNotModified()
        response["ETag"] = etag
        response["Cache-Control"] = IMMUTABLE
        return response
    try:
        stored = image_storage().open(key, "rb")
    except (FileNotFoundError, IsADirectoryError):
        return error_response(NOT_FOUND_MESSAGE, 404)
    content_type = sniff_served_type(key, stored.read(16))
    if content_type is None:
        stored.close()
        return error_response(NOT_FOUND_MESSAGE, 404)
    stored.seek(0)
    response = FileResponse(stored, content_type=content_type)
    response["ETag"] = etag
    response["Cache-Control"] = IMMUTABLE
    response["X-Content-Type-Options"] = "nosniff"
    return response
