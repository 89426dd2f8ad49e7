"""Dates and numbers in templates as the active language writes them (emails
are rendered in their reader's language: see registrations/emails.py)."""

from datetime import date

from django import template

from core import dates, language, money

register = template.Library()


@register.filter
def long_date(day: date) -> str:
    """ "Tuesday, October 15, 2030"; in Bengali "মঙ্গলবার, ১৫ অক্টোবর, ২০৩০"."""
    return dates.long_date(day)


@register.filter
def number(value: int) -> str:
    """A whole number, in Bengali digits in Bengali."""
    return language.number(value)


@register.filter
def dollars(cents: int) -> str:
    """Cents as dollars ($1,234.50), in Bengali digits in Bengali."""
    return language.digits(money.dollars(cents))


@register.filter
def subtract(value: int, other: int) -> int:
    """`value` less `other`: what is still to pay, or to refund, in cents."""
    return value - other


@register.filter
def written(thing: object, field: str) -> str:
    """An organiser's text in the reader's language: `{{ event|written:"title" }}`
    is the event's Bengali title in a Bengali email, where it has one."""
    return language.written(thing, field)
