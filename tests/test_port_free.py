"""``scripts/port-free``, which ``make run`` calls before starting the development server."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).parents[1] / "scripts" / "port-free"
HOST = "127.0.0.1"


def port_free(port: object) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(SCRIPT), HOST, str(port)], capture_output=True, text=True, timeout=30
    )


def test_port_free_names_a_taken_port_and_how_to_choose_another():
    with socket.socket() as server:
        server.bind((HOST, 0))
        server.listen()
        port = server.getsockname()[1]

        result = port_free(port)

    assert result.returncode == 1
    assert f"Port {port} on {HOST} is already taken" in result.stderr
    assert f"make run PORT={port + 1}" in result.stderr


def test_port_free_passes_a_free_port_silently():
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        port = probe.getsockname()[1]

    result = port_free(port)

    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_port_free_refuses_what_is_not_a_port():
    result = port_free("eighty")

    assert result.returncode == 1
    assert "PORT=eighty is not a port" in result.stderr
