"""The programme as the public reads it: the published running order, without
contact details, rendered once into a cached answer (core/publiccache.py) that
the API and the programme page's first data both take."""

from rest_framework import serializers
from rest_framework.exceptions import NotFound

from core import publiccache
from events.selectors import event_find
from programme import selectors
from programme.models import ProgrammeEntry


class ProgrammeActSerializer(serializers.Serializer):
    position = serializers.IntegerField()
    title = serializers.CharField()
    kind = serializers.ChoiceField(choices=ProgrammeEntry.Kind.choices)
    performers = serializers.ListField(
        child=serializers.CharField(),
        source="public_performer_names",
        help_text="The performers' names as the family agreed to show them: a child's whole, by the first name, "
        "or left out.",
    )
    childrenNotNamed = serializers.IntegerField(
        source="children_not_named", help_text="How many children perform without being named."
    )
    startTime = serializers.SerializerMethodField(help_text="HH:MM; null when the programme has no start time.")
    durationMinutes = serializers.IntegerField(source="duration_minutes")

    def get_startTime(self, entry) -> str | None:
        return entry.start_time or None


def public_programme_json(*, event_id: int) -> publiccache.PublicJson:
    """The published running order, cached like the other public reads (any
    change to an act or an event gives the events scope a new generation).
    Raises NotFound for an unknown event or one whose programme is not published."""

    def build() -> publiccache.PublicJson:
        event = event_find(event_id=event_id)
        if event is None or not event.programme_published:
            raise NotFound()
        return publiccache.render(ProgrammeActSerializer(selectors.running_order(event=event), many=True).data)

    return publiccache.cached_answer(scopes=[publiccache.EVENTS], key=["programme", event_id], build=build)
