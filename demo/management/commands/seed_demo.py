"""Fills an empty database with believable demo content, so a first run shows a
living site. Does nothing when events already exist."""

import io
import secrets
from datetime import date, timedelta

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand
from django.db import transaction

from core.dates import local_today
from core.publiccache import EVENTS, SETTINGS, public_reads_changed
from demo.photos import PICTURES, picture_jpeg
from events.models import Event, EventDay, EventMeal, Slot
from gallery.services import gallery_image_create
from membership.models import MembershipTier
from membership.services import membership_join
from programme.models import ProgrammeEntry
from registrations import pricing
from registrations.models import Registration, SlotClaim
from sitesettings.models import SiteSettings
from uploads.services import upload_receive, upload_start

ORGANISER_USERNAME = "organiser"
# Households of the demo who registered in Bengali.
BENGALI_SPEAKING = {"সুমিতা দাস", "অনির্বাণ ও শ্রেয়া মিত্র"}
NEW_PASSWORD = (
    "Forgot the password? Choose a new one with: make password"
    f" (or: DEBUG=1 .venv/bin/python manage.py changepassword {ORGANISER_USERNAME})"
)
# Cents per adult and child, and at the member prices.
DURGA_PRICES = {"adult": 2500, "child": 1000, "memberAdult": 2000, "memberChild": 500}
TIERS = [
    ("Family", 5100, "Every member of one household, with the member prices at every celebration."),
    ("Single", 2500, "One adult."),
    ("Senior", 1500, "One member aged 65 or over."),
    ("Student", 1100, "One full-time student."),
]


def _weekday_on_or_after(day: date, weekday: int) -> date:
    return day + timedelta(days=(weekday - day.weekday()) % 7)


def _in_season(today: date, month: int, day: int, *, weekday: int, at_least: int) -> date:
    """The festival's next date in its season: the first `weekday` on or after
    `month`/`day` of this year, or of the next when that is less than
    `at_least` days away. The festivals follow the Bengali calendar, so each
    falls in the same weeks every year: the demo's dates are believable on any day."""
    for year in (today.year, today.year + 1):
        start = _weekday_on_or_after(date(year, month, day), weekday)
        if (start - today).days >= at_least:
            return start
    return _weekday_on_or_after(date(today.year + 2, month, day), weekday)


def _last_poila_boishakh(today: date) -> date:
    """The Bengali new year (14 April) most recently past."""
    this_year = date(today.year, 4, 14)
    return this_year if this_year < today else date(today.year - 1, 4, 14)


