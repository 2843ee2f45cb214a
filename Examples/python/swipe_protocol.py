"""The adapter kit: PROTOCOL.md version 1 for an implementation written in Python.

An implementation (a model such as ``swipe_impl.py``, or an adapter around a real
widget such as ``Examples/qt-swipedelegate/qt_adapter.py``) gives the kit its
``hello`` fields and one function from a case to its result; the kit speaks the
protocol: the handshake, ``run`` and ``batch`` (one answer per case, in order),
``bye``, and the error answers of PROTOCOL.md section 2 (an ``error`` with the
case's ``id`` for a case it cannot run, without an ``id`` for a line it does not
understand), flushing after every line.

For adapters that drive a widget with real input events it also holds the two
helpers every such adapter needs (PROTOCOL.md section 7):

- ``CaseClock``: a per-case time origin on a monotonic integer-millisecond clock,
  so that every case starts later than the last one ended, no timestamp is 0
  (Qt reads 0 as "no timestamp") and time never goes backwards between cases;
- ``pointer_steps``: an ``up`` delivered as a move to its position and time, then a
  release there (SPEC REC-5), so a widget sees the last position before the lift.

Standard library only; Python 3.9 or later.

    import swipe_protocol

    def run_case(case):   # PROTOCOL.md 3.4
        return {"type": "result", "id": case["id"], "accessibility": [...], "observations": [...]}

    swipe_protocol.main(swipe_protocol.Hello("my-widget", "1.0.0", ["reveal"], ["rtl"]), run_case)
"""

import json
import math
import sys

PROTOCOL_VERSION = 1


class CaseError(ValueError):
    """A case the implementation cannot run (PROTOCOL.md 2.3): answered with an error, the process goes on."""


class Hello(object):
    """The implementation's ``hello`` answer (PROTOCOL.md 2.1).

    ``extra`` holds additional fields (for example ``"profile"``); the runner
    ignores fields it does not know, so they can be announced before it reads them.
    """

    def __init__(self, name, version, styles, features, extra=None):
        self.name = name
        self.version = version
        self.styles = list(styles)
        self.features = list(features)
        self.extra = dict(extra or {})

    def message(self):
        answer = {"type": "hello", "protocol": PROTOCOL_VERSION, "name": self.name,
                  "version": self.version, "styles": self.styles, "features": self.features}
        answer.update(self.extra)
        return answer


def _reject_constant(name):
    raise ValueError("non-standard JSON constant %s" % name)


def serve(hello, run_case, stdin, stdout, log):
    """Speak PROTOCOL.md version 1 on ``stdin``/``stdout`` until ``bye`` or end of input.

    ``run_case(case)`` returns a ``result`` message (PROTOCOL.md 3.4) for one case (a
    ``run`` message or an element of a batch's ``cases``); any exception it raises is
    answered as an error for that case and the loop goes on. ``log(text)`` writes
    one line to stderr. Returns the exit status, 0.
    """
    encode = json.JSONEncoder(separators=(",", ":"), check_circular=False,
                              allow_nan=False).encode
    decode = json.JSONDecoder(parse_constant=_reject_constant).decode
    write = stdout.write
    flush = stdout.flush

    def send(message):
        write(encode(message) + "\n")
        flush()

    def answer(case):
        case_id = case.get("id") if isinstance(case, dict) else None
        try:
            if not isinstance(case_id, str):
                raise CaseError("a case needs a string id")
            result = run_case(case)
            line = encode(result)
        except Exception as error:  # a case it cannot run (PROTOCOL.md 2.3); keep serving
            log("case %r: %s" % (case_id, error))
            message = {"type": "error", "message": "cannot run case: %s" % error}
            if isinstance(case_id, str):
                message["id"] = case_id
            send(message)
            return
        write(line + "\n")
        flush()

    greeted = False
    for line in stdin:
        if not line.strip():
            continue
        try:
            message = decode(line)
        except ValueError as error:
            log("not a JSON line: %s" % error)
            send({"type": "error", "message": "not a JSON line: %s" % error})
            continue
        kind = message.get("type") if isinstance(message, dict) else None
        if kind == "hello":
            if message.get("protocol") != PROTOCOL_VERSION:
                send({"type": "error",
                      "message": "%s speaks protocol %d only" % (hello.name, PROTOCOL_VERSION)})
                return 0
            greeted = True
            send(hello.message())
        elif kind == "bye":
            return 0
        elif not greeted:
            send({"type": "error", "message": "expected hello first"})
        elif kind == "run":
            answer(message)
        elif kind == "batch":
            cases = message.get("cases")
            if not isinstance(cases, list):
                send({"type": "error", "message": "batch needs a cases array"})
                continue
            for case in cases:
                answer(case)
        else:
            log("unknown message type %r" % (kind,))
            send({"type": "error", "message": "unknown message type %r" % (kind,)})
    return 0


