"""The visitor's language: English or Bengali (বাংলা).

It comes from `?lang=bn|en` (which the server then keeps in the `lang` cookie),
else from that cookie, else from the browser's Accept-Language, else English;
pages and the API choose the same way (cultural_site.middleware.LanguageMiddleware).
Organisers' own texts are never translated; what the site itself says is.
"""

from django.http import HttpRequest, HttpResponse
from django.utils import translation
from django.utils.functional import lazy
from django.utils.translation.trans_real import parse_accept_lang_header

ENGLISH = "en"
BENGALI = "bn"
LANGUAGES = (ENGLISH, BENGALI)
DEFAULT = ENGLISH

# Read by the front end too, which sets it itself when the visitor switches:
# not HttpOnly, a year long, for the whole site.
COOKIE_NAME = "lang"
COOKIE_MAX_AGE = 365 * 24 * 3600
QUERY_PARAMETER = "lang"

# Babel's and Open Graph's names for each language.
LOCALES = {ENGLISH: "en_US", BENGALI: "bn_IN"}

_BENGALI_DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")


def supported(value: str | None) -> str | None:
    """`value` when it names one of the site's languages, else None."""
    value = (value or "").strip().lower()
    return value if value in LANGUAGES else None


def from_accept_language(header: str) -> str | None:
    """The first of the browser's languages (by preference) the site speaks:
    "bn-IN" and "bn-BD" are Bengali, "en-GB" is English."""
    for tag, quality in parse_accept_lang_header(header or ""):
        language = supported(tag.split("-")[0])
        if language and quality > 0:
            return language
    return None


def requested_language(request: HttpRequest) -> str:
    """?lang, then the cookie, then Accept-Language, then English."""
    return (
        supported(request.GET.get(QUERY_PARAMETER))
        or supported(request.COOKIES.get(COOKIE_NAME))
        or from_accept_language(request.META.get("HTTP_ACCEPT_LANGUAGE", ""))
        or DEFAULT
    )


def current() -> str:
    """The active language, one of LANGUAGES."""
    return supported((translation.get_language() or DEFAULT).split("-")[0]) or DEFAULT


def locale() -> str:
    """The active language's locale name, as Babel and Open Graph write it."""
    return LOCALES[current()]


def site_link(url: str, *, language: str | None = None) -> str:
    """A link of the site's for an email, in `language` (the active one when
    not given): a Bengali reader's link carries `lang=bn`, so the page opens in
    Bengali whatever the phone's browser would choose; an English one stays as
    it is, English being where the site starts anyway."""
    if (supported(language) or current()) != BENGALI:
        return url
    base, _, fragment = url.partition("#")
    joined = f"{base}{'&' if '?' in base else '?'}{QUERY_PARAMETER}={BENGALI}"
    return f"{joined}#{fragment}" if fragment else joined


def digits(text: str) -> str:
    """Numbers written as the active language writes them (Bengali digits in Bengali)."""
    return text.translate(_BENGALI_DIGITS) if current() == BENGALI else text


def number(value: int) -> str:
    return digits(str(value))


def _with_numbers(message: str, numbers: dict[str, int]) -> str:
    return str(message) % {name: number(value) for name, value in numbers.items()}


def written(thing: object, field: str) -> str:
    """An organiser's text as the active language shows it: in Bengali, its
    Bengali (the `<field>_bn` beside the English) where that is written, else
    the English; organisers' texts are never translated, only written twice."""
    if current() == BENGALI:
        bengali = getattr(thing, f"{field}_bn", "")
        if bengali and bengali.strip():
            return bengali
    return getattr(thing, field)


# A lazily translated message with numbers in it, read in the language active
# when it is shown (for serializers' messages, made once at import).
with_numbers_lazy = lazy(_with_numbers, str)


def same_in_every_language(response: HttpResponse) -> HttpResponse:
    """Marks an answer whose bytes do not depend on the visitor's language, so
    it is not said to vary with Accept-Language and the cookie."""
    response.same_in_every_language = True
    return response
