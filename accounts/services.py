from collections.abc import Iterable

from axes.handlers.proxy import AxesProxyHandler
from django.contrib.auth import authenticate, get_user_model, login
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.db.models import Q
from django.http import HttpRequest

from accounts import two_factor
from accounts.exceptions import InvalidCredentials, LastAdministrator, SignInLockedOut
from accounts.models import Role
from activity.services import activity_record
from core.permissions import ADMINISTRATOR, ROLES


def organiser_sign_in(*, request: HttpRequest, username: str, password: str) -> dict | None:
    """Start a session for an organiser (a staff user). A locked-out address is
    refused even with the right password; axes counts every failure. An account
    with two-step sign-in gets no session yet: the answer says what to ask for
    (see `two_factor.sign_in_finish`); otherwise None."""
    if not AxesProxyHandler.is_allowed(request, {"username": username}):
        raise SignInLockedOut()
    user = authenticate(request, username=username, password=password)
    if user is None or not user.is_staff:
        raise InvalidCredentials()
    if two_factor.has_two_factor(user):
        return two_factor.sign_in_pending(request=request, user=user)
    login(request, user)
    return None


def other_administrators_exist(excluding: AbstractBaseUser) -> bool:
    """Whether an active administrator other than `excluding` is left."""
    others = get_user_model().objects.filter(is_active=True, is_staff=True).exclude(pk=excluding.pk)
    return others.filter(Q(is_superuser=True) | Q(account_roles__role=ADMINISTRATOR)).exists()


@transaction.atomic
def roles_set(*, user: AbstractBaseUser, roles: Iterable[str], actor: str) -> list[str]:
    """Give an account exactly these roles (in ROLES order). The last active administrator
    keeps theirs: 409 `At least one administrator must remain.`"""
    wanted = [role for role in ROLES if role in set(roles)]
    before = [role for role in ROLES if role in set(Role.objects.filter(user=user).values_list("role", flat=True))]
    if ADMINISTRATOR in before and ADMINISTRATOR not in wanted and not user.is_superuser:
        # Locked, so two administrators removing each other at once cannot both succeed.
        list(get_user_model().objects.select_for_update().filter(account_roles__role=ADMINISTRATOR))
        if not other_administrators_exist(user):
            raise LastAdministrator()
    Role.objects.filter(user=user).exclude(role__in=wanted).delete()
    Role.objects.bulk_create([Role(user=user, role=role) for role in wanted], ignore_conflicts=True)
    if before != wanted:
        activity_record(
            actor=actor,
            action="account.roles",
            target_type="user",
            target_id=user.pk,
            summary=user.get_username(),
            changes={"roles": [before, wanted]},
        )
    return wanted
