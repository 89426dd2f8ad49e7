import functools
from pathlib import Path

from django.conf import settings
from django.middleware.csp import get_nonce
from django.shortcuts import render
from django.utils import translation
from django.utils.decorators import method_decorator
from django.utils.translation import gettext_lazy as _
from django.views.decorators.csrf import csrf_protect
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_field,
    inline_serializer,
)
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.negotiation import BaseContentNegotiation
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from announcements import selectors, services
from announcements.audiences import Audience, audience_count
from announcements.exceptions import UnsubscribeLinkUnknown
from announcements.models import MAX_BODY, MAX_SUBJECT, Announcement
from core.fields import LARGEST_ID, PlainTextField, required_messages
from core.permissions import ORGANISER, StaffOnlyMixin
from core.schema import documented_error
from mailing import consent, undeliverable

CSRF_REFUSED = documented_error("A change sent without a valid CSRF token.")


class AnnouncementSubjectSerializer(serializers.Serializer):
    en = PlainTextField(max_length=MAX_SUBJECT, error_messages=required_messages(_("Subject is required")))
    bn = PlainTextField(max_length=MAX_SUBJECT, required=False, allow_blank=True, default="")

    def validate_en(self, value: str) -> str:
        # A subject is one line in every mail program.
        return " ".join(value.split())

    def validate_bn(self, value: str) -> str:
        return " ".join(value.split())


class AnnouncementBodySerializer(serializers.Serializer):
    en = PlainTextField(max_length=MAX_BODY, error_messages=required_messages(_("Message is required")))
    bn = PlainTextField(max_length=MAX_BODY, required=False, allow_blank=True, default="")


class AnnouncementAudienceInputSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=Announcement.Kind.choices)
    year = serializers.IntegerField(min_value=1900, max_value=2999, required=False, allow_null=True, default=None)
    eventId = serializers.IntegerField(min_value=1, max_value=LARGEST_ID, required=False, allow_null=True, default=None)


class AnnouncementInputSerializer(serializers.Serializer):
    subject = AnnouncementSubjectSerializer()
    body = AnnouncementBodySerializer()
    audience = AnnouncementAudienceInputSerializer()
    sendAt = serializers.DateTimeField(required=False, allow_null=True, default=None)


class AnnouncementTextSerializer(serializers.Serializer):
    en = serializers.CharField()
    bn = serializers.CharField()


class AnnouncementAudienceOutSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=Announcement.Kind.choices)
    year = serializers.IntegerField(allow_null=True)
    eventId = serializers.IntegerField(allow_null=True)


class AnnouncementSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    subject = serializers.SerializerMethodField()
    body = serializers.SerializerMethodField()
    audience = serializers.SerializerMethodField()
    sendAt = serializers.DateTimeField(source="send_at", allow_null=True)
    status = serializers.ChoiceField(choices=Announcement.Status.choices)
    recipients = serializers.IntegerField()
    sent = serializers.IntegerField()
    failed = serializers.IntegerField()
    unsubscribed = serializers.IntegerField()
    skipped = serializers.IntegerField(help_text="Unsubscribed or undeliverable before their turn came.")
    createdAt = serializers.DateTimeField(source="created_at")
    createdBy = serializers.CharField(source="created_by")
    finishedAt = serializers.DateTimeField(source="finished_at", allow_null=True)

    @extend_schema_field(AnnouncementTextSerializer)
    def get_subject(self, announcement) -> dict:
        return {"en": announcement.subject_en, "bn": announcement.subject_bn}

    @extend_schema_field(AnnouncementTextSerializer)
    def get_body(self, announcement) -> dict:
        return {"en": announcement.body_en, "bn": announcement.body_bn}

    @extend_schema_field(AnnouncementAudienceOutSerializer)
    def get_audience(self, announcement) -> dict:
        return {
            "kind": announcement.audience_kind,
            "year": announcement.audience_year,
            "eventId": announcement.audience_event_id,
        }


class AnnouncementCreatedSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    recipients = serializers.IntegerField()
    status = serializers.ChoiceField(choices=Announcement.Status.choices)


def _audience(data: dict) -> Audience:
    return Audience(kind=data["kind"], year=data.get("year"), event_id=data.get("eventId"))


class AdminAnnouncementsView(StaffOnlyMixin, APIView):
    """Write an announcement (sent by the worker, now or at `sendAt`), and list them with their counts."""

    roles = (ORGANISER,)

    @extend_schema(responses=AnnouncementSerializer(many=True))
    def get(self, request):
        return Response(AnnouncementSerializer(selectors.announcements_list(), many=True).data)

    @extend_schema(
        request=AnnouncementInputSerializer,
        responses={
            201: AnnouncementCreatedSerializer,
            400: documented_error("A text or the audience is refused, or its event is not there."),
        },
    )
    def post(self, request):
        serializer = AnnouncementInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        announcement = services.announcement_create(
            subject_en=data["subject"]["en"],
            subject_bn=data["subject"]["bn"],
            body_en=data["body"]["en"],
            body_bn=data["body"]["bn"],
            audience=_audience(data["audience"]),
            send_at=data["sendAt"],
            actor=request.user.get_username(),
        )
        return Response(AnnouncementCreatedSerializer(announcement).data, status=status.HTTP_201_CREATED)


class AdminAnnouncementView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(
        summary="Cancel an announcement before its time",
        responses={
            204: None,
            404: documented_error("No announcement has that id."),
            409: documented_error("It is being sent already, or was sent."),
        },
    )
    def delete(self, request, announcement_id: int):
        services.announcement_cancel(announcement_id=announcement_id, actor=request.user.get_username())
        return Response(status=status.HTTP_204_NO_CONTENT)


