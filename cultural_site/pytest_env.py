"""Loaded by pytest before Django reads its settings (see pytest.ini): tests run
with the local-development configuration unless the environment says otherwise."""

import os

os.environ.setdefault("DEBUG", "1")
