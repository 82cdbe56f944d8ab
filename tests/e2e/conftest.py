"""Browser tests: Debian's Chromium driven by pytest-playwright against the live server.

Never `playwright install`: the browser is /usr/bin/chromium (`apt-get install chromium`).
Screenshots of the key screens go to test-artifacts/e2e/ (ignored by git, kept by CI).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(
    os.environ.get("E2E_ARTIFACTS", Path(__file__).parents[2] / "test-artifacts" / "e2e")
)


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session", autouse=True)
def _allow_orm_beside_the_browser():
    # Playwright runs an event loop in the test's thread; Django refuses ORM calls there
    # unless told it is safe (it is: the test waits while the browser works). Set only
    # while browser tests run, so no other test (nor a subprocess) inherits it.
    before = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    yield
    if before is None:
        del os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"]
    else:
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = before


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
        ],
    }


@pytest.fixture
def shoot(request):
    """``shoot(page, "name")`` saves a full-page screenshot under test-artifacts/e2e/."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)

    def take(page, name: str) -> Path:
        path = ARTIFACTS / f"{request.node.name}-{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return take


@pytest.fixture
def console_errors(page):
    """Every error the page logs (a CSP violation, a failed script); tests assert none."""
    errors: list[str] = []
    page.on(
        "console", lambda message: errors.append(message.text) if message.type == "error" else None
    )
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors
