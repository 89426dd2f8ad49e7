from django.core.validators import MaxValueValidator, MinValueValidator, RegexValidator
from django.db import models

DEFAULT_GROUP_NAME = "Tracy Bengali Cultural Association"
DEFAULT_TAGLINE = "Celebrating Culture, Together"
DEFAULT_CONTACT_EMAIL = "info@tracybengali.org"
DEFAULT_ABOUT_TEXT = (
    "We are Bengali families of Tracy and the surrounding valley who come together to keep "
    "our language, music, food and festivals alive for our children and share them with our "
    "neighbours.\n\n"
    "Since 2020 we have celebrated Durga Puja, Kali Puja, Saraswati Puja and Poila Boishakh "
    "together. Everyone is welcome."
)

# A US employer identification number, as printed on a donation receipt.
EIN_PATTERN = r"^\d{2}-\d{7}$"
EIN_MESSAGE = "Enter the EIN as NN-NNNNNNN"


class SiteSettings(models.Model):
    """The site's texts: one row, pk 1 (the django-solo idea)."""

    SINGLETON_PK = 1

    group_name = models.CharField(max_length=120, default=DEFAULT_GROUP_NAME)
    tagline = models.CharField(max_length=200, default=DEFAULT_TAGLINE)
    about_text = models.TextField(max_length=5000, blank=True, default=DEFAULT_ABOUT_TEXT)
    # Each organisers' text may also be written in Bengali, shown to Bengali
    # visitors and in Bengali emails; left empty, they read the English.
    tagline_bn = models.CharField("tagline in Bengali", max_length=200, blank=True)
    about_text_bn = models.TextField("about text in Bengali", max_length=5000, blank=True)
    contact_email = models.EmailField(blank=True, default=DEFAULT_CONTACT_EMAIL)
    whatsapp_link = models.URLField(max_length=500, blank=True)
    instagram_link = models.URLField(max_length=500, blank=True)
    announcement_text = models.CharField(max_length=500, blank=True)
    announcement_text_bn = models.CharField("announcement text in Bengali", max_length=500, blank=True)
    show_announcement = models.BooleanField(default=False)
    # The association's money: what its receipts say, and how to pay it.
    legal_name = models.CharField(max_length=200, blank=True)
    ein = models.CharField(max_length=10, blank=True, validators=[RegexValidator(EIN_PATTERN, EIN_MESSAGE)])
    mailing_address = models.TextField(max_length=500, blank=True)
    payment_instructions = models.TextField(max_length=1000, blank=True)
    payment_instructions_bn = models.TextField("payment instructions in Bengali", max_length=1000, blank=True)
    # The roles whose accounts must sign in with a second step (docs/roles.md).
    require_two_factor_for = models.JSONField(default=list, blank=True)
    # A refund or a void of at least this many cents waits for a second
    # treasurer's approval (docs/roles.md); null: never.
    approval_threshold = models.PositiveIntegerField(null=True, blank=True, default=10000)
    # The month a membership year starts in (1 January to 12 December).
    membership_year_start_month = models.PositiveSmallIntegerField(
        default=1, validators=[MinValueValidator(1), MaxValueValidator(12)]
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "website settings"
        verbose_name_plural = "website settings"

    def __str__(self) -> str:
        return "Website settings"

    def save(self, *args, **kwargs):
        self.pk = self.SINGLETON_PK
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        # The singleton is edited, never removed.
        return (0, {})

    @classmethod
    def get_solo(cls) -> "SiteSettings":
        obj, _ = cls.objects.get_or_create(pk=cls.SINGLETON_PK)
        return obj
