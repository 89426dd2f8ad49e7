"""How every browser test starts Chromium: Debian's build, with the flags that keep
it from reaching out to the network on its own."""

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def launch(playwright, *extra_args: str):
    """Debian's Chromium with the standard flags and `extra_args` (a fake camera, say)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, *extra_args])
