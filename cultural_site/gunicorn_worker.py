"""gunicorn's threaded worker, taking a new connection only when it has a thread free.

gunicorn's own takes every connection it can (up to `worker_connections`, 1000)
and queues it behind its threads: in a registration rush one process gathers a
queue behind four slow answers while another sits idle, and the slowest
families wait three to five times as long as the median. This one leaves a new
connection in the listening socket's queue, which the first process with a
free thread takes the oldest from, until one of its threads is free. A
connection it already holds (kept alive, or waiting for its request's first
bytes) is answered as ever, and it still holds up to `worker_connections` of
them, so that idle or slow clients cannot keep new ones out.
"""

from gunicorn.workers.gthread import ThreadWorker


class FairThreadWorker(ThreadWorker):
    def __init__(self, *args, **kwargs):
        # Requests handed to the thread pool and not yet finished. Only the
        # worker's main thread hands them over and hears they are done.
        self.in_threads = 0
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

    def enqueue_req(self, conn):
        self.in_threads += 1
        super().enqueue_req(conn)

    def finish_request(self, conn, fs):
        self.in_threads -= 1
        super().finish_request(conn, fs)
