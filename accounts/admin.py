"""The back office's accounts: Django's own user screens, with the roles each account holds
(docs/roles.md), changed through `roles_set` so the last administrator stays one."""

from django import forms
from django.contrib import admin, messages
from django.contrib.auth import get_user_model
from django.contrib.auth.admin import UserAdmin
from django.utils.translation import gettext_lazy as _

from accounts.exceptions import LastAdministrator
from accounts.models import Role
from accounts.services import other_administrators_exist, roles_set

User = get_user_model()


class RolesForm(forms.ModelForm):
    roles = forms.MultipleChoiceField(
        label=_("Roles"), choices=Role.Name.choices, required=False, widget=forms.CheckboxSelectMultiple
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.instance.pk:
            self.fields["roles"].initial = list(self.instance.account_roles.values_list("role", flat=True))

    def clean_roles(self) -> list[str]:
        roles = self.cleaned_data["roles"]
        user = self.instance
        was_administrator = user.pk and user.account_roles.filter(role=Role.Name.ADMINISTRATOR).exists()
        stepping_down = was_administrator and Role.Name.ADMINISTRATOR not in roles and not user.is_superuser
        if stepping_down and not other_administrators_exist(user):
            raise forms.ValidationError(LastAdministrator().message)
        return roles


class AccountAdmin(UserAdmin):
    form = type("AccountChangeForm", (RolesForm, UserAdmin.form), {})
    fieldsets = (*UserAdmin.fieldsets, (_("Roles"), {"fields": ("roles",)}))

    def save_model(self, request, obj, form, change) -> None:
        super().save_model(request, obj, form, change)
        if "roles" in form.cleaned_data:
            try:
                roles_set(user=obj, roles=form.cleaned_data["roles"], actor=request.user.get_username())
            except LastAdministrator as refused:
                messages.error(request, refused.message)


admin.site.unregister(User)
admin.site.register(User, AccountAdmin)
