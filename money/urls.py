"""Every route of the money app, in one place: donations, payments and the
year's books, receipts and statements, the bank statement."""

from django.urls import path

from money.approvals import api as approvals_api
from money.bank import api as bank_api
from money.donations import api as donations_api
from money.payments import api as payments_api
from money.receipts import api as receipts_api

urlpatterns = [
    path("donations", donations_api.DonationView.as_view(), name="donations"),
    path("admin/payments", payments_api.AdminPaymentsView.as_view(), name="admin-payments"),
    path(
        "admin/payments/<int:payment_id>/void", payments_api.AdminPaymentVoidView.as_view(), name="admin-payment-void"
    ),
    path(
        "admin/payments/<int:payment_id>/receipt.pdf",
        receipts_api.AdminPaymentReceiptView.as_view(),
        name="admin-payment-receipt",
    ),
    path("admin/payments/imports", bank_api.BankImportCreateView.as_view(), name="admin-payment-imports"),
    path(
        "admin/payments/imports/<int:import_id>/apply",
        bank_api.BankImportApplyView.as_view(),
        name="admin-payment-import-apply",
    ),
    path("admin/approvals", approvals_api.AdminApprovalsView.as_view(), name="admin-approvals"),
    path(
        "admin/approvals/<int:approval_id>/approve",
        approvals_api.AdminApprovalApproveView.as_view(),
        name="admin-approval-approve",
    ),
    path(
        "admin/approvals/<int:approval_id>/reject",
        approvals_api.AdminApprovalRejectView.as_view(),
        name="admin-approval-reject",
    ),
    path("admin/finance", payments_api.AdminFinanceView.as_view(), name="admin-finance"),
    path("admin/finance/ledger.csv", payments_api.AdminLedgerView.as_view(), name="admin-finance-ledger"),
    path(
        "admin/statements/<int:year>/send",
        receipts_api.AdminStatementsSendView.as_view(),
        name="admin-statements-send",
    ),
]
