from django.urls import path

from money import api

urlpatterns = [
    path("donations", api.DonationView.as_view(), name="donations"),
    path("admin/payments", api.AdminPaymentsView.as_view(), name="admin-payments"),
    path("admin/payments/<int:payment_id>/void", api.AdminPaymentVoidView.as_view(), name="admin-payment-void"),
    path("admin/finance", api.AdminFinanceView.as_view(), name="admin-finance"),
    path("admin/finance/ledger.csv", api.AdminLedgerView.as_view(), name="admin-finance-ledger"),
]
