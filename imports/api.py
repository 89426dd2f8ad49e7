"""The organisers' imports over HTTP: upload a sheet, choose its mapping and
see the dry run, apply it, undo it."""

from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound, PermissionDenied
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from core.permissions import ADMINISTRATOR, TREASURER, StaffOnlyMixin, roles_of
from core.schema import documented_error
from imports import services
from imports.checking import rows_check
from imports.fields import KINDS, MEMBERSHIPS, PAYMENTS
from imports.models import Import
from imports.reading import MAX_BYTES

FILE_MESSAGE = _("Choose the sheet to upload (a CSV or XLSX file).")
KIND_MESSAGE = _("Choose what the sheet holds: families, memberships, registrations or payments.")
# The rows the upload's answer shows, as they would be read.
FIRST_ROWS = 20
# What a treasurer may bring in; the rest is an administrator's.
TREASURER_KINDS = (MEMBERSHIPS, PAYMENTS)


class ImportFileSerializer(serializers.Serializer):
    file = serializers.FileField(
        error_messages={
            "required": FILE_MESSAGE,
            "null": FILE_MESSAGE,
            "invalid": FILE_MESSAGE,
            "empty": _("The file is empty."),
            "no_name": FILE_MESSAGE,
        },
        help_text="CSV (UTF-8, UTF-8 with a byte order mark, or UTF-16 as Excel's Unicode text, comma-, "
        "semicolon- or tab-separated) or XLSX (its first sheet); at most 5 MB and 10,000 rows. "
        "The first row names the columns.",
    )
    kind = serializers.ChoiceField(
        choices=KINDS, error_messages={"required": KIND_MESSAGE, "null": KIND_MESSAGE, "invalid_choice": KIND_MESSAGE}
    )


class MappingField(serializers.DictField):
    def __init__(self, **kwargs):
        super().__init__(
            child=serializers.CharField(allow_null=True, allow_blank=True, max_length=40),
            help_text="{column: field}: each column of the sheet to a field of its kind, or null to leave it out. "
            "families: name, email, phone; memberships: those and tier, year, amountPaid; registrations: "
            "eventTitle, fullName, email, phone, guestCount, children; "
            "payments: reference, amount, method, receivedOn.",
            **kwargs,
        )


class ImportRowSerializer(serializers.Serializer):
    line = serializers.IntegerField(help_text="The row's line in the sheet (its header is line 1).")
    values = serializers.DictField(
        help_text="Each field as it will be read: text as typed, phones as +digits, dates YYYY-MM-DD, money in cents, "
        "null when empty."
    )
    errors = serializers.ListField(child=serializers.CharField(), help_text="What is wrong with it: skipped if any.")
    duplicateOf = serializers.IntegerField(
        allow_null=True,
        help_text="The id of the stored record it matches (by email; a payment: by what it pays, amount and date): "
        "updated rather than added (a payment already recorded is skipped).",
    )


class ImportSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    columns = serializers.ListField(child=serializers.CharField())
    mapping = MappingField()
    rows = ImportRowSerializer(many=True, help_text="The first rows as they would be read.")


class ImportMapSerializer(serializers.Serializer):
    mapping = MappingField()


class ImportRowsSerializer(serializers.Serializer):
    rows = ImportRowSerializer(many=True)


class ImportAppliedSerializer(serializers.Serializer):
    created = serializers.IntegerField()
    updated = serializers.IntegerField()
    skipped = serializers.IntegerField(help_text="Rows with errors, and payments already recorded.")


UndoneSerializer = inline_serializer("ImportUndone", {"removed": serializers.IntegerField()})

NOT_FOUND = documented_error("No import has that id.")
KIND_REFUSED = documented_error(
    "A treasurer brings in memberships and payments only; families and registrations are an administrator's."
)


def _may(request, kind: str) -> None:
    if kind in TREASURER_KINDS or ADMINISTRATOR in roles_of(request.user):
        return
    raise PermissionDenied(_("Your role does not allow this."))


def _sheet(request, import_id: int) -> Import:
    sheet = Import.objects.filter(pk=import_id).first()
    if sheet is None:
        raise NotFound()
    _may(request, sheet.kind)
    return sheet


