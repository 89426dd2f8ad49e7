"""Reading the banks' CSV exports into lines of a date, a description and cents."""

from pathlib import Path

import pytest

from money.bank.statement import MAX_BYTES, MAX_ROWS, Refusal, line_key, line_refusal, parse_amount, parse_statement
from money.exceptions import StatementUnreadable

STATEMENTS = Path(__file__).parent / "statements"


def statement(name: str) -> bytes:
    return (STATEMENTS / name).read_bytes()


def refusal(content: bytes) -> str:
    with pytest.raises(StatementUnreadable) as refused:
        parse_statement(content)
    assert refused.value.extra["errors"] == {"file": [refused.value.message]}
    return refused.value.message


def test_chase_lines_are_read_with_debits_negative():
    assert parse_statement(statement("chase.csv")) == [
        {
            "line": 2,
            "date": "2026-11-03",
            "description": "Zelle payment from ANITA SEN dp-4821 thanks",
            "amount": 5000,
            "occurrence": 1,
        },
        {
            "line": 3,
            "date": "2026-11-04",
            "description": "HOME DEPOT #4521 FREMONT CA",
            "amount": -8417,
            "occurrence": 1,
        },
        {
            "line": 4,
            "date": "2026-11-05",
            "description": "Zelle payment from RAHUL GHOSH",
            "amount": 12000,
            "occurrence": 1,
        },
        {"line": 5, "date": "2026-11-06", "description": "CHECK 1042", "amount": -30000, "occurrence": 1},
    ]


def test_bank_of_america_summary_and_opening_balance_are_passed_over():
    assert parse_statement(statement("bank-of-america.csv")) == [
        {
            "line": 9,
            "date": "2026-11-07",
            "description": "Zelle Transfer Conf# T0ZRX; Sen, Anita MB-3307",
            "amount": 123456,
            "occurrence": 1,
        },
        {
            "line": 10,
            "date": "2026-11-08",
            "description": "ONLINE BANKING TRANSFER TO SAV 9921",
            "amount": -2500,
            "occurrence": 1,
        },
        {
            "line": 11,
            "date": "2026-11-09",
            "description": "MOBILE DEPOSIT REF DN-5512",
            "amount": 10000,
            "occurrence": 1,
        },
    ]


def test_wells_fargo_headerless_file_is_read_from_its_first_line():
    assert parse_statement(statement("wells-fargo.csv")) == [
        {
            "line": 1,
            "date": "2026-11-10",
            "description": "ZELLE FROM PRIYA DAS ON 11/10 REF # PP0RTY2 DP-7730",
            "amount": 7500,
            "occurrence": 1,
        },
        {
            "line": 2,
            "date": "2026-11-11",
            "description": "PURCHASE AUTHORIZED ON 11/10 SAFEWAY",
            "amount": -1250,
            "occurrence": 1,
        },
        {
            "line": 3,
            "date": "2026-11-12",
            "description": "MOBILE DEPOSIT : REF NUMBER :812345",
            "amount": 4000,
            "occurrence": 1,
        },
    ]


def test_credit_and_debit_columns_with_iso_dates_and_payee_and_memo():
    assert parse_statement(statement("credit-debit.csv")) == [
        {
            "line": 2,
            "date": "2026-11-14",
            "description": "Sumita Banerjee Durga puja DP-9000",
            "amount": 6000,
            "occurrence": 1,
        },
        {"line": 3, "date": "2026-11-15", "description": "Costco", "amount": -4210, "occurrence": 1},
        {"line": 4, "date": "2026-11-16", "description": "JOSE MUKHERJEE Dues", "amount": 3000, "occurrence": 1},
    ]


