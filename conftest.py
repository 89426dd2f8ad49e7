import pytest
from django.core.cache import cache
from rest_framework.test import APIClient


@pytest.fixture(autouse=True)
def _media_in_tmp(settings, tmp_path):
    """Every test stores files in its own temporary folder."""
    settings.MEDIA_ROOT = tmp_path / "media"
    settings.MEDIA_ROOT.mkdir()


@pytest.fixture(autouse=True)
def _fresh_cache():
    """Throttle counters live in the cache; no test inherits another's."""
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def api_client() -> APIClient:
    return APIClient()


@pytest.fixture
def staff_user(django_user_model):
    return django_user_model.objects.create_user("organiser", password="a-long-test-password", is_staff=True)


@pytest.fixture
def staff_client(staff_user) -> APIClient:
    client = APIClient()
    client.force_login(staff_user)
    return client


@pytest.fixture
def member_client(django_user_model) -> APIClient:
    """Signed in, but not an organiser."""
    user = django_user_model.objects.create_user("member", password="a-long-test-password")
    client = APIClient()
    client.force_login(user)
    return client
