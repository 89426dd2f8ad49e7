from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle
from rest_framework.views import APIView

from contact.models import ContactMessage
from contact.services import contact_message_create


def _messages(message: str) -> dict[str, str]:
    return {"required": message, "blank": message, "null": message, "min_length": message}


class ContactMessageSerializer(serializers.Serializer):
    firstName = serializers.CharField(
        source="first_name",
        min_length=2,
        max_length=100,
        error_messages=_messages("First name must be at least 2 characters"),
    )
    lastName = serializers.CharField(
        source="last_name",
        min_length=2,
        max_length=100,
        error_messages=_messages("Last name must be at least 2 characters"),
    )
    email = serializers.EmailField(
        max_length=254,
        error_messages={
            **_messages("Please enter a valid email address"),
            "invalid": "Please enter a valid email address",
        },
    )
    subject = serializers.ChoiceField(
        choices=ContactMessage.Subject.choices,
        error_messages={**_messages("Please select a subject"), "invalid_choice": "Please select a subject"},
    )
    message = serializers.CharField(
        min_length=10, max_length=5000, error_messages=_messages("Message must be at least 10 characters")
    )


class ContactView(APIView):
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "contact"

    @extend_schema(
        request=ContactMessageSerializer,
        responses={201: inline_serializer("ContactReceived", {"message": serializers.CharField()})},
    )
    def post(self, request):
        serializer = ContactMessageSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        contact_message_create(**serializer.validated_data)
        return Response(
            {"message": "Thank you for reaching out. We'll get back to you soon."},
            status=status.HTTP_201_CREATED,
        )
