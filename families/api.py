"""The family's page over HTTP: sign in with a code, read and change the
family, take its data, delete it; and, for organisers, which registrations
belong to a family that has signed in.

The family's calls check CSRF themselves (DRF checks it only for signed-in
users, and a family is not one): its session is a cookie like an organiser's.
"""

import json

from django.core.serializers.json import DjangoJSONEncoder
from django.http import HttpResponse
from django.utils.decorators import method_decorator
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.csrf import csrf_protect
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_field, inline_serializer
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from core import language
from core.dates import local_today
from core.fields import LARGEST_ID, OptionalTextField, PayableSerializer, PlainTextField, required_messages
from core.manage_links import REGISTRATION, manage_token
from core.permissions import ORGANISER, TREASURER, StaffOnlyMixin
from core.schema import documented_error
from core.throttling import ScopedRateThrottle
from events.selectors import event_find
from families import selectors, services
from families.auth import FamilyOnlyMixin
from families.models import MAX_MEMBERS, Family
from families.sessions import family_session_end, family_session_start
from ledger.models import Payment
from mailing.consent import consent_status
from membership.api import (
    FIRST_YEAR,
    LAST_YEAR,
    AdminRollView,
    JoinSerializer,
    MembershipSerializer,
    RollSerializer,
    membership_context,
)
from money.models import Donation
from programme.api import ProgrammeEntrySerializer
from registrations.models import MAX_DIETARY_NOTES, Registration

EMAIL_MESSAGE = _("Please enter a valid email address")
CODE_MESSAGE = _("Enter the 6-digit code from the email.")
NAME_MESSAGE = _("Name must be at least 2 characters")
MEMBER_NAME_MESSAGE = _("Enter this member's name.")
CONFIRM_MESSAGE = _("Type DELETE to confirm.")
# The word a family types to confirm deleting itself, in the language of its page; the English
# word, which the API has always taken, is taken in every language.
CONFIRM_WORD = "DELETE"
CONFIRM_WORDS = {language.ENGLISH: CONFIRM_WORD, language.BENGALI: "মুছুন"}

NOT_SIGNED_IN = documented_error("No family is signed in in this session (or its family was deleted since).")
CSRF_REFUSED = documented_error("A change sent without a valid CSRF token.")


class SignInSerializer(serializers.Serializer):
    email = serializers.EmailField(max_length=254, error_messages=required_messages(EMAIL_MESSAGE, "invalid"))


class VerifySerializer(SignInSerializer):
    code = serializers.CharField(
        max_length=20,
        error_messages=required_messages(CODE_MESSAGE),
        help_text="The 6 digits from the email (Bengali digits and spaces are accepted).",
    )

    def validate_code(self, value: str) -> str:
        code = services.code_normalise(value)
        if len(code) != services.CODE_DIGITS or not code.isascii() or not code.isdigit():
            raise serializers.ValidationError(CODE_MESSAGE)
        return code


class MemberSerializer(serializers.Serializer):
    id = serializers.IntegerField(
        min_value=1,
        max_value=LARGEST_ID,
        required=False,
        help_text="Sent for a member the family already has (from GET /api/family); left out for a new one.",
    )
    name = PlainTextField(max_length=120, error_messages=required_messages(MEMBER_NAME_MESSAGE))
    child = serializers.BooleanField(required=False, default=False)
    vegetarian = serializers.BooleanField(required=False, default=False)
    dietaryNotes = PlainTextField(
        source="dietary_notes",
        max_length=MAX_DIETARY_NOTES,
        allow_blank=True,
        required=False,
        default="",
        error_messages={
            "max_length": language.with_numbers_lazy(
                _("Dietary notes can be at most %(count)s characters"), {"count": MAX_DIETARY_NOTES}
            )
        },
    )


