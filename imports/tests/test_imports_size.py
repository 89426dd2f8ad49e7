import time

import pytest

from families.models import Family
from imports.checking import rows_check
from imports.models import Import
from imports.services import import_apply, import_create
from ledger.models import Payment
from membership.models import Membership
from membership.tests.factories import MembershipTierFactory

ROWS = 5_000


def _sheet(kind: str, header: str, line) -> Import:
    content = (header + "\n" + "".join(line(n) + "\n" for n in range(ROWS))).encode()
    return import_create(content=content, kind=kind, actor="admin")


@pytest.mark.django_db
def test_five_thousand_families_come_in_in_seconds(capsys):
    started = time.perf_counter()
    sheet = _sheet("families", "Name,Email,Phone", lambda n: f"পরিবার {n},family{n}@example.com,(209) 555-{n:04d}")
    read = time.perf_counter()
    rows_check(sheet.kind, sheet.mapping, sheet.columns, sheet.rows)
    checked = time.perf_counter()
    applied = import_apply(sheet=sheet, actor="admin")
    done = time.perf_counter()
    assert applied.created == ROWS
    assert Family.objects.count() == ROWS
    with capsys.disabled():
        print(
            f"\n5,000 families: read {read - started:.2f} s, dry run {checked - read:.2f} s, "
            f"apply {done - checked:.2f} s"
        )
    assert done - started < 60


@pytest.mark.django_db
def test_five_thousand_members_with_their_dues_come_in_in_seconds(capsys):
    MembershipTierFactory(name="Family", amount=5000)
    started = time.perf_counter()
    sheet = _sheet(
        "memberships",
        "Name,Email,Tier,Year,Amount paid",
        lambda n: f"সদস্য {n},member{n}@example.com,Family,2026,$50.00",
    )
    applied = import_apply(sheet=sheet, actor="admin")
    done = time.perf_counter()
    assert applied.created == ROWS
    assert Membership.objects.filter(amount_paid=5000).count() == ROWS
    numbers = sorted(Payment.objects.values_list("receipt_number", flat=True))
    assert numbers[0].endswith("-00001") and numbers[-1].endswith(f"-{ROWS:05d}")
    with capsys.disabled():
        print(f"\n5,000 memberships with their payments: {done - started:.2f} s")
    assert done - started < 60
