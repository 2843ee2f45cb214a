#!/usr/bin/env python3
"""Swipe actions on list rows: an implementation of SPEC.md version 1 in Python.

As a library: ``SwipeList(rows)`` builds a list from row configurations in the
shape of PROTOCOL.md 3.1; ``handle(event)`` applies one event (PROTOCOL.md 3.2)
and returns its observation (PROTOCOL.md 3.3); ``accessibility()`` returns each
row's accessibility list (SPEC AX-1). Observations share their immutable parts
(the laid-out action frames) between calls: treat them as read-only.

As a program: a server speaking PROTOCOL.md version 1 over stdin/stdout.

Standard library only; Python 3.9 or later. Every rule carries the id of the
SPEC.md requirement it implements.

``--profile NAME`` implements another design of SPEC.md section 9 (the DCH
requirements): ``qt-swipedelegate`` (Qt Quick Controls' SwipeDelegate) or
``mgswipetablecell`` (MGSwipeTableCell's defaults); ``default`` otherwise.
"""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import swipe_protocol  # noqa: E402  (the adapter kit beside this file)

NAME = "swipe-python"
VERSION = "1.0.0"
STYLES = ["reveal", "select"]
FEATURES = ["rtl", "multiRow", "programmatic", "accessibility", "rejections", "listChanges", "refusals"]

EDGES = ("leading", "trailing")
PARAMETER_NAMES = (
    "slop", "actionWidth", "minimumActionWidth", "openFraction", "flingVelocity",
    "fullSwipeFraction", "fullSwipeMinimumOvershoot", "activationDistance",
    "elasticity", "settleDuration",
)

# Phases (OBS-6).
CLOSED = "closed"
DRAGGING = "dragging"
SETTLING = "settling"
OPEN = "open"

# Touch sequence states (REC-1, REC-3, REC-4).
PENDING = 0
DRAG = 1
SCROLL = 2

NON_FINITE = {"NaN": math.nan, "Infinity": math.inf, "-Infinity": -math.inf}

# The design choices of SPEC.md section 9, each at its default (sections 1 to 8).
DEFAULT_DESIGN = {
    "fullSwipe": "closesAfterPerforming", "resistance": "rubberBand",
    "velocityWindow": "lastTwoSamples", "openBoundary": "inclusive",
    "flingBoundary": "inclusive", "flingDirection": "decides",
    "recognition": "radialDominant", "contentTap": "closesRow",
    "listCoordination": "oneOpen", "emptyDrag": "dragging", "tapDecision": "atRelease",
    "settleInPlace": "restsAtOnce", "closeWhilePressed": "closes",
    "hitInterval": "fromEdge", "instantSettle": "nextEvent", "clock": "seconds",
    "actionlessRow": "swipes", "buttonHit": "origin", "settleRestart": "keepsEnd",
    "dragReload": "atOnce",
}

# The profiles this implementation can follow (SPEC.md section 10): the values
# other than the default, and the styles it then supports.
PROFILES = {
    "default": ({}, ["reveal", "select"]),
    "qt-swipedelegate": ({
        "fullSwipe": "none", "resistance": "clamp",  # DCH-1, DCH-3
        "velocityWindow": "sincePress", "openBoundary": "strict",  # DCH-5, DCH-6
        "flingBoundary": "strict", "flingDirection": "opensOnly",  # DCH-7, DCH-8
        "recognition": "perAxisStrict", "contentTap": "staysOpen",  # DCH-9, DCH-19
        "listCoordination": "independent",  # DCH-11 (emptyDrag stays dragging: Qt grabs toward an empty side too)
        "tapDecision": "atPress", "settleInPlace": "runsSettle",  # DCH-13, DCH-14
        "closeWhilePressed": "ignored", "hitInterval": "physicalFrame",  # DCH-15, DCH-16
        "instantSettle": "sameEvent", "clock": "milliseconds",  # DCH-17, DCH-18
        "actionlessRow": "button", "buttonHit": "originAndRelease",  # DCH-20, DCH-21
        "settleRestart": "restarts", "dragReload": "atNextSample",  # DCH-22, DCH-23
    }, ["reveal"]),
    "mgswipetablecell": ({
        "resistance": "linear", "openBoundary": "strict", "flingBoundary": "strict",  # DCH-4, DCH-6, DCH-7
    }, ["reveal"]),
}

PROFILE = "default"
DESIGN = dict(DEFAULT_DESIGN)


def use_profile(name):
    """Follows the profile `name` (SPEC.md section 10) from now on."""
    global PROFILE, DESIGN, STYLES
    if name not in PROFILES:
        raise ValueError("unknown profile %r; the profiles are %s" % (name, ", ".join(sorted(PROFILES))))
    choices, styles = PROFILES[name]
    PROFILE = name
    DESIGN = dict(DEFAULT_DESIGN, **choices)
    STYLES = list(styles)
    _LAYOUTS.clear()


def ms(t):
    """DCH-18: a time in whole milliseconds, ties away from zero."""
    return math.floor(t * 1000 + 0.5) if t >= 0 else -math.floor(-t * 1000 + 0.5)


def reached(end, t):
    """THR-6 (DCH-18 on the millisecond clock): a settle ending at `end` is complete at `t`."""
    if DESIGN["clock"] == "milliseconds":
        return ms(end) <= ms(t)
    return end <= t


def at_least(value, threshold, boundary):
    """THR-7 (DCH-7 when strict): whether `value` reaches `threshold`."""
    return value > threshold if boundary == "strict" else value >= threshold


