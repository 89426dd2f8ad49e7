from django.urls import path

from gallery import api

urlpatterns = [
    path("gallery", api.GalleryListView.as_view(), name="gallery"),
    path("admin/gallery", api.AdminGalleryListView.as_view(), name="admin-gallery"),
    path("admin/gallery/<int:image_id>", api.AdminGalleryDetailView.as_view(), name="admin-gallery-detail"),
]
