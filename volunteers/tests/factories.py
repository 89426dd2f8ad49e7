from datetime import time

from events.models import Event, Shift
from events.tests.factories import EventFactory
from volunteers.models import ShiftVolunteer


def shift_of(event: Event | None = None, **fields) -> Shift:
    values = {
        "role": "Bhog kitchen",
        "start_time": time(8, 0),
        "end_time": time(11, 0),
        "needed": 2,
        "description": "Cutting vegetables and stirring the khichuri.",
    }
    values.update(fields)
    return Shift.objects.create(event=event or EventFactory(), **values)


def volunteer_of(shift: Shift, **fields) -> ShiftVolunteer:
    values = {"full_name": "Anita Sen", "email": "anita@example.com", "phone": "209 555 0101"}
    values.update(fields)
    return ShiftVolunteer.objects.create(shift=shift, **values)


def sign_up_body(**fields) -> dict:
    return {"fullName": "Anita Sen", "email": "anita@example.com", "phone": "209 555 0101", **fields}
