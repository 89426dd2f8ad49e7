"""Each entry of the log as one sentence an organiser reads, in the active
language: names rather than ids, dollars rather than cents, words rather than
the codes the log keeps ("Rina recorded $50.00 by bank transfer from Anita Sen
for Durga Puja.").

The log names what it describes by id; the names it does not keep itself (an
event's title, what a payment paid for, a member's name) come in `Names`, read
for a whole page of entries at once by the layer that may read the other apps
(actions/activity.py). A name that is gone (a deleted event) falls back to
what the entry kept, and an action this module does not know yet still gets
a readable sentence."""

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from django.utils import dateformat
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from activity.models import REGISTRANT, SYSTEM, Entry
from core import language
from core.money import dollars
from core.permissions import DOOR_PASS_ACTOR

# The families app's actor (families/services.py), which sits above this one.
FAMILY = "family"


@dataclass(frozen=True)
class PaymentFacts:
    """A recorded payment as its sentence names it."""

    payer: str
    paid_for: str
    amount: int
    receipt_number: str


@dataclass(frozen=True)
class Names:
    """What the entries of one page name, by id: events' titles, payments,
    and members (a membership's holder and its year as the roll labels it)."""

    events: Mapping[int, str] = field(default_factory=dict)
    payments: Mapping[int, PaymentFacts] = field(default_factory=dict)
    members: Mapping[int, tuple[str, str]] = field(default_factory=dict)


# The fields the log records, by the model's names, as an organiser reads them.
FIELDS = {
    "title": gettext_lazy("title"),
    "description": gettext_lazy("description"),
    "date": gettext_lazy("date"),
    "end_date": gettext_lazy("last day"),
    "time": gettext_lazy("time"),
    "venue": gettext_lazy("venue"),
    "address": gettext_lazy("address"),
    "featured_image": gettext_lazy("featured image"),
    "registration_open": gettext_lazy("registration open"),
    "highlights": gettext_lazy("highlights"),
    "schedule": gettext_lazy("schedule"),
    "what_to_bring": gettext_lazy("what to bring"),
    "sponsors": gettext_lazy("sponsors"),
    "capacity": gettext_lazy("capacity"),
    "meals_served": gettext_lazy("meals served"),
    "prices": gettext_lazy("prices"),
    "slots": gettext_lazy("slots"),
    "days": gettext_lazy("days"),
    "shifts": gettext_lazy("volunteer shifts"),
    "sittings": gettext_lazy("sittings"),
    "sitting_ids": gettext_lazy("sittings"),
    "full_name": gettext_lazy("name"),
    "name": gettext_lazy("name"),
    "email": gettext_lazy("email"),
    "phone": gettext_lazy("phone"),
    "guest_count": gettext_lazy("guests"),
    "notes": gettext_lazy("notes"),
    "children": gettext_lazy("children"),
    "vegetarian_meals": gettext_lazy("vegetarian meals"),
    "dietary_notes": gettext_lazy("dietary notes"),
    "photo_consent": gettext_lazy("photo consent"),
    "language": gettext_lazy("language"),
    "status": gettext_lazy("status"),
    "checked_in_at": gettext_lazy("check-in time"),
    "arrived_guests": gettext_lazy("guests arrived"),
    "handled": gettext_lazy("handled"),
    "caption": gettext_lazy("caption"),
    "event": gettext_lazy("event"),
    "amount": gettext_lazy("amount"),
    "amount_due": gettext_lazy("amount due"),
    "active": gettext_lazy("active"),
    "tier": gettext_lazy("tier"),
    "year": gettext_lazy("year"),
    "members": gettext_lazy("members"),
    "group_name": gettext_lazy("group name"),
    "tagline": gettext_lazy("tagline"),
    "about_text": gettext_lazy("about text"),
    "contact_email": gettext_lazy("contact email"),
    "whatsapp_link": gettext_lazy("WhatsApp link"),
    "instagram_link": gettext_lazy("Instagram link"),
    "announcement_text": gettext_lazy("announcement"),
    "show_announcement": gettext_lazy("show announcement"),
    "legal_name": gettext_lazy("legal name"),
    "ein": gettext_lazy("EIN"),
    "mailing_address": gettext_lazy("mailing address"),
    "payment_instructions": gettext_lazy("payment instructions"),
    "membership_year_start_month": gettext_lazy("month the membership year starts"),
    "approval_threshold": gettext_lazy("amount needing a second treasurer"),
    "kind": gettext_lazy("kind"),
    "performers": gettext_lazy("performers"),
    "duration_minutes": gettext_lazy("length"),
    "contact_name": gettext_lazy("contact name"),
    "contact_phone": gettext_lazy("contact phone"),
    "track_path": gettext_lazy("music track"),
    "decision_note": gettext_lazy("note to the performers"),
    "programme_open": gettext_lazy("programme submissions open"),
    "programme_deadline": gettext_lazy("programme deadline"),
    "programme_published": gettext_lazy("programme published"),
    "programme_start": gettext_lazy("programme start"),
    "programme_gap_minutes": gettext_lazy("gap between acts"),
}

