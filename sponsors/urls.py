from django.urls import path

from sponsors import api

urlpatterns = [
    path("events/<int:event_id>/sponsors", api.EventSponsorsView.as_view(), name="event-sponsors"),
    path("sponsors/<int:sponsor_id>", api.SponsorView.as_view(), name="sponsor"),
    path("sponsors/<int:sponsor_id>/artwork/upload", api.SponsorArtworkUploadView.as_view(), name="sponsor-upload"),
    path("sponsors/<int:sponsor_id>/artwork", api.SponsorArtworkView.as_view(), name="sponsor-artwork"),
    path("admin/events/<int:event_id>/sponsors", api.AdminEventSponsorsView.as_view(), name="admin-event-sponsors"),
    path("admin/sponsors/<int:sponsor_id>", api.AdminSponsorView.as_view(), name="admin-sponsor"),
    path("events/<int:event_id>/souvenir", api.EventSouvenirView.as_view(), name="event-souvenir"),
    path("souvenir/upload", api.SouvenirUploadView.as_view(), name="souvenir-upload"),
    path("souvenir/<int:contribution_id>", api.ContributionView.as_view(), name="souvenir-contribution"),
    path("admin/events/<int:event_id>/souvenir", api.AdminEventSouvenirView.as_view(), name="admin-event-souvenir"),
    path("admin/souvenir/<int:contribution_id>", api.AdminContributionView.as_view(), name="admin-souvenir"),
]
