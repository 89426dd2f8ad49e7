from django.utils.translation import gettext_lazy as _
from rest_framework.permissions import BasePermission

from accounts.two_factor import has_two_factor
from core.permissions import roles_of
from sitesettings.models import SiteSettings


class SecondStepSetUp(BasePermission):
    """An account in a role the settings require a second step for reaches only its own set-up
    (views marked `two_factor_set_up = True`) until it has one (docs/roles.md)."""

    message = _("Set up two-step sign-in first.")

    def has_permission(self, request, view) -> bool:
        if getattr(view, "two_factor_set_up", False):
            return True
        roles = roles_of(request.user)
        if not roles:
            return True  # HasRole answers for anyone without a role
        # Read, never created here: the same one query on every request.
        settings = SiteSettings.objects.filter(pk=SiteSettings.SINGLETON_PK)
        required = settings.values_list("require_two_factor_for", flat=True).first() or []
        if not roles & set(required):
            return True
        return has_two_factor(request.user)
