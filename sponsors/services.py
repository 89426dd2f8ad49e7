"""What happens to a sponsor and to a souvenir's piece: a sponsorship taken
(under its row lock, so the last one is never taken twice), what it has been
paid, an ad's artwork sent and reviewed, and the families' stories, poems
and drawings accepted or declined."""

from django.db import transaction

from activity.models import REGISTRANT, SYSTEM
from activity.services import activity_record
from core import language as languages
from core.manage_links import SPONSOR, manage_link_authorise, manage_link_send_once
from core.money import SPONSOR_PREFIX, new_reference
from core.publiccache import EVENTS, public_reads_changed
from events.models import Event, Sponsorship
from sponsors import emails
from sponsors.artwork import sharp_enough, suits_shape
from sponsors.exceptions import (
    ArtworkTooSmall,
    ArtworkWrongShape,
    ContributionEmpty,
    ImageInvalid,
    InvalidSponsorToken,
    NoArtworkYet,
    NotAnAd,
    SponsorshipTaken,
    SponsorshipUnknown,
)
from sponsors.models import Contribution, Sponsor, SponsorReview
from uploads.models import Upload
from uploads.services import accepted_upload, upload_key_from_reference

Status = Sponsor.Status


def _log(sponsor: Sponsor, *, actor: str, action: str, changes: dict | None = None) -> None:
    activity_record(
        actor=actor,
        action=action,
        target_type="sponsor",
        target_id=sponsor.pk,
        event_id=sponsor.event_id,
        summary=sponsor.display_name,
        changes=changes,
    )


def _reference() -> str:
    return new_reference(
        SPONSOR_PREFIX, taken=lambda reference: Sponsor.objects.filter(payment_reference=reference).exists()
    )


def _send_link_once(sponsor: Sponsor) -> bool:
    return manage_link_send_once(
        model=Sponsor, pk=sponsor.pk, sent_field="link_sent_at", send=lambda: emails.send_taken(sponsor)
    )


@transaction.atomic
def sponsor_take(
    *,
    event: Event,
    sponsorship_id: int,
    display_name: str,
    contact_name: str,
    email: str,
    phone: str = "",
    show_name: bool = True,
    note: str = "",
    language: str = languages.ENGLISH,
) -> Sponsor:
    """Take one of the event's sponsorships: refused (409) once as many have
    taken it as it offers. The offer's row is locked until the sponsor is
    stored, so two sponsors at once for the last one never both get it. The
    sponsor is emailed the amount, the SP- reference, how to pay and its link."""
    offer = Sponsorship.objects.select_for_update().filter(pk=sponsorship_id, event=event).first()
    if offer is None:
        raise SponsorshipUnknown()
    if offer.available is not None and Sponsor.objects.filter(sponsorship=offer).count() >= offer.available:
        raise SponsorshipTaken()
    sponsor = Sponsor(
        event=event,
        sponsorship=offer,
        display_name=display_name,
        contact_name=contact_name,
        email=email,
        phone=phone,
        show_name=show_name,
        note=note,
        language=language,
        amount_due=offer.amount,
        goods=offer.benefits if offer.fair_market_value else "",
        goods_value=offer.fair_market_value,
        payment_reference=_reference(),
    )
    sponsor.full_clean()
    sponsor.save()
    _log(sponsor, actor=REGISTRANT, action="sponsor.take", changes={"amount_due": [None, sponsor.amount_due]})
    _send_link_once(sponsor)
    # What is left of the offer shows on the event's page.
    public_reads_changed(EVENTS)
    return sponsor


def sponsor_authorise(*, sponsor: Sponsor, token: str | None) -> None:
    """Refuse without the sponsor's token, and email its link (rate limited)."""
    manage_link_authorise(
        kind=SPONSOR,
        object_id=sponsor.pk,
        token=token,
        send_link=lambda: _send_link_once(sponsor),
        refusal=InvalidSponsorToken,
    )


