"""Sponsors and the souvenir: the sponsorships families and shops take, their
ad's artwork, the public sponsor wall; the pieces families send for the
souvenir; and the organisers' desk for both."""

from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_field
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from core import language
from core.fields import LARGEST_ID, OptionalTextField, PlainTextField, required_messages
from core.manage_links import SOUVENIR_CONTRIBUTION, SPONSOR, manage_token, manage_token_is_valid
from core.permissions import ORGANISER, TREASURER, StaffOnlyMixin
from core.schema import documented_error
from core.throttling import ScopedRateThrottle
from events.models import Sponsorship
from events.selectors import event_find_or_404
from sitesettings.selectors import site_settings_get
from sponsors import emails, selectors, services
from sponsors.artwork import artwork_hint
from sponsors.exceptions import InvalidContributionToken
from sponsors.models import MAX_NAME, MAX_NOTE, MAX_TEXT, MAX_TITLE, Contribution, Sponsor
from uploads.api import UploadURLSerializer, new_upload_url
from uploads.models import Upload


def _sponsor_or_404(sponsor_id: int) -> Sponsor:
    sponsor = selectors.sponsor_get(sponsor_id=sponsor_id)
    if sponsor is None:
        raise NotFound()
    return sponsor


def _contribution_or_404(contribution_id: int) -> Contribution:
    contribution = selectors.contribution_get(contribution_id=contribution_id)
    if contribution is None:
        raise NotFound()
    return contribution


def _absolute(request, path: str) -> str | None:
    if not path:
        return None
    return request.build_absolute_uri(path) if request else path


class TakeSponsorshipSerializer(serializers.Serializer):
    sponsorshipId = serializers.IntegerField(min_value=1, max_value=LARGEST_ID)
    displayName = PlainTextField(
        max_length=MAX_NAME,
        help_text="The name the sponsor is thanked by: a family, a shop.",
        error_messages=required_messages(_("Please give the name to thank you by.")),
    )
    contactName = PlainTextField(
        min_length=2,
        max_length=MAX_NAME,
        error_messages=required_messages(_("Name must be at least 2 characters"), "min_length"),
    )
    email = serializers.EmailField(
        max_length=254, error_messages=required_messages(_("Please enter a valid email address"), "invalid")
    )
    phone = OptionalTextField(max_length=40)
    showName = serializers.BooleanField(
        required=False, default=True, help_text="Named on the sponsor wall and in the souvenir."
    )
    note = OptionalTextField(max_length=MAX_NOTE)


class ArtworkReviewSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=Sponsor.Status.choices)
    note = serializers.CharField()
    createdAt = serializers.DateTimeField(source="created_at")


class SponsorSerializer(serializers.Serializer):
    """A sponsorship as its sponsor reads it (with its token)."""

    id = serializers.IntegerField()
    eventId = serializers.IntegerField(source="event_id")
    sponsorshipId = serializers.IntegerField(source="sponsorship_id")
    sponsorshipName = serializers.CharField(source="sponsorship.name")
    kind = serializers.ChoiceField(source="sponsorship.kind", choices=Sponsorship.Kind.choices)
    adSize = serializers.SerializerMethodField(help_text="An ad's size; null for a package or an item.")
    displayName = serializers.CharField(source="display_name")
    contactName = serializers.CharField(source="contact_name")
    email = serializers.EmailField()
    phone = serializers.CharField()
    showName = serializers.BooleanField(source="show_name")
    note = serializers.CharField()
    status = serializers.ChoiceField(choices=Sponsor.Status.choices)
    amountDue = serializers.IntegerField(source="amount_due", help_text="Cents.")
    amountPaid = serializers.IntegerField(source="amount_paid", help_text="Cents.")
    paymentStatus = serializers.CharField(source="payment_status")
    paymentReference = serializers.CharField(source="payment_reference")
    paymentInstructions = serializers.SerializerMethodField()
    artworkUrl = serializers.SerializerMethodField(help_text="The ad's artwork as sent; null until it is.")
    artworkHint = serializers.SerializerMethodField(
        help_text="What an ad's artwork must be, in the active language; null for a package or an item."
    )
    reviews = serializers.SerializerMethodField()

    def get_adSize(self, sponsor) -> str | None:
        return sponsor.sponsorship.ad_size or None

    def get_artworkHint(self, sponsor) -> str | None:
        size = sponsor.sponsorship.ad_size
        return artwork_hint(size) if size else None

    def get_paymentInstructions(self, sponsor) -> str:
        # Read once for a whole list.
        if "payment_instructions" not in self.context:
            self.context["payment_instructions"] = language.written(site_settings_get(), "payment_instructions")
        return self.context["payment_instructions"]

    def get_artworkUrl(self, sponsor) -> str | None:
        return _absolute(self.context.get("request"), sponsor.artwork_path)

    @extend_schema_field(ArtworkReviewSerializer(many=True))
    def get_reviews(self, sponsor) -> list[dict]:
        return ArtworkReviewSerializer(sponsor.reviews.all(), many=True).data


