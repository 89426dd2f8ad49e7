"""A sign-in code goes out ahead of a registration rush's confirmations: the
visitor is waiting for it with the sign-in page open, the confirmations can
wait a minute. The database queue and the site's worker, as in production."""

import pytest
from django.tasks import TaskResultStatus
from django_tasks_db.models import DBTaskResult

from events.tests.factories import EventFactory
from families.tests.conftest import ask_for_code, code_from
from mailing.services import URGENT
from mailing.tests.worker import run_queue
from registrations.tests.helpers import register

pytestmark = pytest.mark.django_db(transaction=True)

RUSH = 60


def waiting(task_path: str) -> int:
    return DBTaskResult.objects.filter(task_path=task_path, status=TaskResultStatus.READY).count()


@pytest.mark.usefixtures("database_queue")
def test_a_sign_in_code_asked_for_during_a_rush_is_the_worker_s_next_task(api_client, smtp_server, throttle_rates):
    throttle_rates(registrations="1000/hour")
    event = EventFactory(title="Durga Puja", capacity=500)
    for n in range(RUSH):
        assert register(api_client, event, f"Party {n}").status_code == 201
    # The worker has written the first families' confirmations; the others' are still to write.
    run_queue(max_tasks=RUSH // 2)
    assert waiting("mailing.tasks.deliver_email") == RUSH // 2
    assert waiting("registrations.tasks.send_welcome") == RUSH // 2

    assert ask_for_code(api_client, "rina@example.com").status_code == 202
    code_task = DBTaskResult.objects.get(args_kwargs__args__0__template="family_code")
    assert code_task.priority == URGENT

    run_queue(max_tasks=1)

    (message,) = smtp_server.wait_for(1, within=10)
    assert message["To"] == "rina@example.com"
    assert code_from(message)
    code_task.refresh_from_db()
    assert code_task.status == TaskResultStatus.SUCCESSFUL
    assert waiting("mailing.tasks.deliver_email") == RUSH // 2
    assert waiting("registrations.tasks.send_welcome") == RUSH // 2