def main(hello, run_case, program="swipe"):
    """Serve on the process's stdin/stdout, logging to stderr as ``program: …``; returns the exit status."""
    def log(text):
        sys.stderr.write("%s: %s\n" % (program, text))
        sys.stderr.flush()

    stdin = open(sys.stdin.fileno(), "r", encoding="utf-8", newline="\n", closefd=False)
    try:
        return serve(hello, run_case, stdin, sys.stdout, log)
    except BrokenPipeError:
        return 0


class CaseClock(object):
    """A per-case time origin on a monotonic integer-millisecond clock.

    A real widget keeps its clock between cases (its animation driver, its velocity
    tracker), so case times (seconds, from any origin) are mapped onto one clock
    that only goes forward: ``begin(events)`` places the case's earliest timestamp
    ``gap_ms`` after the latest time handed out so far, and ``ms(t)`` maps a case
    time to the clock. Times are rounded to whole milliseconds (``round`` half
    away from zero), the resolution of Qt's event timestamps and animation clock;
    the first time handed out is ``first_ms`` (> 0: a timestamp of 0 means "none"
    to Qt's velocity calculator, which then reads the wall clock).
    """

    def __init__(self, first_ms=1000, gap_ms=10000):
        if first_ms <= 0:
            raise ValueError("first_ms must be > 0: a timestamp of 0 means none")
        self.gap_ms = gap_ms
        self.latest = first_ms - gap_ms
        self.origin_ms = None
        self.origin_t = 0.0

    def begin(self, events):
        """Start a case: its earliest finite timestamp maps to ``gap_ms`` after the latest time so far."""
        times = [e.get("t") for e in events if isinstance(e, dict)]
        finite = [t for t in times if type(t) in (int, float) and math.isfinite(t)]
        if len(finite) != len(times):
            raise CaseError("every event needs a finite number t (PROTOCOL.md 3.2)")
        self.origin_t = min(finite) if finite else 0.0
        self.origin_ms = self.latest + self.gap_ms
        self.latest = self.origin_ms
        return self.origin_ms

    def ms(self, t):
        """The clock time of case time ``t`` (seconds), in whole milliseconds."""
        value = self.origin_ms + int(math.floor((t - self.origin_t) * 1000.0 + 0.5))
        if value > self.latest:
            self.latest = value
        return value


def pointer_steps(event):
    """The pointer steps of one event: ``up`` is a move to its point, then a release there (SPEC REC-5).

    Returns a list of ``(kind, x, y, t)`` with kind ``press``, ``move`` or
    ``release``; an event without a pointer (``cancel``, ``advance``, …) has none.
    """
    kind = event.get("type")
    if kind == "down":
        return [("press", event["x"], event["y"], event["t"])]
    if kind == "move":
        return [("move", event["x"], event["y"], event["t"])]
    if kind == "up":
        return [("move", event["x"], event["y"], event["t"]),
                ("release", event["x"], event["y"], event["t"])]
    return []
