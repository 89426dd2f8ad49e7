from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle
from rest_framework.views import APIView

from contact.models import ContactMessage
from contact.services import contact_message_create
from core.fields import required_messages


class ContactMessageSerializer(serializers.Serializer):
    firstName = serializers.CharField(
        source="first_name",
        min_length=2,
        max_length=100,
        error_messages=required_messages("First name must be at least 2 characters", "min_length"),
    )
    lastName = serializers.CharField(
        source="last_name",
        min_length=2,
        max_length=100,
        error_messages=required_messages("Last name must be at least 2 characters", "min_length"),
    )
    email = serializers.EmailField(
        max_length=254,
        error_messages=required_messages("Please enter a valid email address", "invalid"),
    )
    subject = serializers.ChoiceField(
        choices=ContactMessage.Subject.choices,
        error_messages=required_messages("Please select a subject", "invalid_choice"),
    )
    message = serializers.CharField(
        min_length=10,
        max_length=5000,
        error_messages=required_messages("Message must be at least 10 characters", "min_length"),
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