# Fields of cents, shown in dollars.
MONEY_FIELDS = {"amount", "amount_due", "approval_threshold"}

STATUSES = {
    "confirmed": gettext_lazy("confirmed"),
    "waitlisted": gettext_lazy("on the waiting list"),
    "cancelled": gettext_lazy("cancelled"),
    "submitted": gettext_lazy("submitted"),
    "accepted": gettext_lazy("accepted"),
    "declined": gettext_lazy("declined"),
    "withdrawn": gettext_lazy("withdrawn"),
}

METHODS = {
    "zelle": gettext_lazy("by Zelle"),
    "venmo": gettext_lazy("by Venmo"),
    "cash": gettext_lazy("in cash"),
    "check": gettext_lazy("by check"),
    "card": gettext_lazy("by card"),
    "bank": gettext_lazy("by bank transfer"),
    "other": gettext_lazy("by another means"),
}

AUDIENCES = {
    "confirmed": gettext_lazy("the confirmed guests"),
    "waitlisted": gettext_lazy("the waiting list"),
    "all": gettext_lazy("every guest"),
}

# Shown whole in a sentence when no longer than this; longer texts are named by their field only.
SHORT_TEXT = 60
_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_ISO_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T")


ROLE_WORDS = {
    "administrator": gettext_lazy("administrator"),
    "organiser": gettext_lazy("organiser"),
    "treasurer": gettext_lazy("treasurer"),
    "door": gettext_lazy("door"),
}


def money(cents: int) -> str:
    return language.digits(dollars(cents))


def field_words(name: str) -> str:
    """A field in words; one this module does not know yet, made readable."""
    known = FIELDS.get(name)
    return str(known) if known is not None else name.replace("_", " ").strip().lower()


def _value(name: str, value: Any) -> str | None:
    """A value as a sentence shows it, or None when it is not worth showing
    whole (a long text, a list, a time of day)."""
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, int):
        return money(value) if name in MONEY_FIELDS else language.number(value)
    if isinstance(value, str):
        if name == "status" and value in STATUSES:
            return str(STATUSES[value])
        if _ISO_DATE.match(value):
            return language.digits(dateformat.format(date.fromisoformat(value), "j F Y"))
        if _ISO_TIME.match(value) or "\n" in value or len(value) > SHORT_TEXT:
            return None
        return f"“{value}”"
    return None


def _empty(value: Any) -> bool:
    return value is None or value == "" or value == [] or value == {}


def change_words(name: str, before: Any, after: Any) -> str:
    """One changed field: "guests from 2 to 3", "notes cleared", "schedule"."""
    words = field_words(name)
    if _empty(after) and not _empty(before):
        return _("%(field)s cleared") % {"field": words}
    shown_after = _value(name, after)
    if shown_after is None:
        return words
    if _empty(before):
        return _("%(field)s set to %(value)s") % {"field": words, "value": shown_after}
    shown_before = _value(name, before)
    if shown_before is None:
        return _("%(field)s to %(value)s") % {"field": words, "value": shown_after}
    return _("%(field)s from %(before)s to %(after)s") % {"field": words, "before": shown_before, "after": shown_after}


def changes_words(changes: Mapping[str, list[Any]], *, leave_out: tuple[str, ...] = ()) -> str:
    parts = [
        change_words(name, pair[0], pair[1])
        for name, pair in changes.items()
        if name not in leave_out and isinstance(pair, list) and len(pair) == 2
    ]
    return _(", ").join(parts)


