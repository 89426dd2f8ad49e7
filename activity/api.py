from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.views import APIView

from activity.selectors import activity_entries
from core.pagination import PagePagination
from core.permissions import ORGANISER, StaffOnlyMixin


class EntrySerializer(serializers.Serializer):
    id = serializers.IntegerField()
    at = serializers.DateTimeField()
    actor = serializers.CharField()
    action = serializers.CharField()
    targetType = serializers.CharField(source="target_type")
    targetId = serializers.IntegerField(source="target_id", allow_null=True)
    eventId = serializers.IntegerField(source="event_id", allow_null=True)
    summary = serializers.CharField()
    changes = serializers.DictField(
        child=serializers.ListField(child=serializers.JSONField(), min_length=2, max_length=2),
        help_text="Each changed field: [old, new].",
    )


class ActivityQuerySerializer(serializers.Serializer):
    eventId = serializers.IntegerField(required=False, min_value=1)
    page = serializers.IntegerField(required=False, min_value=1)


class AdminActivityView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(
        parameters=[
            OpenApiParameter("eventId", int, OpenApiParameter.QUERY, required=False),
            OpenApiParameter("page", int, OpenApiParameter.QUERY, required=False),
        ],
        responses=inline_serializer(
            "ActivityPage",
            {
                "count": serializers.IntegerField(),
                "next": serializers.URLField(allow_null=True),
                "previous": serializers.URLField(allow_null=True),
                "results": EntrySerializer(many=True),
            },
        ),
    )
    def get(self, request):
        query = ActivityQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        paginator = PagePagination()
        page = paginator.paginate_queryset(
            activity_entries(event_id=query.validated_data.get("eventId")), request, view=self
        )
        return paginator.get_paginated_response(EntrySerializer(page, many=True).data)