class FamilyRegistrationSerializer(PayableSerializer):
    """One of the family's registrations; its manageToken updates and cancels it
    through /api/registrations/{id}, as the emailed link does."""

    id = serializers.IntegerField()
    eventId = serializers.IntegerField(source="event_id")
    eventTitle = serializers.CharField(source="event.title")
    eventTitleBn = serializers.CharField(
        source="event.title_bn", help_text="The event's title in Bengali; empty where the organisers wrote none."
    )
    eventDate = serializers.DateField(source="event.date")
    eventIsPast = serializers.SerializerMethodField(
        help_text="The event's date is before today in the site's time zone: the registration is kept as a record."
    )
    status = serializers.ChoiceField(choices=Registration.Status.choices)
    guestCount = serializers.IntegerField(source="guest_count")
    waitlistPosition = serializers.IntegerField(
        source="waitlist_position", allow_null=True, help_text="Place on the waiting list (1 first) while waiting."
    )
    dayIds = serializers.ListField(
        source="day_ids", child=serializers.IntegerField(), help_text="A festival's days the party comes."
    )
    sittingIds = serializers.ListField(
        source="sitting_ids",
        child=serializers.IntegerField(),
        help_text="The timed sittings the party booked (changed with PUT /api/registrations/{id}/sittings).",
    )
    manageToken = serializers.SerializerMethodField()

    def get_eventIsPast(self, registration) -> bool:
        return registration.event.last_day < local_today()

    def get_manageToken(self, registration) -> str:
        return manage_token(REGISTRATION, registration.pk)


class FamilyMemberSerializer(MemberSerializer):
    id = serializers.IntegerField()


class FamilyDonationSerializer(PayableSerializer):
    id = serializers.IntegerField()
    amount = serializers.IntegerField(help_text="Cents pledged.")
    purpose = serializers.ChoiceField(choices=Donation.Purpose.choices)
    createdAt = serializers.DateTimeField(source="created_at")


class FamilyPaymentSerializer(serializers.Serializer):
    """Money the family paid (or was refunded), with its receipt; a voided one stays listed."""

    id = serializers.IntegerField()
    receiptNumber = serializers.CharField(source="receipt_number")
    kind = serializers.ChoiceField(choices=Payment.Kind.choices)
    amount = serializers.IntegerField(help_text="Cents; negative for a refund.")
    method = serializers.ChoiceField(choices=Payment.Method.choices)
    receivedOn = serializers.DateField(source="received_on")
    voided = serializers.BooleanField()
    receiptUrl = serializers.SerializerMethodField()

    def get_receiptUrl(self, payment) -> str:
        return f"/api/family/payments/{payment.pk}/receipt.pdf"


class FamilySerializer(serializers.Serializer):
    """The family as its page shows it (and as registering starts from it)."""

    email = serializers.EmailField()
    name = serializers.CharField()
    phone = serializers.CharField()
    language = serializers.ChoiceField(choices=Family.Language.choices)
    announcements = serializers.SerializerMethodField(
        help_text="Whether the address asked for the announcements (confirmed or waiting for its confirmation)."
    )
    announcementsStatus = serializers.SerializerMethodField(
        help_text="none, pending (the emailed link not yet opened), subscribed or unsubscribed."
    )
    members = FamilyMemberSerializer(many=True, source="members.all")
    registrations = FamilyRegistrationSerializer(many=True)
    memberships = MembershipSerializer(many=True, help_text="The address's memberships, the newest year first.")
    donations = FamilyDonationSerializer(many=True)
    payments = FamilyPaymentSerializer(many=True)

    def _consent(self, family) -> str:
        if not hasattr(family, "_announcements"):
            family._announcements = consent_status(email=family.email) or "none"
        return family._announcements

    def get_announcements(self, family) -> bool:
        return self._consent(family) in ("pending", "subscribed")

    @extend_schema_field(serializers.ChoiceField(choices=["none", "pending", "subscribed", "unsubscribed"]))
    def get_announcementsStatus(self, family) -> str:
        return self._consent(family)