class CreatedSponsorSerializer(SponsorSerializer):
    manageToken = serializers.SerializerMethodField()
    manageUrl = serializers.SerializerMethodField()

    def get_manageToken(self, sponsor) -> str:
        return manage_token(SPONSOR, sponsor.pk)

    def get_manageUrl(self, sponsor) -> str:
        return emails.sponsor_link(sponsor)


class WallSponsorSerializer(serializers.Serializer):
    displayName = serializers.CharField(source="display_name")
    kind = serializers.ChoiceField(source="sponsorship.kind", choices=Sponsorship.Kind.choices)
    sponsorship = serializers.CharField(source="sponsorship.name", help_text="The package, item or ad taken.")


class ArtworkSerializer(serializers.Serializer):
    path = serializers.CharField(
        max_length=2000, help_text="The upload URL from POST /api/sponsors/{id}/artwork/upload, or its /objects/ path."
    )


class SponsorDecisionSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=[Sponsor.Status.APPROVED, Sponsor.Status.CHANGES_REQUESTED])
    note = OptionalTextField(max_length=MAX_NOTE, help_text="Emailed to the sponsor.")


class AdminSponsorSerializer(SponsorSerializer):
    language = serializers.CharField()
    createdAt = serializers.DateTimeField(source="created_at")


SPONSOR_TOKEN = OpenApiParameter(
    SPONSOR.header,
    str,
    OpenApiParameter.HEADER,
    required=True,
    description="The manageToken given when the sponsorship was taken (and in its email).",
)
SPONSOR_TOKEN_REFUSED = documented_error("No valid token for this sponsor; the link to it is emailed again.")


