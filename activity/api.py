"""How the log reads over HTTP. Its view (actions/admin_api.py) sits above the
apps whose names its sentences need."""

from rest_framework import serializers

from activity.sentences import Names, entry_text


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
    text = serializers.SerializerMethodField(
        help_text="The entry as one sentence in the request's language: names, dollars and words, not ids and codes."
    )

    def get_text(self, entry) -> str:
        return entry_text(entry, names=self.context.get("names") or Names())


class ActivityQuerySerializer(serializers.Serializer):
    eventId = serializers.IntegerField(required=False, min_value=1)
    page = serializers.IntegerField(required=False, min_value=1)
