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
from drf_spectacular.utils import OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.services import organiser_sign_in
from core.errors import error_response
from core.fields import required_messages
from core.negotiation import AnyAccept
from core.permissions import StaffSessionAuthentication
from core.schema import documented_error

SessionSerializer = inline_serializer(
    "Session",
    {
        "authenticated": serializers.BooleanField(),
        "username": serializers.CharField(allow_null=True),
        "csrfToken": serializers.CharField(),
    },
)


class LoginSerializer(serializers.Serializer):
    username = serializers.CharField(
        max_length=150, error_messages=required_messages(gettext_lazy("Username is required"))
    )
    password = serializers.CharField(
        max_length=256, trim_whitespace=False, error_messages=required_messages(gettext_lazy("Password is required"))
    )


def _session_body(request) -> dict:
    user = request.user
    signed_in = bool(user.is_authenticated and user.is_staff and user.is_active)
    return {
        "authenticated": signed_in,
        "username": user.get_username() if signed_in else None,
        "csrfToken": get_token(request),
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
        return Response(_session_body(request))


@method_decorator(csrf_protect, name="dispatch")
class LoginView(DjangoRequestMixin, APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        request=LoginSerializer,
        responses={
            200: SessionSerializer,
            403: documented_error("No valid CSRF token: GET /api/auth/session gives one."),
            429: documented_error("Too many failed sign-ins from this address; wait 15 minutes."),
        },
    )
    def post(self, request):
        serializer = LoginSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        organiser_sign_in(request=self.http_request, **serializer.validated_data)
        return Response(_session_body(self.http_request))


@method_decorator(csrf_protect, name="dispatch")
class LogoutView(DjangoRequestMixin, APIView):
    permission_classes = [AllowAny]
    authentication_classes = [StaffSessionAuthentication]

    @extend_schema(request=None, responses=SessionSerializer)
    def post(self, request):
        logout(self.http_request)
        return Response(_session_body(self.http_request))


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
