"""How the site tells whether two email addresses are one address: by one
canonical key, stored beside every address that typed input is matched against.

The key is the address trimmed, split at its last `@`; the local part with only
its ASCII letters lower-cased, and the domain IDNA-encoded and lower-cased.
Nothing else is folded: `anita.roy@gma\u0131l.com` (U+0131, a dotless i: the registrable
domain `xn--gmal-nza.com`) is another address than `anita.roy@gmail.com`,
whatever the database's `UPPER()` or `LOWER()` would make of the two.

The domain is encoded as Django's mail backends encode it for delivery
(`django.utils.encoding.punycode`, Python's IDNA 2003 codec): two addresses share
a key only when the site's email to either reaches the same domain, so a code
mailed to an address signs in to that mailbox's family and no other. (IDNA 2008
would keep `straße.de` apart from `strasse.de` while Django mails both at
`strasse.de`: a look-alike of its own.) An address whose domain cannot be
encoded (an empty or overlong label) keeps its domain as typed, its ASCII
letters lower-cased: a key no encodable address has, so it matches only itself.

A model keyed this way (`EmailKeyed`) sets the keys on every save and through
its querysets' `update` and `bulk_create`; nothing else writes them.
"""

import string
from collections.abc import Iterable
from typing import Any

from django.apps import apps
from django.db import IntegrityError, models, transaction
from django.utils.encoding import punycode

# Longest domain name DNS can carry; a longer one is no address mail can reach.
_MAX_DOMAIN = 253
_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


def _ascii_lower(text: str) -> str:
    return text.translate(_ASCII_LOWER)


def _domain_key(domain: str) -> str:
    try:
        encoded = punycode(domain)
    except UnicodeError:
        return domain
    return encoded if len(encoded) <= _MAX_DOMAIN else domain


def email_key(address: str) -> str:
    """The address's canonical key: what two spellings of one address share,
    and a look-alike does not. The empty address's key is empty."""
    address = address.strip()
    local, at, domain = address.rpartition("@")
    if not at:
        return _ascii_lower(address)
    return f"{_ascii_lower(local)}@{_ascii_lower(_domain_key(domain))}"


def email_key_field() -> models.TextField:
    """The stored key beside an address (`<field>_key`): never edited, never in a
    form or the API. The database's default, empty, is for the previous release,
    which writes rows without it while a new one is rolled out (`email_keys_heal`
    sets their keys afterwards)."""
    return models.TextField(default="", db_default="", editable=False)


class EmailKeyedQuerySet(models.QuerySet):
    """Writes that skip `save()` set the keys too."""

    def update(self, **kwargs: Any) -> int:
        for field in self.model.email_keyed:
            # bulk_update (below) gives the keys itself, as expressions beside the addresses'.
            if field in kwargs and f"{field}_key" not in kwargs:
                value = kwargs[field]
                if not isinstance(value, str):
                    raise TypeError(f"{field} is matched by its key: update it to a string, not {value!r}.")
                kwargs[f"{field}_key"] = email_key(value)
        return super().update(**kwargs)

    def bulk_create(self, objs: Iterable[models.Model], *args: Any, **kwargs: Any) -> list[models.Model]:
        objs = list(objs)
        for obj in objs:
            obj.email_keys_set()
        return super().bulk_create(objs, *args, **kwargs)

    def bulk_update(self, objs: Iterable[models.Model], fields: Iterable[str], *args: Any, **kwargs: Any) -> int:
        objs, fields = list(objs), list(fields)
        for obj in objs:
            obj.email_keys_set()
        keys = [f"{field}_key" for field in self.model.email_keyed if field in fields]
        return super().bulk_update(objs, [*fields, *(key for key in keys if key not in fields)], *args, **kwargs)


class EmailKeyed:
    """A model whose addresses (`email_keyed`, each with a `<field>_key` column
    made by `email_key_field`) are matched against what people type. Put it
    before `models.Model`, and use `EmailKeyedQuerySet.as_manager()`."""

    email_keyed: tuple[str, ...] = ("email",)

    def email_keys_set(self) -> None:
        for field in self.email_keyed:
            setattr(self, f"{field}_key", email_key(getattr(self, field) or ""))

    def full_clean(self, *args: Any, **kwargs: Any) -> None:
        # The unique constraints are on the keys: validated with the keys of the addresses as they are now.
        self.email_keys_set()
        super().full_clean(*args, **kwargs)

    def save(self, *args: Any, update_fields: Iterable[str] | None = None, **kwargs: Any) -> None:
        self.email_keys_set()
        if update_fields is not None:
            update_fields = list(update_fields)
            keys = [f"{field}_key" for field in self.email_keyed if field in update_fields]
            update_fields += [key for key in keys if key not in update_fields]
        super().save(*args, update_fields=update_fields, **kwargs)


def email_keys_fill(model: type[models.Model], field: str = "email") -> None:
    """A data migration's work: the key of every row's address, from the historical `model`."""
    key_field = f"{field}_key"
    rows = []
    for pk, address in model.objects.order_by("pk").values_list("pk", field).iterator(chunk_size=2000):
        rows.append(model(pk=pk, **{key_field: email_key(address or "")}))
        if len(rows) == 2000:
            model.objects.bulk_update(rows, [key_field])
            rows = []
    if rows:
        model.objects.bulk_update(rows, [key_field])


def email_keys_unique_check(queryset: models.QuerySet, *together: str, key_field: str = "email_key") -> None:
    """A data migration's check before a unique constraint on the key: rows that
    lower-casing told apart (`straße.de` and `strasse.de`, which mail reaches as
    one) may share a key. Such rows are named, for an organiser to merge or
    cancel, rather than left to the database's bare refusal."""
    clashes = list(
        queryset.values(key_field, *together)
        .annotate(rows=models.Count("pk"))
        .filter(rows__gt=1)
        .order_by(key_field, *together)
    )
    if not clashes:
        return
    model = queryset.model._meta.label
    groups = []
    for clash in clashes:
        same = {name: clash[name] for name in (key_field, *together)}
        groups.append(sorted(queryset.filter(**same).values_list("pk", flat=True)))
    raise RuntimeError(
        f"{model}: these rows' addresses are one address ({key_field}) and may be only one row each: "
        f"{groups}. Merge or cancel all but one of each, then migrate again."
    )


def email_keys_heal() -> tuple[int, list[str]]:
    """Set the key of every keyed row whose key is not its address's: the rows
    the previous release wrote (or changed the address of) while this one was
    rolled out. Returns how many were set, and the rows that could not take
    their key because another row holds it (one address twice, for an organiser
    to merge). Running it again changes nothing."""
    healed, clashes = 0, []
    for model in apps.get_models():
        if not issubclass(model, EmailKeyed):
            continue
        for field in model.email_keyed:
            key_field = f"{field}_key"
            rows = model._base_manager.order_by("pk").values_list("pk", field, key_field)
            stale = [
                (pk, email_key(address or ""))
                for pk, address, key in rows.iterator(chunk_size=2000)
                if key != email_key(address or "")
            ]
            for pk, wanted in stale:
                try:
                    with transaction.atomic():
                        model._base_manager.filter(pk=pk).update(**{key_field: wanted})
                except IntegrityError:
                    clashes.append(f"{model._meta.label} {pk}")
                else:
                    healed += 1
    return healed, clashes