def _bengali_digits(value: int) -> str:
    return str(value).translate(str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯"))


class Command(BaseCommand):
    help = "Adds demo events, registrations and settings to an empty database, and an organiser account."

    def add_arguments(self, parser):
        parser.add_argument("--no-organiser", action="store_true", help="Do not create the organiser account.")

    @transaction.atomic
    def handle(self, *args, **options):
        if not options["no_organiser"]:
            self._organiser()
        if Event.objects.exists():
            self.stdout.write("Events exist already; no demo content added.")
            return
        self._settings()
        today = local_today()
        # Durga Puja in early October, Shashthi a Thursday so that Ashtami is the Saturday;
        # Kali Puja some twenty days after Dashami; Saraswati Puja at the end of January.
        shashthi = _in_season(today, 10, 1, weekday=3, at_least=12)
        durga = Event.objects.create(
            title=f"Durga Puja {shashthi.year}",
            title_bn=f"দুর্গাপুজো {_bengali_digits(shashthi.year)}",
            description=(
                "Five days of Durga Puja in the valley: pushpanjali, bhog for everyone, dhunuchi "
                "naach, cultural programmes by our children and sindoor khela on Dashami."
            ),
            description_bn=(
                "উপত্যকায় পাঁচ দিনের দুর্গাপুজো: পুষ্পাঞ্জলি, সবার জন্য ভোগ, ধুনুচি নাচ, ছোটদের সাংস্কৃতিক অনুষ্ঠান আর দশমীতে সিঁদুর খেলা।"
            ),
            date=shashthi,
            end_date=shashthi + timedelta(days=4),
            time="10:00 AM - 10:00 PM",
            venue="Tracy Community Center",
            address="950 East Street, Tracy, CA 95376",
            prices=DURGA_PRICES,
            programme_open=True,
            programme_deadline=shashthi - timedelta(days=5),
            programme_start="19:30",
            programme_gap_minutes=2,
            highlights=["Food", "Music", "Festive Dress", "Kids Activities", "Fireworks"],
            schedule=[
                {
                    "time": "10:00 AM",
                    "activity": "Pushpanjali",
                    "description": "Morning prayers and flower offering",
                },
                {"time": "1:00 PM", "activity": "Bhog", "description": "Lunch prasad served to all"},
                {
                    "time": "6:00 PM",
                    "activity": "Sandhya Aarti",
                    "description": "Evening aarti with dhunuchi naach",
                },
                {
                    "time": "7:30 PM",
                    "activity": "Cultural programme",
                    "description": "Songs, dance and drama",
                },
            ],
            what_to_bring=[
                "Your family and friends",
                "A dish to share for the potluck",
                "Flowers for anjali",
            ],
            sponsors=[
                {"name": "Valley Spice Market", "benefits": "Logo on the programme and a stall at the puja"},
                {"name": "Tracy Family Dental", "benefits": "Named sponsor of the children's competition"},
            ],
        )
        kali = Event.objects.create(
            title="Kali Puja & Diwali Night",
            title_bn="কালীপুজো ও দীপাবলির রাত",
            description="An evening of Kali Puja, diyas, sweets and a small fireworks display for the families.",
            description_bn="কালীপুজো, প্রদীপ, মিষ্টি আর পরিবারগুলির জন্য ছোট্ট আতশবাজির এক সন্ধ্যা।",
            date=_weekday_on_or_after(shashthi + timedelta(days=4 + 19), 5),
            time="6:00 PM - 11:00 PM",
            venue="Lincoln Park Pavilion",
            address="1000 South Lincoln Boulevard, Tracy, CA 95376",
            # The pavilion is small: nearly full, with a short waiting list.
            capacity=12,
            highlights=["Food", "Fireworks", "Music", "Kids Activities"],
            schedule=[
                {"time": "6:00 PM", "activity": "Diya lighting", "description": ""},
                {"time": "8:00 PM", "activity": "Kali Puja", "description": "Puja and anjali"},
                {"time": "9:30 PM", "activity": "Fireworks", "description": "Weather permitting"},
            ],
            what_to_bring=["Diyas if you have them", "Warm clothes"],
        )
        Event.objects.create(
            title="Saraswati Puja",
            title_bn="সরস্বতী পুজো",
            description="Hate khori for the little ones, anjali and khichuri bhog.",
            description_bn="ছোটদের হাতেখড়ি, অঞ্জলি আর খিচুড়ি ভোগ।",
            date=_in_season(today, 1, 24, weekday=5, at_least=3),
            time="",
            venue="Tracy Community Center",
            address="950 East Street, Tracy, CA 95376",
            highlights=["Kids Activities", "Food", "Festive Dress"],
            schedule=[{"time": "11:00 AM", "activity": "Anjali", "description": "Bring books and pens"}],
            what_to_bring=["Books and pens for blessing", "Something yellow to wear"],
            sponsors=[{"name": "Mountain House Tutoring", "benefits": "Pens and notebooks for every child"}],
        )
        boishakh = Event.objects.create(
            title="Poila Boishakh — Bengali New Year",
            title_bn="পয়লা বৈশাখ — বাংলা নববর্ষ",
            description="We welcomed the new year with music, panta-ilish and a mela.",
            description_bn="গান, পান্তা-ইলিশ আর মেলা দিয়ে আমরা নতুন বছরকে বরণ করেছি।",
            date=_last_poila_boishakh(today),
            time="4:00 PM - 9:00 PM",
            venue="Tracy Community Center",
            address="950 East Street, Tracy, CA 95376",
            highlights=["Music", "Food"],
            registration_open=False,
        )
        self._gallery(events={"boishakh": boishakh})
        self._durga_days(durga)
        self._durga_planning(durga)
        self._durga_programme(durga)
        for name, email, guests, language in (
            ("Priya Banerjee", "priya.b@example.com", 5, "en"),
            ("Arijit Ghosh", "arijit.g@example.com", 3, "en"),
            ("মৌমিতা বসু", "moumita.basu@example.com", 2, "bn"),
        ):
            Registration.objects.create(event=kali, full_name=name, email=email, guest_count=guests, language=language)
        for name, email, guests in (
            ("Sanjay Mukherjee", "sanjay.m@example.com", 4),
            ("Tania Roy", "tania.roy@example.com", 3),
        ):
            Registration.objects.create(
                event=kali, full_name=name, email=email, guest_count=guests, status=Registration.Status.WAITLISTED
            )
        # Written past the services, so a running site is told here.
        public_reads_changed(EVENTS, SETTINGS)
        self.stdout.write(
            self.style.SUCCESS(
                f"Demo content added: 4 events, {Registration.objects.count()} registrations (2 waiting), "
                f"{len(PICTURES)} photos."
            )
        )

    def _gallery(self, *, events: dict[str, Event]) -> None:
        """Photos in the gallery, sent as a family's are: uploaded, checked, given a thumbnail."""
        for seed, (draw, title, caption, event) in enumerate(PICTURES):
            data = picture_jpeg(draw, seed)
            upload = upload_start()
            upload_receive(key=upload.key, stream=io.BytesIO(data), length=len(data))
            gallery_image_create(
                image_path=f"/objects/{upload.key}", title=title, caption=caption, event=events.get(event)
            )

    def _durga_days(self, durga: Event) -> None:
        """Shashthi to Dashami, with bhog at lunch and dinner; on Ashtami, the
        busiest day, the hall's smaller room holds 40."""
        lunch, dinner = ("Lunch bhog", "দুপুরের ভোগ"), ("Dinner", "রাতের খাবার")
        for offset, (title, title_bn, capacity, meals) in enumerate(
            [
                ("Shashthi", "ষষ্ঠী", None, [dinner]),
                ("Saptami", "সপ্তমী", 150, [lunch, dinner]),
                ("Ashtami", "অষ্টমী", 40, [lunch, dinner]),
                ("Navami", "নবমী", 150, [lunch, dinner]),
                ("Dashami", "দশমী", None, [lunch]),
            ]
        ):
            day = EventDay.objects.create(
                event=durga,
                date=durga.date + timedelta(days=offset),
                title=title,
                title_bn=title_bn,
                capacity=capacity,
            )
            EventMeal.objects.bulk_create(
                EventMeal(day=day, name=name, name_bn=name_bn, position=position)
                for position, (name, name_bn) in enumerate(meals)
            )

    def _durga_planning(self, durga: Event) -> None:
        """A realistic puja: dishes and helpers wanted, and a mix of households."""
        slots = {
            title: Slot.objects.create(event=durga, kind=kind, title=title, needed=needed, position=position)
            for position, (kind, title, needed) in enumerate(
                [
                    ("bring", "Payesh (rice pudding)", 2),
                    ("bring", "Mishti doi", 2),
                    ("bring", "Luchi for 30", 3),
                    ("bring", "Fruit for the prasad", 2),
                    ("volunteer", "Hall setup at 9 AM", 4),
                    ("volunteer", "Serving bhog", 4),
                    ("volunteer", "Clean-up after the aarti", 3),
                ]
            )
        }
        households = [
            ("Ananya Sen", "ananya.sen@example.com", 4, 2, 4, "", True, ["Payesh (rice pudding)", "Serving bhog"]),
            ("Rahul Chatterjee", "rahul.c@example.com", 3, 1, 0, "Nut allergy (our son)", True, ["Hall setup at 9 AM"]),
            ("সুমিতা দাস", "sumita.das@example.com", 2, 0, 2, "", False, ["Mishti doi"]),
            ("Debashis Roy", "debashis.roy@example.com", 6, 3, 1, "Diabetic grandmother", True, ["Luchi for 30"]),
            ("Kavita Iyer", "kavita.iyer@example.com", 2, 0, 2, "Vegan", True, ["Clean-up after the aarti"]),
            ("অনির্বাণ ও শ্রেয়া মিত্র", "anirban.mitra@example.com", 3, 1, 3, "", True, []),
        ]
        # The days each household comes (None: all five).
        days_of = {
            "Rahul Chatterjee": ["Saptami", "Ashtami"],
            "সুমিতা দাস": ["Ashtami", "Navami", "Dashami"],
            "Kavita Iyer": ["Dashami"],
            "অনির্বাণ ও শ্রেয়া মিত্র": ["Saptami", "Navami"],
        }
        days = {day.title: day for day in durga.days.all()}
        for name, email, guests, children, vegetarian, notes, consent, claimed in households:
            registration = Registration.objects.create(
                event=durga,
                full_name=name,
                email=email,
                # The families who write their names in Bengali read the site, and their emails, in it.
                language="bn" if name in BENGALI_SPEAKING else "en",
                guest_count=guests,
                children=children,
                vegetarian_meals=vegetarian,
                dietary_notes=notes,
                photo_consent=consent,
                payment_reference=pricing.registration_reference(durga),
                amount_due=pricing.amount_due(
                    event=durga, status="confirmed", guest_count=guests, children=children, member_rate=False
                ),
            )
            SlotClaim.objects.bulk_create(SlotClaim(slot=slots[title], registration=registration) for title in claimed)
            registration.days.set([days[title] for title in days_of.get(name, days)])

    def _durga_programme(self, durga: Event) -> None:
        """The cultural programme taking shape: three acts accepted in their
        running order (19:30, 19:38, 19:52), one still waiting for a decision."""
        acts = [
            ("Dhunuchi Naach", "dance", 6, "Ananya Sen", "ananya.sen@example.com", ["Mira Sen", "Tia Sen"], "en"),
            ("Rabindra Sangeet medley", "song", 12, "সুমিতা দাস", "sumita.das@example.com", ["সুমিতা দাস"], "bn"),
            ("Abol Tabol recitation", "recitation", 4, "Debashis Roy", "debashis.roy@example.com", ["Rohan Roy"], "en"),
        ]
        clock = 19 * 60 + 30
        for position, (title, kind, minutes, contact, email, performers, language) in enumerate(acts, start=1):
            ProgrammeEntry.objects.create(
                event=durga,
                title=title,
                kind=kind,
                duration_minutes=minutes,
                contact_name=contact,
                contact_email=email,
                performers=[{"name": name, "child": name != contact} for name in performers],
                status=ProgrammeEntry.Status.ACCEPTED,
                position=position,
                start_time=f"{clock // 60:02d}:{clock % 60:02d}",
                language=language,
            )
            clock += minutes + durga.programme_gap_minutes
        ProgrammeEntry.objects.create(
            event=durga,
            title="Mahishasura Mardini dance drama",
            kind="drama",
            duration_minutes=20,
            contact_name="Rahul Chatterjee",
            contact_email="rahul.c@example.com",
            performers=[{"name": f"Child {number}", "child": True} for number in range(1, 9)],
            notes="We need the stage for 10 minutes before, to set up.",
        )

    def _settings(self) -> None:
        settings = SiteSettings.get_solo()
        settings.whatsapp_link = ""
        settings.instagram_link = ""
        settings.tagline_bn = "একসাথে, আমাদের সংস্কৃতির উদযাপন"
        settings.about_text_bn = (
            "আমরা ট্রেসি আর আশপাশের উপত্যকার বাঙালি পরিবার। আমাদের ভাষা, গান, খাবার আর উৎসবকে "
            "ছোটদের জন্য বাঁচিয়ে রাখতে আর প্রতিবেশীদের সঙ্গে ভাগ করে নিতে আমরা একসাথে হই।\n\n"
            "২০২০ সাল থেকে আমরা একসাথে দুর্গাপুজো, কালীপুজো, সরস্বতী পুজো আর পয়লা বৈশাখ পালন করছি। "
            "সবাই স্বাগত।"
        )
        settings.announcement_text = "Durga Puja registration is open — register your family today!"
        settings.announcement_text_bn = "দুর্গাপুজোর নিবন্ধন চলছে — আজই আপনার পরিবারের নাম লেখান!"
        settings.show_announcement = True
        settings.legal_name = "Tracy Bengali Cultural Association Inc."
        settings.ein = "94-1234567"
        settings.mailing_address = "PO Box 1234\nTracy, CA 95378"
        settings.payment_instructions = (
            "Pay by Zelle to treasurer@tracybengali.org, with your payment reference in the memo. "
            "Checks to Tracy Bengali Cultural Association Inc."
        )
        settings.payment_instructions_bn = (
            "treasurer@tracybengali.org-এ Zelle করুন, মেমোতে আপনার পেমেন্ট রেফারেন্স লিখে। "
            "চেক লিখবেন Tracy Bengali Cultural Association Inc.-এর নামে।"
        )
        settings.save()
        MembershipTier.objects.bulk_create(
            MembershipTier(name=name, amount=amount, description=description) for name, amount, description in TIERS
        )
        # Two households have joined for this membership year and not yet paid: whatever the
        # day, the treasurer has dues of the current year to record.
        family = MembershipTier.objects.get(name="Family")
        for name, email, language in (
            ("Ananya Sen", "ananya.sen@example.com", "en"),
            ("সুমিতা দাস", "sumita.das@example.com", "bn"),
        ):
            membership_join(email=email, name=name, language=language, tier=family)

    def _organiser(self) -> None:
        users = get_user_model().objects
        if users.filter(is_staff=True).exists():
            if users.filter(username=ORGANISER_USERNAME).exists():
                self.stdout.write(f"Organiser account: {ORGANISER_USERNAME}. {NEW_PASSWORD}")
            return
        password = secrets.token_urlsafe(12)
        users.create_user(ORGANISER_USERNAME, password=password, is_staff=True, is_superuser=True)
        self.stdout.write(
            self.style.WARNING(
                f"Organiser account created. Sign in at /admin (or /backoffice/) with\n"
                f"  username: {ORGANISER_USERNAME}\n  password: {password}\n{NEW_PASSWORD}"
            )
        )
