from django.urls import path

from money import receipts_api

urlpatterns = [
    path(
        "admin/payments/<int:payment_id>/receipt.pdf",
        receipts_api.AdminPaymentReceiptView.as_view(),
        name="admin-payment-receipt",
    ),
    path(
        "admin/statements/<int:year>/send",
        receipts_api.AdminStatementsSendView.as_view(),
        name="admin-statements-send",
    ),
]
