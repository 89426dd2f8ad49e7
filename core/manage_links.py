"""Manage links: the emailed link by which whoever made something without an
account (a party's registration, a family's act on the programme) comes back
to read, change or withdraw it.

The link carries a token: an HMAC of the thing's id with the site's secret key,
salted per kind, so it needs no storage, cannot be guessed from the id, and a
registration's token opens no act of the same id. The browser sends it back in
the kind's header. A request without a valid token is refused, and the link is
emailed again to whoever the thing belongs to (not to the asker), at most once
per RESEND_INTERVAL: the claim is one conditional UPDATE of the caller's "last
sent" field, so two requests at once cannot both send.

Every token already emailed stays valid only while its kind's salt and the
secret key stay as they are: changing either voids every link sent."""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db import models, transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.crypto import constant_time_compare, salted_hmac

RESEND_INTERVAL = timedelta(minutes=10)
# Far longer than a token (64 hex digits); anything longer is refused unread.
MAX_TOKEN_LENGTH = 128


@dataclass(frozen=True)
class ManageLinkKind:
    """What keeps one kind's links apart from another's: the salt of its
    tokens and the request header its token comes back in."""

    salt: str
    header: str


REGISTRATION = ManageLinkKind(salt="registrations.manage-token", header="X-Registration-Token")
PROGRAMME_ENTRY = ManageLinkKind(salt="programme.manage-token", header="X-Programme-Token")
SHIFT_VOLUNTEER = ManageLinkKind(salt="volunteers.manage-token", header="X-Shift-Token")
SPONSOR = ManageLinkKind(salt="sponsors.manage-token", header="X-Sponsor-Token")
SOUVENIR_CONTRIBUTION = ManageLinkKind(salt="souvenir.manage-token", header="X-Souvenir-Token")


def manage_token(kind: ManageLinkKind, object_id: int) -> str:
    """The token of the manage link of this kind's thing `object_id`."""
    return salted_hmac(kind.salt, str(object_id), algorithm="sha256").hexdigest()


def manage_token_is_valid(kind: ManageLinkKind, object_id: int, token: str | None) -> bool:
    if not token or len(token) > MAX_TOKEN_LENGTH:
        return False
    return constant_time_compare(manage_token(kind, object_id), token)


def manage_link_claim(*, model: type[models.Model], pk: int, sent_field: str) -> bool:
    """Claim the right to email the link of `model` row `pk` now: whether no
    link went out within RESEND_INTERVAL, by the row's `sent_field` (a
    nullable DateTimeField), which is set to now when claimed."""
    now = timezone.now()
    due = Q(**{f"{sent_field}__isnull": True}) | Q(**{f"{sent_field}__lte": now - RESEND_INTERVAL})
    return model._default_manager.filter(pk=pk).filter(due).update(**{sent_field: now}) == 1


def manage_link_send_once(*, model: type[models.Model], pk: int, sent_field: str, send: Callable[[], object]) -> bool:
    """Queue the email with the link (`send`) unless one went out within the
    resend interval; whether it was queued. The claim and the email's delivery
    task are one transaction: a process killed between the two leaves neither,
    so the claim never says "sent" for an email that was not queued. Held until
    the commit, the claim's row lock makes a second claimer wait and then find
    the link sent."""
    with transaction.atomic():
        if not manage_link_claim(model=model, pk=pk, sent_field=sent_field):
            return False
        send()
    return True


def manage_link_next_send(*, model: type[models.Model], pk: int, sent_field: str) -> datetime | None:
    """When the link of `model` row `pk` may be emailed again: RESEND_INTERVAL
    after the last one; None when it may be now."""
    sent = model._default_manager.filter(pk=pk).values_list(sent_field, flat=True).first()
    if sent is None or sent + RESEND_INTERVAL <= timezone.now():
        return None
    return sent + RESEND_INTERVAL


def manage_link_authorise(
    *,
    kind: ManageLinkKind,
    object_id: int,
    token: str | None,
    send_link: Callable[[], object],
    refusal: Callable[[], Exception],
) -> None:
    """Let a request with the thing's token through. Otherwise email the link
    again (`send_link`, which keeps to the resend limit) so the rightful owner
    can come back with it, and raise `refusal()`. Called outside the caller's
    transaction, whose rollback would otherwise take the email back."""
    if manage_token_is_valid(kind, object_id, token):
        return
    send_link()
    raise refusal()