@pytest.mark.parametrize(
    ("header", "row"),
    [
        ("Date,Description,Amount", "11/03/2026,Zelle DP-4821,25.00"),
        ("Posted Date,Memo,Amount", "11/03/2026,Zelle DP-4821,25.00"),
        ("Transaction Date,Details,Amount", "11/03/2026,Zelle DP-4821,25.00"),
        ("Posting Date,Payee,Credit,Debit", "11/03/2026,Zelle DP-4821,25.00,"),
        ("DATE , description ,Amount ($)", "2026-11-03,Zelle DP-4821,$25"),
    ],
)
def test_the_usual_column_names_are_read(header, row):
    rows = parse_statement(f"{header}\n{row}\n".encode())

    assert rows == [{"line": 2, "date": "2026-11-03", "description": "Zelle DP-4821", "amount": 2500, "occurrence": 1}]


@pytest.mark.parametrize(
    ("text", "cents"),
    [
        ("25.00", 2500),
        ("1,234.56", 123456),
        ("$25.00", 2500),
        ("-25.00", -2500),
        ("-$25.00", -2500),
        ("$-25.00", -2500),
        ("(25.00)", -2500),
        ("($1,000.10)", -100010),
        ("+7.5", 750),
        ("0.10", 10),
        (".99", 99),
        ("12", 1200),
        ("1,000,000.01", 100000001),
    ],
)
def test_amounts_are_read_into_whole_cents(text, cents):
    assert parse_amount(text) == cents


@pytest.mark.parametrize("text", ["", "abc", "25.001", "1,23.00", "(25.00", "--5", "-$-5", "1e3", "12.3.4", "$"])
def test_what_is_not_an_amount_is_refused(text):
    assert parse_amount(text) is None


def test_the_same_line_has_the_same_key_whatever_its_spacing_and_case():
    first = line_key(on="2026-11-03", amount=5000, description="Zelle from  ANITA SEN DP-4821")
    again = line_key(on="2026-11-03", amount=5000, description="zelle from anita sen dp-4821 ")

    assert first == again
    assert first != line_key(on="2026-11-04", amount=5000, description="Zelle from ANITA SEN DP-4821")
    assert first != line_key(on="2026-11-03", amount=5001, description="Zelle from ANITA SEN DP-4821")


def test_a_file_that_is_not_text_is_refused():
    assert refusal(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe") == (
        "The file is not a CSV file exported from the bank (it is not UTF-8 text)."
    )


def test_a_file_without_a_date_description_and_amount_header_is_refused():
    message = refusal(b"Name,Email\nAnita Sen,anita@example.com\n")

    assert message.startswith("The file has no header row naming a date, a description and an amount")


def test_a_bad_date_is_refused_naming_its_line():
    content = b"Date,Description,Amount\n11/03/2026,Zelle,25.00\n31/12/2026,Zelle,25.00\n"

    assert refusal(content) == "Line 3: “31/12/2026” is not a date as MM/DD/YYYY or YYYY-MM-DD."


def test_a_bad_amount_is_refused_naming_its_line():
    content = b"Date,Description,Amount\n\n11/03/2026,Zelle,twenty\n"

    assert refusal(content) == "Line 3: “twenty” is not an amount."


def test_a_header_without_lines_is_refused():
    assert refusal(b"Date,Description,Amount\n") == "The file has no lines with a date and an amount."


def test_more_than_five_thousand_lines_are_refused():
    lines = "".join(f"11/03/2026,Line {n},1.00\n" for n in range(MAX_ROWS + 1))

    assert refusal(f"Date,Description,Amount\n{lines}".encode()) == (
        "The file has more than 5000 lines: upload a shorter period."
    )


def test_five_thousand_lines_are_read():
    lines = "".join(f"11/03/2026,Line {n},1.00\n" for n in range(MAX_ROWS))

    assert len(parse_statement(f"Date,Description,Amount\n{lines}".encode())) == MAX_ROWS


