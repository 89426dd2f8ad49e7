"""Money is whole cents in integers, never a float: a float cannot hold 0.10
exactly, and a sum of them drifts a cent at a time. This reads the code that
handles money and fails on anything that makes or stores a float: a float
literal, float(), true division (`/` answers a float even for two integers),
or a FloatField or DecimalField. Tests are left out, since they send floats on
purpose to see them refused, and so is the receipts' page layout
(money/receipts/pdf.py), whose millimetres are floats and whose amounts come
written from cents by core.money.dollars."""

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MONEY_CODE = ["core/money.py", "money", "membership", "registrations/pricing.py"]
# Lengths on a page, not amounts: the receipt's layout in millimetres.
PAGE_LAYOUT = {"money/receipts/pdf.py"}
FORBIDDEN_FIELDS = {"FloatField", "DecimalField"}


def money_files() -> list[Path]:
    files = []
    for name in MONEY_CODE:
        path = ROOT / name
        found = sorted(path.rglob("*.py")) if path.is_dir() else [path]
        files.extend(
            file
            for file in found
            if "tests" not in file.relative_to(ROOT).parts and str(file.relative_to(ROOT)) not in PAGE_LAYOUT
        )
    return files


def float_uses(source: str) -> Iterator[tuple[int, str]]:
    """(line, what) for each way `source` makes or stores a float."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, float | complex):
            yield node.lineno, f"the float literal {node.value!r}"
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "float":
            yield node.lineno, "float()"
        elif isinstance(node, ast.BinOp | ast.AugAssign) and isinstance(node.op, ast.Div):
            yield node.lineno, "true division (/); use // or divmod"
        elif isinstance(node, ast.Name) and node.id in FORBIDDEN_FIELDS:
            yield node.lineno, node.id
        elif isinstance(node, ast.Attribute) and node.attr in FORBIDDEN_FIELDS:
            yield node.lineno, node.attr
        elif isinstance(node, ast.alias) and node.name.rpartition(".")[2] in FORBIDDEN_FIELDS:
            yield node.lineno, f"importing {node.name}"


def test_the_money_code_is_all_there():
    """A renamed folder would otherwise leave the check reading nothing."""
    names = {str(file.relative_to(ROOT)) for file in money_files()}

    assert {"core/money.py", "money/payments/services.py", "money/models.py", "registrations/pricing.py"} <= names
    assert "membership/models.py" in names
    assert not any("/tests/" in name for name in names)


@pytest.mark.parametrize("file", money_files(), ids=lambda file: str(file.relative_to(ROOT)))
def test_money_code_never_makes_a_float(file):
    uses = [f"line {line}: {what}" for line, what in float_uses(file.read_text(encoding="utf-8"))]

    assert uses == []


SAMPLE = """
from django.db import models
from django.db.models import DecimalField


class Gift(models.Model):
    amount = models.FloatField()
    fee = DecimalField(max_digits=8, decimal_places=2)


def dollars(cents):
    return cents / 100


def parse(text):
    return round(float(text) * 100)


def halve(total):
    total /= 2
    return total + 0.5
"""


def test_the_check_finds_every_way_of_making_a_float():
    found = sorted(float_uses(SAMPLE))

    assert found == [
        (3, "importing DecimalField"),
        (7, "FloatField"),
        (8, "DecimalField"),
        (12, "true division (/); use // or divmod"),
        (16, "float()"),
        (20, "true division (/); use // or divmod"),
        (21, "the float literal 0.5"),
    ]


def test_the_check_lets_whole_cents_through():
    source = 'def dollars(cents):\n    whole, rest = divmod(cents, 100)\n    return f"{whole}.{rest:02d}", cents // 2\n'

    assert list(float_uses(source)) == []
