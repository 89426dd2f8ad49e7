"""Organiser sign-in over Django sessions.

The SPA posts the credentials as JSON; the server starts a session (a new key on
sign-in, the old one flushed on sign-out). The login view checks CSRF itself,
because DRF only checks it for requests that are already signed in.
"""

from django.contrib.auth import logout
from django.http import HttpResponseRedirect
from django.middleware.csrf import get_token
from django.utils.decorators import method_decorator
from django.utils.translation import gettext, gettext_lazy
from django.views.decorators.csrf import csrf_protect, ensure_csrf_cookie
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, PolymorphicProxySerializer, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import people, two_factor
from accounts.services import organiser_sign_in
from core.errors import error_response
from core.fields import PlainTextField, required_messages
from core.negotiation import AnyAccept
from core.permissions import (
    ADMINISTRATOR,
    ADMINISTRATORS_ONLY,
    ROLES,
    StaffOnlyMixin,
    StaffSessionAuthentication,
    roles_of,
)
from core.schema import documented_error

SessionSerializer = inline_serializer(
    "Session",
    {
        "authenticated": serializers.BooleanField(),
        "username": serializers.CharField(allow_null=True),
        "csrfToken": serializers.CharField(),
        "twoFactor": serializers.BooleanField(help_text="The account signs in with a second step."),
        "name": serializers.CharField(allow_null=True, help_text="The organiser's name, else their username."),
        "roles": serializers.ListField(
            child=serializers.ChoiceField(choices=list(ROLES)), help_text="Empty for anyone but an organiser."
        ),
    },
)

TwoFactorRequiredSerializer = inline_serializer(
    "TwoFactorRequired",
    {
        "twoFactorRequired": serializers.BooleanField(),
        "methods": serializers.ListField(child=serializers.ChoiceField(choices=["totp", "passkey"])),
        "passkeyOptions": serializers.JSONField(
            required=False, help_text="WebAuthn request options, when a passkey is one of the methods."
        ),
    },
)


class LoginSerializer(serializers.Serializer):
    username = serializers.CharField(
        max_length=150, error_messages=required_messages(gettext_lazy("Username is required"))
    )
    password = serializers.CharField(
        max_length=256, trim_whitespace=False, error_messages=required_messages(gettext_lazy("Password is required"))
    )


def session_body(request) -> dict:
    """GET /api/auth/session's answer for this request (a Django request, or DRF's)."""
    user = request.user
    signed_in = bool(user.is_authenticated and user.is_staff and user.is_active)
    return {
        "authenticated": signed_in,
        "username": user.get_username() if signed_in else None,
        "csrfToken": get_token(request),
        "twoFactor": signed_in and two_factor.has_two_factor(user),
        "name": (user.get_full_name() or user.get_username()) if signed_in else None,
        "roles": [role for role in ROLES if role in roles_of(user)] if signed_in else [],
    }


# Keeps the request Django made, before DRF wraps it (`View.setup` is handed it
# first), as `self.http_request`: django-axes marks a locked-out sign-in on that
# request for its middleware to read, and signing in or out changes that
# request's user, which the answer then reads. (A comment, not a docstring: the
# schema would take a docstring for the description of each view using it.)
class DjangoRequestMixin:
    def setup(self, request, *args, **kwargs) -> None:
        super().setup(request, *args, **kwargs)
        self.http_request = request


@method_decorator(ensure_csrf_cookie, name="dispatch")
class SessionView(APIView):
    """Who is signed in; also hands the SPA its CSRF cookie."""

    permission_classes = [AllowAny]

    # Without an authenticator DRF would replace the session's user with an
    # anonymous one before the view reads it.
    authentication_classes = [StaffSessionAuthentication]

    @extend_schema(responses=SessionSerializer)
    def get(self, request):
        return Response(session_body(request))


