"""The local mirror itself: routes, faults (Python API and HTTP control), tokens, CLI."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from app.mirror import content
from app.mirror.faults import Fault, Faults
from app.mirror.server import MirrorServer, running_mirror

ROOT = Path(__file__).resolve().parents[2]
WB_DOCID, WT_DOCID = content.week_docids(2026, 23)


@pytest.fixture
def client(mirror: MirrorServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=mirror.base_url, timeout=5) as c:
        yield c


@pytest.mark.parametrize(
    "path",
    [
        "/en/wol/b/r1/lp-e/nwtsty/43/3",
        "/es/wol/b/r4/lp-s/nwt/1/1",
        "/pt/wol/d/r5/lp-t/{wb}",
        "/en/wol/d/r1/lp-e/{wt}",
        "/es/wol/d/r4/lp-s/{topic}",
        "/pt/wol/dt/r5/lp-t/2026/2/28",
        "/en/wol/meetings/r1/lp-e/2026/23",
    ],
)
def test_wol_routes_serve_html(client: httpx.Client, path: str) -> None:
    url = path.format(wb=WB_DOCID, wt=WT_DOCID, topic=content.TOPIC_DOCIDS[0])
    response = client.get(url)
    assert response.status_code == 200, url
    assert response.headers["content-type"].startswith("text/html")
    assert int(response.headers["content-length"]) == len(response.content)


@pytest.mark.parametrize(
    "path",
    [
        "/en/wol/b/r4/lp-s/nwtsty/43/3",  # resource of another language
        "/fr/wol/b/r30/lp-f/nwtsty/43/3",  # a language the mirror does not have
        "/en/wol/b/r1/lp-e/nwtsty/67/1",  # no book 67
        "/en/wol/b/r1/lp-e/bi12/43/3",  # unknown Bible
        "/en/wol/d/r1/lp-e/12345",  # unknown docId
        "/en/wol/dt/r1/lp-e/2026/2/30",  # no such day
        "/en/wol/meetings/r1/lp-e/2026/54",
        "/cdn/apis/pub-media/GETPUBMEDIALINKS?output=json&pub=mwb&issue=202602"
        "&langwritten=E&fileformat=EPUB",  # workbooks are odd months
        "/cdn/apis/pub-media/GETPUBMEDIALINKS?pub=mwb",  # missing parameters
        "/cdn/files/mwb/202605/mwb_X_202605.epub",
        "/nothing/here",
    ],
)
def test_unknown_things_are_404(client: httpx.Client, path: str) -> None:
    assert client.get(path).status_code == 404


def test_only_get_is_served(client: httpx.Client) -> None:
    assert client.post("/en/wol/b/r1/lp-e/nwtsty/43/3").status_code == 405


def test_search_needs_a_valid_bearer_token(client: httpx.Client, mirror: MirrorServer) -> None:
    url = "/cdn/apis/search/results/S/all"
    assert client.get(url, params={"q": "bondad"}).status_code == 401
    token_response = client.get("/cdn/tokens/jworg.jwt")
    token = token_response.json()
    assert isinstance(token, str) and token.count(".") == 2
    assert token_response.text.startswith('"')  # a quoted JSON string
    auth = {"Authorization": f"Bearer {token}"}
    found = client.get(url, params={"q": "bondad"}, headers=auth)
    assert found.status_code == 200 and found.json()["results"][0]["type"] == "group"
    assert client.get("/cdn/apis/search/results/S/everything", headers=auth).status_code == 404
    assert client.post("/__mirror/tokens/expire").status_code == 200
    assert client.get(url, params={"q": "bondad"}, headers=auth).status_code == 401
    assert mirror.tokens.issued == 1


def test_pub_media_links_point_at_served_epubs(client: httpx.Client, mirror: MirrorServer) -> None:
    params = {"output": "json", "pub": "w", "issue": "202604", "langwritten": "T",
              "fileformat": "EPUB"}
    data = client.get("/cdn/apis/pub-media/GETPUBMEDIALINKS", params=params).json()
    file_url = data["files"]["T"]["EPUB"][0]["file"]["url"]
    assert file_url.startswith(mirror.cdn_url + "/files/w/202604/")
    epub = httpx.get(file_url, timeout=5)
    assert epub.status_code == 200 and epub.content.startswith(b"PK")
    assert epub.headers["content-type"] == "application/epub+zip"


def test_faults_python_api(client: httpx.Client, mirror: MirrorServer) -> None:
    path = "/en/wol/b/r1/lp-e/nwtsty/1/1"
    mirror.faults.status("/wol/b/", 429, retry_after=2, times=1)
    first = client.get(path)
    assert first.status_code == 429 and first.headers["retry-after"] == "2"
    assert client.get(path).status_code == 200  # "fail once then succeed"
    mirror.faults.status("/nwtsty/1/", 500, times=2)
    assert [client.get(path).status_code for _ in range(3)] == [500, 500, 200]
    mirror.faults.latency(r"/1/1$", 200, times=1)
    started = time.perf_counter()
    assert client.get(path).status_code == 200
    assert time.perf_counter() - started >= 0.2
    mirror.faults.changed_markup("/wol/b/", times=1)
    changed = client.get(path).text
    assert 'class="v"' not in changed and "span" in changed
    log = mirror.requests("/wol/b/")
    assert [r.fault for r in log][:2] == ["status 429", ""]
    assert log[-1].fault == "changed markup"


def test_truncated_body_breaks_the_connection(client: httpx.Client, mirror: MirrorServer) -> None:
    mirror.faults.truncate("/wol/b/", times=1)
    with pytest.raises(httpx.RemoteProtocolError):
        client.get("/en/wol/b/r1/lp-e/nwtsty/43/3")
    assert client.get("/en/wol/b/r1/lp-e/nwtsty/43/3").status_code == 200


def test_reset_hangs_up_before_answering(client: httpx.Client, mirror: MirrorServer) -> None:
    mirror.faults.reset("/wol/b/", times=1)
    with pytest.raises((httpx.RemoteProtocolError, httpx.ReadError)):
        client.get("/en/wol/b/r1/lp-e/nwtsty/43/3")
    assert client.get("/en/wol/b/r1/lp-e/nwtsty/43/3").status_code == 200
    assert mirror.requests("/wol/b/")[0].fault == "reset"


def test_faults_over_http(client: httpx.Client, mirror: MirrorServer) -> None:
    created = client.post("/__mirror/faults", json={"pattern": "/wol/dt/", "status": 503,
                                                    "times": 1})
    assert created.status_code == 201
    fault = created.json()
    assert fault["status"] == 503 and fault["id"] >= 1 and not fault["spent"]
    many = client.post("/__mirror/faults", json=[{"pattern": "/x", "latency_ms": 5},
                                                 {"pattern": "/y", "truncate": True}])
    assert many.status_code == 201 and len(many.json()) == 2
    listed = client.get("/__mirror/faults").json()
    assert [f["pattern"] for f in listed] == ["/wol/dt/", "/x", "/y"]
    assert client.get("/en/wol/dt/r1/lp-e/2026/1/1").status_code == 503
    assert client.get("/__mirror/faults").json()[0]["spent"] is True
    assert client.delete(f"/__mirror/faults/{many.json()[0]['id']}").json() == {"removed": True}
    assert client.delete("/__mirror/faults/999").status_code == 404
    assert client.delete("/__mirror/faults").status_code == 200
    assert mirror.faults.list() == []
    bad = client.post("/__mirror/faults", json={"pattern": "(", "status": 500})
    assert bad.status_code == 400
    assert client.post("/__mirror/faults", json={"colour": "red"}).status_code == 400
    assert client.post("/__mirror/faults", content=b"{not json").status_code == 400
    assert client.get("/__mirror/nothing").status_code == 404


def test_request_log_over_http(client: httpx.Client, mirror: MirrorServer) -> None:
    client.get("/en/wol/meetings/r1/lp-e/2026/23", headers={"User-Agent": "probe/1"})
    client.get("/__mirror/health")
    log = client.get("/__mirror/log").json()
    assert log["count"] == 1  # control calls are not logged
    record = log["requests"][0]
    assert record["path"] == "/en/wol/meetings/r1/lp-e/2026/23" and record["status"] == 200
    assert record["user_agent"] == "probe/1"
    assert client.delete("/__mirror/log").status_code == 200 and mirror.count() == 0
    health = client.get("/__mirror/health").json()
    assert health == {"ok": True, "wol_url": mirror.wol_url, "cdn_url": mirror.cdn_url}


def test_faults_combine_and_validate() -> None:
    faults = Faults()
    faults.add(pattern="/a", latency_ms=10)
    faults.add(Fault(pattern="/a", status=500, times=1))
    faults.add(pattern="/b", truncate=True)
    applied = faults.apply("/a/1")
    assert (applied.latency_ms, applied.status, applied.truncate) == (10, 500, False)
    assert faults.apply("/a/1").status is None  # the status fault is spent
    assert not faults.apply("/c").any
    with pytest.raises(ValueError):
        Fault(status=42)
    with pytest.raises(ValueError):
        Fault(latency_ms=-1)
    with pytest.raises(TypeError):
        faults.add(Fault(), pattern="/x")


def test_running_mirror_is_loopback_and_stops() -> None:
    with running_mirror() as m:
        assert m.wol_url.startswith("http://127.0.0.1:") and m.cdn_url == m.wol_url + "/cdn"
        assert m.env == {"PREPARO_WOL_URL": m.wol_url, "PREPARO_CDN_URL": m.cdn_url}
        assert httpx.get(m.wol_url + "/__mirror/health", timeout=5).status_code == 200
        port = m.port
    with pytest.raises(httpx.ConnectError):
        httpx.get(f"http://127.0.0.1:{port}/__mirror/health", timeout=2)
    with pytest.raises(ValueError):
        MirrorServer(host="0.0.0.0")


def test_concurrent_clients_are_served(mirror: MirrorServer) -> None:
    import concurrent.futures

    paths = [f"/en/wol/b/r1/lp-e/nwtsty/19/{c}" for c in range(1, 21)]
    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        codes = list(pool.map(lambda p: httpx.get(mirror.base_url + p, timeout=5).status_code,
                              paths))
    assert codes == [200] * 20 and mirror.count("/wol/b/") == 20


def test_cli_prints_the_exports_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    env = {**os.environ, "PREPARO_HOME": str(tmp_path)}
    code = "from app.cli import main; raise SystemExit(main(['mirror', '--port', '0']))"
    proc = subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # Ctrl-C as in a terminal: a SIGINT the test process happens to ignore (some
        # earlier test in the whole suite leaves it so) would be inherited, and Python then
        # installs no KeyboardInterrupt handler in the child
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        assert proc.stdout is not None
        wol_line = proc.stdout.readline().strip()
        cdn_line = proc.stdout.readline().strip()
        assert wol_line.startswith("export PREPARO_WOL_URL=http://127.0.0.1:")
        wol = wol_line.split("=", 1)[1]
        assert cdn_line == f"export PREPARO_CDN_URL={wol}/cdn"
        health = httpx.get(wol + "/__mirror/health", timeout=5).json()
        assert health["ok"] is True
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_cli_refuses_a_bad_port(capsys: pytest.CaptureFixture[str]) -> None:
    from app.cli import main

    assert main(["mirror", "--port", "70000"]) == 2
    with running_mirror() as busy:
        assert main(["mirror", "--port", str(busy.port)]) == 1
    assert "cannot listen" in capsys.readouterr().err


def test_fault_json_round_trip() -> None:
    fault = Fault(pattern="/z", status=429, retry_after=1.5, times=3)
    data = json.loads(json.dumps(fault.to_json()))
    again = Fault.from_json({k: v for k, v in data.items() if k not in ("id", "hits", "spent")})
    assert (again.pattern, again.status, again.retry_after, again.times) == ("/z", 429, 1.5, 3)


def test_a_client_that_resets_is_no_server_error(mirror: MirrorServer,
                                                 capfd: pytest.CaptureFixture[str]) -> None:
    import socket
    import struct

    host, port = mirror.wol_url.removeprefix("http://").split(":")
    for _ in range(5):
        with socket.create_connection((host, int(port))) as raw:
            raw.sendall(b"GET /en/wol/b/r1/lp-e/nwtsty/43/3 HTTP/1.1\r\nHost: x\r\n\r\n")
            raw.recv(1)  # the answer has begun: the server now waits for the next request
            raw.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    time.sleep(0.3)
    assert "Traceback" not in capfd.readouterr().err
    assert httpx.get(mirror.wol_url + "/en/wol/b/r1/lp-e/nwtsty/43/3").status_code == 200
