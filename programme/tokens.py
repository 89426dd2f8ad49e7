"""The manage token of a programme act, as registrations/tokens.py makes
theirs: an HMAC of the act's id with the site's secret key, so it needs no
storage and cannot be guessed from the id."""

from django.utils.crypto import constant_time_compare, salted_hmac

_SALT = "programme.manage-token"


def manage_token_for(entry_id: int) -> str:
    return salted_hmac(_SALT, str(entry_id), algorithm="sha256").hexdigest()


def manage_token_is_valid(entry_id: int, token: str | None) -> bool:
    if not token or len(token) > 128:
        return False
    return constant_time_compare(manage_token_for(entry_id), token)
