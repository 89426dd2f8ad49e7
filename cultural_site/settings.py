"""Settings for the site, read from environment variables only.

Every variable has a default that is safe for local use; production switches
behaviour by setting variables, never by a separate settings module.
"""

import base64
import hashlib
import re
from datetime import timedelta
from pathlib import Path
from urllib.parse import urlsplit

import environ
from django.core.exceptions import ImproperlyConfigured
from django.utils.csp import CSP

from cultural_site.logging import logging_config

BASE_DIR = Path(__file__).resolve().parent.parent

_env = environ.Env()


def env(name: str, default: str = "") -> str:
    return _env.str(name, default=default).strip()


def env_bool(name: str, default: bool = False) -> bool:
    # An empty variable counts as unset, so `DEBUG=` keeps the default.
    return _env.bool(name, default=default) if env(name) else default


def env_int(name: str, default: int) -> int:
    return _env.int(name, default=default) if env(name) else default


def env_float(name: str, default: float) -> float:
    return _env.float(name, default=default) if env(name) else default


def env_list(name: str, default: str = "") -> list[str]:
    return [item.strip() for item in _env.list(name, default=default.split(",") if default else []) if item.strip()]


DEBUG = env_bool("DEBUG")

SECRET_KEY = env("SECRET_KEY")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "SECRET_KEY is not set. Set the SECRET_KEY environment variable to a long "
            "random string (or DEBUG=1 for local development)."
        )
    SECRET_KEY = "insecure-local-development-key-only-used-when-debug-is-on"

ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]" if DEBUG else "")

# How many proxies (a load balancer, nginx ...) stand in front of the site, each
# appending the address it was reached from to X-Forwarded-For. 0: the site faces
# the clients itself and no forwarded header is believed. The client's address,
# which every rate limit, the sign-in lockout and the access log use, is the
# connection's at 0, else the Nth entry from the right (core/client.py).
TRUSTED_PROXY_COUNT = env_int("TRUSTED_PROXY_COUNT", 0)
if TRUSTED_PROXY_COUNT < 0:
    raise ImproperlyConfigured("TRUSTED_PROXY_COUNT is the number of proxies in front of the site: 0 or more.")

CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS")

# Public address of the site, used in links inside emails.
SITE_URL = env("SITE_URL", "http://127.0.0.1:8000").rstrip("/")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.sitemaps",
    "rest_framework",
    "drf_spectacular",
    "axes",
    "core",
    "activity",
    "accounts",
    "cultural_site",
    "demo",
    "sharing",
    "sitesettings",
    "events",
    "registrations",
    "gallery",
    "contact",
    "families",
    "membership",
    "money",
    "ledger",
    "uploads",
    "mailing",
    "programme",
    "volunteers",
    "sponsors",
    "actions",
    "announcements",
    "imports",
    # After core, whose db_worker command extends this app's (see core/worker.py).
    "django_tasks_db",
]

MIDDLEWARE = [
    "cultural_site.middleware.RequestIdMiddleware",
    # Kept public reads and pages answered before everything else, with the headers
    # the middleware below gave them (core/publiccache.py, "The fast path").
    "cultural_site.middleware.PublicReadsMiddleware",
    # Early, so that every answer below it (outage pages included) speaks the visitor's language.
    "cultural_site.middleware.LanguageMiddleware",
    "cultural_site.middleware.DatabaseUnavailableMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.csp.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "cultural_site.urls"
WSGI_APPLICATION = "cultural_site.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "django.template.context_processors.csp",
            ],
        },
    },
]