@method_decorator(csrf_protect, name="dispatch")
class LoginView(DjangoRequestMixin, APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        request=LoginSerializer,
        responses={
            200: PolymorphicProxySerializer(
                "LoginAnswer",
                serializers=[SessionSerializer, TwoFactorRequiredSerializer],
                resource_type_field_name=None,
            ),
            403: documented_error("No valid CSRF token: GET /api/auth/session gives one."),
            429: documented_error("Too many failed sign-ins from this address; wait 15 minutes."),
        },
    )
    def post(self, request):
        serializer = LoginSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        pending = organiser_sign_in(request=self.http_request, **serializer.validated_data)
        if pending is not None:
            return Response(_pending_body(pending))
        return Response(session_body(self.http_request))


def _pending_body(pending: dict) -> dict:
    body = {"twoFactorRequired": True, "methods": pending["methods"]}
    if "passkey_options" in pending:
        body["passkeyOptions"] = pending["passkey_options"]
    return body


class TwoFactorSerializer(serializers.Serializer):
    code = serializers.CharField(max_length=32, required=False, allow_blank=True)
    passkey = serializers.JSONField(required=False, help_text="The browser's WebAuthn assertion.")

    def validate(self, attrs):
        if not attrs.get("code") and attrs.get("passkey") is None:
            raise serializers.ValidationError({"code": [gettext("Enter the code.")]})
        return attrs


@method_decorator(csrf_protect, name="dispatch")
class LoginTwoFactorView(DjangoRequestMixin, APIView):
    """The second step of a sign-in the password started."""

    permission_classes = [AllowAny]

    @extend_schema(
        request=TwoFactorSerializer,
        responses={
            200: SessionSerializer,
            401: documented_error("No half-done sign-in waits: the password must be given again."),
            403: documented_error("No valid CSRF token: GET /api/auth/session gives one."),
            429: documented_error("Too many failed sign-ins from this address; wait 15 minutes."),
        },
    )
    def post(self, request):
        serializer = TwoFactorSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        two_factor.sign_in_finish(
            request=self.http_request,
            code=serializer.validated_data.get("code", ""),
            passkey=serializer.validated_data.get("passkey"),
        )
        return Response(session_body(self.http_request))


TotpSetupSerializer = inline_serializer(
    "TotpSetup",
    {
        "secret": serializers.CharField(help_text="Base32, for typing into the app by hand."),
        "otpauthUri": serializers.CharField(),
        "qrSvg": serializers.CharField(help_text="The otpauth URI as an SVG QR code."),
    },
)


class CodeSerializer(serializers.Serializer):
    code = serializers.CharField(max_length=32, error_messages=required_messages(gettext_lazy("Enter the code.")))


class TotpStateSerializer(serializers.Serializer):
    enabled = serializers.BooleanField(help_text="An authenticator app is confirmed.")
    confirmedAt = serializers.DateTimeField(source="confirmed_at", allow_null=True)
    recoveryCodesLeft = serializers.IntegerField(source="recovery_codes_left")


SECOND_STEP_REQUIRED = documented_error(
    "Your role requires two-step sign-in, and this is the account's last second step."
)


class TotpView(StaffOnlyMixin, DjangoRequestMixin, APIView):
    roles = ROLES
    two_factor_set_up = True

    @extend_schema(responses={200: TotpStateSerializer}, description="The signed-in account's authenticator app.")
    def get(self, request):
        return Response(TotpStateSerializer(two_factor.totp_state(user=request.user)).data)

    @extend_schema(
        request=None,
        responses={
            204: None,
            404: documented_error("The account has no authenticator app."),
            409: SECOND_STEP_REQUIRED,
        },
        description="Removes the signed-in account's authenticator app; with no second step left, "
        "its recovery codes go too.",
    )
    def delete(self, request):
        if not two_factor.totp_remove(user=request.user):
            raise NotFound()
        return Response(status=204)

    @extend_schema(request=None, responses={200: TotpSetupSerializer})
    def post(self, request):
        setup = two_factor.totp_begin(user=request.user)
        return Response({"secret": setup["secret"], "otpauthUri": setup["otpauth_uri"], "qrSvg": setup["qr_svg"]})


