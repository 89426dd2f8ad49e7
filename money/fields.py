"""Amounts as the money API takes them: whole cents, never a float."""

from django.utils.translation import gettext_lazy as _
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core import language
from core.money import cents_text


def _dollars(cents: int) -> str:
    return language.digits(f"${cents_text(cents)}")


@extend_schema_field(OpenApiTypes.INT)
class CentsField(serializers.Field):
    """An amount in whole cents: a JSON integer only. 25.0, "25" and "25.00"
    are refused, not rounded: money is never a float, and a dollar amount sent
    where cents are meant would be off a hundredfold."""

    default_error_messages = {
        "invalid": _("Enter the amount as a whole number of cents."),
        "required": _("Enter the amount as a whole number of cents."),
        "null": _("Enter the amount as a whole number of cents."),
        "range": _("Enter an amount from {low} to {high}."),
        "zero": _("The amount cannot be zero."),
    }

    def __init__(self, *, low: int, high: int, allow_zero: bool = True, **kwargs) -> None:
        super().__init__(**kwargs)
        self.low, self.high, self.allow_zero = low, high, allow_zero

    def to_internal_value(self, data) -> int:
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        if data == 0 and not self.allow_zero:
            self.fail("zero")
        if not self.low <= data <= self.high:
            self.fail("range", low=_dollars(self.low), high=_dollars(self.high))
        return data

    def to_representation(self, value: int) -> int:
        return value