class FamilyInputSerializer(serializers.Serializer):
    name = PlainTextField(min_length=2, max_length=120, error_messages=required_messages(NAME_MESSAGE, "min_length"))
    phone = OptionalTextField(max_length=40)
    language = serializers.ChoiceField(choices=Family.Language.choices)
    announcements = serializers.BooleanField(
        required=False,
        allow_null=True,
        default=None,
        help_text="Ticked: a link to confirm is emailed (unless already asked); unticked: no more announcements; "
        "left out: unchanged.",
    )
    members = MemberSerializer(many=True, max_length=MAX_MEMBERS, allow_empty=True)

    def validate_members(self, members: list[dict]) -> list[dict]:
        ids = [member["id"] for member in members if "id" in member]
        if len(ids) != len(set(ids)):
            raise serializers.ValidationError(gettext("Each member can be listed once."))
        return members


class DeleteSerializer(serializers.Serializer):
    confirm = serializers.CharField(
        max_length=20,
        error_messages=required_messages(CONFIRM_MESSAGE),
        help_text='The word the family typed to confirm: "DELETE", or the word of the request\'s language '
        '("মুছুন" in Bengali).',
    )

    def validate_confirm(self, value: str) -> str:
        if value not in {CONFIRM_WORD, CONFIRM_WORDS[language.current()]}:
            raise serializers.ValidationError(CONFIRM_MESSAGE)
        return value


class ExportMemberSerializer(serializers.Serializer):
    name = serializers.CharField()
    child = serializers.BooleanField()
    vegetarian = serializers.BooleanField()
    dietaryNotes = serializers.CharField(source="dietary_notes")


class ExportProfileSerializer(serializers.Serializer):
    email = serializers.EmailField()
    name = serializers.CharField()
    phone = serializers.CharField()
    language = serializers.CharField()
    createdAt = serializers.DateTimeField(source="created_at")
    lastSignedInAt = serializers.DateTimeField(source="last_signed_in_at", allow_null=True)
    members = ExportMemberSerializer(many=True, source="members.all")


class ExportSlotSerializer(serializers.Serializer):
    kind = serializers.CharField(source="slot.kind")
    title = serializers.CharField(source="slot.title")


class ExportRegistrationSerializer(serializers.Serializer):
    """A registration with every answer the party gave."""

    id = serializers.IntegerField()
    eventId = serializers.IntegerField(source="event_id")
    eventTitle = serializers.CharField(source="event.title")
    eventDate = serializers.DateField(source="event.date")
    status = serializers.CharField()
    waitlistPosition = serializers.IntegerField(source="waitlist_position", allow_null=True)
    fullName = serializers.CharField(source="full_name")
    email = serializers.EmailField()
    phone = serializers.CharField()
    guestCount = serializers.IntegerField(source="guest_count")
    children = serializers.IntegerField()
    vegetarianMeals = serializers.IntegerField(source="vegetarian_meals")
    dietaryNotes = serializers.CharField(source="dietary_notes")
    photoConsent = serializers.BooleanField(source="photo_consent")
    notes = serializers.CharField()
    slots = ExportSlotSerializer(many=True, source="claims.all")
    language = serializers.CharField()
    checkedInAt = serializers.DateTimeField(source="checked_in_at", allow_null=True)
    createdAt = serializers.DateTimeField(source="created_at")
    updatedAt = serializers.DateTimeField(source="updated_at")
    cancelledAt = serializers.DateTimeField(source="cancelled_at", allow_null=True)


class ExportDonationSerializer(FamilyDonationSerializer):
    fullName = serializers.CharField(source="full_name")
    note = serializers.CharField()
    anonymous = serializers.BooleanField()


class ExportPaymentSerializer(FamilyPaymentSerializer):
    reference = serializers.CharField()
    payerName = serializers.CharField(source="payer_name")
    voidReason = serializers.CharField(source="void_reason")


class ExportContactMessageSerializer(serializers.Serializer):
    firstName = serializers.CharField(source="first_name")
    lastName = serializers.CharField(source="last_name")
    email = serializers.EmailField()
    subject = serializers.CharField()
    message = serializers.CharField()
    createdAt = serializers.DateTimeField(source="created_at")


class ExportActivitySerializer(serializers.Serializer):
    at = serializers.DateTimeField()
    actor = serializers.CharField()
    action = serializers.CharField()
    targetType = serializers.CharField(source="target_type")
    targetId = serializers.IntegerField(source="target_id", allow_null=True)
    summary = serializers.CharField()
    changes = serializers.DictField(
        child=serializers.ListField(child=serializers.JSONField(), min_length=2, max_length=2),
        help_text="Each changed field: [old, new].",
    )


