from django.contrib import admin
from django.utils.html import format_html

from core.admin import ServiceAdmin
from gallery import services
from gallery.models import GalleryImage


@admin.register(GalleryImage)
class GalleryImageAdmin(ServiceAdmin):
    """Images are added from the site's /admin (which uploads and checks the file);
    here volunteers fix titles, captions and events, or remove images."""

    list_display = ["preview", "title", "caption", "event", "dimensions", "created_at"]
    list_display_links = ["preview", "title"]
    list_filter = ["event"]
    list_select_related = ["event"]
    search_fields = ["title", "caption", "event__title"]
    date_hierarchy = "created_at"
    fields = ["large_preview", "title", "caption", "event", "image_path", "thumbnail_path", "dimensions", "created_at"]
    readonly_fields = ["large_preview", "image_path", "thumbnail_path", "dimensions", "created_at"]

    def has_add_permission(self, request) -> bool:
        return False

    @admin.display(description="Image")
    def preview(self, image: GalleryImage) -> str:
        return self._img(image, max_height=60)

    @admin.display(description="Preview")
    def large_preview(self, image: GalleryImage) -> str:
        return self._img(image, max_height=320)

    @admin.display(description="Size")
    def dimensions(self, image: GalleryImage) -> str:
        return f"{image.width} x {image.height}" if image.width and image.height else "—"

    @staticmethod
    def _img(image: GalleryImage, *, max_height: int) -> str:
        src = image.thumbnail_path or image.image_path
        if not src:
            return "—"
        return format_html(
            '<img src="{}" alt="{}" loading="lazy" style="max-height:{}px;max-width:100%">',
            src,
            image.title,
            max_height,
        )

    def save_model(self, request, obj: GalleryImage, form, change) -> None:
        services.gallery_image_update(
            image=obj,
            title=form.cleaned_data["title"],
            caption=form.cleaned_data["caption"],
            event=form.cleaned_data["event"],
            actor=request.user.get_username(),
        )

    def delete_model(self, request, obj: GalleryImage) -> None:
        services.gallery_image_delete(image=obj, actor=request.user.get_username())
