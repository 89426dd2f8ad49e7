"""Text as people type it: control and direction-changing characters are dropped."""

import pytest
from rest_framework import serializers

from core.fields import OptionalTextField, PlainTextField
from core.text import plain_text

# Written as escapes: most of them cannot be seen.
ESC, BEL, DEL = "\x1b", "\x07", "\x7f"
RLO, LRO, PDF, RLI, PDI = "\u202e", "\u202d", "\u202c", "\u2067", "\u2069"
ZWNJ, ZWJ, LRM, RLM = "\u200c", "\u200d", "\u200e", "\u200f"
# Bengali needs both joiners: a conjunct with ZWJ, and a ya-phala written apart with ZWNJ.
BENGALI = f"ক্{ZWJ}ষ র{ZWNJ}্যাব"


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (f"Anita{RLO}SEN", "AnitaSEN"),
        (f"{ESC}[31mAnita{ESC}[0m", "[31mAnita[0m"),
        (f"Ring{BEL}{BEL}", "Ring"),
        (f"{LRO}Sen{PDF} {RLI}Das{PDI}", "Sen Das"),
        ("a\u202ab\u202bc", "abc"),
        ("\u2066x\u2068y", "xy"),
        (f"x{DEL}y", "xy"),
        ("C1\x80\x9b\x9f", "C1"),
        ("nul\x00byte", "nulbyte"),
        ("\x01\x02\x08\x0e\x1f", ""),
        ("tab\tand\nnewline", "tab\tand\nnewline"),
        ("windows\r\nline\rbreaks", "windows\nline\nbreaks"),
        ("vertical\x0btab\x0cform\x85feed", "vertical\ntab\nform\nfeed"),
        (BENGALI, BENGALI),
        (f"{LRM}marks{RLM}", f"{LRM}marks{RLM}"),
        ("দুর্গাপূজা ২০২৬ — Durga Puja", "দুর্গাপূজা ২০২৬ — Durga Puja"),
    ],
)
def test_plain_text_drops_control_and_direction_characters_and_keeps_the_rest(text, kept):
    assert plain_text(text) == kept


class _Form(serializers.Serializer):
    name = PlainTextField(max_length=5)
    note = OptionalTextField(max_length=10)


def test_a_field_checks_what_is_kept():
    form = _Form(data={"name": f"{RLO}Anita{ESC}", "note": f" {BEL}hi{BEL} "})

    assert form.is_valid(), form.errors
    assert form.validated_data == {"name": "Anita", "note": "hi"}


def test_a_text_of_nothing_but_control_characters_is_blank():
    form = _Form(data={"name": f"{ESC}{BEL}{RLO} ", "note": ESC})

    assert not form.is_valid()
    assert [error.code for error in form.errors["name"]] == ["blank"]


def test_a_bengali_name_keeps_its_joiners():
    form = _Form(data={"name": f"ক্{ZWJ}ষ"})

    assert form.is_valid(), form.errors
    assert form.validated_data["name"] == f"ক্{ZWJ}ষ"
