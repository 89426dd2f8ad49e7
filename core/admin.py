"""The back office's way to change things: through the same services as the API.

A ModelAdmin's own saves and deletes would skip a service's rules, its
activity log entry and its emails, so each admin here hands its writes to a
service, and a service's refusal becomes a message on the page, never a 500.
"""

from collections.abc import Callable, Iterable
from typing import Any

from django.contrib import admin, messages
from django.http import HttpRequest, HttpResponseRedirect
from django.utils.translation import gettext

from core import language
from core.exceptions import DomainError


def refusal_text(refusal: DomainError) -> str:
    """The refusal's sentence, or each field's reasons when it names fields
    (the back office's page does not mark the API's fields)."""
    reasons = [reason for field_reasons in refusal.extra.get("errors", {}).values() for reason in field_reasons]
    if not reasons or reasons == [refusal.message]:
        return refusal.message
    return " ".join(dict.fromkeys(str(reason) for reason in reasons))


class ServiceAdmin(admin.ModelAdmin):
    """Writes go to services (`save_model`, `delete_model` overridden by each
    admin); a refusal on the change page is shown above the form, stored values
    unchanged."""

    def changeform_view(self, request, object_id=None, form_url="", extra_context=None):
        try:
            return super().changeform_view(request, object_id, form_url, extra_context)
        except DomainError as refusal:
            # The admin's transaction rolled back; nothing of the change is kept.
            self.message_user(request, refusal_text(refusal), messages.ERROR)
            return HttpResponseRedirect(request.get_full_path())

    def delete_queryset(self, request, queryset) -> None:
        for obj in queryset:
            self.delete_model(request, obj)

    def each(
        self,
        request: HttpRequest,
        objects: Iterable[Any],
        service: Callable[..., Any],
        *,
        keyword: str,
        done: str,
    ) -> None:
        """An action: the service once per chosen object, each in its own
        transaction, so one refusal (named) does not undo the others."""
        actor = request.user.get_username()
        succeeded = total = 0
        for obj in objects:
            total += 1
            try:
                service(**{keyword: obj}, actor=actor)
            except DomainError as refusal:
                self.message_user(request, f"{obj}: {refusal_text(refusal)}", messages.ERROR)
            else:
                succeeded += 1
        if succeeded:
            self.message_user(
                request,
                gettext("%(done)s: %(succeeded)s of %(total)s.")
                % {"done": done, "succeeded": language.number(succeeded), "total": language.number(total)},
                messages.SUCCESS,
            )
