from django.urls import path

from gallery import api

urlpatterns = [
    path("gallery", api.GalleryListView.as_view(), name="gallery"),
]
