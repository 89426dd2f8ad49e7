"""Organisers' reads that name things from several apps: the activity log as
sentences, and the search for a party across events."""

from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from actions.activity import activity_names
from actions.search import MAX_QUERY, parties_search
from actions.souvenir import souvenir_filename, souvenir_pdf
from activity.api import ActivityQuerySerializer, EntrySerializer
from activity.selectors import activity_entries
from activity.services import download_record
from core.negotiation import AnyAccept
from core.pagination import PagePagination
from core.permissions import ORGANISER, TREASURER, StaffOnlyMixin
from core.schema import documented_error
from events.selectors import event_find
from ledger.models import Payment
from money.receipts.api import pdf_response, pdf_schema


class AdminActivityView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(
        parameters=[
            OpenApiParameter("eventId", int, OpenApiParameter.QUERY, required=False),
            OpenApiParameter("page", int, OpenApiParameter.QUERY, required=False),
        ],
        responses=inline_serializer(
            "ActivityPage",
            {
                "count": serializers.IntegerField(),
                "next": serializers.URLField(allow_null=True),
                "previous": serializers.URLField(allow_null=True),
                "results": EntrySerializer(many=True),
            },
        ),
    )
    def get(self, request):
        query = ActivityQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        paginator = PagePagination()
        page = paginator.paginate_queryset(
            activity_entries(event_id=query.validated_data.get("eventId")), request, view=self
        )
        entries = EntrySerializer(page, many=True, context={"names": activity_names(page)})
        return paginator.get_paginated_response(entries.data)


class SearchQuerySerializer(serializers.Serializer):
    q = serializers.CharField(required=False, allow_blank=True, trim_whitespace=True, max_length=MAX_QUERY, default="")


class SearchResultSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(
        choices=Payment.Kind.choices, help_text="registration, membership, donation or sponsorship."
    )
    id = serializers.IntegerField()
    eventId = serializers.IntegerField(source="event_id", allow_null=True, help_text="A registration's event.")
    label = serializers.CharField(help_text="Who and what, in the request's language.")
    paymentReference = serializers.CharField(source="payment_reference", allow_null=True)
    name = serializers.CharField(help_text="Who: the party, member or donor, as written.")
    outstanding = serializers.IntegerField(help_text="Cents still owed (negative when more was paid than is due).")
    year = serializers.IntegerField(allow_null=True, help_text="A membership's year; null for the other kinds.")


class AdminSearchView(StaffOnlyMixin, APIView):
    roles = (ORGANISER, TREASURER)

    """Registrations, memberships and donations whose name, email, phone or
    payment reference matches `q`, across events; [] for fewer than 2 characters."""

    @extend_schema(
        summary="Find a party by name, email, phone or payment reference, across events",
        parameters=[OpenApiParameter("q", str, OpenApiParameter.QUERY, required=False)],
        responses=SearchResultSerializer(many=True),
    )
    def get(self, request):
        query = SearchQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        return Response(SearchResultSerializer(parties_search(query=query.validated_data["q"]), many=True).data)


class AdminSouvenirPdfView(StaffOnlyMixin, APIView):
    """The event's souvenir for the printer; each download is in the log."""

    roles = (ORGANISER,)

    content_negotiation_class = AnyAccept

    @extend_schema(
        operation_id="admin_event_souvenir_pdf",
        **pdf_schema(
            "souvenir-{eventId}.pdf",
            "Half-letter pages: the cover, the sponsors, the accepted pieces, the published programme and the "
            "approved ads by size, numbered.",
            {404: documented_error("No such event.")},
        ),
    )
    def get(self, request, event_id: int):
        event = event_find(event_id=event_id)
        if event is None:
            raise NotFound()
        download_record(actor=request.user.get_username(), action="download.souvenir", event_id=event.pk)
        return pdf_response(souvenir_pdf(event), souvenir_filename(event))
