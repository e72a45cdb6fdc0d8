"""The solver's side of the window's background solving (no Qt here).

Runs in a separate process (so a pure-Python search never makes the window stutter), or in a
thread where a process cannot be had.  It talks through one duplex pipe:

window -> worker: ``("solve", job, position, rules, solver_id, seconds)``,
``("hint", job, position, rules, solver_id, ms)``, ``("plugins", disabled)``,
``("cancel",)``, ``("stop",)``.

worker -> window: ``("result", job, position, SolveResult)``,
``("hint", job, position, moves, source)``, ``("cancelled", job, position)``,
``("failed", job, text)``.

A new job cancels the running one at once; hints jump the queue.
"""

from __future__ import annotations

import queue
import threading
from typing import Any

from ..solving import Budget, CancelToken, choose_solver, quick_hint, run_solver


class _Jobs:
    """The worker's state: the current job's cancel token and the waiting job (only the
    newest solve waits; a hint waits before it)."""

    def __init__(self) -> None:
        self.queue: queue.Queue[tuple[Any, ...] | None] = queue.Queue()
        self.token = CancelToken()
        self.lock = threading.Lock()


def _listen(conn, jobs: _Jobs, state: dict[str, Any]) -> None:
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            message = ("stop",)
        kind = message[0]
        with jobs.lock:
            jobs.token.cancel()
        if kind == "plugins":
            state["disabled"] = list(message[1])
            state["host"] = None
        elif kind in ("solve", "hint"):
            jobs.queue.put(message)
        elif kind == "stop":
            jobs.queue.put(None)
            return


def _solvers(state: dict[str, Any]):
    if state.get("host") is None:
        from ..plugins import PluginHost

        state["host"] = PluginHost(disabled=state.get("disabled", ()))
    return [entry.item for entry in state["host"].solvers().values()]


def _pick(state: dict[str, Any], rules, solver_id: str | None):
    solvers = _solvers(state)
    try:
        return choose_solver(solvers, rules, solver_id)
    except LookupError:
        return choose_solver(solvers, rules, None)


def serve(conn) -> None:
    """The worker's main loop; returns when told to stop or when the window goes away."""
    jobs = _Jobs()
    state: dict[str, Any] = {}
    threading.Thread(target=_listen, args=(conn, jobs, state), daemon=True).start()
    waiting: dict[str, tuple[Any, ...]] = {}
    while True:
        try:
            message = jobs.queue.get(block=not waiting)
        except queue.Empty:
            message = ("idle",)
        if message is None:
            return
        if message[0] != "idle":
            waiting[message[0]] = message  # only the newest job of each kind counts
            continue
        message = waiting.pop("hint", None) or waiting.pop("solve")
        with jobs.lock:
            jobs.token = token = CancelToken()
            overtaken = not jobs.queue.empty()
        if overtaken:  # a newer job came in meanwhile: let it take its place first
            waiting.setdefault(message[0], message)
            continue
        _run(conn, message, token, state)


def _run(conn, message, token: CancelToken, state: dict[str, Any]) -> None:
    kind, job, position, rules, solver_id, amount = message
    try:
        solver = _pick(state, rules, solver_id)
        if kind == "solve":
            result = run_solver(solver, position, rules, Budget(seconds=amount), token)
            if token.cancelled and result.verdict == "unknown":
                conn.send(("cancelled", job, position))
            else:
                conn.send(("result", job, position, result))
        else:
            hint = quick_hint(position, rules, solver=solver, budget_ms=amount, cancel=token)
            moves = (hint.move,) if hint.move is not None else ()
            conn.send(("hint", job, position, moves, hint.source))
    except (BrokenPipeError, EOFError, OSError):
        return
    except Exception as exc:  # the window is told; the worker keeps serving
        try:
            conn.send(("failed", job, f"{type(exc).__name__}: {exc}"))
        except OSError:
            return
