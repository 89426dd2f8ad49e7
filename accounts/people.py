"""The association's organisers' accounts, kept by administrators: invite someone by email
(a link to choose a password, once, within 72 hours), change their name, address and roles,
deactivate them (their sessions end at once). See docs/roles.md."""

from collections.abc import Iterable

from django.conf import settings
from django.contrib.auth import get_user_model, login, password_validation
from django.contrib.auth.models import AbstractBaseUser
from django.contrib.auth.tokens import default_token_generator
from django.contrib.sessions.models import Session
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.http import HttpRequest
from django.utils import timezone
from django.utils.encoding import force_bytes, force_str
from django.utils.http import urlsafe_base64_decode, urlsafe_base64_encode

from accounts.exceptions import InvitationExpired, LastAdministrator, PasswordRefused, UsernameTaken
from accounts.services import other_administrators_exist, roles_set
from activity.services import activity_record
from core.permissions import ADMINISTRATOR, roles_of
from mailing.services import URGENT, send_email
from sitesettings.selectors import site_settings_get

User = get_user_model()
INVITATION_HOURS = settings.PASSWORD_RESET_TIMEOUT // 3600


def people_list():
    return (
        User.objects.filter(is_staff=True)
        .prefetch_related("account_roles", "totp", "passkeys")
        .order_by("-is_active", "username")
    )


def _split(name: str) -> tuple[str, str]:
    first, _, last = name.strip().partition(" ")
    return first[:150], last.strip()[:150]


def invitation_token(user: AbstractBaseUser) -> str:
    """`{id}.{token}`: Django's password-reset token, which stops working once a password is
    chosen (it covers the password) or after PASSWORD_RESET_TIMEOUT (72 hours)."""
    return f"{urlsafe_base64_encode(force_bytes(user.pk))}.{default_token_generator.make_token(user)}"


@transaction.atomic
def person_invite(*, username: str, name: str, email: str, roles: Iterable[str], actor: str) -> AbstractBaseUser:
    if User.objects.filter(username=username).exists():
        raise UsernameTaken()
    first, last = _split(name)
    user = User(username=username, first_name=first, last_name=last, email=email, is_staff=True)
    user.set_unusable_password()
    try:
        # Two administrators inviting the same username at once: the second is told, not a 500.
        with transaction.atomic():
            user.save()
    except IntegrityError:
        raise UsernameTaken() from None
    roles_set(user=user, roles=roles, actor=actor)
    activity_record(actor=actor, action="person.invite", target_type="user", target_id=user.pk, summary=username)
    site = site_settings_get()
    send_email(
        template="person_invited",
        to=[email],
        reply_to=[site.contact_email],
        context={
            "name": first or username,
            "username": username,
            "inviter": actor,
            "group_name": site.group_name,
            "link": f"{settings.SITE_URL}/admin/welcome?token={invitation_token(user)}",
            "hours": INVITATION_HOURS,
        },
        priority=URGENT,
    )
    return user


def _invited(token: str) -> AbstractBaseUser:
    uid, _, secret = token.partition(".")
    try:
        user = User.objects.get(pk=force_str(urlsafe_base64_decode(uid)), is_active=True, is_staff=True)
    except (User.DoesNotExist, ValueError, TypeError, OverflowError, ValidationError):
        raise InvitationExpired() from None
    if not default_token_generator.check_token(user, secret):
        raise InvitationExpired()
    return user


@transaction.atomic
def person_welcome(*, request: HttpRequest, token: str, password: str) -> AbstractBaseUser:
    """The invited person chooses their password (Django's validators) and is signed in."""
    user = _invited(token)
    try:
        password_validation.validate_password(password, user)
    except ValidationError as refused:
        raise PasswordRefused(refused.messages) from None
    user.set_password(password)
    user.save(update_fields=["password"])
    activity_record(actor=user.get_username(), action="person.welcome", target_type="user", target_id=user.pk)
    login(request, user, backend="django.contrib.auth.backends.ModelBackend")
    return user


def _sessions_end(user: AbstractBaseUser) -> None:
    """Every session signed in as `user` ends (an inactive account is refused anyway)."""
    mine = [
        session.pk
        for session in Session.objects.filter(expire_date__gt=timezone.now()).iterator()
        if str(session.get_decoded().get("_auth_user_id")) == str(user.pk)
    ]
    Session.objects.filter(pk__in=mine).delete()


@transaction.atomic
def person_update(
    *, user: AbstractBaseUser, name: str, email: str, roles: Iterable[str], active: bool, actor: str
) -> AbstractBaseUser:
    user = User.objects.select_for_update().get(pk=user.pk)
    if not active and user.is_active and ADMINISTRATOR in roles_of(user) and not other_administrators_exist(user):
        raise LastAdministrator()
    before = {"name": user.get_full_name(), "email": user.email, "active": user.is_active}
    user.first_name, user.last_name = _split(name)
    user.email = email
    roles_set(user=user, roles=roles, actor=actor)
    user.is_active = active
    user.save(update_fields=["first_name", "last_name", "email", "is_active"])
    after = {"name": user.get_full_name(), "email": user.email, "active": user.is_active}
    changes = {key: [before[key], after[key]] for key in before if before[key] != after[key]}
    if changes:
        activity_record(
            actor=actor,
            action="person.update",
            target_type="user",
            target_id=user.pk,
            summary=user.get_username(),
            changes=changes,
        )
    if not active:
        _sessions_end(user)
    return user
