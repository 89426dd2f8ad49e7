from django.urls import path, re_path

from uploads import api

urlpatterns = [
    path("objects/upload", api.UploadURLView.as_view(), name="object-upload"),
    re_path(r"^objects/uploads/(?P<token>[0-9a-f]{32})$", api.UploadPutView.as_view(), name="object-upload-put"),
]
