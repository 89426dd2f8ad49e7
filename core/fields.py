import re
from datetime import date

from django.utils.translation import gettext_lazy as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.money import PaymentStatus
from core.text import plain_text

# The database's largest id: a bigger number in a request could only fail, and not as a 400.
LARGEST_ID = 2**63 - 1


def required_messages(message: str, *also: str) -> dict[str, str]:
    """One sentence for a required field, whether it is missing, blank or null
    (and for the further error codes named in `also`, such as "min_length"): the
    form's own text, so the browser and the server say the same thing
    (docs/api.md, "The one error shape"). Give it
    a lazily translated message, so each request reads it in its own language."""
    return dict.fromkeys(("required", "blank", "null", *also), message)


class PlainTextField(serializers.CharField):
    """Text a person writes (a name, a note, a description, a message): control
    and direction-changing characters are dropped before anything else is
    checked (core/text.py), so a text of nothing else is as blank as an empty
    one, and a length counts what is kept. Every free-text input of the API is
    one of these."""

    def run_validation(self, data=serializers.empty):
        if isinstance(data, str):
            data = plain_text(data)
        return super().run_validation(data)


class OptionalTextField(PlainTextField):
    """Text that may be left out, blank or null; null and absent are stored as ""."""

    def __init__(self, **kwargs):
        super().__init__(allow_blank=True, allow_null=True, required=False, default="", **kwargs)

    def run_validation(self, data=serializers.empty) -> str:
        return super().run_validation(data) or ""


_CALENDAR_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$")


@extend_schema_field(OpenApiTypes.DATE)
class CalendarDateField(serializers.Field):
    """A calendar date. Accepts "2025-10-15" or an ISO timestamp such as
    "2025-10-15T00:00:00.000Z" and keeps the date as written, never shifting it
    through a time zone. Always answers "YYYY-MM-DD"."""

    default_error_messages = {
        "invalid": _("Enter a date as YYYY-MM-DD."),
        "required": _("Date is required"),
        "null": _("Date is required"),
    }

    def to_internal_value(self, data) -> date:
        if not isinstance(data, str):
            self.fail("invalid")
        data = data.strip()
        if not data:
            self.fail("required")
        match = _CALENDAR_DATE.match(data)
        if not match:
            self.fail("invalid")
        try:
            return date(*(int(part) for part in match.groups()))
        except ValueError:
            self.fail("invalid")

    def to_representation(self, value: date) -> str:
        return value.isoformat()


class PayableSerializer(serializers.Serializer):
    """What every payable thing (registration, membership, donation) answers
    about its money, in cents; never written by a request."""

    amountDue = serializers.IntegerField(source="amount_due", read_only=True, help_text="Cents owed.")
    amountPaid = serializers.IntegerField(
        source="amount_paid", read_only=True, help_text="Cents recorded as paid, refunds taken off."
    )
    paymentStatus = serializers.ChoiceField(source="payment_status", choices=list(PaymentStatus.ALL), read_only=True)
    paymentReference = serializers.CharField(
        source="payment_reference",
        read_only=True,
        allow_null=True,
        help_text="What the payer writes in the memo (DP-4821).",
    )
