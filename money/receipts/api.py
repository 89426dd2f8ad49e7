"""Receipts over HTTP for organisers: any payment's receipt as a PDF, and the
year's donation statements sent to every donor. A family's own receipts and
statement are served by families.receipts_api."""

from django.http import HttpResponse
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.response import Response
from rest_framework.views import APIView

from core.negotiation import AnyAccept
from core.permissions import TREASURER, StaffOnlyMixin
from ledger.models import Payment
from money.receipts.pdf import receipt_filename, receipt_pdf
from money.receipts.selectors import payment_find
from money.receipts.services import statements_send

# Receipts and statements are for years the site can have recorded.
FIRST_YEAR = 2000
LAST_YEAR = 2100


def pdf_response(pdf: bytes, filename: str) -> HttpResponse:
    """A PDF to open in the browser (or save under `filename`), never kept by a cache."""
    response = HttpResponse(pdf, content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="{filename}"'
    response["Cache-Control"] = "no-store"
    return response


def pdf_schema(filename: str, description: str, errors: dict | None = None) -> dict:
    """The schema of a view answering a PDF named `filename`."""
    return {
        "parameters": [
            OpenApiParameter(
                "Content-Disposition",
                str,
                OpenApiParameter.HEADER,
                response=[200],
                description=f'inline; filename="{filename}"',
            )
        ],
        "responses": {(200, "application/pdf"): OpenApiResponse(bytes, description=description), **(errors or {})},
    }


def receipt_response(payment: Payment | None) -> HttpResponse:
    if payment is None:
        raise NotFound()
    return pdf_response(receipt_pdf(payment), receipt_filename(payment))


def year_or_404(year: int) -> int:
    if not FIRST_YEAR <= year <= LAST_YEAR:
        raise NotFound()
    return year


class AdminPaymentReceiptView(StaffOnlyMixin, APIView):
    """Any payment's receipt, as its payer got it."""

    roles = (TREASURER,)

    content_negotiation_class = AnyAccept

    @extend_schema(
        operation_id="admin_payment_receipt",
        **pdf_schema(
            "receipt-{receiptNumber}.pdf",
            "The payment's receipt, in its payer's language; a refund says so, a voided payment says VOID.",
        ),
    )
    def get(self, request, payment_id: int):
        return receipt_response(payment_find(payment_id=payment_id))


class AdminStatementsSendView(StaffOnlyMixin, APIView):
    """Email every address that gave in the year its statement of those gifts (through the queue)."""

    roles = (TREASURER,)

    @extend_schema(
        request=None,
        responses={202: inline_serializer("StatementsAccepted", {"recipients": serializers.IntegerField()})},
    )
    def post(self, request, year: int):
        recipients = statements_send(year=year_or_404(year), actor=request.user.get_username())
        return Response({"recipients": recipients}, status=status.HTTP_202_ACCEPTED)