def actor_words(actor: str) -> str:
    if actor == SYSTEM:
        return _("The site")
    if actor == REGISTRANT:
        return _("A registrant")
    if actor == FAMILY:
        return _("A family")
    if actor.startswith(DOOR_PASS_ACTOR):
        return _("Door pass: %(label)s") % {"label": actor.removeprefix(DOOR_PASS_ACTOR)}
    return actor


def _with_changes(sentence: str, changes: str) -> str:
    """The sentence, with what changed after a colon when anything is named."""
    if not changes:
        return _("%(sentence)s.") % {"sentence": sentence}
    return _("%(sentence)s: %(changes)s.") % {"sentence": sentence, "changes": changes}


class _Writer:
    """The sentence of one entry, given the names of its page."""

    def __init__(self, entry: Entry, names: Names) -> None:
        self.entry = entry
        self.names = names
        self.actor = actor_words(entry.actor)
        self.changes = entry.changes or {}

    def event(self) -> str:
        if self.entry.event_id in self.names.events:
            return self.names.events[self.entry.event_id]
        return _("an event since deleted")

    def after(self, name: str) -> Any:
        pair = self.changes.get(name)
        return pair[1] if isinstance(pair, list) and len(pair) == 2 else None

    def by_registrant(self) -> bool:
        return self.entry.actor == REGISTRANT

    # Events
    def event_create(self) -> str:
        return _("%(actor)s created the event %(title)s.") % {"actor": self.actor, "title": self.entry.summary}

    def event_update(self) -> str:
        sentence = _("%(actor)s changed the event %(title)s") % {"actor": self.actor, "title": self.entry.summary}
        return _with_changes(sentence, changes_words(self.changes))

    def event_delete(self) -> str:
        return _("%(actor)s deleted the event %(title)s.") % {"actor": self.actor, "title": self.entry.summary}

    # Registrations
    def _party(self) -> dict[str, str]:
        return {"actor": self.actor, "name": self.entry.summary, "event": self.event()}

    def registration_create(self) -> str:
        if self.by_registrant():
            return _("%(name)s registered for %(event)s.") % self._party()
        return _("%(actor)s registered %(name)s for %(event)s.") % self._party()

    def registration_update(self) -> str:
        if self.by_registrant():
            sentence = _("%(name)s changed their registration for %(event)s") % self._party()
        else:
            sentence = _("%(actor)s changed the registration of %(name)s for %(event)s") % self._party()
        return _with_changes(sentence, changes_words(self.changes))

    def registration_cancel(self) -> str:
        if self.by_registrant():
            return _("%(name)s cancelled their registration for %(event)s.") % self._party()
        return _("%(actor)s cancelled the registration of %(name)s for %(event)s.") % self._party()

    def registration_delete(self) -> str:
        return _("%(actor)s deleted the registration of %(name)s for %(event)s.") % self._party()

    def registration_promote(self) -> str:
        return _("%(name)s got a place at %(event)s from the waiting list.") % self._party()

    def registration_check_in(self) -> str:
        arrived = self.after("arrived_guests")
        if isinstance(arrived, int) and not isinstance(arrived, bool):
            return ngettext(
                "%(actor)s checked in %(name)s at %(event)s (%(count)s guest arrived).",
                "%(actor)s checked in %(name)s at %(event)s (%(count)s guests arrived).",
                arrived,
            ) % {**self._party(), "count": language.number(arrived)}
        return _("%(actor)s checked in %(name)s at %(event)s.") % self._party()

    def registration_check_in_undo(self) -> str:
        return _("%(actor)s undid the check-in of %(name)s at %(event)s.") % self._party()

    def message_send(self) -> str:
        recipients = self.after("recipients")
        count = recipients if isinstance(recipients, int) else 0
        audience = AUDIENCES.get(self.after("audience"), AUDIENCES["all"])
        return ngettext(
            "%(actor)s emailed %(audience)s of %(event)s “%(subject)s” (%(count)s party).",
            "%(actor)s emailed %(audience)s of %(event)s “%(subject)s” (%(count)s parties).",
            count,
        ) % {
            "actor": self.actor,
            "audience": audience,
            "event": self.event(),
            "subject": self.entry.summary,
            "count": language.number(count),
        }

    # Gallery, messages and settings
    def _photo(self) -> dict[str, str]:
        return {"actor": self.actor, "title": self.entry.summary}

    def gallery_create(self) -> str:
        return _("%(actor)s added the photo %(title)s to the gallery.") % self._photo()

    def gallery_update(self) -> str:
        sentence = _("%(actor)s changed the photo %(title)s") % self._photo()
        return _with_changes(sentence, changes_words(self.changes))

    def gallery_delete(self) -> str:
        return _("%(actor)s removed the photo %(title)s from the gallery.") % self._photo()

    def contact_mark(self) -> str:
        words = {"actor": self.actor, "from": self.entry.summary}
        if self.after("handled"):
            return _("%(actor)s marked the message from %(from)s as handled.") % words
        return _("%(actor)s marked the message from %(from)s as not handled.") % words

    def contact_delete(self) -> str:
        return _("%(actor)s deleted the message from %(from)s.") % {"actor": self.actor, "from": self.entry.summary}

    def settings_update(self) -> str:
        sentence = _("%(actor)s changed the website settings") % {"actor": self.actor}
        return _with_changes(sentence, changes_words(self.changes))

    # Money
    def payment_record(self) -> str:
        facts = self.names.payments.get(self.entry.target_id)
        amount = self.after("amount")
        amount = amount if isinstance(amount, int) else (facts.amount if facts else 0)
        payer = facts.payer if facts else self.entry.summary.partition(" ")[2]
        method = METHODS.get(self.after("method"), METHODS["other"])
        words = {"actor": self.actor, "amount": money(abs(amount)), "method": method, "payer": payer}
        if facts is None:
            if amount < 0:
                return _("%(actor)s recorded a refund of %(amount)s %(method)s to %(payer)s.") % words
            return _("%(actor)s recorded %(amount)s %(method)s from %(payer)s.") % words
        words["what"] = facts.paid_for
        if amount < 0:
            return _("%(actor)s recorded a refund of %(amount)s %(method)s to %(payer)s for %(what)s.") % words
        return _("%(actor)s recorded %(amount)s %(method)s from %(payer)s for %(what)s.") % words

    def payment_void(self) -> str:
        facts = self.names.payments.get(self.entry.target_id)
        receipt, _space, payer = self.entry.summary.partition(" ")
        words = {
            "actor": self.actor,
            "receipt": language.digits(facts.receipt_number if facts else receipt),
            "payer": facts.payer if facts else payer,
            "reason": self.after("reason") or "",
        }
        if facts is not None:
            words["amount"] = money(facts.amount)
            sentence = _("%(actor)s voided receipt %(receipt)s (%(amount)s from %(payer)s)") % words
        else:
            sentence = _("%(actor)s voided receipt %(receipt)s (%(payer)s)") % words
        if not words["reason"]:
            return _("%(sentence)s.") % {"sentence": sentence}
        return _("%(sentence)s: “%(reason)s”.") % {"sentence": sentence, "reason": words["reason"]}

    # Two to sign: the log names both the proposer and the second treasurer.
    def _proposal(self) -> dict[str, str]:
        amount = self.after("amount")
        return {
            "actor": self.actor,
            "proposer": actor_words(str(self.after("proposed_by") or "")),
            "amount": money(abs(amount) if isinstance(amount, int) else 0),
            "payer": self.entry.summary,
        }

    def _with_reason(self, sentence: str) -> str:
        reason = self.after("reason")
        if not reason:
            return _("%(sentence)s.") % {"sentence": sentence}
        return _("%(sentence)s: “%(reason)s”.") % {"sentence": sentence, "reason": reason}

    def approval_propose(self) -> str:
        words = self._proposal()
        if self.after("action") == "void":
            sentence = _("%(actor)s proposed voiding the payment of %(amount)s from %(payer)s") % words
        else:
            sentence = _("%(actor)s proposed a refund of %(amount)s to %(payer)s") % words
        return self._with_reason(_("%(sentence)s, for a second treasurer to approve") % {"sentence": sentence})

    def approval_approve(self) -> str:
        words = self._proposal()
        if self.after("action") == "void":
            return (
                _("%(actor)s approved voiding the payment of %(amount)s from %(payer)s, proposed by %(proposer)s.")
                % words
            )
        return _("%(actor)s approved the refund of %(amount)s to %(payer)s, proposed by %(proposer)s.") % words

    def approval_reject(self) -> str:
        words = self._proposal()
        if self.after("action") == "void":
            sentence = (
                _("%(actor)s rejected voiding the payment of %(amount)s from %(payer)s, proposed by %(proposer)s")
                % words
            )
        else:
            sentence = _("%(actor)s rejected the refund of %(amount)s to %(payer)s, proposed by %(proposer)s") % words
        return self._with_reason(sentence)

    def payment_import(self) -> str:
        found = re.fullmatch(r"(.*) \((\d+)\)", self.entry.summary, flags=re.DOTALL)
        if found is None:
            return _("%(actor)s uploaded a bank statement.") % {"actor": self.actor}
        filename, lines = found.group(1) or _("without a name"), int(found.group(2))
        return ngettext(
            "%(actor)s uploaded the bank statement %(file)s (%(count)s line).",
            "%(actor)s uploaded the bank statement %(file)s (%(count)s lines).",
            lines,
        ) % {"actor": self.actor, "file": filename, "count": language.number(lines)}

    def import_apply(self) -> str:
        number = self.after("created")
        words = {
            "actor": self.actor,
            "file": self.entry.summary,
            "created": language.number(number if isinstance(number, int) else 0),
            "updated": language.number(self.after("updated") or 0),
            "skipped": language.number(self.after("skipped") or 0),
        }
        return (
            _("%(actor)s applied the import %(file)s: %(created)s added, %(updated)s updated, %(skipped)s skipped.")
            % words
        )

    def import_undo(self) -> str:
        removed = self.after("removed")
        return _("%(actor)s undid the import %(file)s (%(count)s records taken away).") % {
            "actor": self.actor,
            "file": self.entry.summary,
            "count": language.number(removed if isinstance(removed, int) else 0),
        }

    def photo_submit(self) -> str:
        return _("%(family)s sent a photo of %(event)s.") % {"family": self.entry.summary, "event": self.event()}

    def photo_approve(self) -> str:
        return _("%(actor)s approved a photo of %(event)s from %(family)s.") % {
            "actor": self.actor,
            "event": self.event(),
            "family": self.entry.summary,
        }

    def photo_decline(self) -> str:
        return _("%(actor)s declined a photo of %(event)s from %(family)s.") % {
            "actor": self.actor,
            "event": self.event(),
            "family": self.entry.summary,
        }

    def statements_send(self) -> str:
        recipients = self.after("recipients")
        count = recipients if isinstance(recipients, int) else 0
        year = re.search(r"\d{4}", self.entry.summary)
        return ngettext(
            "%(actor)s sent the donation statements for %(year)s to %(count)s donor.",
            "%(actor)s sent the donation statements for %(year)s to %(count)s donors.",
            count,
        ) % {
            "actor": self.actor,
            "year": language.digits(year.group(0) if year else ""),
            "count": language.number(count),
        }

    # Membership
    def membership_join(self) -> str:
        name, year = self.names.members.get(self.entry.target_id, (self.entry.summary, ""))
        tier = self.after("tier") or ""
        amount = self.after("amount_due")
        words = {
            "actor": self.actor,
            "name": name,
            "year": language.digits(year or str(self.after("year") or "")),
            "tier": tier,
            "amount": money(amount if isinstance(amount, int) else 0),
        }
        if self.entry.actor in (FAMILY, REGISTRANT, SYSTEM):
            return _("%(name)s became a member for %(year)s (%(tier)s, %(amount)s).") % words
        return _("%(actor)s signed %(name)s up as a member for %(year)s (%(tier)s, %(amount)s).") % words

    def _tier(self) -> dict[str, str]:
        return {"actor": self.actor, "tier": self.entry.summary}

    def membership_tier_create(self) -> str:
        amount = self.after("amount")
        words = {**self._tier(), "amount": money(amount if isinstance(amount, int) else 0)}
        return _("%(actor)s added the membership tier %(tier)s at %(amount)s.") % words

    def membership_tier_update(self) -> str:
        sentence = _("%(actor)s changed the membership tier %(tier)s") % self._tier()
        return _with_changes(sentence, changes_words(self.changes))

    def membership_tier_delete(self) -> str:
        return _("%(actor)s deleted the membership tier %(tier)s.") % self._tier()

    # Families (the log keeps no name for them: a family's name is its own, and goes with it)
    def family_create(self) -> str:
        if self.entry.actor == FAMILY:
            return _("A new family signed in for the first time.")
        return _("%(actor)s added a family.") % {"actor": self.actor}

    def family_update(self) -> str:
        return _with_changes(_("A family changed its details"), changes_words(self.changes))

    def family_delete(self) -> str:
        return _("A family deleted its details from the site.")

    # The programme
    def _act(self) -> dict[str, str]:
        return {"actor": self.actor, "title": self.entry.summary, "event": self.event()}

    def programme_submit(self) -> str:
        return _("The act %(title)s was put forward for the programme of %(event)s.") % self._act()

    def programme_update(self) -> str:
        sentence = _("The performers changed their act %(title)s for %(event)s") % self._act()
        return _with_changes(sentence, changes_words(self.changes))

    def programme_withdraw(self) -> str:
        return _("The act %(title)s was withdrawn from the programme of %(event)s.") % self._act()

    def programme_decide(self) -> str:
        status = self.after("status")
        if status == "accepted":
            return _("%(actor)s accepted the act %(title)s for %(event)s.") % self._act()
        if status == "declined":
            return _("%(actor)s declined the act %(title)s for %(event)s.") % self._act()
        sentence = _("%(actor)s changed the decision on the act %(title)s for %(event)s") % self._act()
        return _with_changes(sentence, changes_words(self.changes))

    def programme_order(self) -> str:
        order = self.after("order")
        count = len(order) if isinstance(order, list) else 0
        return ngettext(
            "%(actor)s set the running order of %(event)s (%(count)s act).",
            "%(actor)s set the running order of %(event)s (%(count)s acts).",
            count,
        ) % {"actor": self.actor, "event": self.entry.summary or self.event(), "count": language.number(count)}

    def programme_delete(self) -> str:
        return _("%(actor)s deleted the act %(title)s.") % self._act()

    # Volunteer shifts (the summary is "name: role")
    def _shift(self) -> dict[str, str]:
        return {"actor": self.actor, "who": self.entry.summary, "event": self.event()}

    def shift_sign_up(self) -> str:
        return _("%(who)s signed up to volunteer at %(event)s.") % self._shift()

    def shift_give_up(self) -> str:
        return _("%(who)s gave back their volunteer place at %(event)s.") % self._shift()

    def shift_check_in(self) -> str:
        return _("%(actor)s checked in the volunteer %(who)s at %(event)s.") % self._shift()

    def shift_hours(self) -> str:
        hours = self.after("hours")
        words = {**self._shift(), "hours": language.digits(str(hours if hours is not None else 0))}
        return _("%(actor)s set the hours of the volunteer %(who)s at %(event)s to %(hours)s.") % words

    def shift_message(self) -> str:
        recipients = self.after("recipients")
        count = recipients if isinstance(recipients, int) else 0
        return ngettext(
            "%(actor)s emailed the volunteers of %(role)s at %(event)s “%(subject)s” (%(count)s volunteer).",
            "%(actor)s emailed the volunteers of %(role)s at %(event)s “%(subject)s” (%(count)s volunteers).",
            count,
        ) % {
            "actor": self.actor,
            "role": self.after("role") or "",
            "event": self.event(),
            "subject": self.entry.summary,
            "count": language.number(count),
        }

    # Anything else: what was done to what, in words.
    # Accounts and sign-in
    def two_factor_totp(self) -> str:
        return _("%(actor)s set up an authenticator app for two-step sign-in.") % {"actor": self.actor}

    def two_factor_passkey(self) -> str:
        return _("%(actor)s added the passkey %(name)s.") % {"actor": self.actor, "name": self.entry.summary}

    def two_factor_totp_remove(self) -> str:
        return _("%(actor)s removed their authenticator app from two-step sign-in.") % {"actor": self.actor}

    def two_factor_passkey_remove(self) -> str:
        return _("%(actor)s removed the passkey %(name)s.") % {"actor": self.actor, "name": self.entry.summary}

    def account_roles(self) -> str:
        roles = self.after("roles")
        words = {"actor": self.actor, "person": self.entry.summary}
        if not roles:
            return _("%(actor)s took every role from %(person)s.") % words
        named = _(", ").join(str(ROLE_WORDS.get(role, role)) for role in roles)
        return _("%(actor)s gave %(person)s the roles: %(roles)s.") % {**words, "roles": named}

    def person_invite(self) -> str:
        return _("%(actor)s invited %(person)s to help run the site.") % {
            "actor": self.actor,
            "person": self.entry.summary,
        }

    def person_welcome(self) -> str:
        return _("%(actor)s chose a password and signed in for the first time.") % {"actor": self.actor}

    def person_update(self) -> str:
        sentence = _("%(actor)s changed the account of %(person)s") % {
            "actor": self.actor,
            "person": self.entry.summary,
        }
        return _with_changes(sentence, changes_words(self.changes))

    # Personal data leaving the site
    def download_registrations(self) -> str:
        return _("%(actor)s downloaded the registrations of %(event)s.") % {"actor": self.actor, "event": self.event()}

    def download_roll(self) -> str:
        return _("%(actor)s downloaded the membership roll of %(year)s.") % {
            "actor": self.actor,
            "year": language.digits(self.entry.summary),
        }

    def download_ledger(self) -> str:
        return _("%(actor)s downloaded the ledger of %(year)s.") % {
            "actor": self.actor,
            "year": language.digits(self.entry.summary),
        }

    def download_tracks(self) -> str:
        return _("%(actor)s downloaded the music of the programme of %(event)s.") % {
            "actor": self.actor,
            "event": self.event(),
        }

    def download_door(self) -> str:
        return _("%(actor)s downloaded the door's list of %(event)s.") % {"actor": self.actor, "event": self.event()}

    def door_pass_create(self) -> str:
        return _("%(actor)s made the door pass %(label)s for %(event)s.") % {
            "actor": self.actor,
            "label": self.entry.summary,
            "event": self.event(),
        }

    def door_pass_revoke(self) -> str:
        return _("%(actor)s revoked the door pass %(label)s for %(event)s.") % {
            "actor": self.actor,
            "label": self.entry.summary,
            "event": self.event(),
        }

    def download_souvenir(self) -> str:
        return _("%(actor)s downloaded the souvenir of %(event)s.") % {"actor": self.actor, "event": self.event()}

    # Sponsors and the souvenir
    def _sponsor(self) -> dict[str, str]:
        return {"actor": self.actor, "name": self.entry.summary, "event": self.event()}

    def sponsor_take(self) -> str:
        return _("%(name)s took a sponsorship of %(event)s.") % self._sponsor()

    def sponsor_artwork(self) -> str:
        return _("%(name)s sent the artwork of their ad in the souvenir of %(event)s.") % self._sponsor()

    def sponsor_review(self) -> str:
        if self.after("status") == "approved":
            return _("%(actor)s approved the ad of %(name)s for %(event)s.") % self._sponsor()
        return _("%(actor)s asked %(name)s for changes to their ad for %(event)s.") % self._sponsor()

    def souvenir_submit(self) -> str:
        return _("The piece %(name)s was sent for the souvenir of %(event)s.") % self._sponsor()

    def souvenir_decide(self) -> str:
        if self.after("status") == "accepted":
            return _("%(actor)s accepted the piece %(name)s for the souvenir of %(event)s.") % self._sponsor()
        return _("%(actor)s declined the piece %(name)s for the souvenir of %(event)s.") % self._sponsor()

    def announcement_send(self) -> str:
        recipients = self.after("recipients")
        count = recipients if isinstance(recipients, int) else 0
        return ngettext(
            "%(actor)s sent the announcement “%(subject)s” (%(count)s address).",
            "%(actor)s sent the announcement “%(subject)s” (%(count)s addresses).",
            count,
        ) % {"actor": self.actor, "subject": self.entry.summary, "count": language.number(count)}

    def announcement_cancel(self) -> str:
        return _("%(actor)s cancelled the announcement “%(subject)s” before it was sent.") % {
            "actor": self.actor,
            "subject": self.entry.summary,
        }

    def undeliverable_clear(self) -> str:
        return _("%(actor)s cleared %(email)s from the undeliverable addresses.") % {
            "actor": self.actor,
            "email": self.entry.summary,
        }

    def unknown(self) -> str:
        what = " ".join(re.split(r"[._]", self.entry.action)).strip() or self.entry.target_type
        words = {"actor": self.actor, "what": what, "summary": self.entry.summary}
        if self.entry.summary:
            return _("%(actor)s made a change (%(what)s): %(summary)s.") % words
        return _("%(actor)s made a change (%(what)s).") % words


