"""The one table `make bench` prints at the end: every measurement, its target and
whether the target is met."""

from dataclasses import dataclass, field

WIDTH = 100


@dataclass
class Section:
    title: str
    columns: list[str]
    rows: list[list[str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass
class Report:
    heading: str = ""
    sections: list[Section] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)

    def section(self, title: str, columns: list[str]) -> Section:
        section = Section(title, columns)
        self.sections.append(section)
        return section

    def target(self, section: Section, cells: list, *, target: str = "", met: bool | None = None, name: str = ""):
        """A row; with a target, its verdict in the last two columns."""
        verdict = "" if met is None else ("met" if met else "MISSED")
        if met is False:
            self.missed.append(f"{section.title}: {name or cells[0]} ({target})")
        section.rows.append([str(cell) for cell in cells] + [target, verdict])

    def render(self) -> str:
        lines = ["=" * WIDTH, self.heading, "=" * WIDTH]
        for section in self.sections:
            columns = [*section.columns, "target", ""]
            widths = [max(len(row[i]) for row in [columns, *section.rows]) for i in range(len(columns))]
            lines.append(section.title)
            lines.append("  " + _line(columns, widths))
            lines.extend("  " + _line(row, widths) for row in section.rows)
            lines.extend(f"  {note}" for note in section.notes)
            lines.append("-" * WIDTH)
        met = "every target met" if not self.missed else f"{len(self.missed)} target(s) missed:"
        lines.append(met)
        lines.extend(f"  - {miss}" for miss in self.missed)
        lines.append("=" * WIDTH)
        return "\n".join(lines)


def _line(cells: list[str], widths: list[int]) -> str:
    first, *rest = cells
    aligned = [cell.rjust(width) for cell, width in zip(rest, widths[1:], strict=True)]
    return "  ".join([first.ljust(widths[0]), *aligned]).rstrip()
