import threading

import pytest
from django.db import connections

from families.models import Family
from imports.exceptions import ImportApplied
from imports.models import Import
from imports.services import import_apply, import_create

APPLIES = 4
SHEET = "Name,Email\nঅনিতা সেন,anita@example.com\nRahul,rahul@example.com\n".encode()


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_one_import_applied_twice_at_once_writes_its_rows_once():
    sheet = import_create(content=SHEET, kind="families", actor="admin")
    start = threading.Barrier(APPLIES)
    applied: list[int] = []
    refused: list[int] = []
    errors: list[BaseException] = []

    def apply(n: int) -> None:
        try:
            start.wait(timeout=30)
            applied.append(import_apply(sheet=Import.objects.get(pk=sheet.pk), actor=f"admin {n}").created)
        except ImportApplied:
            refused.append(n)
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
    assert applied == [2]
    assert len(refused) == APPLIES - 1
    assert sorted(Family.objects.values_list("name", flat=True)) == ["Rahul", "অনিতা সেন"]
