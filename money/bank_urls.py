from django.urls import path

from money import bank_api

urlpatterns = [
    path("admin/payments/imports", bank_api.BankImportCreateView.as_view(), name="admin-payment-imports"),
    path(
        "admin/payments/imports/<int:import_id>/apply",
        bank_api.BankImportApplyView.as_view(),
        name="admin-payment-import-apply",
    ),
]