class EventSponsorsView(APIView):
    """The sponsor wall (GET), and a sponsorship taken (POST)."""

    permission_classes = [AllowAny]
    throttle_scope = "sponsors"

    def get_throttles(self):
        return [ScopedRateThrottle()] if self.request.method == "POST" else []

    @extend_schema(
        operation_id="event_sponsors_list",
        responses={200: WallSponsorSerializer(many=True), 404: documented_error("No such event.")},
    )
    def get(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        return Response(WallSponsorSerializer(selectors.sponsor_wall(event=event), many=True).data)

    @extend_schema(
        operation_id="event_sponsors_create",
        request=TakeSponsorshipSerializer,
        responses={
            201: CreatedSponsorSerializer,
            400: documented_error("A field is missing or wrong, or the sponsorship is not this event's."),
            404: documented_error("No such event."),
            409: documented_error("This sponsorship is taken."),
        },
    )
    def post(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        serializer = TakeSponsorshipSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        sponsor = services.sponsor_take(
            event=event,
            sponsorship_id=data["sponsorshipId"],
            display_name=data["displayName"],
            contact_name=data["contactName"],
            email=data["email"],
            phone=data["phone"],
            show_name=data["showName"],
            note=data["note"],
            language=request.LANGUAGE_CODE,
        )
        sponsor = selectors.sponsor_get(sponsor_id=sponsor.pk)
        return Response(
            CreatedSponsorSerializer(sponsor, context={"request": request}).data, status=status.HTTP_201_CREATED
        )


class SponsorView(APIView):
    """A sponsorship as its sponsor reads it; needs the token from its email."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "sponsors-lookup"

    @extend_schema(
        parameters=[SPONSOR_TOKEN],
        responses={200: SponsorSerializer, 403: SPONSOR_TOKEN_REFUSED, 404: documented_error("No such sponsor.")},
    )
    def get(self, request, sponsor_id: int):
        sponsor = _sponsor_or_404(sponsor_id)
        services.sponsor_authorise(sponsor=sponsor, token=request.headers.get(SPONSOR.header))
        return Response(SponsorSerializer(sponsor, context={"request": request}).data)


class SponsorArtworkUploadView(APIView):
    """A one-time URL the sponsor's browser PUTs the ad's artwork to (at most 25 MB)."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "sponsors-upload"

    @extend_schema(
        parameters=[SPONSOR_TOKEN],
        request=None,
        responses={200: UploadURLSerializer, 403: SPONSOR_TOKEN_REFUSED, 404: documented_error("No such sponsor.")},
    )
    def post(self, request, sponsor_id: int):
        sponsor = _sponsor_or_404(sponsor_id)
        services.sponsor_authorise(sponsor=sponsor, token=request.headers.get(SPONSOR.header))
        return Response({"uploadURL": new_upload_url(request, kind=Upload.Kind.ARTWORK)})


class SponsorArtworkView(APIView):
    """The ad's artwork, as uploaded: a PDF, PNG or JPEG at 300 dpi at its printed size."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "sponsors-upload"

    @extend_schema(
        parameters=[SPONSOR_TOKEN],
        request=ArtworkSerializer,
        responses={
            200: SponsorSerializer,
            400: documented_error(
                "Not a PDF, PNG or JPEG, a PDF that cannot be opened or not of the ad's shape (its inches named), "
                "or too few pixels for the ad's size (named), or not an ad."
            ),
            403: SPONSOR_TOKEN_REFUSED,
            404: documented_error("No such sponsor."),
        },
    )
    def post(self, request, sponsor_id: int):
        sponsor = _sponsor_or_404(sponsor_id)
        services.sponsor_authorise(sponsor=sponsor, token=request.headers.get(SPONSOR.header))
        serializer = ArtworkSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        services.sponsor_artwork_submit(sponsor=sponsor, path=serializer.validated_data["path"])
        sponsor = selectors.sponsor_get(sponsor_id=sponsor.pk)
        return Response(SponsorSerializer(sponsor, context={"request": request}).data)


class AdminEventSponsorsView(StaffOnlyMixin, APIView):
    roles = (ORGANISER, TREASURER)

    @extend_schema(responses={200: AdminSponsorSerializer(many=True), 404: documented_error("No such event.")})
    def get(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        return Response(
            AdminSponsorSerializer(selectors.event_sponsors(event=event), many=True, context={"request": request}).data
        )


class AdminSponsorView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(
        request=SponsorDecisionSerializer,
        responses={
            200: AdminSponsorSerializer,
            400: documented_error("No artwork has been sent for this ad yet."),
            404: documented_error("No such sponsor."),
        },
    )
    def put(self, request, sponsor_id: int):
        sponsor = _sponsor_or_404(sponsor_id)
        serializer = SponsorDecisionSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        services.sponsor_review(sponsor=sponsor, actor=request.user.get_username(), **serializer.validated_data)
        sponsor = selectors.sponsor_get(sponsor_id=sponsor.pk)
        return Response(AdminSponsorSerializer(sponsor, context={"request": request}).data)


# The souvenir's pieces.


class ContributionSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    eventId = serializers.IntegerField(source="event_id", read_only=True)
    title = PlainTextField(max_length=MAX_TITLE, error_messages=required_messages(_("Title is required")))
    author = PlainTextField(max_length=MAX_NAME, error_messages=required_messages(_("Please give the author's name.")))
    kind = serializers.ChoiceField(choices=Contribution.Kind.choices)
    text = OptionalTextField(max_length=MAX_TEXT)
    imagePath = serializers.CharField(
        source="image_path",
        max_length=2000,
        allow_blank=True,
        allow_null=True,
        required=False,
        default="",
        help_text="A drawing: the upload URL from POST /api/souvenir/upload; answers give /objects/images/... or ''.",
    )
    childAge = serializers.IntegerField(
        source="child_age", min_value=1, max_value=18, allow_null=True, required=False, default=None
    )
    email = serializers.EmailField(
        max_length=254, required=False, allow_blank=True, default="", help_text="Where the manage link is emailed."
    )
    status = serializers.ChoiceField(choices=Contribution.Status.choices, read_only=True)
    note = serializers.CharField(source="decision_note", read_only=True)
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)


class CreatedContributionSerializer(ContributionSerializer):
    manageToken = serializers.SerializerMethodField()
    manageUrl = serializers.SerializerMethodField()

    def get_manageToken(self, contribution) -> str:
        return manage_token(SOUVENIR_CONTRIBUTION, contribution.pk)

    def get_manageUrl(self, contribution) -> str:
        return emails.contribution_link(contribution)


class AdminContributionSerializer(ContributionSerializer):
    language = serializers.CharField(read_only=True)
    imageUrl = serializers.SerializerMethodField()

    def get_imageUrl(self, contribution) -> str | None:
        return _absolute(self.context.get("request"), contribution.image_path)


class ContributionDecisionSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=[Contribution.Status.ACCEPTED, Contribution.Status.DECLINED])
    note = OptionalTextField(max_length=MAX_NOTE)


class EventSouvenirView(APIView):
    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "sponsors"

    @extend_schema(
        request=ContributionSerializer,
        responses={201: CreatedContributionSerializer, 404: documented_error("No such event.")},
    )
    def post(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        serializer = ContributionSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = {**serializer.validated_data}
        data["image_path"] = data.get("image_path") or ""
        contribution = services.contribution_submit(event=event, language=request.LANGUAGE_CODE, **data)
        return Response(CreatedContributionSerializer(contribution).data, status=status.HTTP_201_CREATED)


class SouvenirUploadView(APIView):
    """A one-time URL a family's browser PUTs a drawing to (an image, at most 10 MB)."""

    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "sponsors-upload"

    @extend_schema(request=None, responses=UploadURLSerializer)
    def post(self, request):
        return Response({"uploadURL": new_upload_url(request, kind=Upload.Kind.IMAGE)})


CONTRIBUTION_TOKEN = OpenApiParameter(
    SOUVENIR_CONTRIBUTION.header,
    str,
    OpenApiParameter.HEADER,
    required=True,
    description="The manageToken given when the piece was sent.",
)


class ContributionView(APIView):
    permission_classes = [AllowAny]
    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "sponsors-lookup"

    @extend_schema(
        parameters=[CONTRIBUTION_TOKEN],
        responses={
            200: ContributionSerializer,
            403: documented_error("No valid token for this piece."),
            404: documented_error("No such piece."),
        },
    )
    def get(self, request, contribution_id: int):
        contribution = _contribution_or_404(contribution_id)
        token = request.headers.get(SOUVENIR_CONTRIBUTION.header)
        if not manage_token_is_valid(SOUVENIR_CONTRIBUTION, contribution.pk, token):
            raise InvalidContributionToken()
        return Response(ContributionSerializer(contribution).data)


class AdminEventSouvenirView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(responses={200: AdminContributionSerializer(many=True), 404: documented_error("No such event.")})
    def get(self, request, event_id: int):
        event = event_find_or_404(event_id=event_id)
        contributions = selectors.event_contributions(event=event)
        return Response(AdminContributionSerializer(contributions, many=True, context={"request": request}).data)


class AdminContributionView(StaffOnlyMixin, APIView):
    roles = (ORGANISER,)

    @extend_schema(
        request=ContributionDecisionSerializer,
        responses={200: AdminContributionSerializer, 404: documented_error("No such piece.")},
    )
    def put(self, request, contribution_id: int):
        contribution = _contribution_or_404(contribution_id)
        serializer = ContributionDecisionSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        contribution = services.contribution_decide(
            contribution=contribution, actor=request.user.get_username(), **serializer.validated_data
        )
        return Response(AdminContributionSerializer(contribution, context={"request": request}).data)
