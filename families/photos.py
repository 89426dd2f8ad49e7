"""Photos from families: a family sends photos of an event it registered for;
each waits for an organiser, who approves it into the gallery (in the event's
album, credited to the family) or declines it (its stored copies deleted)."""

from django.db import transaction
from django.utils import timezone

from activity.models import SYSTEM
from activity.services import activity_record
from events.models import Event
from families.exceptions import NotRegisteredForEvent, PhotoDecided
from families.models import Family, PhotoSubmission
from gallery.services import gallery_image_add_stored
from registrations.models import Registration
from uploads.models import Upload
from uploads.services import accepted_upload, objects_delete, served_key

MAX_PHOTOS = 20


def family_registered_for(*, family: Family, event: Event) -> bool:
    return (
        Registration.objects.filter(event=event, email_key=family.email_key)
        .exclude(status=Registration.Status.CANCELLED)
        .exists()
    )


def _log(submission: PhotoSubmission, *, actor: str, action: str, summary: str) -> None:
    activity_record(
        actor=actor,
        action=action,
        target_type="photo submission",
        target_id=submission.pk,
        event_id=submission.event_id,
        summary=summary,
    )


def photos_submit(*, family: Family, event: Event, paths: list[str]) -> list[PhotoSubmission]:
    """Accept each uploaded photo (checked and stored, its thumbnail made, its
    location data gone) and keep it waiting for an organiser. All or nothing:
    a photo refused leaves none of them stored."""
    if not family_registered_for(family=family, event=event):
        raise NotRegisteredForEvent()
    submissions: list[PhotoSubmission] = []
    with transaction.atomic():
        try:
            for index, path in enumerate(paths):
                with accepted_upload(kind=Upload.Kind.IMAGE, reference=path, field=f"paths.{index}") as accepted:
                    submission = PhotoSubmission.objects.create(
                        family=family,
                        event=event,
                        image_path=accepted.path,
                        thumbnail_path=accepted.thumbnail_path,
                        width=accepted.width,
                        height=accepted.height,
                    )
                submissions.append(submission)
        except BaseException:
            _discard(submissions)
            raise
        for submission in submissions:
            _log(submission, actor=family.email, action="photo.submit", summary=family.name or family.email)
    return submissions


def _discard(submissions: list[PhotoSubmission]) -> None:
    keys = [key for s in submissions for path in (s.image_path, s.thumbnail_path) if (key := served_key(path))]
    transaction.on_commit(lambda: objects_delete(keys=keys))


def _pending(submission: PhotoSubmission) -> PhotoSubmission:
    submission = PhotoSubmission.objects.select_for_update().select_related("family").get(pk=submission.pk)
    if submission.status != PhotoSubmission.Status.PENDING:
        raise PhotoDecided()
    return submission


@transaction.atomic
def photo_approve(*, submission: PhotoSubmission, actor: str = SYSTEM) -> PhotoSubmission:
    """Put the photo in the gallery, in its event's album, credited to the family."""
    submission = _pending(submission)
    image = gallery_image_add_stored(
        image_path=submission.image_path,
        thumbnail_path=submission.thumbnail_path,
        width=submission.width,
        height=submission.height,
        event=submission.event,
        credit=submission.family.name,
        actor=actor,
    )
    submission.status = PhotoSubmission.Status.APPROVED
    submission.gallery_image = image
    submission.decided_at = timezone.now()
    submission.decided_by = actor
    submission.save(update_fields=["status", "gallery_image", "decided_at", "decided_by"])
    _log(submission, actor=actor, action="photo.approve", summary=submission.family.name or submission.family.email)
    return submission


@transaction.atomic
def photo_decline(*, submission: PhotoSubmission, actor: str = SYSTEM) -> PhotoSubmission:
    """Decline the photo: it never shows, and its stored copies are deleted."""
    submission = _pending(submission)
    submission.status = PhotoSubmission.Status.DECLINED
    submission.decided_at = timezone.now()
    submission.decided_by = actor
    submission.save(update_fields=["status", "decided_at", "decided_by"])
    _log(submission, actor=actor, action="photo.decline", summary=submission.family.name or submission.family.email)
    _discard([submission])
    return submission