class TotpConfirmView(StaffOnlyMixin, APIView):
    roles = ROLES
    two_factor_set_up = True

    @extend_schema(
        request=CodeSerializer,
        responses={
            200: inline_serializer(
                "RecoveryCodes", {"recoveryCodes": serializers.ListField(child=serializers.CharField())}
            )
        },
    )
    def post(self, request):
        serializer = CodeSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        codes = two_factor.totp_confirm(user=request.user, code=serializer.validated_data["code"])
        return Response({"recoveryCodes": codes})


class PasskeyOptionsView(StaffOnlyMixin, DjangoRequestMixin, APIView):
    roles = ROLES
    two_factor_set_up = True

    @extend_schema(request=None, responses={200: OpenApiTypes.OBJECT})
    def post(self, request):
        return Response(two_factor.passkey_options(request=self.http_request, user=request.user))


class PasskeyAddSerializer(serializers.Serializer):
    name = PlainTextField(max_length=100, error_messages=required_messages(gettext_lazy("Name the passkey.")))
    credential = serializers.JSONField(help_text="The browser's WebAuthn attestation.")


class PasskeySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    createdAt = serializers.DateTimeField(source="created_at")
    lastUsedAt = serializers.DateTimeField(source="last_used_at", allow_null=True)


class PasskeysView(StaffOnlyMixin, DjangoRequestMixin, APIView):
    roles = ROLES
    two_factor_set_up = True

    @extend_schema(responses={200: PasskeySerializer(many=True)}, description="The signed-in account's own passkeys.")
    def get(self, request):
        return Response(PasskeySerializer(two_factor.passkeys_of(user=request.user), many=True).data)

    @extend_schema(
        request=PasskeyAddSerializer,
        responses={
            201: inline_serializer("PasskeyAdded", {"id": serializers.IntegerField(), "name": serializers.CharField()})
        },
    )
    def post(self, request):
        serializer = PasskeyAddSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        passkey = two_factor.passkey_add(request=self.http_request, user=request.user, **serializer.validated_data)
        return Response({"id": passkey.pk, "name": passkey.name}, status=201)


class PasskeyView(StaffOnlyMixin, APIView):
    roles = ROLES
    two_factor_set_up = True

    @extend_schema(
        responses={
            204: None,
            404: documented_error("The account has no passkey with this id."),
            409: SECOND_STEP_REQUIRED,
        },
        description="Removes one of the signed-in account's own passkeys.",
    )
    def delete(self, request, passkey_id: int):
        if not two_factor.passkey_remove(user=request.user, passkey_id=passkey_id):
            raise NotFound()
        return Response(status=204)


@method_decorator(csrf_protect, name="dispatch")
class LogoutView(DjangoRequestMixin, APIView):
    permission_classes = [AllowAny]
    authentication_classes = [StaffSessionAuthentication]

    @extend_schema(request=None, responses=SessionSerializer)
    def post(self, request):
        logout(self.http_request)
        return Response(session_body(self.http_request))


class LoginNavigationView(APIView):
    """GET /api/login: where the SPA sends someone whose session ran out."""

    permission_classes = [AllowAny]
    content_negotiation_class = AnyAccept

    @extend_schema(responses={302: OpenApiResponse(description="Redirects to /admin.")})
    def get(self, request):
        return HttpResponseRedirect("/admin")


class LogoutNavigationView(DjangoRequestMixin, APIView):
    """GET /api/logout: sign out and go home."""

    permission_classes = [AllowAny]
    authentication_classes = [StaffSessionAuthentication]
    content_negotiation_class = AnyAccept

    @extend_schema(responses={302: OpenApiResponse(description="Ends the session and redirects to /.")})
    def get(self, request):
        logout(self.http_request)
        return HttpResponseRedirect("/")