def _rows(sheet: Import, limit: int | None = None) -> list[dict]:
    cells = sheet.rows if limit is None else sheet.rows[: limit * 2]
    rows = rows_check(sheet.kind, sheet.mapping, sheet.columns, cells)
    return [row.as_json() for row in rows[:limit]]


class ImportCreateView(StaffOnlyMixin, APIView):
    """Read an uploaded sheet and keep it: its columns, a suggested mapping of
    columns to fields (by their names, English and the usual variants), and its
    first rows as they would be read. Nothing is written but the import."""

    roles = (TREASURER,)
    parser_classes = [MultiPartParser]

    @extend_schema(
        summary="Upload a sheet (CSV or XLSX) of families, memberships, registrations or payments",
        request={"multipart/form-data": ImportFileSerializer},
        responses={
            201: ImportSerializer,
            400: documented_error("No file, or one that is not a sheet this site reads (the sentence says why)."),
            403: KIND_REFUSED,
        },
    )
    def post(self, request):
        serializer = ImportFileSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        kind = serializer.validated_data["kind"]
        _may(request, kind)
        upload = serializer.validated_data["file"]
        # One byte past the limit is enough to refuse the file, and no more is read.
        content = upload.read(MAX_BYTES + 1)
        sheet = services.import_create(
            content=content, kind=kind, filename=upload.name or "", actor=request.user.get_username()
        )
        body = {"id": sheet.pk, "columns": sheet.columns, "mapping": sheet.mapping, "rows": _rows(sheet, FIRST_ROWS)}
        return Response(body, status=status.HTTP_201_CREATED)


class ImportDetailView(StaffOnlyMixin, APIView):
    """Choose the mapping and see every row as it would be read, what is wrong
    with it and the record it matches: the dry run (nothing is written)."""

    roles = (TREASURER,)

    @extend_schema(
        summary="Map the sheet's columns and see the dry run",
        request=ImportMapSerializer,
        responses={
            200: ImportRowsSerializer,
            400: documented_error("A column the sheet has not, a field not of its kind, or one field for two columns."),
            403: KIND_REFUSED,
            404: NOT_FOUND,
            409: documented_error("The import has been applied already."),
        },
    )
    def put(self, request, import_id: int):
        sheet = _sheet(request, import_id)
        serializer = ImportMapSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        sheet = services.import_map(sheet=sheet, mapping=serializer.validated_data["mapping"])
        return Response({"rows": _rows(sheet)})


class ImportApplyView(StaffOnlyMixin, APIView):
    """Bring in every row without errors through the services of what it is;
    rows with errors are skipped. Once per import; payments are recorded with
    the method `other`, each with its receipt number and no emailed receipt."""

    roles = (TREASURER,)

    @extend_schema(
        summary="Apply an import",
        request=None,
        responses={
            200: ImportAppliedSerializer,
            400: documented_error("What a row pays for was deleted while the import was applied: nothing is written."),
            403: KIND_REFUSED,
            404: NOT_FOUND,
            409: documented_error(
                "The import has been applied already, or a membership of one of its addresses was added meanwhile."
            ),
        },
    )
    def post(self, request, import_id: int):
        sheet = services.import_apply(sheet=_sheet(request, import_id), actor=request.user.get_username())
        return Response({"created": sheet.created, "updated": sheet.updated, "skipped": sheet.skipped})


class ImportUndoView(StaffOnlyMixin, APIView):
    """Take away what the import created, within 7 days of applying it: its
    families, memberships and registrations deleted, its payments voided."""

    roles = (TREASURER,)

    @extend_schema(
        summary="Undo an import",
        request=None,
        responses={
            200: UndoneSerializer,
            403: KIND_REFUSED,
            404: NOT_FOUND,
            409: documented_error("Not applied, undone already, or applied more than 7 days ago."),
        },
    )
    def post(self, request, import_id: int):
        removed = services.import_undo(sheet=_sheet(request, import_id), actor=request.user.get_username())
        return Response({"removed": removed})