class ConfigurationError(ValueError):
    """A row configuration not in the PROTOCOL.md 3.1 shape (`reason` None), or rows the
    spec refuses before any event (GEO-6): `reason` is "invalidConfiguration" for a row
    breaking GEO-6 or ACC-4 and "duplicateKey" for two rows with one key (MUT-1)."""

    def __init__(self, message, reason=None):
        ValueError.__init__(self, message)
        self.reason = reason


def _invalid(message):
    """GEO-6, ACC-4: a configuration the spec refuses."""
    return ConfigurationError(message, "invalidConfiguration")


class EventError(ValueError):
    """An event that is not in the PROTOCOL.md 3.2 shape."""


def _finite_number(value, what):
    if type(value) not in (int, float):
        raise ConfigurationError("%s must be a number" % what)
    if not math.isfinite(value):
        raise _invalid("%s must be a finite number" % what)  # GEO-6
    return float(value)


class Edge(object):
    """The laid-out actions of one edge of a row (ORD, ACC, THR, ELA)."""

    __slots__ = ("name", "ids", "widths", "starts", "n", "extent", "allows_full_swipe",
                 "sign", "open_threshold", "full_swipe_threshold", "limit", "frames",
                 "first_id")

    def __init__(self, row, name, actions, allows_full_swipe):
        p = row.params
        W = row.width
        self.name = name
        self.ids = [a[0] for a in actions]
        # ORD-5: effective width = max(width ?? actionWidth, minimumActionWidth).
        self.widths = [max(p["actionWidth"] if w is None else w, p["minimumActionWidth"])
                       for (_, w) in actions]
        self.n = len(actions)
        # c_i = w_0 + ... + w_(i-1), c_0 = 0.
        starts = []
        c = 0.0
        for w in self.widths:
            starts.append(c)
            c = c + w
        self.starts = starts
        self.extent = c  # ACC-5: sum of the effective widths; 0 without actions
        # ACC-3 (False for an edge without actions); DCH-1: no full swipe at all.
        self.allows_full_swipe = allows_full_swipe and DESIGN["fullSwipe"] != "none"
        self.first_id = self.ids[0] if self.n else None
        left = (name == "leading") == row.ltr  # GEO-2: leading is the left side under ltr
        self.sign = 1.0 if left else -1.0  # GEO-3: +1 for the left side, -1 for the right side
        self.open_threshold = p["openFraction"] * self.extent  # THR-2
        self.full_swipe_threshold = max(p["fullSwipeFraction"] * W,
                                        self.extent + p["fullSwipeMinimumOvershoot"])  # THR-3
        if row.select:
            self.limit = W  # ELA-2: select
        elif self.allows_full_swipe:
            self.limit = max(W, self.full_swipe_threshold)  # ELA-2: reveal with full swipe
        else:
            self.limit = self.extent  # ELA-2: reveal without full swipe
        self.frames = self._layout(row, left)

    def _layout(self, row, left):
        W = row.width
        n = self.n
        spans = []
        if row.select:
            a = row.params["activationDistance"]
            # ORD-6: z_i = activationDistance + ((W - activationDistance) * i) / n.
            z = [a + ((W - a) * i) / n for i in range(n + 1)] if n else []
            for i in range(n):
                spans.append((z[i], z[i + 1]))
        else:
            for i in range(n):
                spans.append((self.starts[i], self.starts[i] + self.widths[i]))  # ORD-2
        frames = []
        for i, (d0, d1) in enumerate(spans):
            if left:
                frames.append({"id": self.ids[i], "x": d0, "width": d1 - d0})  # ORD-3: left side
            else:
                frames.append({"id": self.ids[i], "x": W - d1, "width": d1 - d0})  # ORD-3: right side
        if not left:
            frames.reverse()  # ORD-4: by increasing x; on the right side action n-1 first
        return frames


