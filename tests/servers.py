"""Start JupyterLab or Notebook 7 on 127.0.0.1 for the browser tests, and always stop it (kernels included).

The server runs from a temporary folder holding the demo notebook, with an empty
token, cell windowing off (so every editor is in the page) and the app exposed
as ``window.jupyterapp`` so tests can run all cells and read the kernel status.
"""
import contextlib
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Screenshots and timings go to images/ (for the README) only with SAVE_SCREENSHOTS=1 (`make screenshots`);
# otherwise to a scratch folder, so running the tests never changes the checkout.
IMAGES = ROOT / "images" if os.environ.get("SAVE_SCREENSHOTS") else Path(tempfile.gettempdir()) / "latinlib-screenshots"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--no-first-run", "--disable-default-apps", "--disable-extensions"]


def require_chromium():
    """Skip a browser test when Debian's Chromium is missing; fail in CI, where the browser tests must run."""
    if not os.path.exists(CHROMIUM):
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing: CI must run the browser tests (.ci/run installs it)")
        pytest.skip(f"{CHROMIUM} is missing")


@contextlib.contextmanager
def chromium_page(viewport):
    """One page of Debian's Chromium driven by Playwright (never a downloaded browser); the browser always closed."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS, timeout=60_000)
        try:
            page = browser.new_context(viewport=viewport).new_page()
            page.set_default_timeout(60_000)
            yield page
        finally:
            browser.close()


def write_json(path, data):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))


def notebook_json(cells):
    """An unexecuted nbformat 4 notebook of code cells."""
    cells = [{"cell_type": "code", "execution_count": None, "id": f"cell{k}", "metadata": {}, "outputs": [],
              "source": source} for k, source in enumerate(cells)]
    kernel = {"display_name": "Python 3", "language": "python", "name": "python3"}
    return {"cells": cells, "metadata": {"kernelspec": kernel}, "nbformat": 4, "nbformat_minor": 5}


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def get(url, timeout=5):
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return json.loads(response.read() or "null")


def environment(home):
    """The server's environment: this checkout's latinlib importable, settings kept in ``home``."""
    path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    return dict(os.environ, PYTHONPATH=path, JUPYTERLAB_SETTINGS_DIR=str(home / "settings"),
                JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"), JUPYTER_RUNTIME_DIR=str(home / "runtime"),
                JUPYTER_CONFIG_DIR=str(home / "config"), MPLBACKEND="Agg")


def start(kind, home, notebook_name):
    """Start 'lab' or 'notebook' serving ``home``; returns (process, url of the notebook, base url)."""
    settings = home / "settings" / "@jupyterlab"
    write_json(settings / "notebook-extension" / "tracker.jupyterlab-settings", {"windowingMode": "none"})
    write_json(settings / "apputils-extension" / "notification.jupyterlab-settings",
               {"fetchNews": "false", "checkForUpdates": False})
    port = free_port()
    app = "LabApp" if kind == "lab" else "JupyterNotebookApp"
    command = [sys.executable, "-m", "jupyter", kind, "--no-browser", "--ServerApp.ip=127.0.0.1",
               f"--ServerApp.port={port}", "--ServerApp.port_retries=0", "--IdentityProvider.token=",
               "--ServerApp.password=", "--allow-root", "--ServerApp.terminals_enabled=False",
               f"--ServerApp.root_dir={home}", f"--{app}.expose_app_in_browser=True"]
    if kind == "lab":
        command += ["--LabApp.news_url="]
    log = open(home / f"{kind}.log", "w")
    process = subprocess.Popen(command, env=environment(home), stdout=log, stderr=subprocess.STDOUT, cwd=home)
    process.log = log
    base = f"http://127.0.0.1:{port}"
    wait_for(process, base, home / f"{kind}.log")
    page = f"{base}/lab/tree/{notebook_name}" if kind == "lab" else f"{base}/notebooks/{notebook_name}"
    return process, page, base


def wait_for(process, base, log, timeout=90):
    """Poll /api/status until the server answers; raise with its log when it dies or is too slow."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if process.poll() is not None:
            raise RuntimeError(f"server exited with {process.returncode}:\n{log.read_text()[-3000:]}")
        try:
            get(f"{base}/api/status", timeout=2)
            return
        except OSError:
            time.sleep(0.5)
    raise RuntimeError(f"server did not answer within {timeout} s:\n{log.read_text()[-3000:]}")


def stop(process, base):
    """Shut the kernels down over the REST API, then the server: SIGTERM, then SIGKILL after 15 s."""
    try:
        for kernel in get(f"{base}/api/kernels") or []:
            request = urllib.request.Request(f"{base}/api/kernels/{kernel['id']}", method="DELETE")
            urllib.request.urlopen(request, timeout=10).close()
    except OSError:
        pass
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=5)
    process.log.close()
