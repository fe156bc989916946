"""Where batches of games run: in this process, in a pool of processes (`--jobs N`), or on a Dask cluster
(`--scheduler tcp://HOST:8786`, or `--scheduler local` for a local one).

Every backend runs the same tasks (`fn(*args)`, plain picklable values: rulekit.sim.cells.play_batch and a Cell)
and hands back each result with its task's key as it finishes; callers put results in order by key, so what
they write does not depend on the backend, the number of workers or the order batches finish in.

Dask workers need rulekit installed and the same content folder at the same path (or RULEKIT_CONTENT set).
"""
from __future__ import annotations

import os
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any, Callable, Hashable, Iterator, Sequence

from rulekit.errors import RulekitError

Task = tuple[Hashable, Callable[..., Any], tuple[Any, ...]]


def default_jobs() -> int:
    """All the cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def batches(count: int, jobs: int, largest: int = 25) -> list[tuple[int, int]]:
    """(start, stop) ranges covering 0..count-1: about 8 per worker so the time left is known early and the
    workers finish together, none larger than `largest` games."""
    size = max(1, min(largest, -(-count // (max(1, jobs) * 8))))
    return [(start, min(start + size, count)) for start in range(0, count, size)]


class Serial:
    """Everything in this process, one task after the other, in order."""

    name = "1 process"
    jobs = 1

    def __enter__(self) -> "Serial":
        return self

    def __exit__(self, *exc: Any) -> None:
        return None

    def run(self, tasks: Sequence[Task]) -> Iterator[tuple[Hashable, Any]]:
        for key, fn, args in tasks:
            yield key, fn(*args)


class Pool:
    """A pool of worker processes. On Linux they are forked, so games compiled here before `run` need not be
    compiled again in each worker; all workers start at the first submission, before any progress thread."""

    def __init__(self, jobs: int) -> None:
        import multiprocessing

        self.jobs = jobs
        self.name = f"{jobs} processes"
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else None)
        self.executor = ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=_die_with_parent)

    def __enter__(self) -> "Pool":
        self.executor.submit(int).result()  # start the workers now, before any progress thread
        return self

    def __exit__(self, *exc: Any) -> None:
        self.executor.shutdown(wait=exc[0] is None, cancel_futures=True)

    def run(self, tasks: Sequence[Task]) -> Iterator[tuple[Hashable, Any]]:
        futures: dict[Future, Hashable] = {self.executor.submit(fn, *args): key for key, fn, args in tasks}
        yield from _as_done(futures, lambda done: wait(done, return_when=FIRST_COMPLETED)[0])


def _die_with_parent() -> None:
    """A pool worker ends when the process that started it is killed (Linux: PR_SET_PDEATHSIG), so a killed sweep
    leaves no worker playing on."""
    try:
        import ctypes
        import signal

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)
    except (OSError, AttributeError):  # pragma: no cover - not Linux
        pass


class Dask:
    """A Dask distributed cluster: at an address, or a local one started (and stopped) here."""

    def __init__(self, scheduler: str, jobs: int) -> None:
        try:
            from dask.distributed import Client, LocalCluster
        except ImportError:
            raise RulekitError("--scheduler needs Dask: pip install 'rulekit[dask]'") from None
        self.cluster = None
        self.jobs = jobs
        if scheduler == "local":
            self.cluster = LocalCluster(n_workers=jobs, threads_per_worker=1, processes=True, dashboard_address=None)
            self.client = Client(self.cluster)
            self.name = f"a local Dask cluster of {jobs} workers"
        else:
            try:
                self.client = Client(scheduler, timeout="20s")
            except (OSError, TimeoutError) as error:
                raise RulekitError(f"cannot reach the Dask scheduler at {scheduler}: {error}") from None
            self.jobs = max(1, sum(self.client.nthreads().values()))
            self.name = f"the Dask cluster at {scheduler} ({self.jobs} worker threads)"

    def __enter__(self) -> "Dask":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.client.close()
        if self.cluster is not None:
            self.cluster.close()

    def run(self, tasks: Sequence[Task]) -> Iterator[tuple[Hashable, Any]]:
        from dask.distributed import as_completed

        futures = {self.client.submit(fn, *args, pure=False): key for key, fn, args in tasks}
        for future in as_completed(list(futures)):
            yield futures[future], future.result()


def _as_done(futures: dict, wait_some: Callable[[set], set]) -> Iterator[tuple[Hashable, Any]]:
    waiting = set(futures)
    while waiting:
        for future in wait_some(waiting):
            waiting.discard(future)
            yield futures[future], future.result()


def backend(jobs: int | None = None, scheduler: str | None = None) -> Serial | Pool | Dask:
    """The backend for `--jobs` (default: all cores) and `--scheduler` (an address, or "local")."""
    jobs = default_jobs() if jobs is None else jobs
    if jobs < 1:
        raise RulekitError(f"--jobs must be at least 1, not {jobs}")
    if scheduler:
        if scheduler != "local" and "://" not in scheduler:
            raise RulekitError(f"--scheduler takes an address like tcp://HOST:8786, or 'local'; not {scheduler!r}")
        return Dask(scheduler, jobs)
    return Serial() if jobs == 1 else Pool(jobs)