class Layout(object):
    """What a row's configuration implies, computed once; validates it (GEO-6)."""

    __slots__ = ("width", "ltr", "select", "params", "edges", "left_edge", "right_edge",
                 "accessibility", "slop_squared")

    def __init__(self, config):
        # The shape of PROTOCOL.md 3.1 is checked whole first (a row not in it is a case
        # the implementation cannot run); the first rule of the spec the row breaks is
        # kept and raised after it (GEO-6, ACC-4: the rows are refused).
        if not isinstance(config, dict):
            raise ConfigurationError("a row must be an object")
        broken = []
        self.width = _finite_number(config.get("width"), "width")
        if not self.width > 0:
            broken.append("width must be > 0")  # GEO-6
        direction = config.get("layoutDirection")
        if direction not in ("ltr", "rtl"):
            raise ConfigurationError("layoutDirection must be ltr or rtl")  # GEO-1
        self.ltr = direction == "ltr"
        style = config.get("style")
        if style not in ("reveal", "select"):
            raise ConfigurationError("style must be reveal or select")
        self.select = style == "select"
        self.params = self._parameters(config.get("parameters"), broken)
        declarations = config.get("declarations")
        if not isinstance(declarations, list):
            raise ConfigurationError("declarations must be an array")
        accumulated = {"leading": [], "trailing": []}
        full_swipe = {"leading": False, "trailing": False}
        seen = set()
        for declaration in declarations:
            if not isinstance(declaration, dict):
                raise ConfigurationError("a declaration must be an object")
            edge = declaration.get("edge")
            if edge not in EDGES:
                raise ConfigurationError("a declaration's edge must be leading or trailing")
            allows = declaration.get("allowsFullSwipe")
            if type(allows) is not bool:
                raise ConfigurationError("allowsFullSwipe must be a boolean")
            actions = declaration.get("actions")
            if not isinstance(actions, list):
                raise ConfigurationError("a declaration's actions must be an array")
            if actions and not accumulated[edge]:
                full_swipe[edge] = allows  # ACC-2, ACC-3: the declaration of the edge's first action
            for action in actions:
                if not isinstance(action, dict):
                    raise ConfigurationError("an action must be an object")
                action_id = action.get("id")
                if not isinstance(action_id, str):
                    raise ConfigurationError("an action id must be a string")
                if not action_id or action_id in seen:
                    broken.append("action ids must be non-empty and unique")  # ACC-4
                seen.add(action_id)
                width = action.get("width")
                if width is not None:
                    width = _finite_number(width, "an action's width")
                    if not width > 0:
                        broken.append("an action's width must be > 0")  # GEO-6
                accumulated[edge].append((action_id, width))  # ACC-1: concatenation in declaration order
        if broken:
            raise _invalid(broken[0])
        self.edges = {e: Edge(self, e, accumulated[e], full_swipe[e]) for e in EDGES}
        # GEO-2, GEO-3: the edge on each physical side.
        self.left_edge = self.edges["leading" if self.ltr else "trailing"]
        self.right_edge = self.edges["trailing" if self.ltr else "leading"]
        # AX-1: leading actions in order, then trailing; configuration only.
        self.accessibility = [{"edge": e, "id": i} for e in EDGES for i in self.edges[e].ids]
        self.slop_squared = self.params["slop"] * self.params["slop"]

    def _parameters(self, params, broken):
        if not isinstance(params, dict):
            raise ConfigurationError("parameters must be an object")
        values = {}
        for name in PARAMETER_NAMES:
            if name not in params:
                raise ConfigurationError("parameter %s is missing" % name)
            values[name] = _finite_number(params[name], name)
        v = values
        W = self.width
        # GEO-6: the constraints of SPEC section 2.
        ok = (v["slop"] >= 0 and v["actionWidth"] > 0 and v["minimumActionWidth"] >= 0
              and 0 < v["openFraction"] <= 1 and v["flingVelocity"] > 0
              and 0 < v["fullSwipeFraction"] <= 1 and v["fullSwipeMinimumOvershoot"] >= 0
              and 0 <= v["activationDistance"] < W and v["elasticity"] > 0
              and v["settleDuration"] >= 0)
        if not ok:
            broken.append("a parameter is outside its constraint (SPEC section 2)")  # GEO-6
        return values


_LAYOUTS = {}
_LAYOUTS_LIMIT = 1024


def layout_of(config):
    """The Layout of a row configuration. Cases repeat configurations, so layouts
    are cached by the configuration's text (JSON values have a faithful repr)."""
    key = repr(config)
    layout = _LAYOUTS.get(key)
    if layout is None:
        layout = Layout(config)
        if len(_LAYOUTS) >= _LAYOUTS_LIMIT:
            _LAYOUTS.clear()
        _LAYOUTS[key] = layout
    return layout


class Row(object):
    """A row: its layout (shared, read-only) and its state."""

    __slots__ = ("width", "ltr", "select", "params", "edges", "left_edge", "right_edge",
                 "accessibility", "slop_squared", "offset", "phase", "settle_ends", "selected", "key")

    def __init__(self, config):
        self.configure(config)
        self.offset = 0.0
        self.phase = CLOSED
        self.settle_ends = None
        # (edge, index) shown as `selected`, or None: the live selection while
        # dragging (REV-7, SEL-1), the saved one while settling (SEL-2).
        self.selected = None

    def configure(self, config):
        """Takes a (new) configuration; the state is the caller's (MUT-5)."""
        layout = layout_of(config)
        key = config.get("key")
        if key is not None and not isinstance(key, str):
            raise EventError("a row's key must be a string")  # MUT-1
        self.key = key
        self.width = layout.width
        self.ltr = layout.ltr
        self.select = layout.select
        self.params = layout.params
        self.edges = layout.edges
        self.left_edge = layout.left_edge
        self.right_edge = layout.right_edge
        self.accessibility = layout.accessibility
        self.slop_squared = layout.slop_squared

    def is_button(self):
        """DCH-20: a row with no action on either side is a button, never dragged."""
        return (DESIGN["actionlessRow"] == "button"
                and all(edge is None or edge.n == 0 for edge in (self.left_edge, self.right_edge)))

    def edge_of(self, offset):
        """GEO-4: the edge revealed by the sign of an offset, or None at 0."""
        if offset > 0:
            return self.left_edge
        if offset < 0:
            return self.right_edge
        return None

    def observe(self):
        """OBS-2: offset, phase, revealedEdge, actions, selected, settleEnds."""
        edge = self.edge_of(self.offset)
        selected = self.selected
        return {
            "offset": self.offset,
            "phase": self.phase,
            "revealedEdge": edge.name if edge is not None else None,
            "actions": edge.frames if edge is not None else [],  # ORD-4: empty with no revealed edge
            "selected": self.edges[selected[0]].ids[selected[1]] if selected is not None else None,
            "settleEnds": self.settle_ends,  # TIM-5
        }