@transaction.atomic
def sponsor_artwork_submit(*, sponsor: Sponsor, path: str) -> Sponsor:
    """An ad's artwork, from an upload URL given for artwork: a PDF, PNG or
    JPEG by its bytes; a picture needs 300 dpi at the ad's printed size (the
    refusal says the pixels), a PDF's first page its shape (the refusal says
    the inches). Waits for the organisers' review."""
    sponsor = Sponsor.objects.select_for_update().get(pk=sponsor.pk)
    offer = sponsor.sponsorship
    if offer.kind != Sponsorship.Kind.AD:
        raise NotAnAd()
    with accepted_upload(kind=Upload.Kind.ARTWORK, reference=path, field="path") as accepted:
        if accepted.width is not None and not sharp_enough(
            size=offer.ad_size, width=accepted.width, height=accepted.height
        ):
            raise ArtworkTooSmall(width=accepted.width, height=accepted.height, size=offer.ad_size)
        if accepted.page is not None and not suits_shape(
            size=offer.ad_size, width=accepted.page.width, height=accepted.page.height
        ):
            raise ArtworkWrongShape(size=offer.ad_size)
        before = sponsor.status
        sponsor.artwork_path = accepted.path
        sponsor.status = Status.ARTWORK_SUBMITTED
        sponsor.save(update_fields=["artwork_path", "status", "updated_at"])
        SponsorReview.objects.create(
            sponsor=sponsor, status=Status.ARTWORK_SUBMITTED, artwork_path=accepted.path, actor=REGISTRANT
        )
    _log(sponsor, actor=REGISTRANT, action="sponsor.artwork", changes={"status": [before, sponsor.status]})
    return sponsor


@transaction.atomic
def sponsor_review(*, sponsor: Sponsor, status: str, note: str = "", actor: str = SYSTEM) -> Sponsor:
    """An organiser approves an ad's artwork or asks for changes, with a note
    the sponsor is emailed; each review is kept."""
    sponsor = Sponsor.objects.select_for_update().get(pk=sponsor.pk)
    if not sponsor.artwork_path:
        raise NoArtworkYet()
    before = sponsor.status
    sponsor.status = status
    sponsor.save(update_fields=["status", "updated_at"])
    SponsorReview.objects.create(
        sponsor=sponsor, status=status, note=note, artwork_path=sponsor.artwork_path, actor=actor
    )
    _log(sponsor, actor=actor, action="sponsor.review", changes={"status": [before, status]})
    emails.send_review(sponsor, note=note)
    return sponsor


@transaction.atomic
def contribution_submit(
    *,
    event: Event,
    title: str,
    author: str,
    kind: str,
    text: str = "",
    image_path: str = "",
    child_age: int | None = None,
    email: str = "",
    language: str = languages.ENGLISH,
) -> Contribution:
    """A story, poem or drawing for the souvenir: a drawing is an uploaded
    picture, a story or poem its text. Emailed its link when an address is given."""
    image_path = (image_path or "").strip()
    if kind == Contribution.Kind.DRAWING and not image_path:
        raise ContributionEmpty("imagePath")
    if kind != Contribution.Kind.DRAWING and not text.strip():
        raise ContributionEmpty("text")
    stored = ""
    if image_path:
        if upload_key_from_reference(image_path) is None:
            raise ImageInvalid()
        with accepted_upload(kind=Upload.Kind.IMAGE, reference=image_path, field="imagePath") as accepted:
            stored = accepted.path
            contribution = _contribution_save(
                event=event,
                title=title,
                author=author,
                kind=kind,
                text=text,
                image_path=stored,
                child_age=child_age,
                email=email,
                language=language,
            )
    else:
        contribution = _contribution_save(
            event=event,
            title=title,
            author=author,
            kind=kind,
            text=text,
            image_path="",
            child_age=child_age,
            email=email,
            language=language,
        )
    activity_record(
        actor=REGISTRANT,
        action="souvenir.submit",
        target_type="souvenir_contribution",
        target_id=contribution.pk,
        event_id=event.pk,
        summary=contribution.title,
    )
    emails.send_contribution_received(contribution)
    return contribution


def _contribution_save(**fields) -> Contribution:
    contribution = Contribution(**fields)
    contribution.full_clean()
    contribution.save()
    return contribution


@transaction.atomic
def contribution_decide(
    *, contribution: Contribution, status: str, note: str = "", actor: str = SYSTEM
) -> Contribution:
    """An organiser accepts a piece for the souvenir, or declines it."""
    contribution = Contribution.objects.select_for_update().get(pk=contribution.pk)
    before = contribution.status
    contribution.status = status
    contribution.decision_note = note
    contribution.save(update_fields=["status", "decision_note", "updated_at"])
    activity_record(
        actor=actor,
        action="souvenir.decide",
        target_type="souvenir_contribution",
        target_id=contribution.pk,
        event_id=contribution.event_id,
        summary=contribution.title,
        changes={"status": [before, status]},
    )
    return contribution
