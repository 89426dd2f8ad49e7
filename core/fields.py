import re
from datetime import date

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

_CALENDAR_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$")


@extend_schema_field(OpenApiTypes.DATE)
class CalendarDateField(serializers.Field):
    """A calendar date. Accepts "2025-10-15" or an ISO timestamp such as
    "2025-10-15T00:00:00.000Z" and keeps the date as written, never shifting it
    through a time zone. Always answers "YYYY-MM-DD"."""

    default_error_messages = {
        "invalid": "Enter a date as YYYY-MM-DD.",
        "required": "Date is required",
        "null": "Date is required",
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
