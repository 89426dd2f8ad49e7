from django.contrib import admin
from django.contrib.sitemaps.views import sitemap
from django.http import HttpResponseRedirect
from django.urls import include, path, re_path
from django.utils.translation import gettext_lazy as _
from drf_spectacular.views import SpectacularAPIView

from accounts import api as auth
from core.permissions import ADMINISTRATOR, roles_of
from cultural_site import health, spa
from events import calendar_api
from sharing import views as sharing_views
from sharing.sitemaps import SITEMAPS
from uploads import api as uploads_api

admin.site.site_header = _("Community site back office")
admin.site.site_title = _("Back office")


def _administrators_only(request) -> bool:
    """The back office opens to administrators alone (docs/roles.md)."""
    return ADMINISTRATOR in roles_of(request.user)


def _sign_in_at_the_admin(request, extra_context=None):
    """The back office has no sign-in of its own: the admin's asks for the second step too."""
    return HttpResponseRedirect("/admin")


admin.site.has_permission = _administrators_only
admin.site.login = _sign_in_at_the_admin

api_patterns = [
    path("schema", SpectacularAPIView.as_view(), name="schema"),
    path("auth/session", auth.SessionView.as_view(), name="auth-session"),
    path("auth/login", auth.LoginView.as_view(), name="auth-login"),
    path("auth/login/two-factor", auth.LoginTwoFactorView.as_view(), name="auth-login-two-factor"),
    path("auth/welcome", auth.WelcomeView.as_view(), name="auth-welcome"),
    path("admin/people", auth.AdminPeopleView.as_view(), name="admin-people"),
    path("admin/people/<int:person_id>", auth.AdminPersonView.as_view(), name="admin-person"),
    path("admin/two-factor/totp", auth.TotpView.as_view(), name="admin-two-factor-totp"),
    path("admin/two-factor/totp/confirm", auth.TotpConfirmView.as_view(), name="admin-two-factor-totp-confirm"),
    path("admin/two-factor/passkeys/options", auth.PasskeyOptionsView.as_view(), name="admin-passkey-options"),
    path("admin/two-factor/passkeys", auth.PasskeysView.as_view(), name="admin-passkeys"),
    path("admin/two-factor/passkeys/<int:passkey_id>", auth.PasskeyView.as_view(), name="admin-passkey"),
    path("auth/logout", auth.LogoutView.as_view(), name="auth-logout"),
    path("login", auth.login_navigation, name="login-navigation"),
    path("logout", auth.logout_navigation, name="logout-navigation"),
    path("", include("sitesettings.urls")),
    path("", include("events.urls")),
    path("", include("actions.urls")),
    path("", include("registrations.urls")),
    path("", include("gallery.urls")),
    path("", include("contact.urls")),
    path("", include("membership.urls")),
    path("", include("families.urls")),
    path("", include("families.receipt_urls")),
    path("", include("money.urls")),
    path("", include("uploads.urls")),
    path("", include("programme.urls")),
    path("", include("volunteers.urls")),
    path("", include("sponsors.urls")),
    path("", include("announcements.urls")),
    path("", include("imports.urls")),
    # [\s\S], not ".": a path with a line break in it is an unknown API path too.
    re_path(r"^[\s\S]*$", spa.api_not_found),
]

urlpatterns = [
    path("api/", include(api_patterns)),
    path("backoffice/", admin.site.urls),
    re_path(r"^objects/(?P<key>[\s\S]*)$", uploads_api.object_serve, name="object"),
    path("share.png", sharing_views.site_card, name="site-share-card"),
    path("events/<int:event_id>/share.png", sharing_views.event_card, name="event-share-card"),
    path("sitemap.xml", sitemap, {"sitemaps": SITEMAPS}, name="sitemap"),
    path("robots.txt", sharing_views.robots_txt, name="robots"),
    path("calendar.ics", calendar_api.site_calendar, name="site-calendar"),
    path("sw.js", spa.root_file, {"name": "sw.js"}, name="service-worker"),
    path("manifest.webmanifest", spa.root_file, {"name": "manifest.webmanifest"}, name="web-app-manifest"),
    path("healthz", health.healthz, name="healthz"),
    path("readyz", health.readyz, name="readyz"),
    re_path(r"^(?!api(?:/|$)|static/|backoffice(?:/|$)|objects/|healthz$|readyz$).*$", spa.spa_view, name="spa"),
]

handler400 = "cultural_site.spa.bad_request"
handler404 = "cultural_site.spa.page_not_found"
handler500 = "cultural_site.spa.server_error"
