import pytest

from accounts.exceptions import LastAdministrator
from accounts.models import Role
from accounts.services import roles_set
from activity.models import Entry
from conftest import PASSWORD

pytestmark = pytest.mark.django_db


@pytest.fixture
def make_account(django_user_model):
    def make(username: str, *roles: str, **extra):
        user = django_user_model.objects.create_user(username, password=PASSWORD, is_staff=True, **extra)
        Role.objects.bulk_create(Role(user=user, role=role) for role in roles)
        return user

    return make


def test_roles_are_set_exactly_and_logged(make_account):
    user = make_account("rina", "door")

    assert roles_set(user=user, roles=["treasurer", "organiser", "bogus"], actor="mitali") == ["organiser", "treasurer"]
    assert set(Role.objects.filter(user=user).values_list("role", flat=True)) == {"organiser", "treasurer"}
    entry = Entry.objects.get(action="account.roles")
    assert entry.changes == {"roles": [["door"], ["organiser", "treasurer"]]}


def test_the_last_administrator_keeps_the_role(make_account):
    only = make_account("mitali", "administrator")

    with pytest.raises(LastAdministrator):
        roles_set(user=only, roles=["organiser"], actor="mitali")
    assert Role.objects.filter(user=only, role="administrator").exists()


def test_an_administrator_may_step_down_while_another_remains(make_account):
    first = make_account("mitali", "administrator")
    make_account("root", is_superuser=True)

    assert roles_set(user=first, roles=["organiser"], actor="mitali") == ["organiser"]


def test_an_inactive_administrator_does_not_count(make_account):
    first = make_account("mitali", "administrator")
    make_account("gone", "administrator", is_active=False)

    with pytest.raises(LastAdministrator):
        roles_set(user=first, roles=[], actor="mitali")


def test_the_back_office_sets_roles_and_refuses_to_remove_the_last_administrator(client, make_account):
    only = make_account("mitali", "administrator")
    rina = make_account("rina", "door")
    client.force_login(only)
    page = client.get(f"/backoffice/auth/user/{rina.pk}/change/")
    assert page.status_code == 200
    form = {
        "username": "rina",
        "is_active": "on",
        "is_staff": "on",
        "roles": ["organiser", "treasurer"],
        "date_joined_0": "2026-01-01",
        "date_joined_1": "10:00:00",
    }

    response = client.post(f"/backoffice/auth/user/{rina.pk}/change/", form)
    refused = client.post(
        f"/backoffice/auth/user/{only.pk}/change/", {**form, "username": "mitali", "roles": ["organiser"]}
    )

    assert response.status_code == 302
    assert set(Role.objects.filter(user=rina).values_list("role", flat=True)) == {"organiser", "treasurer"}
    assert refused.status_code == 200
    assert "At least one administrator must remain." in refused.content.decode()
    assert Role.objects.filter(user=only, role="administrator").exists()
