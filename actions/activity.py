"""The activity log's page with each entry as a sentence. The log keeps ids;
the names its sentences need (events' titles, what each payment paid for,
members' names) are read here, above the apps that own them, a few queries
for a whole page however many entries it has."""

from collections.abc import Sequence

from activity.models import Entry
from activity.sentences import Names, PaymentFacts
from events.models import Event
from ledger.models import Payment
from membership.models import Membership
from membership.selectors import start_month
from membership.years import year_label
from money.payments.payables import payables_attach
from money.receipts.pdf import paid_for


def _ids(entries: Sequence[Entry], *, target_type: str) -> set[int]:
    return {entry.target_id for entry in entries if entry.target_type == target_type and entry.target_id}


def activity_names(entries: Sequence[Entry]) -> Names:
    event_ids = {entry.event_id for entry in entries if entry.event_id}
    events = dict(Event.objects.filter(pk__in=event_ids).values_list("pk", "title")) if event_ids else {}

    payment_ids = _ids(entries, target_type="payment")
    membership_ids = _ids(entries, target_type="membership")
    month = start_month() if payment_ids or membership_ids else 1

    payments: dict[int, PaymentFacts] = {}
    if payment_ids:
        for payment in payables_attach(list(Payment.objects.filter(pk__in=payment_ids))):
            payments[payment.pk] = PaymentFacts(
                payer=payment.payer_name,
                paid_for=paid_for(payment, start_month=month),
                amount=payment.amount,
                receipt_number=payment.receipt_number,
            )

    members: dict[int, tuple[str, str]] = {}
    if membership_ids:
        for pk, name, year in Membership.objects.filter(pk__in=membership_ids).values_list("pk", "name", "year"):
            members[pk] = (name, year_label(year, start_month=month))
    return Names(events=events, payments=payments, members=members)
