"""The second step of an organiser's sign-in: set-up and checks.

An account has two-step sign-in once it has a confirmed authenticator app or a
passkey. Its password then starts a half-done sign-in, kept in the session for
ten minutes and five wrong codes; a right code or passkey finishes it. Wrong
codes count towards the same lockout as wrong passwords (django-axes).
"""

import base64
import hashlib
import io
import json
import secrets
import time
from dataclasses import dataclass
from urllib.parse import urlsplit

import pyotp
import segno
import webauthn
from axes.handlers.proxy import AxesProxyHandler
from django.contrib.auth import get_user_model, login, user_login_failed
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone
from webauthn.helpers.exceptions import WebAuthnException
from webauthn.helpers.structs import (
    AuthenticatorSelectionCriteria,
    PublicKeyCredentialDescriptor,
    ResidentKeyRequirement,
    UserVerificationRequirement,
)

from accounts.exceptions import (
    CodeWrong,
    PasskeyRefused,
    SecondStepRequired,
    SetUpNotStarted,
    SignInAgain,
    SignInLockedOut,
)
from accounts.models import Passkey, RecoveryCode, TotpDevice
from activity.services import activity_record
from core.permissions import roles_of
from sitesettings.models import SiteSettings
from sitesettings.selectors import site_settings_get

RECOVERY_CODES = 10
WRONG_CODES_ALLOWED = 5
PENDING_SECONDS = 10 * 60
PENDING_KEY = "two_factor_pending"
SETUP_CHALLENGE_KEY = "passkey_setup_challenge"
ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"  # no 0/o, 1/l/i to misread


@dataclass(frozen=True)
class Relying:
    """Who the passkeys belong to: the host the organiser signs in at."""

    id: str
    origin: str


def relying_party(request: HttpRequest) -> Relying:
    host = request.get_host()
    return Relying(id=urlsplit(f"//{host}").hostname or host, origin=f"{request.scheme}://{host}")


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def methods_of(user: AbstractBaseUser) -> list[str]:
    """The second steps an account has: "totp" and/or "passkey"."""
    methods = []
    if TotpDevice.objects.filter(user=user).exclude(secret="").exists():
        methods.append("totp")
    if Passkey.objects.filter(user=user).exists():
        methods.append("passkey")
    return methods


def has_two_factor(user: AbstractBaseUser) -> bool:
    return bool(methods_of(user))


# Set-up: the authenticator app


def totp_begin(*, user: AbstractBaseUser) -> dict:
    """A new secret to scan; it counts once a code from the app confirms it."""
    secret = pyotp.random_base32()
    TotpDevice.objects.update_or_create(user=user, defaults={"pending_secret": secret})
    uri = pyotp.TOTP(secret).provisioning_uri(name=user.get_username(), issuer_name=site_settings_get().group_name)
    return {"secret": secret, "otpauth_uri": uri, "qr_svg": _qr_svg(uri)}


def _qr_svg(text: str) -> str:
    """A standalone SVG (with its namespace, so it shows as an image file too)."""
    buffer = io.BytesIO()
    segno.make(text, error="m").save(buffer, kind="svg", xmldecl=False, svgns=True, nl=False, scale=4, border=2)
    return buffer.getvalue().decode()


def _step_accepted(secret: str, code: str, last_step: int) -> int | None:
    """The 30-second step `code` belongs to (this one or either neighbour, for a
    phone's clock a little off), if it is later than the last one accepted."""
    code = "".join(code.split())
    if not (len(code) == 6 and code.isascii() and code.isdigit()):
        return None
    totp = pyotp.TOTP(secret)
    now = int(time.time()) // totp.interval
    for step in (now - 1, now, now + 1):
        if step > last_step and secrets.compare_digest(totp.generate_otp(step), code):
            return step
    return None


def _letters(count: int) -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(count))


def _recovery_digest(code: str) -> str:
    normal = "".join(code.split()).replace("-", "").lower()
    return hashlib.sha256(normal.encode()).hexdigest()


def _new_recovery_codes(user: AbstractBaseUser) -> list[str]:
    codes = [f"{_letters(5)}-{_letters(5)}" for _ in range(RECOVERY_CODES)]
    RecoveryCode.objects.filter(user=user).delete()
    RecoveryCode.objects.bulk_create(RecoveryCode(user=user, digest=_recovery_digest(code)) for code in codes)
    return codes


