import factory

from sitesettings.models import SiteSettings


class SiteSettingsFactory(factory.django.DjangoModelFactory):
    """The single settings row (pk 1), created or updated in place."""

    class Meta:
        model = SiteSettings
        django_get_or_create = ("id",)

    id = SiteSettings.SINGLETON_PK
    group_name = "Tracy Bengali Cultural Association"
    tagline = "Celebrating Culture, Together"
    about_text = "We celebrate together."
    contact_email = "organisers@example.org"
    whatsapp_link = "https://chat.whatsapp.com/abc"
    instagram_link = "https://instagram.com/tbca"
    announcement_text = ""
    show_announcement = False

    @classmethod
    def _create(cls, model_class, *args, **kwargs):
        # get_or_create ignores the other fields when the row exists; set them anyway.
        obj = super()._create(model_class, *args, **kwargs)
        for name, value in kwargs.items():
            setattr(obj, name, value)
        obj.save()
        return obj
