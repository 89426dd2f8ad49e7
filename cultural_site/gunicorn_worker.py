"""gunicorn's threaded worker, giving a thread only a request that has arrived
whole, and taking a new connection only when it has a thread free.

Whole requests. gunicorn's own worker hands a connection to a thread as soon
as its first bytes arrive, and the thread then waits for the rest of the head
and for the body as slowly as the client sends them: two dozen clients sending
a body one byte every few seconds held every thread of every process, and the
site stopped answering. This worker reads each request, head and body, in its
main loop, as nginx does in front of an application, without a thread: the
body up to 64 KiB in memory, beyond that in a temporary file, up to the largest
body the site takes (an audio track, see `body_limit`; more is refused at once
with 413). Only then does a thread get the request, and it never waits for the
client. A request must come at a steady pace: its head within
GUNICORN_READ_TIMEOUT seconds (20) of its first byte, its body within as long
again plus a second per 500 bytes (an upload over the slowest phone network
is in time; a trickle is not). One that does not is answered 408 and closed.
A kept-alive or new connection may wait `keepalive` seconds for its first byte.
Behind a proxy that buffers request bodies (nginx does by default) this costs
nothing; behind one that streams them (many cloud load balancers do) it is what
keeps slow clients away from the threads.

Over TLS, HTTP/2 or the PROXY protocol (none of which the site's container
uses) the raw bytes are not a plain HTTP/1 request, and gunicorn's own way is
kept.

Fairness. gunicorn's own worker takes every connection it can (up to
`worker_connections`, 1000) and queues it behind its threads: in a
registration rush one process gathers a queue behind four slow answers while
another sits idle, and the slowest families wait three to five times as long
as the median. This one leaves a new connection in the listening socket's
queue, which the first process with a free thread takes the oldest from, until
one of its threads is free. A connection it already holds (kept alive, or still
sending its request) is served as ever, and it still holds up to
`worker_connections` of them, so that idle or slow clients cannot keep new
ones out.
"""

import errno
import json
import os
import re
import selectors
import tempfile
import time
from functools import partial

from gunicorn.http.unreader import SocketUnreader
from gunicorn.http2 import negotiation
from gunicorn.workers.gthread import ThreadWorker

# A request's head, and its body beyond 500 bytes a second, must arrive within this long.
READ_TIMEOUT = float(os.environ.get("GUNICORN_READ_TIMEOUT", "").strip() or 20)
MIN_BYTES_PER_SECOND = 500
# Heads are a few KiB (browsers cap cookies well below this); a longer one is refused.
HEAD_MAX = 64 * 1024
# A body larger than this waits for its thread in a temporary file, not in memory.
MEMORY_MAX = 64 * 1024
RECV_SIZE = 256 * 1024
# How often requests still arriving are looked at for their deadlines.
SWEEP_INTERVAL = 0.25
CHUNK_LINE_MAX = 4096
TRAILERS_MAX = 8192
# Room for what wraps a file in a multipart form (the bank's CSV statement).
BODY_HEADROOM = 1024 * 1024
DEFAULT_BODY_LIMIT = 25 * 1024 * 1024 + BODY_HEADROOM

