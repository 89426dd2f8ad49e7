from django.urls import path

from imports import api

urlpatterns = [
    path("admin/imports", api.ImportCreateView.as_view(), name="admin-imports"),
    path("admin/imports/<int:import_id>", api.ImportDetailView.as_view(), name="admin-import"),
    path("admin/imports/<int:import_id>/apply", api.ImportApplyView.as_view(), name="admin-import-apply"),
    path("admin/imports/<int:import_id>/undo", api.ImportUndoView.as_view(), name="admin-import-undo"),
]
