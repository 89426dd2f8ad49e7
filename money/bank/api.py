"""The treasurer's bank statement: upload one, see each line matched, record the chosen lines."""

from django.utils.translation import gettext_lazy as _
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response
from rest_framework.views import APIView

from core.fields import LARGEST_ID, required_messages
from core.permissions import TREASURER, StaffOnlyMixin
from ledger.models import Payment
from money.bank.matching import Reason, statement_matches
from money.bank.selectors import bank_import_get
from money.bank.services import Assignment, bank_import_apply, bank_import_create
from money.bank.statement import MAX_BYTES, MAX_ROWS, refusal_message

FILE_MESSAGE = _("Choose the bank statement to upload (a CSV file).")
LINES_MESSAGE = _("Choose the lines to record.")


class BankFileSerializer(serializers.Serializer):
    file = serializers.FileField(
        error_messages=required_messages(FILE_MESSAGE, "invalid", "empty", "no_name"),
        help_text="The statement as the bank exports it: CSV, UTF-8, at most 2 MB and 5,000 lines.",
    )


class BankMatchSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=Payment.Kind.choices)
    targetId = serializers.IntegerField(source="target_id")
    paymentReference = serializers.CharField(source="payment_reference", allow_null=True)
    payerName = serializers.CharField(source="payer_name")
    outstanding = serializers.IntegerField(help_text="Cents still owed before this line is recorded.")


class BankLineSerializer(serializers.Serializer):
    line = serializers.IntegerField(source="row.line", help_text="The line of the file it is on.")
    date = serializers.DateField(source="row.date")
    description = serializers.CharField(source="row.description")
    amount = serializers.IntegerField(source="row.amount", help_text="Cents; negative for money out.")
    match = BankMatchSerializer(allow_null=True)
    reason = serializers.ChoiceField(
        choices=[Reason.REFERENCE, Reason.NAME_AND_AMOUNT],
        allow_null=True,
        help_text="reference: a payment reference in it; nameAndAmount: the payer's name and the sum owed.",
    )
    alreadyRecorded = serializers.BooleanField(
        source="already_recorded", help_text="A payment already records this bank line."
    )
    refused = serializers.SerializerMethodField(
        help_text="Why this line is never recorded (its date is not between 1900 and 2999), in the "
        "request's language; null for a line that can be. The statement's other lines are read as usual."
    )

    def get_refused(self, line) -> str | None:
        return refusal_message(line.refused) if line.refused else None


class BankImportSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    rows = BankLineSerializer(many=True)


class BankAssignSerializer(serializers.Serializer):
    line = serializers.IntegerField(min_value=1, max_value=2**31 - 1, help_text="The line of the file it is on.")
    kind = serializers.CharField(
        max_length=20, help_text="What it pays for: registration, membership or donation (checked per line)."
    )
    targetId = serializers.IntegerField(source="target_id", min_value=1, max_value=LARGEST_ID)


class BankApplySerializer(serializers.Serializer):
    lines = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=2**31 - 1),
        required=False,
        default=list,
        max_length=MAX_ROWS,
        error_messages=required_messages(LINES_MESSAGE, "not_a_list"),
        help_text="The line numbers (as the import gave them) to record as payments, each as it is matched.",
    )
    assign = BankAssignSerializer(
        many=True,
        required=False,
        default=list,
        max_length=MAX_ROWS,
        help_text="Lines to record against what the treasurer chose (an unmatched credit, or a match to correct). "
        "A wrong line, kind or target refuses the whole request, naming the line.",
    )

    def validate(self, data):
        if not data["lines"] and not data["assign"]:
            raise serializers.ValidationError({"lines": [LINES_MESSAGE]})
        return data


class BankAppliedSerializer(serializers.Serializer):
    recorded = serializers.IntegerField(help_text="Lines recorded as payments now.")
    skipped = serializers.IntegerField(help_text="Lines left: without a match, already recorded, or not in the import.")


class BankImportCreateView(StaffOnlyMixin, APIView):
    """Read a statement exported from the bank and keep its lines: each with
    what it would pay for, and whether a payment already records it."""

    roles = (TREASURER,)

    parser_classes = [MultiPartParser]

    @extend_schema(
        summary="Upload a bank statement (CSV) and see each line matched",
        request=BankFileSerializer,
        responses={201: BankImportSerializer},
    )
    def post(self, request):
        serializer = BankFileSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        upload = serializer.validated_data["file"]
        # One byte past the limit is enough to refuse the file, and no more is read.
        content = upload.read(MAX_BYTES + 1)
        bank_import = bank_import_create(content=content, filename=upload.name or "", actor=request.user.get_username())
        body = {"id": bank_import.pk, "rows": statement_matches(bank_import.rows)}
        return Response(BankImportSerializer(body).data, status=status.HTTP_201_CREATED)


class BankImportApplyView(StaffOnlyMixin, APIView):
    """Record the chosen lines as bank payments, each matched as it is now;
    a bank line is recorded once, ever."""

    roles = (TREASURER,)

    @extend_schema(
        summary="Record the chosen lines of an uploaded statement as bank payments",
        request=BankApplySerializer,
        responses={200: BankAppliedSerializer},
    )
    def post(self, request, import_id: int):
        bank_import = bank_import_get(import_id=import_id)
        if bank_import is None:
            raise NotFound()
        serializer = BankApplySerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        applied = bank_import_apply(
            bank_import=bank_import,
            lines=serializer.validated_data["lines"],
            assign=[Assignment(**item) for item in serializer.validated_data["assign"]],
            actor=request.user.get_username(),
        )
        return Response(BankAppliedSerializer(applied).data)
