"""Signing a family in as a visitor does: ask for a code, read it from the
email that reached the SMTP server, type it in."""

import re

import pytest
from rest_framework.test import APIClient

CODE_LINE = re.compile(r"^(\d{6})\r?$", re.MULTILINE)


def code_from(message) -> str:
    """The code in an email's text part, on a line of its own."""
    (code,) = CODE_LINE.findall(message.get_body(("plain",)).get_content())
    return code


def ask_for_code(client: APIClient, email: str, **headers):
    return client.post("/api/family/sign-in", {"email": email}, format="json", **headers)


def verify(client: APIClient, email: str, code: str, **headers):
    return client.post("/api/family/verify", {"email": email, "code": code}, format="json", **headers)


@pytest.fixture
def emailed_code(smtp_server):
    """Ask for a code for `email` and return it as the email that arrived says it."""

    def ask(client: APIClient, email: str, **headers) -> str:
        arrived = len(smtp_server.messages)
        response = ask_for_code(client, email, **headers)
        assert response.status_code == 202
        return code_from(smtp_server.wait_for(arrived + 1, within=10)[arrived])

    return ask


@pytest.fixture
def sign_in(emailed_code):
    """Sign `client` in as the family of `email`; returns the family's answer."""

    def signed_in(client: APIClient, email: str) -> dict:
        response = verify(client, email, emailed_code(client, email))
        assert response.status_code == 200, response.content
        return response.json()

    return signed_in
