# Each target is one line in the README. DEBUG=1 selects the local configuration.
PY := .venv/bin/python
PORT ?= 8000

.PHONY: audit password run test setup setup-test build migrate lint format test-python test-schema test-frontend test-e2e bench

# The task worker sends the queued email (printed to the terminal: console
# email) and stops with the server, Ctrl+C or not. It runs without the
# autoreloader, whose child process the kill would not reach.
# The page renderer draws the public pages' first screens, as in the container,
# so that they read with JavaScript off too.
RUN_ENV := DEBUG=1 SITE_URL=http://127.0.0.1:$(PORT)
run: setup ## set up, migrate, add demo content, serve on http://127.0.0.1:$(PORT) with the task worker and page renderer beside it
	$(RUN_ENV) $(PY) manage.py migrate --noinput
	$(RUN_ENV) $(PY) manage.py seed_demo
	socket=$$(mktemp -d)/renderer.sock; \
	$(RUN_ENV) $(PY) manage.py db_worker --no-reload & worker=$$!; \
	node frontend/dist/renderer/renderer.js $$socket & renderer=$$!; \
	trap 'kill $$worker $$renderer 2>/dev/null; wait $$worker $$renderer' EXIT INT TERM; \
	$(RUN_ENV) RENDERER_SOCKET=$$socket $(PY) manage.py runserver 127.0.0.1:$(PORT)

password: ## choose a new password for the demo's organiser account
	DEBUG=1 $(PY) manage.py changepassword organiser

test: setup-test lint test-python test-schema test-frontend test-e2e ## set up and run every suite

setup:
	bash scripts/setup.sh

setup-test:
	bash scripts/setup.sh --test

build:
	cd frontend && npm run build

lint:
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	.venv/bin/lint-imports --no-cache
	DEBUG=1 $(PY) manage.py check_translations
	$(PY) scripts/fonts.py --check
	.venv/bin/hadolint Dockerfile
	.venv/bin/shellcheck scripts/*.sh .ci/run
	cd frontend && npm run --silent typecheck
	cd frontend && PYTHON=../$(PY) npm run --silent lint

audit: ## the pinned dependencies against the vulnerability databases (needs their services)
	.venv/bin/pip-audit --requirement requirements.txt --strict --progress-spinner off
	cd frontend && npm audit --omit=dev

format:
	$(PY) -m ruff format .
	$(PY) -m ruff check --fix .

test-python:
	$(PY) -m pytest

test-schema: ## the API against its OpenAPI schema (schemathesis), signed in and anonymous
	bash scripts/schemathesis.sh

test-frontend:
	cd frontend && npm test --silent

test-e2e:
	$(PY) -m pytest e2e

# About ten minutes; prints one table at the end (README, "Performance report").
bench: setup-test
	$(PY) -m pytest benchmarks --tb=line
