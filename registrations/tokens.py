"""The manage token: proof that whoever updates a registration got its email
(or made it in this browser). An HMAC of the registration id with the site's
secret key, so it needs no storage and cannot be guessed from the id."""

from django.utils.crypto import constant_time_compare, salted_hmac

_SALT = "registrations.manage-token"


def manage_token_for(registration_id: int) -> str:
    return salted_hmac(_SALT, str(registration_id), algorithm="sha256").hexdigest()


def manage_token_is_valid(registration_id: int, token: str | None) -> bool:
    if not token or len(token) > 128:
        return False
    return constant_time_compare(manage_token_for(registration_id), token)
