from drf_spectacular.utils import extend_schema
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from core import publiccache
from core.permissions import ADMINISTRATORS_ONLY, StaffOnlyMixin
from core.schema import CACHED_READ_PARAMETERS, cached_responses
from sitesettings.public import SiteSettingsSerializer, site_settings_json
from sitesettings.services import site_settings_update


class PublicSiteSettingsView(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=cached_responses(SiteSettingsSerializer), parameters=CACHED_READ_PARAMETERS)
    def get(self, request):
        return publiccache.respond(request, site_settings_json())


class AdminSiteSettingsView(StaffOnlyMixin, APIView):
    roles = ADMINISTRATORS_ONLY

    @extend_schema(request=SiteSettingsSerializer, responses=SiteSettingsSerializer)
    def put(self, request):
        serializer = SiteSettingsSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        settings = site_settings_update(**serializer.validated_data, actor=request.user.get_username())
        return Response(SiteSettingsSerializer(settings).data)
