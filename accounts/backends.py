from django.contrib.auth.backends import BaseBackend

from core.permissions import ADMINISTRATOR, roles_of


class AdministratorPermissions(BaseBackend):
    """An administrator may do everything in the back office, as a superuser may; it signs
    nobody in (ModelBackend does)."""

    def has_perm(self, user_obj, perm, obj=None) -> bool:
        return ADMINISTRATOR in roles_of(user_obj)

    def has_module_perms(self, user_obj, app_label) -> bool:
        return ADMINISTRATOR in roles_of(user_obj)