SENTENCES: dict[str, Callable[[_Writer], str]] = {
    "event.create": _Writer.event_create,
    "event.update": _Writer.event_update,
    "event.delete": _Writer.event_delete,
    "registration.create": _Writer.registration_create,
    "registration.update": _Writer.registration_update,
    "registration.cancel": _Writer.registration_cancel,
    "registration.delete": _Writer.registration_delete,
    "registration.promote": _Writer.registration_promote,
    "registration.check_in": _Writer.registration_check_in,
    "registration.check_in_undo": _Writer.registration_check_in_undo,
    "message.send": _Writer.message_send,
    "gallery.create": _Writer.gallery_create,
    "gallery.update": _Writer.gallery_update,
    "gallery.delete": _Writer.gallery_delete,
    "contact.mark": _Writer.contact_mark,
    "contact.delete": _Writer.contact_delete,
    "settings.update": _Writer.settings_update,
    "payment.record": _Writer.payment_record,
    "payment.void": _Writer.payment_void,
    "payment.import": _Writer.payment_import,
    "approval.propose": _Writer.approval_propose,
    "approval.approve": _Writer.approval_approve,
    "approval.reject": _Writer.approval_reject,
    "import.apply": _Writer.import_apply,
    "import.undo": _Writer.import_undo,
    "photo.submit": _Writer.photo_submit,
    "photo.approve": _Writer.photo_approve,
    "photo.decline": _Writer.photo_decline,
    "statements.send": _Writer.statements_send,
    "membership.join": _Writer.membership_join,
    "membership_tier.create": _Writer.membership_tier_create,
    "membership_tier.update": _Writer.membership_tier_update,
    "membership_tier.delete": _Writer.membership_tier_delete,
    "family.create": _Writer.family_create,
    "family.update": _Writer.family_update,
    "family.delete": _Writer.family_delete,
    "programme.submit": _Writer.programme_submit,
    "programme.update": _Writer.programme_update,
    "programme.withdraw": _Writer.programme_withdraw,
    "programme.decide": _Writer.programme_decide,
    "programme.order": _Writer.programme_order,
    "programme.delete": _Writer.programme_delete,
    "shift.sign_up": _Writer.shift_sign_up,
    "shift.give_up": _Writer.shift_give_up,
    "shift.check_in": _Writer.shift_check_in,
    "shift.hours": _Writer.shift_hours,
    "shift.message": _Writer.shift_message,
    "two_factor.totp": _Writer.two_factor_totp,
    "two_factor.passkey": _Writer.two_factor_passkey,
    "two_factor.totp_remove": _Writer.two_factor_totp_remove,
    "two_factor.passkey_remove": _Writer.two_factor_passkey_remove,
    "account.roles": _Writer.account_roles,
    "person.invite": _Writer.person_invite,
    "person.welcome": _Writer.person_welcome,
    "person.update": _Writer.person_update,
    "download.registrations": _Writer.download_registrations,
    "download.roll": _Writer.download_roll,
    "download.ledger": _Writer.download_ledger,
    "download.tracks": _Writer.download_tracks,
    "download.door": _Writer.download_door,
    "door_pass.create": _Writer.door_pass_create,
    "door_pass.revoke": _Writer.door_pass_revoke,
    "download.souvenir": _Writer.download_souvenir,
    "sponsor.take": _Writer.sponsor_take,
    "sponsor.artwork": _Writer.sponsor_artwork,
    "sponsor.review": _Writer.sponsor_review,
    "souvenir.submit": _Writer.souvenir_submit,
    "souvenir.decide": _Writer.souvenir_decide,
    "announcement.send": _Writer.announcement_send,
    "announcement.cancel": _Writer.announcement_cancel,
    "undeliverable.clear": _Writer.undeliverable_clear,
}


def entry_text(entry: Entry, *, names: Names | None = None) -> str:
    """The entry as one sentence in the active language."""
    writer = _Writer(entry, names or Names())
    return SENTENCES.get(entry.action, _Writer.unknown)(writer)