@transaction.atomic
def totp_confirm(*, user: AbstractBaseUser, code: str) -> list[str]:
    """Confirm the app with a code it shows: from now on sign-in asks for one.
    Answers ten new recovery codes, shown this once."""
    device = TotpDevice.objects.select_for_update().filter(user=user).first()
    if device is None or not device.pending_secret:
        raise SetUpNotStarted()
    step = _step_accepted(device.pending_secret, code, 0)
    if step is None:
        raise CodeWrong()
    device.secret, device.pending_secret = device.pending_secret, ""
    device.confirmed_at = timezone.now()
    device.last_step = step
    device.save()
    activity_record(actor=user.get_username(), action="two_factor.totp", target_type="user", target_id=user.pk)
    return _new_recovery_codes(user)


# Set-up: passkeys


def passkey_options(*, request: HttpRequest, user: AbstractBaseUser) -> dict:
    """WebAuthn options to create a passkey; the challenge waits in the session."""
    relying = relying_party(request)
    options = webauthn.generate_registration_options(
        rp_id=relying.id,
        rp_name=site_settings_get().group_name,
        user_id=str(user.pk).encode(),
        user_name=user.get_username(),
        exclude_credentials=[
            PublicKeyCredentialDescriptor(id=webauthn.base64url_to_bytes(key.credential_id))
            for key in Passkey.objects.filter(user=user)
        ],
        authenticator_selection=AuthenticatorSelectionCriteria(
            resident_key=ResidentKeyRequirement.PREFERRED,
            user_verification=UserVerificationRequirement.PREFERRED,
        ),
    )
    request.session[SETUP_CHALLENGE_KEY] = _b64url(options.challenge)
    return json.loads(webauthn.options_to_json(options))


@transaction.atomic
def passkey_add(*, request: HttpRequest, user: AbstractBaseUser, name: str, credential: dict) -> Passkey:
    challenge = request.session.pop(SETUP_CHALLENGE_KEY, None)
    if challenge is None:
        raise SetUpNotStarted()
    if not isinstance(credential, dict):
        raise PasskeyRefused()
    relying = relying_party(request)
    try:
        verified = webauthn.verify_registration_response(
            credential=credential,
            expected_challenge=webauthn.base64url_to_bytes(challenge),
            expected_rp_id=relying.id,
            expected_origin=relying.origin,
        )
    except (WebAuthnException, ValueError, KeyError, TypeError, AttributeError) as error:
        raise PasskeyRefused() from error
    credential_id = _b64url(verified.credential_id)
    if Passkey.objects.filter(credential_id=credential_id).exists():
        raise PasskeyRefused()
    passkey = Passkey.objects.create(
        user=user,
        name=name,
        credential_id=credential_id,
        public_key=verified.credential_public_key,
        sign_count=verified.sign_count,
    )
    activity_record(
        actor=user.get_username(), action="two_factor.passkey", target_type="user", target_id=user.pk, summary=name
    )
    return passkey


# The account's own second steps: read and removed


def totp_state(*, user: AbstractBaseUser) -> dict:
    """Whether the account has a confirmed authenticator app, since when, and how many recovery codes are left."""
    device = TotpDevice.objects.filter(user=user).exclude(secret="").first()
    return {
        "enabled": device is not None,
        "confirmed_at": device.confirmed_at if device else None,
        "recovery_codes_left": RecoveryCode.objects.filter(user=user, used_at__isnull=True).count(),
    }


def passkeys_of(*, user: AbstractBaseUser) -> list[Passkey]:
    return list(Passkey.objects.filter(user=user))


def _keep_a_second_step(user: AbstractBaseUser, *, remaining: list[str]) -> None:
    """Refuse to remove the last second step of an account whose role must have one;
    with none left, the recovery codes go too (they stand in for a second step)."""
    if remaining:
        return
    required = (
        SiteSettings.objects.filter(pk=SiteSettings.SINGLETON_PK)
        .values_list("require_two_factor_for", flat=True)
        .first()
        or []
    )
    if roles_of(user) & set(required):
        raise SecondStepRequired()
    RecoveryCode.objects.filter(user=user).delete()


@transaction.atomic
def totp_remove(*, user: AbstractBaseUser) -> bool:
    """Remove the account's authenticator app (a set-up under way too). Returns whether there was one."""
    device = TotpDevice.objects.select_for_update().filter(user=user).first()
    if device is None:
        return False
    had = bool(device.secret)
    _keep_a_second_step(user, remaining=[m for m in methods_of(user) if m != "totp"])
    device.delete()
    if had:
        activity_record(
            actor=user.get_username(), action="two_factor.totp_remove", target_type="user", target_id=user.pk
        )
    return had


