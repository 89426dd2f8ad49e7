"""Registering a party through the public API, as the tests across the site do."""

# The address follows the name unless one is given; None is a value tests send.
_FROM_NAME = object()


def registration_body(event, name: str = "Anita Sen", guests: int = 2, *, email=_FROM_NAME, **fields) -> dict:
    """The registration form's body; the address follows the name unless given,
    and any camelCase field (fullName, eventId, slotIds ...) may be set or overridden."""
    if email is _FROM_NAME:
        email = f"{name.lower().replace(' ', '.')}@example.com"
    return {"eventId": event.pk, "fullName": name, "email": email, "guestCount": guests, **fields}


def register(client, event, name: str = "Anita Sen", guests: int = 2, *, email=_FROM_NAME, headers=None, **fields):
    """POST /api/registrations; `headers` are the request's (HTTP_ACCEPT_LANGUAGE, REMOTE_ADDR ...)."""
    body = registration_body(event, name, guests, email=email, **fields)
    return client.post("/api/registrations", body, format="json", **(headers or {}))