class AdminAnnouncementAudienceView(StaffOnlyMixin, APIView):
    """How many addresses an audience reaches now, before sending."""

    roles = (ORGANISER,)

    @extend_schema(
        parameters=[
            OpenApiParameter("kind", str, enum=list(Announcement.Kind.values), required=True),
            OpenApiParameter("year", int, required=False),
            OpenApiParameter("eventId", int, required=False),
        ],
        responses={
            200: inline_serializer("AnnouncementAudience", {"recipients": serializers.IntegerField()}),
            400: documented_error("The audience is refused, or its event is not there."),
        },
    )
    def get(self, request):
        serializer = AnnouncementAudienceInputSerializer(data=request.query_params)
        serializer.is_valid(raise_exception=True)
        audience = services.audience_check(_audience(serializer.validated_data))
        return Response({"recipients": audience_count(audience)})


class UndeliverableSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    email = serializers.EmailField()
    reason = serializers.CharField()
    createdAt = serializers.DateTimeField(source="created_at")


class AdminUndeliverableView(StaffOnlyMixin, APIView):
    """The addresses the mail server refused for good, which bulk sends skip."""

    roles = (ORGANISER,)

    @extend_schema(responses=UndeliverableSerializer(many=True))
    def get(self, request):
        return Response(UndeliverableSerializer(undeliverable.undeliverable_list(), many=True).data)


class AdminUndeliverableDetailView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(
        summary="Clear an address: bulk sends try it again",
        responses={204: None, 404: documented_error("That address is not on the list.")},
    )
    def delete(self, request, undeliverable_id: int):
        undeliverable.undeliverable_clear(undeliverable_id=undeliverable_id, actor=request.user.get_username())
        return Response(status=status.HTTP_204_NO_CONTENT)


class AnnouncementsConfirmSerializer(serializers.Serializer):
    token = serializers.CharField(max_length=200, error_messages=required_messages(_("The link has no token.")))


@method_decorator(csrf_protect, name="dispatch")
class AnnouncementsConfirmView(APIView):
    """The page of the link emailed on opting in confirms it (double opt-in)."""

    permission_classes = [AllowAny]

    @extend_schema(
        request=AnnouncementsConfirmSerializer,
        responses={
            200: inline_serializer("AnnouncementsConfirmed", {"email": serializers.EmailField()}),
            400: documented_error("The link is unknown or too old."),
            403: CSRF_REFUSED,
        },
    )
    def post(self, request):
        serializer = AnnouncementsConfirmSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        confirmed = consent.consent_confirm(token=serializer.validated_data["token"])
        return Response({"email": confirmed.email})


class _AnyAccept(BaseContentNegotiation):
    """The JSON answer or the page, whatever the Accept header asks for (a mail
    program's one-click POST may ask for anything); never DRF's 406."""

    def select_parser(self, request, parsers):
        return None

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type


def _wants_page(request) -> bool:
    return "text/html" in request.headers.get("Accept", "")


@functools.cache
def _bengali_font() -> str:
    """The built site's Bengali font (its name carries the build's hash), for the
    server's own page: a phone without a Bengali font of its own reads it too."""
    found = sorted(
        (Path(settings.FRONTEND_DIST) / "static" / "assets").glob("noto-sans-bengali-bengali-wght-normal.*.woff2")
    )
    return f"{settings.STATIC_URL}assets/{found[-1].name}" if found else ""


def _nonce(request) -> str:
    """The request's CSP nonce, for the page's own <style> (the policy then names it)."""
    nonce = get_nonce(request)
    return "" if nonce is None else str(nonce)


def _page(request, recipient, *, done: bool, status_code: int = 200):
    lang = recipient.language if recipient is not None else None
    with translation.override(lang or translation.get_language()):
        return render(
            request,
            "announcements/unsubscribe.html",
            {
                "done": done,
                "known": recipient is not None,
                "nonce": _nonce(request),
                "bengali_font": _bengali_font(),
            },
            status=status_code,
        )


class UnsubscribeView(APIView):
    """One-click unsubscribe (RFC 8058): POST stops the address's announcements at
    once, with no session and no CSRF token (a mail program posts it); GET shows a
    page with the button and changes nothing (mail scanners follow links)."""

    permission_classes = [AllowAny]
    content_negotiation_class = _AnyAccept
    parser_classes: list = []

    @extend_schema(
        summary="The page with the unsubscribe button",
        responses={
            (200, "text/html"): OpenApiResponse(response=OpenApiTypes.STR, description="The page; nothing changes."),
            (404, "text/html"): OpenApiResponse(response=OpenApiTypes.STR, description="The link is unknown."),
        },
    )
    def get(self, request, token: str):
        recipient = services.unsubscribe_find(token=token)
        return _page(request, recipient, done=False, status_code=200 if recipient else 404)

    @extend_schema(
        summary="Stop the announcements to the link's address",
        request=None,
        responses={
            200: inline_serializer("Unsubscribed", {"unsubscribed": serializers.BooleanField()}),
            404: documented_error("The link is unknown."),
        },
    )
    def post(self, request, token: str):
        try:
            recipient = services.unsubscribe(token=token)
        except UnsubscribeLinkUnknown:
            if _wants_page(request):
                return _page(request, None, done=False, status_code=404)
            raise NotFound() from None
        if _wants_page(request):
            return _page(request, recipient, done=True)
        return Response({"unsubscribed": True})
