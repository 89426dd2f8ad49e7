import threading

import pytest
from django.db import connections

from ledger.models import Payment
from money.bank.services import bank_import_apply, bank_import_create
from money.models import BankImport
from registrations.models import Registration
from registrations.tests.factories import RegistrationFactory

APPLIES = 6
STATEMENT = b"Date,Description,Amount\n11/03/2026,Zelle from ANITA SEN dp-4821 thanks,50.00\n"


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_the_same_line_applied_at_the_same_moment_is_recorded_once():
    anita = RegistrationFactory(full_name="Anita Sen", amount_due=5000, payment_reference="DP-4821")
    # Two uploads of the same statement, each applied several times at once.
    imports = [bank_import_create(content=STATEMENT, actor="treasurer") for _ in range(2)]
    start = threading.Barrier(APPLIES)
    recorded: list[int] = []
    errors: list[BaseException] = []

    def apply(n: int) -> None:
        try:
            bank_import = BankImport.objects.get(pk=imports[n % 2].pk)
            start.wait(timeout=30)
            recorded.append(bank_import_apply(bank_import=bank_import, lines=[2], actor=f"treasurer {n}").recorded)
        except BaseException as error:
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=apply, args=(n,)) for n in range(APPLIES)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    assert errors == []
    assert sorted(recorded) == [0] * (APPLIES - 1) + [1]
    payment = Payment.objects.get()
    assert (payment.kind, payment.target_id, payment.amount) == ("registration", anita.pk, 5000)
    assert Registration.objects.get(pk=anita.pk).amount_paid == 5000
