from django.apps import AppConfig


class GalleryConfig(AppConfig):
    name = "gallery"

    def ready(self) -> None:
        from gallery.selectors import gallery_image_paths
        from uploads.services import image_paths_in_use_register

        image_paths_in_use_register(gallery_image_paths)
