"""The worker's reading of a request in its main loop (cultural_site/gunicorn_worker.py):
where a request ends, what it refuses at once, and that gunicorn's own parser, in
the thread, reads the very bytes the client sent. tests/production/test_workers.py
runs it under gunicorn."""

import socket

import pytest
from gunicorn.config import Config
from gunicorn.http.parser import RequestParser

from cultural_site.gunicorn_worker import MEMORY_MAX, IncomingRequest, Refused

LIMIT = 1024 * 1024


def incoming() -> IncomingRequest:
    return IncomingRequest(limit=LIMIT, first_byte_within=75)


def feed_bytewise(request: IncomingRequest, data: bytes) -> list[str]:
    return [request.feed(data[index : index + 1]) for index in range(len(data))]


def test_a_request_without_a_body_is_whole_at_the_end_of_its_head():
    request = incoming()

    assert request.feed(b"GET /healthz HTTP/1.1\r\nHost: x\r\n") == "need more"
    assert request.feed(b"\r\n") == "complete"


def test_a_body_of_known_length_is_whole_at_its_last_byte_whatever_the_pieces():
    head = b"POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\n"

    states = feed_bytewise(incoming(), head + b"hello")

    assert states[-1] == "complete"
    assert set(states[:-1]) == {"need more"}


def test_a_chunked_body_is_whole_after_its_last_chunk_and_trailers():
    head = b"POST /api/contact HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
    body = b"5;name=value\r\nhello\r\n1A\r\n" + b"x" * 26 + b"\r\n0\r\nChecksum: abc\r\n\r\n"

    states = feed_bytewise(incoming(), head + body)

    assert states[-1] == "complete"
    assert set(states[:-1]) == {"need more"}


def test_an_expected_continue_is_noted_only_when_a_body_follows():
    with_body = incoming()
    with_body.feed(b"PUT /x HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n")
    without = incoming()
    without.feed(b"GET /x HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n\r\n")

    assert with_body.expects_continue
    assert not without.expects_continue


@pytest.mark.parametrize(
    "head",
    [
        # What gunicorn refuses from the bytes it has: it is handed over at once.
        b"POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n",
        b"POST / HTTP/1.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n",
        b"POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n",
        b"POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n",
        b"POST / HTTP/1.1\r\nContent-Length: -5\r\n\r\n",
        b"POST / HTTP/1.1\r\nContent-Length: 5\r\n folded\r\n\r\n",
        b"POST / HTTP/1.1\r\nBad Name: 5\r\n\r\n",
        b"POST / HTTP/9.9\r\nContent-Length: 5\r\n\r\n",
        b"\r\n\r\nGET / HTTP/1.1\r\n\r\n",
    ],
)
def test_a_head_it_cannot_follow_goes_to_gunicorn_at_once(head):
    assert incoming().feed(head) == "hand over"


def test_a_bare_line_feed_goes_to_gunicorn_before_the_head_ends():
    assert incoming().feed(b"GET / HTTP/1.1\nHost: x\n") == "hand over"


@pytest.mark.parametrize(
    ("data", "status"),
    [
        (b"PUT /x HTTP/1.1\r\nContent-Length: %d\r\n\r\n" % (LIMIT + 1), "413 Content Too Large"),
        (b"PUT /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n%x\r\n" % (LIMIT + 1), "413 Content Too Large"),
        (b"GET /x HTTP/1.1\r\nCookie: " + b"a" * 70_000, "431 Request Header Fields Too Large"),
    ],
)
def test_what_is_over_the_limits_is_refused_before_it_is_read(data, status):
    with pytest.raises(Refused) as refused:
        incoming().feed(data)

    assert refused.value.status == status


def test_a_trickle_runs_out_of_time_and_a_steady_body_does_not(monkeypatch):
    request = incoming()
    request.feed(b"POST / HTTP/1.1\r\nContent-Length: 100000\r\n\r\n")
    start = request.deadline

    assert not request.expired(start - 1)
    assert request.expired(start + 1)
    # Each 500 bytes received buy a second more.
    request.feed(bytes(5000))
    assert not request.expired(start + 9)
    assert request.expired(start + 11)


def parse_in_thread(request: IncomingRequest, after: bytes = b""):
    """What gunicorn's parser reads from the request handed over, as in the thread."""
    server, client = socket.socketpair()
    client.sendall(after)
    client.close()
    parser = RequestParser(Config(), server, ("127.0.0.1", 5000))
    request.install(parser)
    message = next(parser)
    body = message.body.read()
    return parser, message, body, server


@pytest.mark.parametrize("size", [10, MEMORY_MAX * 3])
def test_gunicorn_reads_the_same_request_in_memory_or_from_its_file(size):
    body = bytes(range(256)) * (size // 256) + b"end"
    data = b"PUT /upload HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n" % len(body) + body
    following = b"GET /next HTTP/1.1\r\nHost: x\r\n\r\n"
    request = incoming()
    for offset in range(0, len(data), 4096):
        state = request.feed(data[offset : offset + 4096] + (following if offset + 4096 >= len(data) else b""))

    parser, message, read, server = parse_in_thread(request)

    assert state == "complete"
    assert (request.file is not None) == (size > MEMORY_MAX)
    assert (message.method, message.path, read) == ("PUT", "/upload", body)
    # The pipelined request read with it waits, in order, for the next turn.
    request.release(parser)
    assert request.file is None
    assert parser.unreader.buf.getvalue() == following
    assert next(parser).path == "/next"
    server.close()
