"""An organiser's second step at sign-in: an authenticator app (TOTP), its recovery
codes, and passkeys (WebAuthn). See docs/two-step-sign-in.md."""

from django.conf import settings
from django.db import models


class TotpDevice(models.Model):
    """The authenticator app of one account. `secret` is set once a code from the
    app has confirmed it; `pending_secret` is one being set up (a second set-up
    replaces the first only when confirmed, so a half-done one locks nobody out)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="totp")
    secret = models.CharField(max_length=64, blank=True)
    pending_secret = models.CharField(max_length=64, blank=True)
    confirmed_at = models.DateTimeField(null=True, blank=True)
    # The last 30-second step a code was accepted for: a code counts once.
    last_step = models.BigIntegerField(default=0)

    def __str__(self) -> str:
        return f"Authenticator app of {self.user}"


class RecoveryCode(models.Model):
    """One of ten codes for when the phone is lost; kept as a SHA-256 digest, used once."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="recovery_codes")
    digest = models.CharField(max_length=64)
    used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "digest"], name="recovery_code_unique")]

    def __str__(self) -> str:
        return f"Recovery code of {self.user}"


class Passkey(models.Model):
    """A WebAuthn credential registered as a second step."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="passkeys")
    name = models.CharField(max_length=100)
    credential_id = models.CharField(max_length=1400, unique=True)  # base64url
    public_key = models.BinaryField()
    sign_count = models.PositiveBigIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["created_at", "pk"]

    def __str__(self) -> str:
        return self.name


class Role(models.Model):
    """A role an organiser's account holds (core.permissions.ROLES); see docs/roles.md."""

    class Name(models.TextChoices):
        ADMINISTRATOR = "administrator", "Administrator"
        ORGANISER = "organiser", "Organiser"
        TREASURER = "treasurer", "Treasurer"
        DOOR = "door", "Door"

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="account_roles")
    role = models.CharField(max_length=20, choices=Name.choices)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "role"], name="account_role_unique")]

    def __str__(self) -> str:
        return f"{self.user} ({self.role})"