_NEED_MORE, _COMPLETE, _HAND_OVER = "need more", "complete", "hand over"
_HEX = re.compile(rb"[0-9A-Fa-f]{1,16}")
_TOKEN = re.compile(rb"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
_BARE_LF = re.compile(rb"(?<!\r)\n")


def body_limit() -> int:
    """The largest body the site takes: an audio track (AUDIO_UPLOAD_MAX_BYTES), an
    image, or any other body Django reads (DATA_UPLOAD_MAX_MEMORY_SIZE), and room
    for a form's wrapping. The views refuse what is over their own limits."""
    try:
        from django.conf import settings

        sizes = [
            getattr(settings, "AUDIO_UPLOAD_MAX_BYTES", 0),
            getattr(settings, "UPLOAD_MAX_BYTES", 0),
            settings.DATA_UPLOAD_MAX_MEMORY_SIZE or 0,
        ]
    except Exception:
        return DEFAULT_BODY_LIMIT
    return max(sizes) + BODY_HEADROOM


class Refused(Exception):
    """A request answered from the main loop: `status` and a sentence, then closed."""

    def __init__(self, status: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class IncomingRequest:
    """The bytes of one request as they arrive, and whether it is whole yet.

    It only tells where the request ends. gunicorn's parser, in the thread, reads
    the same bytes and decides what they mean; anything this cannot follow (a
    malformed head, a bare LF, an ambiguous length) is handed over at once, and
    gunicorn refuses it from the bytes it has, without waiting for more.
    """

    def __init__(self, *, limit: int, first_byte_within: float) -> None:
        self.limit = limit
        self.memory: bytearray | None = bytearray()
        self.file = None
        self.received = 0
        self.started = time.monotonic()
        self.deadline = self.started + first_byte_within
        self.head_end: int | None = None
        self.scanned = 0
        self.body_received = 0
        self.content_length = 0
        self.chunked: _ChunkScanner | None = None
        self.expects_continue = False
        self.forwarded_for: str | None = None
        self.continue_sent = False

    # Bytes in

    def feed(self, data: bytes) -> str:
        if self.received == 0 and data:
            self.deadline = time.monotonic() + READ_TIMEOUT
        self.received += len(data)
        if self.head_end is None:
            self.memory.extend(data)
            state = self._scan_head()
            if state != _COMPLETE:
                return state
            body = bytes(self.memory[self.head_end :])
            self.deadline = time.monotonic() + READ_TIMEOUT
            return self._body(body)
        self._keep(data)
        return self._body(data)

    def _keep(self, data: bytes) -> None:
        if self.file is None and len(self.memory) + len(data) > MEMORY_MAX:
            self.file = tempfile.TemporaryFile()  # noqa: SIM115 (closed by release())
            self.file.write(self.memory)
            self.memory = None
        if self.file is not None:
            self.file.write(data)
        else:
            self.memory.extend(data)

    def _scan_head(self) -> str:
        buffer = self.memory
        # One empty line before the request line is ignored (RFC 9112 2.2), as gunicorn does.
        start = 2 if buffer[:2] == b"\r\n" else 0
        if buffer[:1] == b"\r" and len(buffer) < 2:
            return _NEED_MORE
        if buffer[start : start + 2] == b"\r\n":
            return _HAND_OVER
        end = buffer.find(b"\r\n\r\n", max(start, self.scanned - 3))
        head_so_far = end + 2 if end >= 0 else len(buffer)
        if _BARE_LF.search(buffer, max(start, self.scanned - 1), head_so_far):
            return _HAND_OVER  # a bare LF, which gunicorn refuses
        self.scanned = len(buffer)
        if end < 0:
            if len(buffer) > HEAD_MAX:
                raise Refused("431 Request Header Fields Too Large", "The request's headers are too large.")
            return _NEED_MORE
        self.head_end = end + 4
        return self._framing(bytes(buffer[start:end]))

    def _framing(self, head: bytes) -> str:
        lines = head.split(b"\r\n")
        request_line = lines[0].split(b" ")
        if len(request_line) != 3 or request_line[2] not in (b"HTTP/1.1", b"HTTP/1.0"):
            return _HAND_OVER
        http11 = request_line[2] == b"HTTP/1.1"
        lengths, codings = [], []
        for line in lines[1:]:
            name, colon, value = line.partition(b":")
            if not colon or not _TOKEN.fullmatch(name):
                return _HAND_OVER
            name, value = name.upper(), value.strip(b" \t")
            if name == b"CONTENT-LENGTH":
                lengths.append(value)
            elif name == b"TRANSFER-ENCODING":
                codings.extend(coding.strip(b" \t").lower() for coding in value.split(b","))
            elif name == b"EXPECT":
                self.expects_continue = http11 and value.lower() == b"100-continue"
            elif name == b"X-FORWARDED-FOR":
                value = value.decode("latin-1")
                self.forwarded_for = f"{self.forwarded_for},{value}" if self.forwarded_for else value
        if codings:
            if lengths or not http11 or codings[-1] != b"chunked" or codings.count(b"chunked") != 1:
                return _HAND_OVER
            self.chunked = _ChunkScanner(self.limit)
        elif lengths:
            if len(lengths) != 1 or not lengths[0].isdigit() or len(lengths[0]) > 15:
                return _HAND_OVER
            self.content_length = int(lengths[0])
            if self.content_length > self.limit:
                raise Refused("413 Content Too Large", "The request is too large.")
        else:
            self.expects_continue = False
        return _COMPLETE

    def _body(self, data: bytes) -> str:
        self.body_received += len(data)
        if self.chunked is not None:
            return self.chunked.feed(data)
        return _COMPLETE if self.body_received >= self.content_length else _NEED_MORE

    @property
    def head_complete(self) -> bool:
        return self.head_end is not None

    def body_deadline(self) -> float:
        return self.deadline + self.body_received / MIN_BYTES_PER_SECOND

    def expired(self, now: float) -> bool:
        return now > (self.body_deadline() if self.head_complete else self.deadline)

    # Bytes out, to gunicorn's parser in the thread

    def install(self, parser) -> None:
        """Put the request's bytes where the parser reads first."""
        if self.file is None:
            parser.unreader.unread(bytes(self.memory))
            self.memory = None
            return
        self.file.seek(0)
        unreader = _FileFirstUnreader(parser.unreader.sock, self.file)
        unreader.unread(parser.unreader.take_buffered())
        parser.unreader = unreader

    def release(self, parser) -> None:
        """After the answer, in the main loop: bytes read past this request (a
        pipelined next one) go back to a plain unreader, and the file is closed."""
        if self.file is None:
            return
        unreader = getattr(parser, "unreader", None) if parser is not None else None
        if isinstance(unreader, _FileFirstUnreader):
            rest = unreader.take_buffered() + (unreader.file.read() if unreader.file else b"")
            plain = SocketUnreader(unreader.sock)
            plain.unread(rest)
            parser.unreader = plain
        self.file.close()
        self.file = None


class _ChunkScanner:
    """Follows a chunked body to its end (RFC 9112 7.1), counting its size."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.size_total = 0
        self.state = "size"
        self.line = bytearray()
        self.remaining = 0
        self.trailers = 0

    def feed(self, data: bytes) -> str:
        view = memoryview(data)
        while view:
            if self.state == "data":
                taken = min(self.remaining, len(view))
                self.remaining -= taken
                view = view[taken:]
                if self.remaining == 0:
                    self.state = "crlf"
                continue
            newline = bytes(view).find(b"\n")
            if newline < 0:
                self.line.extend(view)
                view = view[len(view) :]
                if len(self.line) > CHUNK_LINE_MAX:
                    raise Refused("400 Bad Request", "The request's body is not well framed.")
                break
            self.line.extend(view[: newline + 1])
            view = view[newline + 1 :]
            line, self.line = bytes(self.line), bytearray()
            if not line.endswith(b"\r\n") or len(line) > CHUNK_LINE_MAX:
                return _HAND_OVER
            line = line[:-2]
            state = self._line(line)
            if state != _NEED_MORE:
                return state
        return _NEED_MORE

    def _line(self, line: bytes) -> str:
        if self.state == "crlf":
            if line:
                return _HAND_OVER
            self.state = "size"
            return _NEED_MORE
        if self.state == "size":
            size = line.split(b";", 1)[0].strip(b" \t")
            if not _HEX.fullmatch(size):
                return _HAND_OVER
            chunk = int(size, 16)
            self.size_total += chunk
            if self.size_total > self.limit:
                raise Refused("413 Content Too Large", "The request is too large.")
            if chunk:
                self.remaining = chunk
                self.state = "data"
            else:
                self.state = "trailers"
            return _NEED_MORE
        # Trailers, up to the empty line that ends the request.
        if not line:
            return _COMPLETE
        self.trailers += len(line)
        if self.trailers > TRAILERS_MAX:
            raise Refused("431 Request Header Fields Too Large", "The request's trailers are too large.")
        return _NEED_MORE


class _FileFirstUnreader(SocketUnreader):
    """gunicorn's socket reader, which reads a request kept in a file before the socket."""

    def __init__(self, sock, file) -> None:
        super().__init__(sock)
        self.file = file

    def chunk(self, size_hint=None):
        if self.file is not None:
            size = max(self.mxchunk, min(size_hint or 0, self.max_body_chunk))
            data = self.file.read(size)
            if data:
                return data
            self.file = None
        return super().chunk(size_hint)


class FairThreadWorker(ThreadWorker):
    def __init__(self, *args, **kwargs):
        # Requests handed to the thread pool and not yet finished. Only the
        # worker's main thread hands them over and hears they are done.
        self.in_threads = 0
        # Connections whose request is still arriving, read by the main loop.
        self.arriving: dict = {}
        self._body_limit: int | None = None
        self._next_sweep = 0.0
        super().__init__(*args, **kwargs)

    @property
    def worker_connections(self) -> int:
        """What gunicorn's loop compares the connections it holds with before it
        takes another: the setting, and no more than it holds while its threads are busy."""
        if self.in_threads >= self.cfg.threads:
            return min(self._worker_connections, self.nr_conns)
        return self._worker_connections

    @worker_connections.setter
    def worker_connections(self, value: int) -> None:
        self._worker_connections = value

    @property
    def body_limit(self) -> int:
        if self._body_limit is None:
            self._body_limit = body_limit()
        return self._body_limit

    def reads_whole_requests(self, conn) -> bool:
        cfg = self.cfg
        return not (
            cfg.is_ssl
            or getattr(cfg, "proxy_protocol", "off") not in ("off", False, None)
            or getattr(cfg, "protocol", "http") != "http"
            or negotiation.prior_knowledge_allowed(cfg, conn.client)
        )

    # Every way to a thread comes through here: a new connection, a kept-alive
    # one readable again, and bytes read past the request just answered.
    def enqueue_req(self, conn):
        if not self.reads_whole_requests(conn):
            self._to_thread(conn)
            return
        incoming = IncomingRequest(
            limit=self.body_limit, first_byte_within=self.cfg.keepalive if self.cfg.keepalive > 0 else READ_TIMEOUT
        )
        conn.incoming = incoming
        conn.sock.setblocking(False)
        if conn.parser is not None:
            # Read ahead by the last request's parser: this request's first bytes.
            ahead = conn.parser.unreader.take_buffered()
            if ahead and self._take(conn, ahead):
                return
        # Often the bytes are there already (a kept-alive connection that became readable).
        if self._receive(conn):
            return
        self.arriving[conn] = None
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self.on_request_readable, conn))

    def on_request_readable(self, conn, client):
        self._receive(conn)

    def _leave_main_loop(self, conn) -> None:
        """No more events for this connection here: a thread or the close takes it."""
        if self.arriving.pop(conn, False) is None:
            self.poller.unregister(conn.sock)

    def _receive(self, conn) -> bool:
        """Read what has arrived; whether the connection has left the main loop's care."""
        try:
            data = conn.sock.recv(RECV_SIZE)
        except (BlockingIOError, InterruptedError):
            return False
        except OSError:
            self._close(conn)
            return True
        if not data:
            # The client went away (or closed its side) before its request was whole.
            self._close(conn)
            return True
        return self._take(conn, data)

    def _take(self, conn, data: bytes) -> bool:
        incoming = conn.incoming
        try:
            state = incoming.feed(data)
        except Refused as refusal:
            self._refuse(conn, refusal)
            return True
        except OSError as error:
            # No room for the body's temporary file.
            self.log.error("Could not keep a request's body while it arrives: %s", error)
            self._refuse(conn, Refused("503 Service Unavailable", "The service is temporarily unavailable."))
            return True
        if state == _NEED_MORE:
            if incoming.expects_continue and not incoming.continue_sent:
                # The client waits for this before it sends the body (RFC 9110 10.1.1).
                incoming.continue_sent = True
                self._send(conn, b"HTTP/1.1 100 Continue\r\n\r\n")
            return False
        conn.data_ready = True
        self._leave_main_loop(conn)
        self._to_thread(conn)
        return True

    def _to_thread(self, conn):
        self.in_threads += 1
        super().enqueue_req(conn)

    def handle(self, conn):
        """In the thread: the request's bytes go to gunicorn's parser, then gunicorn's own handling."""
        incoming = getattr(conn, "incoming", None)
        if incoming is not None and (incoming.memory is not None or incoming.file is not None):
            conn.sock.setblocking(True)
            conn.init()
            incoming.install(conn.parser)
        return super().handle(conn)

    def handle_request(self, req, conn):
        incoming = getattr(conn, "incoming", None)
        if incoming is not None and incoming.continue_sent:
            # The body is here already; a second "100 Continue" would only confuse.
            req._expected_100_continue = False
        return super().handle_request(req, conn)

    def finish_request(self, conn, fs):
        self.in_threads -= 1
        incoming = getattr(conn, "incoming", None)
        if incoming is not None:
            conn.incoming = None
            incoming.release(conn.parser)
        super().finish_request(conn, fs)

    def murder_pending(self):
        super().murder_pending()
        now = time.monotonic()
        # Called after every turn of the loop, which is many a second when busy.
        if now < self._next_sweep:
            return
        self._next_sweep = now + SWEEP_INTERVAL
        for conn in list(self.arriving):
            incoming = conn.incoming
            idle = incoming.received == 0
            if incoming.expired(now) or (idle and not self.alive):
                if idle:
                    self._close(conn)
                else:
                    self._refuse(conn, Refused("408 Request Timeout", "The request took too long to arrive."))

    # Answers from the main loop

    def _refuse(self, conn, refusal: Refused) -> None:
        incoming = getattr(conn, "incoming", None)
        self.log.info("Refused a request from %s: %s", self._client_of(conn, incoming), refusal.status)
        body = json.dumps({"message": refusal.message}).encode()
        head = (
            f"HTTP/1.1 {refusal.status}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
        )
        self._send(conn, head.encode() + body)
        self._close(conn)

    def _send(self, conn, data: bytes) -> None:
        # A few hundred bytes into an empty socket buffer: sent whole, or the client is gone.
        try:
            conn.sock.send(data)
        except OSError as error:
            if error.errno not in (errno.EAGAIN, errno.EPIPE, errno.ECONNRESET, errno.ENOTCONN):
                self.log.debug("Could not answer from the main loop: %s", error)

    def _close(self, conn) -> None:
        self._leave_main_loop(conn)
        incoming = getattr(conn, "incoming", None)
        if incoming is not None:
            conn.incoming = None
            if incoming.file is not None:
                incoming.file.close()
        self.nr_conns -= 1
        conn.close()

    @staticmethod
    def _client_of(conn, incoming) -> str:
        """The client as the site names it (core/client.py), for the log line."""
        peer = conn.client[0] if isinstance(conn.client, tuple) else str(conn.client or "")
        try:
            from core.client import address_of

            return address_of(peer, incoming.forwarded_for if incoming is not None else None) or "-"
        except Exception:
            return peer or "-"
