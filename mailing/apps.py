from django.apps import AppConfig


class MailingConfig(AppConfig):
    """Every email the site sends: rendered from templates/emails/, queued when the
    transaction that caused it commits, sent by the task worker, tried again while
    the mail server cannot take it."""

    name = "mailing"
