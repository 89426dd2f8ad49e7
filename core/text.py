"""Text as people type it, made safe to keep and to show again: from a name,
a note or a description, the characters that are no one's text are taken out.
They are the C0 control characters but tab and newline (a terminal's escape,
ESC, or its bell, BEL), DEL, the C1 control characters, and the bidirectional
embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069), which
turn the text after them around: "Anita", U+202E, "SEN" shows on a receipt as
"AnitaNES". All are invisible, so a person who pasted one could not find it to
take it out: they are dropped rather than refused. A carriage return
(Windows' CRLF, an old Mac's CR), vertical tab, form feed or NEL becomes a
newline, so no line break is lost. The zero-width non-joiner and joiner
(U+200C, U+200D), which Bengali's conjuncts need, and the directional marks
(U+200E, U+200F), which turn nothing around, stay."""

import re

# CRLF first, so that it becomes one newline, not two.
_LINE_BREAKS = re.compile("\r\n|[\r\x0b\x0c\x85]")
# C0 but tab and newline; DEL and C1; the bidirectional embeddings, overrides and isolates.
CONTROL_CHARACTERS = "\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069"
_DROPPED = re.compile(f"[{CONTROL_CHARACTERS}]")


def plain_text(text: str) -> str:
    """`text` without control or direction-changing characters (line breaks of
    every kind become a newline)."""
    return _DROPPED.sub("", _LINE_BREAKS.sub("\n", text))


# The name a deleted household's records keep (registrations, acts,
# memberships, pledges): each stays for the books, named by no one.
ANONYMOUS_NAME = "Deleted family"
