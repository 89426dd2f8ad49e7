import factory

from contact.models import ContactMessage


class ContactMessageFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ContactMessage

    first_name = "Rina"
    last_name = "Das"
    email = factory.Sequence(lambda n: f"sender{n}@example.com")
    subject = ContactMessage.Subject.VOLUNTEER
    message = "I would like to help at the next event."
