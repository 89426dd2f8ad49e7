import time

import pytest

from families.models import Family
from imports.checking import rows_check
from imports.models import Import
from imports.services import import_apply, import_create

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