DATABASES = {
    "default": {
        **_env.db_url_config(env("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}")),
        "CONN_MAX_AGE": env_int("DATABASE_CONN_MAX_AGE", 60),
        "CONN_HEALTH_CHECKS": True,
    }
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # The web server and the task worker write to one SQLite file: a transaction
    # takes the write lock when it starts and waits for it, rather than failing
    # with "database is locked" when both write at once. Options in DATABASE_URL win.
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        **DATABASES["default"].get("OPTIONS", {}),
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REDIS_URL = env("REDIS_URL")
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "core.redis_cache.SharedClientRedisCache",
            "LOCATION": REDIS_URL,
            # A Redis that hangs rather than refuses fails the request (503) within
            # seconds instead of holding its thread for good; /readyz says so too.
            "OPTIONS": {"socket_connect_timeout": 3, "socket_timeout": 5},
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
# Rendered public answers stay in each process's memory whatever REDIS_URL says;
# their generations are shared through Redis when there is one, else through the
# database (see core/publiccache.py).
PUBLIC_READS_GENERATIONS = "cache" if REDIS_URL else "database"
# Bounded, since gallery pages are keyed by what visitors ask for.
CACHES["public"] = {
    "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
    "LOCATION": "public-reads",
    "OPTIONS": {"MAX_ENTRIES": 500},
}

AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
    "accounts.backends.AdministratorPermissions",
]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# Sign-in lockout. Failures are counted per address, and per username only
# together with the address: a lock on the username alone would let anyone keep
# an organiser locked out for ever by sending five wrong passwords every quarter
# of an hour. A lock lifts by itself after the cool-off.
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = timedelta(minutes=15)
AXES_LOCKOUT_PARAMETERS = ["ip_address", ["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
# The address a lockout counts, as every rate limit and the access log see it.
AXES_CLIENT_IP_CALLABLE = "core.client.client_address"

# English and Bengali: the visitor's choice (?lang=, the `lang` cookie, then
# Accept-Language) is made by cultural_site.middleware.LanguageMiddleware.
LANGUAGE_CODE = "en"
LANGUAGES = [("en", "English"), ("bn", "বাংলা")]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "America/Los_Angeles"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = Path(env("STATIC_ROOT", str(BASE_DIR / "staticfiles")))
FRONTEND_DIST = Path(env("FRONTEND_DIST", str(BASE_DIR / "frontend" / "dist")))
FRONTEND_INDEX = FRONTEND_DIST / "index.html"
# The page renderer's socket (cultural_site/renderer.py): the supervisor starts the renderer
# there and sets it; unset, the public pages come without their first screen drawn.
RENDERER_SOCKET = env("RENDERER_SOCKET")
RENDERER_TIMEOUT_SECONDS = float(env("RENDERER_TIMEOUT_SECONDS", "1"))
STATICFILES_DIRS = [FRONTEND_DIST / "static"] if (FRONTEND_DIST / "static").is_dir() else []
MEDIA_ROOT = Path(env("MEDIA_ROOT", str(BASE_DIR / "media")))
MEDIA_URL = "/objects/"

# Locally the collected files do not exist: whitenoise finds them through the
# static finders and notices new builds without a restart.
WHITENOISE_AUTOREFRESH = DEBUG

STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}

# Uploaded images live in S3 (or any S3-compatible service) when S3_BUCKET is
# set, and under MEDIA_ROOT otherwise. Either way they are reached only through
# Django's storage API (see uploads/storage.py).
S3_BUCKET = env("S3_BUCKET")
S3_PUBLIC_URL = env("S3_PUBLIC_URL").rstrip("/")
if S3_BUCKET:
    STORAGES["default"] = {
        "BACKEND": "storages.backends.s3.S3Storage",
        "OPTIONS": {
            "bucket_name": S3_BUCKET,
            "region_name": env("S3_REGION") or None,
            "endpoint_url": env("S3_ENDPOINT_URL") or None,
            # Without keys, boto3 falls back to its own chain (instance role, ~/.aws).
            "access_key": env("S3_ACCESS_KEY_ID") or None,
            "secret_key": env("S3_SECRET_ACCESS_KEY") or None,
            "addressing_style": env("S3_ADDRESSING_STYLE") or None,
            "signature_version": "s3v4",
            "querystring_auth": True,
            "querystring_expire": env_int("S3_URL_EXPIRY", 900),
            # Every key is a fresh random name; nothing is ever overwritten.
            "file_overwrite": True,
            "default_acl": None,
        },
    }

# How many days before an event `send_reminders` emails its confirmed parties.
REMINDER_DAYS_BEFORE = env_int("REMINDER_DAYS_BEFORE", 2)
# How many days before a membership year ends its members are asked to renew.
MEMBERSHIP_RENEWAL_DAYS_BEFORE = env_int("MEMBERSHIP_RENEWAL_DAYS_BEFORE", 30)
# How many months after an event `anonymise_past` takes its parties' personal details out.
RETENTION_MONTHS = env_int("RETENTION_MONTHS", 24)

UPLOAD_MAX_BYTES = 10_485_760
# An audio track for a programme act (the music a dance is performed to).
AUDIO_UPLOAD_MAX_BYTES = 26_214_400
# A sponsor's ad for the souvenir (a PDF, or a picture at print resolution); no larger than a track.
ARTWORK_UPLOAD_MAX_BYTES = 26_214_400
UPLOAD_URL_MAX_AGE = env_int("UPLOAD_URL_MAX_AGE", 900)
# Decoded size limit: a small file can unpack into a huge bitmap.
UPLOAD_MAX_PIXELS = env_int("UPLOAD_MAX_PIXELS", 40_000_000)


def _webpack_hashed(path: str, url: str) -> bool:
    # webpack names every asset "<name>.<12 hex digits>.<ext>"; those never change.
    return bool(re.search(r"\.[0-9a-f]{12}\.\w+$", url))


WHITENOISE_IMMUTABLE_FILE_TEST = _webpack_hashed

# Email: console by default, SMTP when EMAIL_HOST is set (Django's MAILERS).
if env("EMAIL_HOST"):
    MAILERS = {
        "default": {
            "BACKEND": "django.core.mail.backends.smtp.EmailBackend",
            "OPTIONS": {
                "host": env("EMAIL_HOST"),
                "port": env_int("EMAIL_PORT", 587),
                "username": env("EMAIL_HOST_USER") or None,
                "password": env("EMAIL_HOST_PASSWORD") or None,
                "use_tls": env_bool("EMAIL_USE_TLS", True),
                "use_ssl": env_bool("EMAIL_USE_SSL", False),
                # A slow mail server must not hold a request for long.
                "timeout": env_int("EMAIL_TIMEOUT", 10),
            },
        }
    }
else:
    # Printed as a person reads it (mailing/console.py) on a developer's machine;
    # without DEBUG, Django's own console backend, which `check --deploy` names
    # as no way to send email.
    console = "mailing.console.EmailBackend" if DEBUG else "django.core.mail.backends.console.EmailBackend"
    MAILERS = {"default": {"BACKEND": env("EMAIL_BACKEND", console)}}
DEFAULT_FROM_EMAIL = env("DEFAULT_FROM_EMAIL", "Tracy Bengali Cultural Association <no-reply@localhost>")
# A mail server that is down or answers "try later" gets the email again after
# EMAIL_RETRY_DELAY seconds, then twice as long each time up to
# EMAIL_RETRY_MAX_DELAY: with the defaults, 12 attempts over about five hours.
EMAIL_RETRY_ATTEMPTS = env_int("EMAIL_RETRY_ATTEMPTS", 12)
EMAIL_RETRY_DELAY = env_float("EMAIL_RETRY_DELAY", 30)
EMAIL_RETRY_MAX_DELAY = env_float("EMAIL_RETRY_MAX_DELAY", 3600)

# Email leaves the request through Django's tasks framework. Tasks wait in the
# database until a worker (`manage.py db_worker`, which the container runs beside
# gunicorn) runs them, so a restart loses none.
TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend"}}
# A task still running after this many seconds belongs to a worker that died
# (killed, out of memory); it is run again. Longer than any email takes to send.
TASK_ABANDONED_AFTER = env_float("TASK_ABANDONED_AFTER", 300)

REST_FRAMEWORK = {
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    # Organisers only, in the roles each view declares (`roles`), unless a view says otherwise:
    # each public view declares its AllowAny, and cultural_site/tests/test_permissions.py holds
    # the list of them and the table of who may call each admin route.
    "DEFAULT_PERMISSION_CLASSES": [
        "core.permissions.IsStaff",
        "core.permissions.HasRole",
        "accounts.permissions.SecondStepSetUp",
    ],
    "EXCEPTION_HANDLER": "core.errors.exception_handler",
    "DEFAULT_SCHEMA_CLASS": "core.schema.AutoSchema",
    # Throttles count per client address (core/client.py, core/throttling.py),
    # never by DRF's NUM_PROXIES.
    "DEFAULT_THROTTLE_RATES": {
        "registrations": env("THROTTLE_REGISTRATIONS", "20/hour"),
        "contact": env("THROTTLE_CONTACT", "10/hour"),
        "donations": env("THROTTLE_DONATIONS", "10/hour"),
        "registration-lookup": env("THROTTLE_REGISTRATION_LOOKUP", "60/hour"),
        # Programme acts submitted, their music uploaded, and an act looked up by its manage link.
        "programme": env("THROTTLE_PROGRAMME", "20/hour"),
        "programme-upload": env("THROTTLE_PROGRAMME_UPLOAD", "20/hour"),
        "programme-lookup": env("THROTTLE_PROGRAMME_LOOKUP", "60/hour"),
        # Sponsorships taken and souvenir pieces sent, artwork uploaded, and a sponsor looked up by its link.
        "sponsors": env("THROTTLE_SPONSORS", "20/hour"),
        "sponsors-upload": env("THROTTLE_SPONSORS_UPLOAD", "20/hour"),
        "sponsors-lookup": env("THROTTLE_SPONSORS_LOOKUP", "60/hour"),
        # Asking for a sign-in code, and trying one, from one address (each
        # email address has its own limits besides: see families/services.py).
        "family-sign-in": env("THROTTLE_FAMILY_SIGN_IN", "20/hour"),
        "family-verify": env("THROTTLE_FAMILY_VERIFY", "30/hour"),
        # Door passes opened (POST /api/door/{token}) from one address.
        "door-pass": env("THROTTLE_DOOR_PASS", "30/hour"),
    },
    # Only for a throttle that would not come from core/throttling.py: never None,
    # with which DRF takes the whole client-written X-Forwarded-For as the identity.
    "NUM_PROXIES": TRUSTED_PROXY_COUNT,
    "UNAUTHENTICATED_USER": "django.contrib.auth.models.AnonymousUser",
}

# Who a door pass's session is, for the admin's views (core.permissions.DoorPassSessionAuthentication).
DOOR_PASS_SESSION = "registrations.door_passes.door_pass_holder"

SPECTACULAR_SETTINGS = {
    "TITLE": "Community events API",
    "DESCRIPTION": "Events, registrations, gallery, contact and settings of the community site.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    # Names and tags come from the path after /api/, as before /objects/{key} was documented too.
    "SCHEMA_PATH_PREFIX": "/api",
    # Named for what they are, not after a field name that several enums share.
    "ENUM_NAME_OVERRIDES": {
        # An organiser's roles (docs/roles.md), wherever they are named.
        "RoleEnum": "core.permissions.ROLES",
        "PaymentKindEnum": "money.models.Payment.Kind",
        "PaymentMethodEnum": "money.models.Payment.Method",
        "DonationPurposeEnum": "money.models.Donation.Purpose",
        # A registration's status keeps the name it had before acts had statuses too.
        "StatusEnum": "registrations.models.Registration.Status",
        "ProgrammeKindEnum": "programme.models.ProgrammeEntry.Kind",
        "ProgrammeStatusEnum": "programme.models.ProgrammeEntry.Status",
        # An organiser's answer to an act of the programme or a piece for the souvenir.
        "ProgrammeDecisionEnum": ["accepted", "declined"],
        "SponsorshipKindEnum": "events.models.Sponsorship.Kind",
        "SponsorStatusEnum": "sponsors.models.Sponsor.Status",
        "SponsorDecisionEnum": ["approved", "changesRequested"],
        "ContributionKindEnum": "sponsors.models.Contribution.Kind",
        "ContributionStatusEnum": "sponsors.models.Contribution.Status",
        "AnnouncementKindEnum": "announcements.models.Announcement.Kind",
        "AnnouncementStatusEnum": "announcements.models.Announcement.Status",
    },
}

# Everything to stdout; JSON lines (one object per record, with the request id)
# unless LOG_FORMAT=text, the default with DEBUG on.
LOGGING = logging_config(
    level=env("LOG_LEVEL", "INFO"),
    json_lines=env("LOG_FORMAT", "text" if DEBUG else "json") == "json",
)

SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
X_FRAME_OPTIONS = "DENY"
CSRF_FAILURE_VIEW = "accounts.api.csrf_failure"

# HTTPS. Without DEBUG the site is assumed to be served over HTTPS: cookies are
# Secure with the __Host- prefix (bound to this exact host), plain-http requests
# are redirected and browsers are told by HSTS to use HTTPS only. Behind a proxy
# or load balancer that ends TLS, TRUSTED_PROXY_COUNT (or
# SECURE_PROXY_SSL_HEADER=1) makes Django trust its X-Forwarded-Proto header.
if TRUSTED_PROXY_COUNT or env_bool("SECURE_PROXY_SSL_HEADER"):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", not DEBUG)
# Probes from inside the container or from a load balancer speak plain http.
SECURE_REDIRECT_EXEMPT = [r"^healthz$", r"^readyz$"]
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0 if DEBUG else 31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "strict-origin-when-cross-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
SECURE_COOKIES = env_bool("SECURE_COOKIES", not DEBUG)
SESSION_COOKIE_SECURE = SECURE_COOKIES
CSRF_COOKIE_SECURE = SECURE_COOKIES
# The SPA reads the CSRF token from this cookie, so it is never HttpOnly.
CSRF_COOKIE_HTTPONLY = False
if SECURE_COOKIES:
    SESSION_COOKIE_NAME = "__Host-sessionid"
    CSRF_COOKIE_NAME = "__Host-csrftoken"


def _origin(url: str) -> str | None:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else None


def _storage_origins() -> list[str]:
    """Where the browser fetches stored images from and sends uploads to, with S3."""
    bucket = env("S3_BUCKET")
    if not bucket:
        return []
    urls = [env("S3_PUBLIC_URL"), env("S3_ENDPOINT_URL")]
    endpoint = _origin(env("S3_ENDPOINT_URL"))
    if endpoint:
        # Virtual-hosted-style addresses put the bucket in front of the host.
        scheme, host = endpoint.split("://", 1)
        urls.append(f"{scheme}://{bucket}.{host}")
    else:
        region = env("S3_REGION")
        urls.append(f"https://{bucket}.s3.amazonaws.com")
        if region:
            urls.append(f"https://{bucket}.s3.{region}.amazonaws.com")
    return sorted({origin for origin in map(_origin, urls) if origin})


# Content-Security-Policy: the page runs only the site's own scripts (no inline
# ones), styles and fonts; images, uploads and audio may also use the S3 storage host.
# The page's nonce admits only the <style> elements Radix adds (see spa.py).
CSP_STORAGE_ORIGINS = _storage_origins()
# The style attributes of a page's first screen as the server draws it (cultural_site/renderer.py),
# which a browser applies only when the policy names their hashes: Radix's select puts the first two
# on its value and on the native <select> it hides for forms (the contact form's subject). Tests
# (cultural_site/tests/test_renderer.py, test_door_screen.py) fail when a drawn page has any other.
STYLE_ATTRIBUTES_DRAWN = (
    "pointer-events:none",
    # The door's check-in screen (cultural_site/spa.py): Radix's tabs, their list and shown panel.
    "outline:none",
    "animation-duration:0s",
    "position:absolute;border:0;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;"
    "clip:rect(0, 0, 0, 0);white-space:nowrap;word-wrap:normal",
)


def _style_attribute_hashes() -> list[str]:
    hashes = [base64.b64encode(hashlib.sha256(style.encode()).digest()).decode() for style in STYLE_ATTRIBUTES_DRAWN]
    return [CSP.UNSAFE_HASHES, *(f"'sha256-{digest}'" for digest in hashes)]


SECURE_CSP = {
    "default-src": [CSP.SELF],
    "script-src": [CSP.SELF],
    "style-src": [CSP.SELF, CSP.NONCE, *_style_attribute_hashes()],
    "font-src": [CSP.SELF],
    # data: and blob: for previews of images chosen for upload, before they are sent.
    "img-src": [CSP.SELF, "data:", "blob:", *CSP_STORAGE_ORIGINS],
    "connect-src": [CSP.SELF, *CSP_STORAGE_ORIGINS],
    # A programme act's music: played from the site or S3, or chosen and not yet sent.
    "media-src": [CSP.SELF, "blob:", *CSP_STORAGE_ORIGINS],
    "object-src": [CSP.NONE],
    "base-uri": [CSP.SELF],
    "form-action": [CSP.SELF],
    "frame-ancestors": [CSP.NONE],
    # The service worker (/sw.js) and the web app manifest, both the site's own.
    "worker-src": [CSP.SELF],
    "manifest-src": [CSP.SELF],
}

# The sign-in view enforces the lockout itself and answers in the API's JSON
# shape; axes' middleware would replace that answer, so it is left out.
SILENCED_SYSTEM_CHECKS = ["axes.W002"]
# Preloading HSTS is a promise made to browser vendors for the whole domain; its
# owner opts in with SECURE_HSTS_PRELOAD=1 rather than being nagged by the check.
if not SECURE_HSTS_PRELOAD:
    SILENCED_SYSTEM_CHECKS.append("security.W021")