def _number(event, key):
    """An event coordinate or timestamp: a JSON number or {"nonFinite": ...} (PROTOCOL.md 3.2)."""
    try:
        value = event[key]
    except KeyError:
        raise EventError("event %r lacks %r" % (event.get("type"), key))
    kind = type(value)
    if kind is float or kind is int:
        return float(value)
    if kind is dict and len(value) == 1 and value.get("nonFinite") in NON_FINITE:
        return NON_FINITE[value["nonFinite"]]
    raise EventError("%r must be a number or a nonFinite object" % key)


def _integer(event, key):
    try:
        value = event[key]
    except KeyError:
        raise EventError("event %r lacks %r" % (event.get("type"), key))
    if type(value) is not int:
        raise EventError("%r must be an integer" % key)  # NUM-4
    return value


class SwipeList(object):
    """A list of rows with swipe actions (SPEC.md section 1)."""

    def __init__(self, rows):
        if not isinstance(rows, list) or not rows:
            raise ConfigurationError("a list has at least one row")  # SPEC section 1: not a list of this model
        self.rows = [Row(r) for r in rows]
        keys = [row.key for row in self.rows if row.key is not None]
        if len(set(keys)) != len(keys):
            raise ConfigurationError("two rows have the same key", "duplicateKey")  # MUT-1
        self.now = None  # TIM-1: no clock before the first accepted event
        self.touch = None  # the active touch sequence, or None
        self.touch_row = None
        self.x0 = self.y0 = 0.0  # REC-1: the origin
        self.s0 = 0.0  # REC-8: the drag's start offset
        self.shows_nothing = False  # DCH-12: the drag never moves its row
        # VEL-1, VEL-2: the latest two velocity samples (x, t).
        self.prev_x = self.prev_t = self.last_x = self.last_t = None
        self.performed = []
        self.tapped = None
        self._handlers = {
            "down": self._down, "move": self._move, "up": self._up, "cancel": self._cancel,
            "advance": self._advance, "open": self._open, "close": self._close,
            "activate": self._activate, "insertRow": self._insert_row, "deleteRow": self._delete_row,
            "moveRow": self._move_row, "reloadRow": self._reload_row,
        }

    def accessibility(self):
        """AX-1, OBS-8: each row's accessibility list of {edge, id}."""
        return [list(row.accessibility) for row in self.rows]

    def observe(self, rejection=None):
        return {
            "rows": [row.observe() for row in self.rows],
            "performed": self.performed,
            "tappedRow": self.tapped,
            "rejection": rejection,
        }

    def handle(self, event):
        """Apply one event and return its observation (OBS-1: one per event)."""
        if not isinstance(event, dict):
            raise EventError("an event must be an object")
        handler = self._handlers.get(event.get("type"))
        if handler is None:
            raise EventError("unknown event type %r" % (event.get("type"),))
        self.performed = []
        self.tapped = None
        rejection = handler(event)
        return self.observe(rejection)

    # -- rejections (OBS-5) --------------------------------------------------

    def _check_time(self, t):
        if self.now is not None and t < self.now:  # TIM-1: earlier than now is rejected; at now accepted
            return "timeWentBackwards"
        return None

    def _check_row(self, event):
        row = _integer(event, "row")
        if row < 0 or row >= len(self.rows):  # LST-7: caller reports unknownRow
            return None
        return row

    def _check_row_event(self, t, index):
        """The first rejection of open, close and activate up to a drag in progress
        (OBS-5 order), or None."""
        if not math.isfinite(t):  # NUM-4
            return "nonFiniteValue"
        if index is None:  # LST-7
            return "unknownRow"
        rejection = self._check_time(t)
        if rejection is not None:
            return rejection
        if self.touch == DRAG:  # PRG-5, AX-4: not while a drag is in progress
            return "dragInProgress"
        return None

    def _accept(self, t):
        """TIM-1, TIM-3: the event is accepted: advance the clock, complete due settles."""
        self.now = t
        due = None
        for i, row in enumerate(self.rows):
            if row.settle_ends is not None and reached(row.settle_ends, t):  # THR-6: complete at t >= settleEnds
                if due is None:
                    due = []
                due.append((row.settle_ends, i))
        if due is not None:
            due.sort()  # TIM-3: in order of settleEnds, then of row index
            for _, i in due:
                self._complete(i)

    # -- settling ------------------------------------------------------------

    def _settle(self, row, target):
        """TIM-2: offset = target, phase settling, settleEnds = t + settleDuration."""
        row.offset = target
        duration = row.params["settleDuration"]
        if duration == 0 and DESIGN["instantSettle"] == "sameEvent":
            self._complete(self.rows.index(row))  # DCH-17: completes inside this event
            return
        row.phase = SETTLING
        if DESIGN["clock"] == "milliseconds":
            row.settle_ends = (ms(self.now) + ms(duration)) / 1000  # DCH-18
        else:
            row.settle_ends = self.now + duration

    def _restart_settle(self, row):
        """DCH-22: a settle toward a non-zero target starts again now, its target kept."""
        if DESIGN["settleRestart"] != "restarts" or row.offset == 0:
            return
        duration = row.params["settleDuration"]
        if DESIGN["clock"] == "milliseconds":
            row.settle_ends = (ms(self.now) + ms(duration)) / 1000  # DCH-18
        else:
            row.settle_ends = self.now + duration

    def _complete(self, index):
        """REV-4, SEL-4: the completion effects of a settle, or of a rest (TIM-6)."""
        row = self.rows[index]
        if (row.select or DESIGN["fullSwipe"] == "dismisses") and row.selected is not None:  # DCH-2
            edge, i = row.selected
            self.performed.append({"row": index, "edge": edge,
                                   "id": row.edges[edge].ids[i]})  # SEL-4: perform the saved action
            row.offset = 0.0  # SEL-4: then at rest at 0
        row.selected = None
        row.settle_ends = None
        row.phase = OPEN if row.offset != 0 else CLOSED  # REV-4, SEL-5: at rest at the target

    def _close_row(self, row):
        """LST-6: settle to 0 and drop the saved selection; a row at 0 is left alone."""
        if row.offset != 0:
            row.selected = None  # DES-4: closing drops the saved selection
            self._settle(row, 0.0)

    def _close_others(self, keep):
        """LST-2, PRG-1: close every open row except `keep` (DCH-11: rows on their own close nothing)."""
        if DESIGN["listCoordination"] == "independent":
            return
        for row in self.rows:
            if row is not keep:
                self._close_row(row)

    def _release_to(self, index, target):
        """A release toward `target`: TIM-6 rests at once when it is the current offset."""
        row = self.rows[index]
        if target == row.offset and (target == 0 or DESIGN["settleInPlace"] == "restsAtOnce"):
            self._complete(index)  # TIM-6: no settle; completion effects now (DCH-14: only toward 0)
        else:
            self._settle(row, target)

    # -- events --------------------------------------------------------------

    def _down(self, event):
        x = _number(event, "x")
        y = _number(event, "y")
        t = _number(event, "t")
        index = self._check_row(event)
        if not (math.isfinite(x) and math.isfinite(y) and math.isfinite(t)):  # NUM-4
            return "nonFiniteValue"
        if index is None:  # LST-7
            return "unknownRow"
        rejection = self._check_time(t)
        if rejection is not None:
            return rejection
        if self.touch is not None:  # REC-7: the active sequence continues unchanged
            return "touchAlreadyActive"
        self._accept(t)
        self.touch = PENDING  # REC-1: a down begins a pending sequence on its row
        self.touch_row = index
        self.x0 = x
        self.y0 = y
        self.prev_x = self.prev_t = None
        self.last_x = x  # VEL-1: the down is a sample
        self.last_t = t
        self.t0 = t  # DCH-5: the press, where velocity since the press starts
        self.open_at_press = self.rows[index].phase == OPEN  # DCH-13
        return None

    def _pointer(self, event):
        """The checks shared by move and up; returns (rejection, x, y)."""
        x = _number(event, "x")
        y = _number(event, "y")
        t = _number(event, "t")
        if not (math.isfinite(x) and math.isfinite(y) and math.isfinite(t)):  # NUM-4
            return "nonFiniteValue", x, y
        rejection = self._check_time(t)
        if rejection is not None:
            return rejection, x, y
        if self.touch is None:  # CAN-4
            return "noActiveTouch", x, y
        self._accept(t)
        self._track(x, y, t)
        return None, x, y

    def _move(self, event):
        return self._pointer(event)[0]

    def _up(self, event):
        rejection, x, y = self._pointer(event)  # REC-5: first processed as a move
        if rejection is not None:
            return rejection
        self._release()  # REC-5: then as the release; one observation for both
        return None

    def _cancel(self, event):
        t = _number(event, "t")
        if not math.isfinite(t):  # NUM-4
            return "nonFiniteValue"
        rejection = self._check_time(t)
        if rejection is not None:
            return rejection
        if self.touch is None:  # CAN-4
            return "noActiveTouch"
        self._accept(t)
        if self.touch == DRAG:
            row = self.rows[self.touch_row]
            # CAN-1: back to s0 at once, open if s0 != 0 else closed, no selection; CAN-5: nothing performed.
            row.offset = self.s0
            row.phase = OPEN if self.s0 != 0 else CLOSED
            row.selected = None
            row.settle_ends = None
        self.touch = None  # CAN-2: a pending or scrolling sequence just ends
        return None

    def _advance(self, event):
        t = _number(event, "t")
        if not math.isfinite(t):  # NUM-4
            return "nonFiniteValue"
        rejection = self._check_time(t)
        if rejection is not None:
            return rejection
        self._accept(t)  # TIM-4: only moves the clock
        return None

    def _open(self, event):
        t = _number(event, "t")
        index = self._check_row(event)
        edge_name = event.get("edge")
        if edge_name not in EDGES:
            raise EventError("open needs an edge, leading or trailing")
        rejection = self._check_row_event(t, index)
        if rejection is not None:
            return rejection
        row = self.rows[index]
        if row.select:  # PRG-3
            return "unsupportedInSelectStyle"
        edge = row.edges[edge_name]
        if edge.n == 0:  # PRG-4
            return "edgeHasNoActions"
        self._accept(t)
        self._close_others(row)  # PRG-1: close every other open row
        target = edge.sign * edge.extent  # PRG-1: sign(edge) * extent(edge)
        if row.offset != target:  # PRG-1: a row already at the target is left as it is
            self._settle(row, target)
        elif row.phase == SETTLING:
            self._restart_settle(row)  # DCH-22: unless its settle starts again
        return None

    def _close(self, event):
        t = _number(event, "t")
        index = self._check_row(event)
        rejection = self._check_row_event(t, index)
        if rejection is not None:
            return rejection
        self._accept(t)
        if DESIGN["closeWhilePressed"] == "ignored" and self.touch == PENDING and self.touch_row == index:
            return None  # DCH-15: accepted, ignored while the row is pressed
        self._close_row(self.rows[index])  # PRG-2: closes in either style
        return None

    def _activate(self, event):
        t = _number(event, "t")
        index = self._check_row(event)
        action = _integer(event, "index")
        rejection = self._check_row_event(t, index)
        if rejection is not None:
            return rejection
        row = self.rows[index]
        if action < 0 or action >= len(row.accessibility):  # AX-3
            return "unknownAction"
        self._accept(t)
        entry = row.accessibility[action]
        self.performed.append({"row": index, "edge": entry["edge"], "id": entry["id"]})  # AX-2
        self._close_row(row)  # AX-2: then close the row
        return None

    # -- list changes (MUT) --------------------------------------------------

    def _check_change(self, t, index, config=None, replacing=None):
        """OBS-5 order for list changes: nonFiniteValue, unknownRow, timeWentBackwards,
        invalidConfiguration, duplicateKey (MUT-12). Returns (rejection, row)."""
        if not math.isfinite(t):  # NUM-4
            return "nonFiniteValue", None
        if index is None:  # LST-7, MUT-11, MUT-12
            return "unknownRow", None
        rejection = self._check_time(t)
        if rejection is not None:
            return rejection, None
        if config is None:
            return None, None
        if not isinstance(config, dict):
            raise EventError("a configuration must be an object")
        try:
            row = Row(config)
        except ConfigurationError:
            return "invalidConfiguration", None  # MUT-12: GEO-6, ACC-4
        if row.key is not None:
            for i, other in enumerate(self.rows):
                if i != replacing and other.key == row.key:
                    return "duplicateKey", None  # MUT-1, MUT-12
        return None, row

    def _remap_touch(self, new_index):
        """MUT-1, MUT-9: the sequence follows its row; MUT-10: a deleted row's
        sequence is detached (it stays active, and does nothing)."""
        if self.touch is None or self.touch == SCROLL:
            return
        index = new_index(self.touch_row)
        if index is None:
            self.touch = SCROLL  # MUT-10: detached: moves do nothing, up taps nothing
        else:
            self.touch_row = index

    def _insert_row(self, event):
        t = _number(event, "t")
        index = _integer(event, "index")
        valid = index if 0 <= index <= len(self.rows) else None  # MUT-2: 0 <= index <= count
        rejection, row = self._check_change(t, valid, event.get("configuration"))
        if rejection is not None:
            return rejection
        self._accept(t)  # MUT-14: due settles complete first
        self.rows.insert(index, row)  # MUT-2: closed, at rest; later rows move down with their state
        self._remap_touch(lambda i: i + 1 if i >= index else i)
        return None

    def _delete_row(self, event):
        t = _number(event, "t")
        index = self._check_row(event)
        rejection, _ = self._check_change(t, index)
        if rejection is not None:
            return rejection
        self._accept(t)
        del self.rows[index]  # MUT-3: the row and all of its state are gone
        self._remap_touch(lambda i: None if i == index else (i - 1 if i > index else i))
        return None

    def _move_row(self, event):
        t = _number(event, "t")
        index = self._check_row(event)
        to = _integer(event, "to")
        if not 0 <= to < len(self.rows):  # MUT-4, MUT-12: 0 <= to < count
            index = None
        rejection, _ = self._check_change(t, index)
        if rejection is not None:
            return rejection
        self._accept(t)
        self.rows.insert(to, self.rows.pop(index))  # MUT-4: the state moves with the row

        def new_index(i):
            if i == index:
                return to
            j = i - 1 if i > index else i
            return j + 1 if j >= to else j
        self._remap_touch(new_index)
        return None

    def _reload_row(self, event):
        t = _number(event, "t")
        index = self._check_row(event)
        config = event.get("configuration")
        rejection, _ = self._check_change(t, index, config, replacing=index)
        if rejection is not None:
            return rejection
        self._accept(t)
        row = self.rows[index]
        if self.touch == DRAG and self.touch_row == index:
            start = row.edge_of(self.s0)
            row.configure(config)  # MUT-9: the drag goes on under the new configuration
            if start is not None:
                # MUT-9: a start offset showing edge e becomes sign'(e) * extent'(e) while e
                # has actions in the reveal style, else 0.
                edge = row.edges[start.name]
                self.s0 = edge.sign * edge.extent if not row.select and edge.n > 0 else 0.0
            if DESIGN["dragReload"] == "atNextSample":
                self._select_at(row, row.offset)  # DCH-23: the offset waits for the next sample
            else:
                self._drag_to(self.last_x)  # recomputed at once from the latest sample
            return None
        if row.offset == 0:  # MUT-6: closed, or settling toward 0: nothing changes
            row.configure(config)
            return None
        name = row.edge_of(row.offset).name  # the revealed logical edge
        saved = row.selected
        saved_id = row.edges[saved[0]].ids[saved[1]] if saved is not None else None
        row.configure(config)
        edge = row.edges[name]
        if saved is not None:
            if row.select and saved_id in edge.ids:  # MUT-8: the action is still on its edge
                row.selected = (name, edge.ids.index(saved_id))
                row.offset = edge.sign * row.width
                return None
        elif not row.select and edge.n > 0:  # MUT-7: stays open at the new extent
            row.offset = edge.sign * edge.extent
            return None
        self._close_row(row)  # MUT-7, MUT-8: nothing left to show; the selection is dropped
        return None

    # -- gesture -------------------------------------------------------------

    def _track(self, x, y, t):
        """One position of the active sequence (a move, or the move part of an up)."""
        if t == self.last_t:
            self.last_x = x  # VEL-2: an equal timestamp replaces the latest sample
        else:
            self.prev_x = self.last_x  # VEL-1: every move and the up are samples
            self.prev_t = self.last_t
            self.last_x = x
            self.last_t = t
        state = self.touch
        if state == PENDING:
            dx = x - self.x0  # REC-1: from the origin
            dy = y - self.y0
            row = self.rows[self.touch_row]
            if DESIGN["recognition"] == "perAxisStrict":
                slop = row.params["slop"]
                if abs(dy) <= slop and abs(dx) <= slop:  # DCH-9: at the slop nothing is recognised
                    return
                drag = abs(dx) > slop  # DCH-9: past the slop on both axes at once is a drag
            else:
                if dx * dx + dy * dy < row.slop_squared:  # REC-2, THR-1
                    return
                drag = abs(dx) > abs(dy)  # REC-3: horizontal strictly dominant
            if drag and row.is_button():
                return  # DCH-20: a move that would drag leaves the sequence pending
            if drag:
                self._begin_drag(row, dx)
            else:
                self.touch = SCROLL  # REC-4: |dy| >= |dx| scrolls
                if DESIGN["listCoordination"] == "oneOpen":  # DCH-11: otherwise nothing closes
                    for other in self.rows:
                        self._close_row(other)  # LST-3: a recognised scroll closes the open row
                return
        elif state == SCROLL:
            return  # REC-4: later moves have no effect
        self._drag_to(x)

    def _begin_drag(self, row, dx):
        self.touch = DRAG
        # DCH-12: a drag recognised on a closed row toward an edge without actions
        # (the edge dx would reveal) never moves the row until the sequence ends.
        toward = row.edge_of(dx)
        self.shows_nothing = (DESIGN["emptyDrag"] == "closedAtZero" and row.phase == CLOSED
                              and (toward is None or toward.n == 0))
        self._close_others(row)  # LST-2, DES-2: close every other open row first
        if row.phase == SETTLING:
            # REC-8: end the settle at its target (the observed offset, TIM-5) without
            # completion effects; a select row's saved selection is dropped, back at 0.
            if row.select:
                row.offset = 0.0
            row.settle_ends = None
        self.s0 = row.offset  # REC-8: the start offset
        row.phase = DRAGGING
        row.selected = None  # DES-1, REC-8: no selection; a saved one is dropped (DES-2)

    def _drag_to(self, x):
        row = self.rows[self.touch_row]
        if self.shows_nothing:
            row.offset = 0.0  # DCH-12: closed at 0 wherever the finger goes
            row.phase = CLOSED
            return
        r = self.s0 + (x - self.x0)  # ELA-3: r = s0 + (x - x0)
        edge = row.edge_of(r)
        if edge is None or edge.n == 0:
            row.offset = 0.0  # ELA-3: no reveal toward an edge without actions
            row.selected = None
            row.phase = DRAGGING  # OBS-6
            return
        row.phase = DRAGGING
        a = abs(r)
        L = edge.limit
        if a <= L:  # THR-8, ELA-1: at the limit not resisted
            m = a
        elif DESIGN["resistance"] == "clamp":
            m = L  # DCH-3
        elif DESIGN["resistance"] == "linear":
            m = L + row.params["elasticity"] * (a - L)  # DCH-4, in this order
        else:
            q = (a - L) * row.params["elasticity"]  # ELA-1, in exactly this order
            q = q / row.width
            q = q + 1
            q = 1 / q
            q = 1 - q
            q = q * row.width
            m = L + q
        row.offset = edge.sign * m  # ELA-4: with the sign of r (the sign of the side it reveals)
        self._select_at(row, row.offset)

    def _select_at(self, row, offset):
        """REV-7, SEL-1: the live selection of a dragged row at `offset`."""
        edge = row.edge_of(offset)
        if edge is None or edge.n == 0:
            row.selected = None
            return
        m = abs(offset)
        if row.select:
            a0 = row.params["activationDistance"]
            if m >= a0:  # THR-4, SEL-1: at the distance the first action is selected
                n = edge.n
                lhs = n * (m - a0)
                span = row.width - a0
                chosen = 0
                for i in range(1, n):
                    if lhs >= i * span:  # THR-5: the largest i with n(m - A) >= i(W - A)
                        chosen = i
                row.selected = (edge.name, chosen)  # SEL-1; SEL-6: beyond W the last action stays
            else:
                row.selected = None
        else:
            if edge.allows_full_swipe and m >= edge.full_swipe_threshold:  # THR-3: armed at the threshold
                row.selected = (edge.name, 0)  # REV-7: the first action while armed
            else:
                row.selected = None

    def _release(self):
        state = self.touch
        index = self.touch_row
        self.touch = None
        if state == PENDING:
            row = self.rows[index]
            if row.is_button() and not 0 <= self.last_x < row.width:
                return  # DCH-20: a button's up outside the row taps nothing
            self._tap(index)  # REC-6: a pending sequence at release is a tap
            return
        if state == SCROLL:  # REC-4: ends with no tap
            return 
        row = self.rows[index]
        o = row.offset
        if o == 0:
            row.selected = None  # VEL-6: at offset 0 the row is closed at once
            row.phase = CLOSED
            row.settle_ends = None
            return
        edge = row.edge_of(o)
        if row.select:
            if row.selected is not None:  # SEL-2: keep the selection, settle to sign(e) * W
                self._release_to(index, edge.sign * row.width)
            else:
                self._release_to(index, 0.0)  # SEL-3
            return
        m = abs(o)
        if row.selected is not None and DESIGN["fullSwipe"] == "dismisses":
            self._release_to(index, edge.sign * row.width)  # DCH-2: performed when it has left
            return
        if row.selected is not None:  # REV-1: the full swipe is armed (REV-7)
            row.selected = None
            self.performed.append({"row": index, "edge": edge.name, "id": edge.first_id})
            self._release_to(index, 0.0)  # REV-1: perform the first action, settle to 0
            return
        if DESIGN["velocityWindow"] == "sincePress":
            from_x, from_t = self.x0, self.t0  # DCH-5: from the press
        else:
            from_x, from_t = self.prev_x, self.prev_t  # VEL-3: the last two samples
        if from_t is None:
            v = 0.0
        else:
            if DESIGN["clock"] == "milliseconds":
                dt = (ms(self.last_t) - ms(from_t)) / 1000  # DCH-18
            else:
                dt = self.last_t - from_t
            v = (self.last_x - from_x) / dt if dt > 0 else 0.0
        if DESIGN["openBoundary"] == "strict":
            opens = m > edge.open_threshold  # DCH-6: at the threshold it closes
        else:
            opens = m >= edge.open_threshold  # REV-3, THR-2: at the threshold it opens
        if at_least(abs(v), row.params["flingVelocity"], DESIGN["flingBoundary"]):  # THR-7, DCH-7
            if v * edge.sign > 0 or (DESIGN["flingDirection"] == "opensOnly" and opens):  # VEL-4, DCH-8
                self._release_to(index, edge.sign * edge.extent)
            else:
                self._release_to(index, 0.0)
            return
        if opens:  # REV-3
            self._release_to(index, edge.sign * edge.extent)
        else:
            self._release_to(index, 0.0)

    def _tap(self, index):
        row = self.rows[index]
        open_row = None
        candidates = self.rows if DESIGN["listCoordination"] == "oneOpen" else [row]  # DCH-11
        for other in candidates:
            if other.offset != 0:  # LST-6: open means observed offset not 0
                open_row = other
                break
        if open_row is None:
            if DESIGN["contentTap"] == "staysOpen" and row.phase == SETTLING:
                return  # DCH-19: a row still settling toward 0 is tapped nowhere; its settle goes on
            self.tapped = index  # LST-5: delivered to the row's content
            return
        if open_row is not row:
            self._close_row(open_row)  # LST-4: closes the open row; the tap is consumed
            return
        if row.phase == OPEN and not row.select and (DESIGN["tapDecision"] == "atRelease" or self.open_at_press):  # DCH-13
            edge = row.edge_of(row.offset)
            # REV-5: distance from the physical edge of the revealed side.
            right = edge is not row.left_edge
            physical = right and DESIGN["hitInterval"] == "physicalFrame"  # DCH-16: x <= x0 < x + width

            def button_at(x):
                d = row.width - x if right else x
                for i in range(edge.n):
                    c, end = edge.starts[i], edge.starts[i] + edge.widths[i]
                    if (c < d <= end) if physical else (c <= d < end):  # REV-5: c_i <= d < c_i + w_i
                        return i
                return None
            i = button_at(self.x0)
            # DCH-21: the up's x must be on the same button as the origin.
            if i is not None and (DESIGN["buttonHit"] == "origin" or button_at(self.last_x) == i):
                self.performed.append({"row": index, "edge": edge.name, "id": edge.ids[i]})
                self._close_row(row)  # REV-5: then the row closes
                return
        if DESIGN["contentTap"] in ("clicks", "staysOpen") and row.selected is None:  # DCH-10, DCH-19: the row stays open
            if DESIGN["contentTap"] == "clicks":  # DCH-10: a click; DCH-19: nothing is tapped
                self.tapped = index
            if row.phase == OPEN:
                self._release_to(index, row.offset)  # TIM-6 or DCH-14
            else:
                self._restart_settle(row)  # DCH-22; otherwise a settling row settles on
            return
        self._close_row(row)  # REV-6: the row closes


