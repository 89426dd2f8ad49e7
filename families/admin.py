"""The back office lists families and their members to read: a family's
profile is the family's to change (on its page), and its sign-in codes are
nobody's to see, so they are not here at all."""

from django.contrib import admin

from families.models import Family, Member


class MemberInline(admin.TabularInline):
    model = Member
    fields = ["name", "child", "vegetarian", "dietary_notes"]
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Family)
class FamilyAdmin(admin.ModelAdmin):
    list_display = ["email", "name", "phone", "language", "created_at", "last_signed_in_at"]
    list_filter = ["language", "created_at"]
    search_fields = ["email", "name", "phone"]
    readonly_fields = ["email", "name", "phone", "language", "created_at", "updated_at", "last_signed_in_at"]
    date_hierarchy = "created_at"
    inlines = [MemberInline]

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False
