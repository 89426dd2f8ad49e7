from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from contact import selectors
from contact.models import ContactMessage
from contact.services import contact_message_create, contact_message_mark
from core.fields import PlainTextField, required_messages
from core.pagination import PagePagination
from core.permissions import ORGANISER, StaffOnlyMixin
from core.throttling import ScopedRateThrottle


class ContactMessageSerializer(serializers.Serializer):
    firstName = PlainTextField(
        source="first_name",
        min_length=2,
        max_length=100,
        error_messages=required_messages(_("First name must be at least 2 characters"), "min_length"),
    )
    lastName = PlainTextField(
        source="last_name",
        min_length=2,
        max_length=100,
        error_messages=required_messages(_("Last name must be at least 2 characters"), "min_length"),
    )
    email = serializers.EmailField(
        max_length=254,
        error_messages=required_messages(_("Please enter a valid email address"), "invalid"),
    )
    subject = serializers.ChoiceField(
        choices=ContactMessage.Subject.choices,
        error_messages=required_messages(_("Please select a subject"), "invalid_choice"),
    )
    message = PlainTextField(
        min_length=10,
        max_length=5000,
        error_messages=required_messages(_("Message must be at least 10 characters"), "min_length"),
    )
    # A field people never see (the form hides it); bots that fill in every field fill it.
    website = serializers.CharField(
        required=False,
        allow_blank=True,
        max_length=500,
        write_only=True,
        help_text="Leave this out or empty.",
    )


class ContactView(APIView):
    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "contact"

    @extend_schema(
        request=ContactMessageSerializer,
        responses={201: inline_serializer("ContactReceived", {"message": serializers.CharField()})},
    )
    def post(self, request):
        serializer = ContactMessageSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = dict(serializer.validated_data)
        # Bots get the same answer as people, so they learn nothing; nothing is kept or sent.
        if not data.pop("website", ""):
            contact_message_create(**data)
        return Response(
            {"message": gettext("Thank you for reaching out. We'll get back to you soon.")},
            status=status.HTTP_201_CREATED,
        )


class InboxMessageSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    firstName = serializers.CharField(source="first_name")
    lastName = serializers.CharField(source="last_name")
    email = serializers.EmailField()
    subject = serializers.ChoiceField(choices=ContactMessage.Subject.choices)
    subjectLabel = serializers.CharField(source="get_subject_display")
    message = serializers.CharField()
    createdAt = serializers.DateTimeField(source="created_at")
    handled = serializers.BooleanField()


class HandledSerializer(serializers.Serializer):
    handled = serializers.BooleanField()


class AdminContactMessagesView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(
        parameters=[OpenApiParameter("page", int, OpenApiParameter.QUERY, required=False)],
        responses=inline_serializer(
            "ContactInbox",
            {
                "count": serializers.IntegerField(),
                "unhandled": serializers.IntegerField(),
                "next": serializers.URLField(allow_null=True),
                "previous": serializers.URLField(allow_null=True),
                "results": InboxMessageSerializer(many=True),
            },
        ),
    )
    def get(self, request):
        paginator = PagePagination()
        page = paginator.paginate_queryset(selectors.contact_messages(), request, view=self)
        response = paginator.get_paginated_response(InboxMessageSerializer(page, many=True).data)
        response.data["unhandled"] = selectors.contact_messages_unhandled_count()
        return response


class AdminContactMessageView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(request=HandledSerializer, responses=InboxMessageSerializer)
    def patch(self, request, message_id: int):
        message = selectors.contact_message_get(message_id=message_id)
        if message is None:
            raise NotFound()
        serializer = HandledSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        message = contact_message_mark(
            message=message, handled=serializer.validated_data["handled"], actor=request.user.get_username()
        )
        return Response(InboxMessageSerializer(message).data)