class FamilyDataSerializer(serializers.Serializer):
    """family-data.json: everything the site holds about the family's address."""

    exportedAt = serializers.DateTimeField(source="exported_at")
    profile = ExportProfileSerializer(source="family")
    registrations = ExportRegistrationSerializer(many=True)
    memberships = MembershipSerializer(many=True)
    donations = ExportDonationSerializer(many=True)
    payments = ExportPaymentSerializer(many=True)
    contactMessages = ExportContactMessageSerializer(many=True, source="contact_messages")
    programmeActs = ProgrammeEntrySerializer(
        many=True, source="programme_acts", help_text="Acts offered for events' cultural programmes."
    )
    activity = ExportActivitySerializer(many=True)
    kept = serializers.SerializerMethodField(help_text="What stays when the family is deleted, and why.")

    def get_kept(self, data) -> str:
        return kept_notice()


def kept_notice() -> str:
    return gettext(
        "If you delete your family, the records the association must keep for its accounts (payments and "
        "their receipts, with the name each was received from) stay; everything else here is deleted, and "
        "your past registrations, memberships and donations keep only their numbers and amounts, without "
        "your names, contact details or notes."
    )


def family_body(family: Family) -> dict:
    family = Family.objects.prefetch_related("members").get(pk=family.pk)
    family.registrations = selectors.family_registrations(family=family)
    family.memberships = selectors.family_memberships(family=family)
    family.donations = selectors.family_donations(family=family)
    family.payments = selectors.family_payments(family=family)
    return FamilySerializer(family, context=membership_context()).data


@method_decorator(csrf_protect, name="dispatch")
class FamilySignInView(APIView):
    """Email a code and a one-tap link to an address; the answer is the same
    whether or not a family has it, and whether or not a code was sent."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "family-sign-in"

    @extend_schema(
        request=SignInSerializer,
        responses={
            202: inline_serializer("SignInCodeSent", {"message": serializers.CharField()}),
            403: CSRF_REFUSED,
        },
    )
    def post(self, request):
        serializer = SignInSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        services.family_sign_in_request(email=serializer.validated_data["email"], language=request.LANGUAGE_CODE)
        message = gettext("If that address can receive email, a 6-digit code is on its way. It works for 15 minutes.")
        return Response({"message": message}, status=status.HTTP_202_ACCEPTED)


@method_decorator(csrf_protect, name="dispatch")
class FamilyVerifyView(APIView):
    """Sign in with the emailed code: a new session holding the family."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "family-verify"

    @extend_schema(
        request=VerifySerializer,
        responses={
            200: FamilySerializer,
            400: documented_error("That code is wrong or has expired (or was used, or tried wrongly 5 times)."),
            403: CSRF_REFUSED,
        },
    )
    def post(self, request):
        serializer = VerifySerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        family = services.family_sign_in(language=request.LANGUAGE_CODE, **serializer.validated_data)
        family_session_start(request, family)
        return Response(family_body(family))


@method_decorator(csrf_protect, name="dispatch")
class FamilyView(FamilyOnlyMixin, APIView):
    @extend_schema(responses={200: FamilySerializer, 401: NOT_SIGNED_IN})
    def get(self, request):
        return Response(family_body(request.auth))

    @extend_schema(
        request=FamilyInputSerializer,
        responses={200: FamilySerializer, 401: NOT_SIGNED_IN, 403: CSRF_REFUSED},
    )
    def put(self, request):
        family = request.auth
        serializer = FamilyInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        family = services.family_update(
            family=family,
            name=data["name"],
            phone=data["phone"],
            language=data["language"],
            members=[services.MemberInput(**member) for member in data["members"]],
            announcements=data["announcements"],
        )
        return Response(family_body(family))

    @extend_schema(
        request=DeleteSerializer,
        responses={204: None, 401: NOT_SIGNED_IN, 403: CSRF_REFUSED},
    )
    def delete(self, request):
        family = request.auth
        serializer = DeleteSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        services.family_delete(family=family)
        family_session_end(request)
        return Response(status=status.HTTP_204_NO_CONTENT)