def test_a_file_over_two_megabytes_is_refused():
    content = b"Date,Description,Amount\n" + b"11/03/2026,Zelle,25.00\n" * (MAX_BYTES // 20)

    assert refusal(content) == "The file is larger than 2 MB."


def test_a_line_dated_outside_1900_to_2999_is_read_and_refused_on_its_own():
    content = (
        b"Date,Description,Amount\n"
        b"11/03/2026,Zelle DP-4821,25.00\n"
        b"12/31/9999,PENDING Zelle DP-4821,25.00\n"
        b"1899-12-31,Zelle DP-4821,25.00\n"
        b"0001-01-01,Zelle DP-4821,25.00\n"
        b"2999-12-31,Zelle DP-4821,25.00\n"
        b"1900-01-01,Zelle DP-4821,25.00\n"
    )

    rows = parse_statement(content)

    assert [(row["line"], row["date"]) for row in rows] == [
        (2, "2026-11-03"),
        (3, "9999-12-31"),
        (4, "1899-12-31"),
        (5, "0001-01-01"),
        (6, "2999-12-31"),
        (7, "1900-01-01"),
    ]
    assert [line_refusal(row) for row in rows] == [
        None,
        Refusal.DATE_OUT_OF_RANGE,
        Refusal.DATE_OUT_OF_RANGE,
        Refusal.DATE_OUT_OF_RANGE,
        None,
        None,
    ]


# Written as escapes: the digits look like ASCII ones, or like nothing at all.
ARABIC_INDIC_300 = "\u0663\u0660\u0660.\u0660\u0660"  # 300.00
ARABIC_INDIC_DATE = "\u0661\u0661/\u0660\u0663/\u0662\u0660\u0662\u0666"  # 11/03/2026


@pytest.mark.parametrize(
    "text",
    [
        ARABIC_INDIC_300,
        "\u06f3\u06f0\u06f0",  # Extended Arabic-Indic (Persian) 300
        "\u0969\u0966\u0966",  # Devanagari 300
        "\u09e9\u09e6\u09e6.\u09e6\u09e6",  # Bengali 300.00
        "\uff13\uff10\uff10",  # fullwidth 300
        "$\uff15.00",
        "3\u0660\u0660",  # ASCII mixed with Arabic-Indic
    ],
)
def test_digits_other_than_ascii_are_not_an_amount(text):
    assert parse_amount(text) is None


def test_a_statement_with_arabic_indic_digits_in_an_amount_is_refused_naming_its_line():
    content = f"Date,Description,Amount\n11/03/2026,Zelle DP-4821,25.00\n11/04/2026,Zelle,{ARABIC_INDIC_300}\n"

    assert refusal(content.encode()) == f"Line 3: “{ARABIC_INDIC_300}” is not an amount."


def test_a_date_in_other_digits_is_not_a_date():
    content = f"Date,Description,Amount\n{ARABIC_INDIC_DATE},Zelle DP-4821,25.00\n"

    assert refusal(content.encode()) == (f"Line 2: “{ARABIC_INDIC_DATE}” is not a date as MM/DD/YYYY or YYYY-MM-DD.")


def test_identical_lines_of_one_statement_are_counted_and_keyed_apart():
    content = (
        b"Date,Description,Amount\n"
        b"11/03/2026,Zelle DP-4821,25.00\n"
        b"11/03/2026,Zelle  dp-4821,25.00\n"
        b"11/03/2026,Zelle DP-4821,30.00\n"
        b"11/03/2026,ZELLE DP-4821,25.00\n"
    )

    rows = parse_statement(content)
    keys = [
        line_key(on=row["date"], amount=row["amount"], description=row["description"], occurrence=row["occurrence"])
        for row in rows
    ]

    assert [row["occurrence"] for row in rows] == [1, 2, 1, 3]
    assert len(set(keys)) == 4
    # The first keeps the key such a line had before lines were counted, so
    # payments recorded from it then are still known.
    assert keys[0] == line_key(on="2026-11-03", amount=2500, description="Zelle DP-4821")
    assert parse_statement(content) == rows
