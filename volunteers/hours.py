"""The hours a family's members gave as volunteers in a year, as its page
shows them, and the certificate of one member's hours: a PDF in English and
Bengali for a student's service award or a school's hours, set as the
receipts are (money/receipts/pdf.py: the bundled faces, HarfBuzz shaping)."""

from dataclasses import dataclass, field

from django.utils import translation
from django.utils.translation import gettext

from core import language
from core.dates import local_today, long_date
from money.receipts.pdf import MUTED, RULE, _Document
from sitesettings.selectors import site_settings_get
from volunteers.models import ShiftVolunteer
from volunteers.selectors import volunteer_shifts
from volunteers.services import same_person


@dataclass
class VolunteerYear:
    """One person's shifts of a year: the name as last given, every shift
    (upcoming ones too) and the hours that count (checked in, or set by an
    organiser)."""

    name: str
    shifts: list[ShiftVolunteer] = field(default_factory=list)

    @property
    def minutes(self) -> int:
        return sum(shift.minutes or 0 for shift in self.shifts)

    @property
    def hours(self) -> float:
        return round(self.minutes / 60, 2)

    @property
    def counted(self) -> list[ShiftVolunteer]:
        return [shift for shift in self.shifts if shift.minutes]


def volunteer_hours(*, email: str, year: int) -> list[VolunteerYear]:
    """Each person who signed up with this address for a shift in `year`, in
    the order they first served; one query."""
    people: dict[str, VolunteerYear] = {}
    for row in volunteer_shifts(email=email):
        if row.shift.date.year != year:
            continue
        person = people.setdefault(same_person(row.full_name), VolunteerYear(name=row.full_name))
        person.name = row.full_name
        person.shifts.append(row)
    return list(people.values())


def volunteer_year(*, email: str, year: int, name: str) -> VolunteerYear | None:
    wanted = same_person(name)
    return next(
        (person for person in volunteer_hours(email=email, year=year) if same_person(person.name) == wanted), None
    )


def certificate_filename(year: int) -> str:
    return f"volunteer-hours-{year}.pdf"


def _hours_text(minutes: int) -> str:
    hours, rest = divmod(minutes, 60)
    if rest:
        return gettext("%(hours)s h %(minutes)s min") % {
            "hours": language.number(hours),
            "minutes": language.number(rest),
        }
    return gettext("%(hours)s h") % {"hours": language.number(hours)}


def _both(write) -> None:
    """Write a passage in English, then in Bengali."""
    for code in (language.ENGLISH, language.BENGALI):
        with translation.override(code):
            write()


def _shift_line(row: ShiftVolunteer) -> str:
    shift = row.shift
    start = language.digits(f"{shift.start_time:%H:%M}")
    end = language.digits(f"{shift.end_time:%H:%M}")
    parts = [long_date(shift.date), language.written(shift.event, "title"), shift.role, f"{start}\u2013{end}"]
    return " \u00b7 ".join([*parts, _hours_text(row.minutes or 0)])


def certificate_pdf(person: VolunteerYear, *, year: int) -> bytes:
    """The certificate of the person's counted hours in `year`, each passage
    in English and then in Bengali: the association's legal name and EIN, the
    shifts and the total."""
    site = site_settings_get()
    organisation = site.legal_name or site.group_name
    with translation.override(language.ENGLISH):
        document = _Document()
        document.letterhead()
    document.set_title(f"{organisation} {year}")

    def heading() -> None:
        document.text_style(20, bold=True)
        document.line_of(gettext("Certificate of volunteer service"), height=10)

    def statement() -> None:
        document.text_style(11)
        document.line_of(
            gettext("This certifies that %(name)s gave %(hours)s of volunteer service to %(organisation)s in %(year)s.")
            % {
                "name": person.name,
                "hours": _hours_text(person.minutes),
                "organisation": organisation,
                "year": language.number(year),
            },
            height=6,
        )
        document.ln(2)

    _both(heading)
    document.ln(2)
    _both(statement)
    document.rule()
    with translation.override(language.ENGLISH):
        english = gettext("Shifts")
    with translation.override(language.BENGALI):
        bengali = gettext("Shifts")
    document.text_style(12, bold=True)
    document.line_of(f"{english} / {bengali}", height=7)
    for row in person.counted:
        with translation.override(language.ENGLISH):
            english_line = _shift_line(row)
        with translation.override(language.BENGALI):
            bengali_line = _shift_line(row)
        document.text_style(10.5)
        document.line_of(english_line, height=5.5)
        document.text_style(10.5, color=MUTED)
        document.line_of(bengali_line, height=5.5)
        document.ln(1.5)
    document.set_draw_color(*RULE)
    document.rule()

    def total() -> None:
        document.text_style(12, bold=True)
        document.line_of(gettext("Total: %(hours)s") % {"hours": _hours_text(person.minutes)}, height=7)

    def signed() -> None:
        document.text_style(10, color=MUTED)
        document.line_of(
            gettext("Issued on %(date)s by %(organisation)s%(ein)s.")
            % {
                "date": long_date(local_today()),
                "organisation": organisation,
                "ein": (", " + gettext("EIN %(ein)s") % {"ein": site.ein}) if site.ein else "",
            },
            height=5,
        )

    _both(total)
    document.ln(2)
    _both(signed)
    return document.pdf()