login_navigation = LoginNavigationView.as_view()
logout_navigation = LogoutNavigationView.as_view()


def csrf_failure(request, reason: str = ""):
    return error_response(gettext("Your session has expired or the form is stale. Reload the page and try again."), 403)


class PersonSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()
    name = serializers.CharField()
    email = serializers.EmailField(allow_blank=True)
    roles = serializers.ListField(child=serializers.ChoiceField(choices=list(ROLES)))
    twoFactor = serializers.BooleanField()
    lastSignIn = serializers.DateTimeField(allow_null=True)
    active = serializers.BooleanField()


def _person(user) -> dict:
    stored = {role.role for role in user.account_roles.all()}
    if user.is_superuser:
        stored.add(ADMINISTRATOR)
    totp = getattr(user, "totp", None)
    return {
        "id": user.pk,
        "username": user.get_username(),
        "name": user.get_full_name(),
        "email": user.email,
        "roles": [role for role in ROLES if role in stored],
        "twoFactor": bool(totp and totp.secret) or bool(user.passkeys.all()),
        "lastSignIn": user.last_login,
        "active": user.is_active,
    }


class PersonWriteSerializer(serializers.Serializer):
    name = PlainTextField(max_length=150, error_messages=required_messages(gettext_lazy("Enter their name.")))
    email = serializers.EmailField(max_length=254, error_messages=required_messages(gettext_lazy("Enter their email.")))
    roles = serializers.ListField(child=serializers.ChoiceField(choices=list(ROLES)), allow_empty=True)


class PersonInviteSerializer(PersonWriteSerializer):
    username = serializers.RegexField(
        r"^[\w.@+-]+\Z",
        max_length=150,
        error_messages={
            **required_messages(gettext_lazy("Choose a username.")),
            "invalid": gettext_lazy("A username has letters, digits and @ . + - _ only."),
        },
    )


class PersonUpdateSerializer(PersonWriteSerializer):
    active = serializers.BooleanField()


class AdminPeopleView(StaffOnlyMixin, APIView):
    roles = ADMINISTRATORS_ONLY

    @extend_schema(responses=PersonSerializer(many=True))
    def get(self, request):
        return Response([_person(user) for user in people.people_list()])

    @extend_schema(
        request=PersonInviteSerializer,
        responses={201: PersonSerializer, 409: documented_error("That username is taken.")},
    )
    def post(self, request):
        serializer = PersonInviteSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        user = people.person_invite(**serializer.validated_data, actor=request.user.get_username())
        return Response(_person(people.people_list().get(pk=user.pk)), status=201)


class AdminPersonView(StaffOnlyMixin, APIView):
    roles = ADMINISTRATORS_ONLY

    @extend_schema(
        request=PersonUpdateSerializer,
        responses={200: PersonSerializer, 409: documented_error("At least one administrator must remain.")},
    )
    def put(self, request, person_id: int):
        user = people.people_list().filter(pk=person_id).first()
        if user is None:
            raise NotFound()
        serializer = PersonUpdateSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        people.person_update(user=user, **serializer.validated_data, actor=request.user.get_username())
        return Response(_person(people.people_list().get(pk=person_id)))


class WelcomeSerializer(serializers.Serializer):
    token = serializers.CharField(max_length=200)
    password = serializers.CharField(
        max_length=256, trim_whitespace=False, error_messages=required_messages(gettext_lazy("Password is required"))
    )


@method_decorator(csrf_protect, name="dispatch")
class WelcomeView(DjangoRequestMixin, APIView):
    """An invited organiser chooses their password, and is signed in."""

    permission_classes = [AllowAny]

    @extend_schema(
        request=WelcomeSerializer,
        responses={
            200: SessionSerializer,
            403: documented_error("No valid CSRF token: GET /api/auth/session gives one."),
        },
    )
    def post(self, request):
        serializer = WelcomeSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        people.person_welcome(request=self.http_request, **serializer.validated_data)
        return Response(session_body(self.http_request))
