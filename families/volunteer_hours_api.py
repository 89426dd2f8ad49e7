"""A family's volunteer hours: each person who signed up for shifts with the
family's address, their shifts and hours of a year, and the certificate of
one person's hours as a PDF."""

from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.exceptions import NotFound, ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

from core.dates import local_today
from core.negotiation import AnyAccept
from events.public import ClockField
from families.api import NOT_SIGNED_IN
from families.auth import FamilyOnlyMixin
from money.receipts.api import FIRST_YEAR, LAST_YEAR, pdf_response, pdf_schema, year_or_404
from volunteers.hours import certificate_filename, certificate_pdf, volunteer_hours, volunteer_year


class VolunteerShiftSerializer(serializers.Serializer):
    id = serializers.IntegerField(help_text="The volunteer's place (its id in /api/shift-volunteers).")
    shiftId = serializers.IntegerField(source="shift_id")
    eventId = serializers.IntegerField(source="shift.event_id")
    eventTitle = serializers.CharField(source="shift.event.title")
    eventTitleBn = serializers.CharField(source="shift.event.title_bn")
    role = serializers.CharField(source="shift.role")
    date = serializers.DateField(source="shift.date")
    startTime = ClockField(source="shift.start_time")
    endTime = ClockField(source="shift.end_time")
    checkedInAt = serializers.DateTimeField(source="checked_in_at", allow_null=True)
    hours = serializers.FloatField(allow_null=True, help_text="Null until checked in (or set by an organiser).")


class VolunteerYearSerializer(serializers.Serializer):
    name = serializers.CharField()
    hours = serializers.FloatField(help_text="The hours that count: shifts checked in, or set by an organiser.")
    shifts = VolunteerShiftSerializer(many=True, help_text="Every shift of the year, upcoming ones too.")


class VolunteerHoursSerializer(serializers.Serializer):
    year = serializers.IntegerField()
    volunteers = VolunteerYearSerializer(many=True)


YEAR_PARAMETER = OpenApiParameter(
    "year", int, OpenApiParameter.QUERY, required=False, description="The calendar year; this year when left out."
)


def _year(request) -> int:
    raw = request.query_params.get("year")
    if raw in (None, ""):
        return local_today().year
    if not raw.isascii() or not raw.isdigit() or not FIRST_YEAR <= int(raw) <= LAST_YEAR:
        raise ValidationError({"year": [gettext("Enter a year from 2000 to 2100.")]})
    return int(raw)


class FamilyVolunteerHoursView(FamilyOnlyMixin, APIView):
    @extend_schema(
        operation_id="family_volunteer_hours",
        parameters=[YEAR_PARAMETER],
        responses={200: VolunteerHoursSerializer, 401: NOT_SIGNED_IN},
    )
    def get(self, request):
        year = _year(request)
        people = volunteer_hours(email=request.auth.email, year=year)
        return Response(VolunteerHoursSerializer({"year": year, "volunteers": people}).data)


CERTIFICATE_SCHEMA = pdf_schema(
    "volunteer-hours-{year}.pdf",
    "The certificate, in English and Bengali, of the named volunteer's hours in the year; 404 when they have "
    "no hours that count that year.",
    {401: NOT_SIGNED_IN},
)
CERTIFICATE_SCHEMA["parameters"].append(
    OpenApiParameter("name", str, OpenApiParameter.QUERY, required=True, description="The volunteer's name.")
)


class FamilyVolunteerCertificateView(FamilyOnlyMixin, APIView):
    content_negotiation_class = AnyAccept

    @extend_schema(operation_id="family_volunteer_certificate", **CERTIFICATE_SCHEMA)
    def get(self, request, year: int):
        year = year_or_404(year)
        name = request.query_params.get("name", "")
        person = volunteer_year(email=request.auth.email, year=year, name=name) if name.strip() else None
        if person is None or not person.minutes:
            raise NotFound()
        return pdf_response(certificate_pdf(person, year=year), certificate_filename(year))