@transaction.atomic
def passkey_remove(*, user: AbstractBaseUser, passkey_id: int) -> bool:
    """Remove one of the account's own passkeys; False when it has none with that id."""
    passkey = Passkey.objects.select_for_update().filter(user=user, pk=passkey_id).first()
    if passkey is None:
        return False
    others = Passkey.objects.filter(user=user).exclude(pk=passkey.pk).exists()
    remaining = [m for m in methods_of(user) if m != "passkey"] + (["passkey"] if others else [])
    _keep_a_second_step(user, remaining=remaining)
    passkey.delete()
    activity_record(
        actor=user.get_username(),
        action="two_factor.passkey_remove",
        target_type="user",
        target_id=user.pk,
        summary=passkey.name,
    )
    return True


# Sign-in


def sign_in_pending(*, request: HttpRequest, user: AbstractBaseUser) -> dict:
    """The password was right and the account has a second step: remember who is
    half signed in (no session for them yet) and answer what to ask for."""
    methods = methods_of(user)
    pending = {"user": user.pk, "backend": user.backend, "started": time.time(), "wrong": 0}
    answer: dict = {"methods": methods}
    if "passkey" in methods:
        relying = relying_party(request)
        options = webauthn.generate_authentication_options(
            rp_id=relying.id,
            allow_credentials=[
                PublicKeyCredentialDescriptor(id=webauthn.base64url_to_bytes(key.credential_id))
                for key in Passkey.objects.filter(user=user)
            ],
            user_verification=UserVerificationRequirement.PREFERRED,
        )
        pending["challenge"] = _b64url(options.challenge)
        answer["passkey_options"] = json.loads(webauthn.options_to_json(options))
    request.session[PENDING_KEY] = pending
    return answer


def _pending_user(request: HttpRequest) -> tuple[dict, AbstractBaseUser]:
    pending = request.session.get(PENDING_KEY)
    if not pending or time.time() - pending["started"] > PENDING_SECONDS:
        request.session.pop(PENDING_KEY, None)
        raise SignInAgain()
    user = get_user_model().objects.filter(pk=pending["user"], is_active=True, is_staff=True).first()
    if user is None:
        request.session.pop(PENDING_KEY, None)
        raise SignInAgain()
    return pending, user


def _code_matches(user: AbstractBaseUser, code: str) -> bool:
    device = TotpDevice.objects.select_for_update().filter(user=user).exclude(secret="").first()
    if device is not None:
        step = _step_accepted(device.secret, code, device.last_step)
        if step is not None:
            device.last_step = step
            device.save(update_fields=["last_step"])
            return True
    used = RecoveryCode.objects.filter(user=user, digest=_recovery_digest(code), used_at=None).update(
        used_at=timezone.now()
    )
    return used == 1


def _passkey_matches(request: HttpRequest, user: AbstractBaseUser, pending: dict, credential: dict) -> bool:
    if "challenge" not in pending or not isinstance(credential, dict):
        return False
    passkey = Passkey.objects.select_for_update().filter(user=user, credential_id=credential.get("id")).first()
    if passkey is None:
        return False
    relying = relying_party(request)
    try:
        verified = webauthn.verify_authentication_response(
            credential=credential,
            expected_challenge=webauthn.base64url_to_bytes(pending["challenge"]),
            expected_rp_id=relying.id,
            expected_origin=relying.origin,
            credential_public_key=bytes(passkey.public_key),
            credential_current_sign_count=passkey.sign_count,
        )
    except (WebAuthnException, ValueError, KeyError, TypeError, AttributeError):
        return False
    passkey.sign_count = verified.new_sign_count
    passkey.last_used_at = timezone.now()
    passkey.save(update_fields=["sign_count", "last_used_at"])
    return True


def sign_in_finish(*, request: HttpRequest, code: str = "", passkey: dict | None = None) -> AbstractBaseUser:
    """Finish a half-done sign-in with a code (from the app, or a recovery code)
    or a passkey. Five wrong answers end it; each counts as a failed sign-in."""
    pending, user = _pending_user(request)
    if not AxesProxyHandler.is_allowed(request, {"username": user.get_username()}):
        raise SignInLockedOut()
    with transaction.atomic():
        right = _passkey_matches(request, user, pending, passkey) if passkey is not None else _code_matches(user, code)
    if not right:
        # Outside the transaction: the lockout's count of failures must stay.
        pending["wrong"] += 1
        if pending["wrong"] >= WRONG_CODES_ALLOWED:
            request.session.pop(PENDING_KEY, None)
        else:
            request.session[PENDING_KEY] = pending
        user_login_failed.send(sender=__name__, credentials={"username": user.get_username()}, request=request)
        raise CodeWrong()
    request.session.pop(PENDING_KEY, None)
    login(request, user, backend=pending["backend"])
    return user
