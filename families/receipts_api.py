"""A family's own receipts and its yearly statement of donations, as PDFs:
only payments made from the family's address; any other is not found, so a
family cannot learn that another's receipt exists."""

from drf_spectacular.utils import extend_schema
from rest_framework.exceptions import NotFound
from rest_framework.views import APIView

from core.negotiation import AnyAccept
from families.api import NOT_SIGNED_IN
from families.auth import FamilyOnlyMixin
from money.receipts.api import pdf_response, pdf_schema, receipt_response, year_or_404
from money.receipts.pdf import statement_filename, statement_pdf
from money.receipts.selectors import payment_find


class FamilyPaymentReceiptView(FamilyOnlyMixin, APIView):
    content_negotiation_class = AnyAccept

    @extend_schema(
        operation_id="family_payment_receipt",
        **pdf_schema(
            "receipt-{receiptNumber}.pdf",
            "The receipt of a payment made from the family's address; 404 for any other.",
            {401: NOT_SIGNED_IN},
        ),
    )
    def get(self, request, payment_id: int):
        family = request.auth
        return receipt_response(payment_find(payment_id=payment_id, email=family.email))


class FamilyStatementView(FamilyOnlyMixin, APIView):
    content_negotiation_class = AnyAccept

    @extend_schema(
        operation_id="family_statement",
        **pdf_schema(
            "donations-{year}.pdf",
            "The family's donations received in the year, one statement; 404 when it gave nothing that year.",
            {401: NOT_SIGNED_IN},
        ),
    )
    def get(self, request, year: int):
        family = request.auth
        pdf = statement_pdf(family.email, year_or_404(year))
        if pdf is None:
            raise NotFound()
        return pdf_response(pdf, statement_filename(year))
