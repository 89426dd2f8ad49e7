from uploads.tests.fixtures import *  # noqa: F403
