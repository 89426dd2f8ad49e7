from django.urls import path

from families import receipts_api

urlpatterns = [
    path(
        "family/payments/<int:payment_id>/receipt.pdf",
        receipts_api.FamilyPaymentReceiptView.as_view(),
        name="family-payment-receipt",
    ),
    path("family/statements/<int:year>.pdf", receipts_api.FamilyStatementView.as_view(), name="family-statement"),
]
