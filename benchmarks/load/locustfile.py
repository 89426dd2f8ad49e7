"""Mixed traffic for `make bench`'s load run (benchmarks/load_run.py): families
opening pages, the pages' API reads, registrations and contact messages, in
about the proportions a celebration's week brings.

Loopback only: the host is the benchmark's own gunicorn, given by --host.
Every answer other than the expected status counts as a failure."""

import itertools
import random

from locust import FastHttpUser, between, task

_numbers = itertools.count()
PAGES = ("/", "/events", "/gallery", "/contact")
SUBJECTS = ("event-inquiry", "volunteer", "membership", "feedback", "other")


class Visitor(FastHttpUser):
    wait_time = between(0.05, 0.5)

    def on_start(self):
        with self.client.get("/api/events", name="/api/events", catch_response=True) as response:
            self.event_ids = [event["id"] for event in response.json()] or [0]

    def _event(self) -> int:
        return random.choice(self.event_ids)

    @task(6)
    def page(self):
        self.client.get(random.choice(PAGES), name="page")

    @task(3)
    def event_page(self):
        self.client.get(f"/events/{self._event()}", name="page /events/{id}")

    @task(10)
    def api_reads(self):
        self.client.get("/api/settings", name="/api/settings")
        self.client.get("/api/events", name="/api/events")
        self.client.get("/api/events/featured", name="/api/events/featured")

    @task(4)
    def event_read(self):
        self.client.get(f"/api/events/{self._event()}", name="/api/events/{id}")

    @task(4)
    def gallery(self):
        self.client.get("/api/gallery", name="/api/gallery")

    @task(2)
    def register(self):
        number = next(_numbers)
        body = {
            "eventId": self._event(),
            "fullName": f"Load Family {number}",
            "email": f"family{number}-{random.randrange(10**9)}@example.org",
            "guestCount": 1 + number % 5,
        }
        name = "POST /api/registrations"
        with self.client.post("/api/registrations", json=body, name=name, catch_response=True) as r:
            if r.status_code != 201:
                r.failure(f"{r.status_code}: {r.text[:200]}")

    @task(1)
    def contact(self):
        body = {
            "firstName": "Load",
            "lastName": "Tester",
            "email": f"writer{next(_numbers)}@example.org",
            "subject": random.choice(SUBJECTS),
            "message": "When does the Durga Puja dinner start this year?",
        }
        with self.client.post("/api/contact", json=body, name="POST /api/contact", catch_response=True) as r:
            if r.status_code != 201:
                r.failure(f"{r.status_code}: {r.text[:200]}")
