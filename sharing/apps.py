from django.apps import AppConfig


class SharingConfig(AppConfig):
    """What a shared link shows: each page's head, share cards, the sitemap and
    robots.txt, and the first data a page renders from."""

    name = "sharing"