# -- protocol server (PROTOCOL.md) -----------------------------------------------


def run_case(case):
    """One case (a `run` message or an element of `cases`, its string id checked by the kit) to its result message."""
    events = case.get("events")
    if not isinstance(events, list):
        raise EventError("a case needs an events array")
    try:
        swipe_list = SwipeList(case.get("rows"))
    except ConfigurationError as error:
        if error.reason is None:
            raise  # not a row of PROTOCOL.md 3.1: a case it cannot run
        # GEO-6, MUT-1: the rows are refused before any event, with the reason.
        return {"type": "result", "id": case["id"], "refused": error.reason}
    handle = swipe_list.handle
    return {"type": "result", "id": case["id"],
            "accessibility": swipe_list.accessibility(),
            "observations": [handle(e) for e in events]}


def hello():
    """The hello answer, from NAME, VERSION, STYLES and FEATURES as they are when the server starts."""
    extra = {"profile": PROFILE} if PROFILE != "default" else None  # SPEC.md section 10
    return swipe_protocol.Hello(NAME, VERSION, STYLES, FEATURES, extra)


def main():
    args = sys.argv[1:]
    if args[:1] == ["--profile"] and len(args) == 2:
        try:
            use_profile(args[1])
        except ValueError as error:
            sys.stderr.write("swipe_impl: %s\n" % error)
            return 2
    elif args:
        sys.stderr.write("swipe_impl: usage: swipe_impl.py [--profile %s]\n" % "|".join(sorted(PROFILES)))
        return 2
    return swipe_protocol.main(hello(), run_case, program="swipe_impl")


if __name__ == "__main__":
    sys.exit(main())
