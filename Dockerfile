# The site as one container: gunicorn serving Django, the JSON API and the built
# React app, the task worker that sends its email, and the page renderer (Node)
# that draws the public pages' first screens. Configuration comes from
# environment variables (see README, "Deployment"). Build with
# `docker build -t cultural-site .`.

# Stage 1: the front end, built with the packages package-lock.json pins
# (`npm install`, as scripts/setup.sh does: see the reason there).
FROM node:20-bookworm-slim AS frontend
WORKDIR /build/frontend
COPY frontend/package.json frontend/package-lock.json ./
RUN npm install --no-audit --no-fund --loglevel=error
COPY frontend/ ./
RUN npm run build


# Stage 2: Python with the pinned requirements, the code and the collected static files.
FROM python:3.13-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PORT=8000 \
    STATIC_ROOT=/app/staticfiles \
    MEDIA_ROOT=/app/media \
    GUNICORN_WORKER_TMP_DIR=/dev/shm

RUN groupadd --system --gid 10001 app \
    && useradd --system --uid 10001 --gid app --home-dir /app --no-create-home --shell /usr/sbin/nologin app

WORKDIR /app

COPY requirements.txt ./
RUN pip install --no-cache-dir -r requirements.txt

# Node, for the page renderer (cultural_site/renderer.py): the front end stage's own
# binary, which needs the C++ runtime the slim image lacks.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libstdc++6 \
    && rm -rf /var/lib/apt/lists/*
COPY --from=frontend /usr/local/bin/node /usr/local/bin/node

COPY . .
COPY --from=frontend /build/frontend/dist ./frontend/dist

# The Bengali catalogue is compiled here (the .mo files are never committed).
# Static files are collected once, here, so that every container serves the same
# hashed names; the key only lets the settings load and is never used at run time.
RUN pybabel --quiet compile --domain django --directory locale \
    && DEBUG=0 SECRET_KEY=collectstatic-at-build-time-only python manage.py collectstatic --noinput --verbosity 0 \
    && python -m compileall -q -x "(^|/)(\.venv|node_modules|tests|e2e|benchmarks)(/|$)" . \
    && mkdir -p /app/media \
    && chown app:app /app/media

# The receipts' fonts are cut to their static weights once, here, not on the
# first receipt a container writes (money/receipts/pdf.py).
RUN DEBUG=0 SECRET_KEY=fonts-at-build-time-only python manage.py shell --no-imports \
        -c "from money.receipts.pdf import fonts_prepare; fonts_prepare()"

# Uploaded images without S3 (mount a volume here, or configure S3_BUCKET).
VOLUME ["/app/media"]

USER 10001:10001
EXPOSE 8000

# Liveness only: a database outage must not get healthy containers restarted.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["python", "-m", "cultural_site.health"]

# Migrations, then gunicorn, the task worker that sends the email and the page
# renderer, side by side (RUN_WORKER=0, RUN_RENDERER=0 leave those out). Given a command, it runs that instead:
# `docker run ... cultural-site python manage.py db_worker` is a worker container.
ENTRYPOINT ["/app/scripts/entrypoint.sh"]