@method_decorator(csrf_protect, name="dispatch")
class FamilySignOutView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(request=None, responses={204: None, 403: CSRF_REFUSED})
    def post(self, request):
        family_session_end(request)
        return Response(status=status.HTTP_204_NO_CONTENT)


class FamilyExportView(FamilyOnlyMixin, APIView):
    @extend_schema(
        parameters=[
            OpenApiParameter(
                "Content-Disposition",
                str,
                OpenApiParameter.HEADER,
                response=[200],
                description='attachment; filename="family-data.json"',
            )
        ],
        responses={200: FamilyDataSerializer, 401: NOT_SIGNED_IN},
    )
    def get(self, request):
        family = request.auth
        data = FamilyDataSerializer(selectors.family_data(family=family), context=membership_context()).data
        # Indented, and with Bengali as it is written: a file people may open and read.
        response = HttpResponse(
            json.dumps(data, cls=DjangoJSONEncoder, ensure_ascii=False, indent=2),
            content_type="application/json; charset=utf-8",
        )
        response["Content-Disposition"] = 'attachment; filename="family-data.json"'
        response["Cache-Control"] = "no-store"
        return response


class AdminFamilyRegistrationsView(StaffOnlyMixin, APIView):
    """Which of an event's registrations were made by a family that has signed in."""

    roles = (ORGANISER, TREASURER)

    @extend_schema(
        responses=inline_serializer(
            "FamilyRegistrations", {"registrationIds": serializers.ListField(child=serializers.IntegerField())}
        )
    )
    def get(self, request, event_id: int):
        event = event_find(event_id=event_id)
        if event is None:
            raise NotFound()
        return Response({"registrationIds": selectors.event_family_registration_ids(event=event)})


class FamilyJoinSerializer(JoinSerializer):
    renew = serializers.BooleanField(
        required=False,
        default=False,
        help_text="Join for the next membership year instead of this one: renewing ahead, as the renewal email asks.",
    )


@method_decorator(csrf_protect, name="dispatch")
class FamilyMembershipView(FamilyOnlyMixin, APIView):
    """The family joins for the membership year of today, or renews for the next one."""

    @extend_schema(
        request=FamilyJoinSerializer,
        responses={
            201: MembershipSerializer,
            401: NOT_SIGNED_IN,
            403: CSRF_REFUSED,
            409: documented_error("The address has a membership for this year already."),
        },
    )
    def post(self, request):
        family = request.auth
        serializer = FamilyJoinSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        membership = services.family_membership_join(
            family=family, tier=serializer.validated_data["tierId"], renew=serializer.validated_data["renew"]
        )
        return Response(
            MembershipSerializer(membership, context=membership_context()).data, status=status.HTTP_201_CREATED
        )


class AdminMembershipAddSerializer(JoinSerializer):
    email = serializers.EmailField(max_length=254, error_messages=required_messages(EMAIL_MESSAGE, "invalid"))
    name = PlainTextField(min_length=2, max_length=120, error_messages=required_messages(NAME_MESSAGE, "min_length"))
    year = serializers.IntegerField(
        min_value=FIRST_YEAR,
        max_value=LAST_YEAR,
        required=False,
        allow_null=True,
        default=None,
        help_text="The membership year by the calendar year it starts in; today's when left out.",
    )


class AdminMembershipsView(AdminRollView):
    """The roll; and a family signed up at the door (its family made when new)."""

    roles = (TREASURER,)

    @extend_schema(
        request=AdminMembershipAddSerializer,
        responses={201: RollSerializer, 409: documented_error("The address has a membership for that year already.")},
    )
    def post(self, request):
        serializer = AdminMembershipAddSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        membership = services.family_membership_add(
            email=data["email"],
            name=data["name"],
            tier=data["tierId"],
            year=data["year"],
            actor=request.user.get_username(),
        )
        return Response(RollSerializer(membership).data, status=status.HTTP_201_CREATED)
