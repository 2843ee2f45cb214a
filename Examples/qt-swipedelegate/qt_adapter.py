#!/usr/bin/env python3
"""Qt Quick Controls' SwipeDelegate under swipe-conformance (PROTOCOL.md version 1).

The adapter is the app around the widget (SwipeList.qml: a ListView of
SwipeDelegates, actions in swipe.left and swipe.right) and a driver: it turns each
event of a case into hand-built QMouseEvents with explicit timestamps, sent to an
offscreen QQuickWindow, with every Qt Quick animation on a virtual clock
(libvirtualclock.so, built by setup.sh), and reads each observation back from the
widgets. Nothing here computes SPEC.md's rules: what Qt does is what is reported.

    QT_QPA_PLATFORM=offscreen python3 Examples/qt-swipedelegate/qt_adapter.py

README.md beside this file says how time is controlled and what is announced.
"""

import argparse
import contextlib
import ctypes
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))
import swipe_protocol  # noqa: E402  (the adapter kit)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Qt Quick's basic render loop keeps animations on the GUI thread, where the virtual
# clock is installed (the threaded loop would drive them from its own thread).
os.environ.setdefault("QSG_RENDER_LOOP", "basic")

from PySide6.QtCore import (QCoreApplication, QEvent, QMetaObject, QObject, QPointF,  # noqa: E402
                            Qt, QUrl, Q_ARG, Q_RETURN_ARG, qVersion)
from PySide6.QtGui import QGuiApplication, QMouseEvent, QPointingDevice  # noqa: E402
from PySide6.QtQml import QQmlComponent, QQmlEngine  # noqa: E402
from PySide6.QtQuick import QQuickWindow  # noqa: E402
import shiboken6  # noqa: E402

def keep_none_alive():
    """Works around a reference-count defect of PySide6 6.12.0 on CPython before 3.12.

    Each call of a function returning void (QCoreApplication.processEvents()) and each
    null QQuickItem* result drops one reference to None without taking it; after a few
    thousand calls CPython aborts ("none_dealloc: deallocating None"). From CPython
    3.12 on None is immortal and nothing happens; before it, None's count is raised
    far out of reach here, which makes it as good as immortal.
    """
    if sys.version_info < (3, 12):
        ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40


keep_none_alive()

NAME = "qt-swipedelegate"
VERSION = "1.0.0"
CLOCK_LIBRARY = os.environ.get("SWIPE_QT_CLOCK", os.path.join(HERE, "build", "libvirtualclock.so"))
ROW_HEIGHT = 44
# Press-and-hold is a wall-clock QTimer in QQuickAbstractButton: keep it out of reach.
PRESS_AND_HOLD_MS = 1000000000
# Keeps one animation running for ever: with none running, QUnifiedTimer stops asking
# the driver for time, and the next animation to start jumps to its end.
KEEPALIVE_QML = b"""
import QtQuick
Item {
    NumberAnimation on opacity { from: 0; to: 1; duration: 1000; loops: Animation.Infinite; running: true }
}
"""


class VirtualClock(object):
    """The QAnimationDriver of virtual_clock.cpp, loaded into the wheel's Qt through ctypes."""

    def __init__(self, path):
        if not os.path.exists(path):
            raise SystemExit("qt_adapter: %s is missing; build it with "
                             "Examples/qt-swipedelegate/setup.sh" % path)
        lib = ctypes.CDLL(path)
        lib.virtual_clock_install.restype = ctypes.c_void_p
        lib.virtual_clock_advance_to.argtypes = [ctypes.c_void_p, ctypes.c_longlong]
        lib.virtual_clock_is_running.argtypes = [ctypes.c_void_p]
        self.lib = lib
        self.driver = lib.virtual_clock_install()

    def advance_to(self, ms):
        """Run the clock to ``ms``: queued animation starts first, then one tick at ``ms``."""
        QCoreApplication.processEvents()
        self.lib.virtual_clock_advance_to(self.driver, ms)
        QCoreApplication.processEvents()

    def is_running(self):
        return self.lib.virtual_clock_is_running(self.driver) == 1


def _edges_by_side(row):
    """The logical edge on each physical side (the app lays out SPEC GEO-2's sides)."""
    ltr = row["layoutDirection"] == "ltr"
    return ("leading", "trailing") if ltr else ("trailing", "leading")


def _row_data(row):
    """A ListModel element for one row configuration (PROTOCOL.md 3.1)."""
    if row.get("style") != "reveal":
        # The hello announces the reveal style alone; a row of another style (a list
        # change can carry one) cannot be set up: Qt's SwipeDelegate has no selection.
        raise swipe_protocol.CaseError(
            "style %r: Qt's SwipeDelegate has no select style (the adapter announces reveal alone)"
            % (row.get("style"),))
    params = row["parameters"]
    actions = {"leading": [], "trailing": []}
    for declaration in row["declarations"]:
        for action in declaration["actions"]:
            width = action.get("width", params["actionWidth"])
            actions[declaration["edge"]].append(
                {"id": action["id"], "width": max(width, params["minimumActionWidth"])})
    left, right = _edges_by_side(row)
    settle_ms = params["settleDuration"] * 1000.0
    if settle_ms != int(settle_ms):
        raise swipe_protocol.CaseError(
            "settleDuration %r s is not a whole number of milliseconds, the unit of Qt's animations"
            % params["settleDuration"])
    return {"rowWidth": row["width"], "settleMs": int(settle_ms),
            "leftEdge": left, "rightEdge": right,
            "leftActions": json.dumps(actions[left]), "rightActions": json.dumps(actions[right])}


def _accessibility(row):
    """The app's list of a row's actions, leading edge first (what it offers assistive technology)."""
    entries = []
    for edge in ("leading", "trailing"):
        for declaration in row["declarations"]:
            if declaration["edge"] == edge:
                entries.extend({"edge": edge, "id": a["id"]} for a in declaration["actions"])
    return entries


APPS = ("plain", "fading-buttons")


class QtSwipeList(object):
    """One offscreen window; per case, a fresh SwipeList.qml driven on the virtual clock.

    ``app`` is ``plain`` (the default) or ``fading-buttons`` (SwipeList.qml's
    ``fadingButtons``: the app FINDINGS.md F2 needs).
    """

    def __init__(self, app="plain"):
        self.fading_buttons = app == "fading-buttons"
        self.app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
        hints = self.app.styleHints()
        hints.setMousePressAndHoldInterval(PRESS_AND_HOLD_MS)
        self.clock = VirtualClock(CLOCK_LIBRARY)
        self.times = swipe_protocol.CaseClock()
        self.engine = QQmlEngine()
        self.window = QQuickWindow()
        self.window.resize(4096, 4096)
        self.window.show()
        keepalive = QQmlComponent(self.engine)
        keepalive.setData(KEEPALIVE_QML, QUrl())
        self.keepalive = self._create(keepalive)
        self.clock.advance_to(1)
        if not self.clock.is_running():
            raise SystemExit("qt_adapter: the virtual clock's QAnimationDriver is not running: "
                             "animations would follow the wall clock")
        self.component = QQmlComponent(self.engine, QUrl.fromLocalFile(os.path.join(HERE, "SwipeList.qml")))
        self.mouse = QPointingDevice.primaryPointingDevice()
        self.list = None

    def _create(self, component):
        item = component.create()
        if item is None:
            raise SystemExit("qt_adapter: QML: %s" % "; ".join(e.toString() for e in component.errors()))
        item.setParentItem(self.window.contentItem())
        return item

    # -- a case --------------------------------------------------------------

    def run_case(self, case):
        rows = case.get("rows")
        events = case.get("events")
        if not isinstance(rows, list) or not rows or not isinstance(events, list):
            raise swipe_protocol.CaseError("a case needs a non-empty rows array and an events array")
        self._set_drag_threshold(rows + [e["configuration"] for e in events
                                         if isinstance(e, dict) and "configuration" in e])
        self.clock.advance_to(self.times.begin(events))
        self.list = self._create(self.component)
        self.list.setProperty("fadingButtons", self.fading_buttons)
        self.list.performed.connect(self._on_performed)
        self.list.tapped.connect(self._on_tapped)
        try:
            for index, row in enumerate(rows):
                self._call("insertRow", index, json.dumps(_row_data(row)))
            self._layout()
            self.touch = None
            self.touch_row = None
            observations = [self._handle(event) for event in events]
            return {"type": "result", "id": case["id"],
                    "accessibility": [_accessibility(r) for r in rows],
                    "observations": observations}
        finally:
            self._finish_case()

    def _set_drag_threshold(self, rows):
        """The rows' slop as Qt's drag threshold: QStyleHints.startDragDistance, whole pixels, one per app."""
        slops = set(r["parameters"]["slop"] for r in rows)
        slop = slops.pop()
        if slops or slop != int(slop):
            raise swipe_protocol.CaseError(
                "Qt's drag threshold (QStyleHints.startDragDistance) is one whole number of pixels "
                "for the whole application; this case needs slop %s" % ", ".join(
                    str(v) for v in sorted(set(r["parameters"]["slop"] for r in rows))))
        self.app.styleHints().setStartDragDistance(int(slop))

    def _finish_case(self):
        if self.touch is not None:
            self._ungrab()
        self.list.setParentItem(None)
        self.list.deleteLater()
        self.list = None
        QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
        QCoreApplication.processEvents()

    def _call(self, method, *args):
        arguments = [Q_ARG("QVariant", a) for a in args]
        if not QMetaObject.invokeMethod(self.list, method, Qt.DirectConnection, *arguments):
            raise swipe_protocol.CaseError("SwipeList.qml has no method %s" % method)

    def _layout(self):
        QMetaObject.invokeMethod(self.list, "forceLayout", Qt.DirectConnection)
        QCoreApplication.processEvents()

    def _on_performed(self, row, edge, action_id):
        self.performed.append({"row": row, "edge": edge, "id": action_id})

    def _on_tapped(self, row):
        self.tapped = row

    # -- an event --------------------------------------------------------------

    def _handle(self, event):
        kind = event.get("type")
        t = event["t"]
        ms = self.times.ms(t)
        self.clock.advance_to(ms)  # the clock reaches the event's time before it is delivered
        self.list.setProperty("caseTime", t)
        self.performed = []
        self.tapped = None
        if kind == "down":
            self._down(event, ms)
        elif kind in ("move", "up"):
            if self.touch is None:
                raise swipe_protocol.CaseError("a %s with no touch down" % kind)
            for step, x, y, _ in swipe_protocol.pointer_steps(event):
                self._send(QEvent.MouseMove if step == "move" else QEvent.MouseButtonRelease, x, y, ms)
            if kind == "up":
                self.touch = None
        elif kind == "cancel":
            self._cancel()
        elif kind == "advance":
            pass
        elif kind == "open":
            self._call("openRow", self._delegate_index(event["row"]), event["edge"])
        elif kind == "close":
            self._call("closeRow", self._delegate_index(event["row"]))
        elif kind == "insertRow":
            index = event["index"]
            if not 0 <= index <= self.list.property("count"):
                raise swipe_protocol.CaseError("insertRow at %r: the list has %d rows" % (index, self.list.property("count")))
            with self._keep_touch_row_in_place():
                self._call("insertRow", index, json.dumps(_row_data(event["configuration"])))
                self._layout()
        elif kind == "deleteRow":
            with self._keep_touch_row_in_place():
                self._call("removeRow", self._delegate_index(event["row"]))
                self._layout()
        elif kind == "moveRow":
            to = event["to"]
            if not 0 <= to < self.list.property("count"):
                raise swipe_protocol.CaseError("moveRow to %r: the list has %d rows" % (to, self.list.property("count")))
            with self._keep_touch_row_in_place():
                self._call("moveRow", self._delegate_index(event["row"]), to)
                self._layout()
        elif kind == "reloadRow":
            with self._keep_touch_row_in_place():
                self._call("reloadRow", self._delegate_index(event["row"]),
                           json.dumps(_row_data(event["configuration"])))
                self._layout()
        else:
            raise swipe_protocol.CaseError("event type %r is not announced by this adapter" % (kind,))
        QCoreApplication.processEvents()
        return self._observe()

    def _delegate(self, index):
        item = None
        if 0 <= index < self.list.property("count"):
            item = QMetaObject.invokeMethod(self.list, "itemAtIndex", Qt.DirectConnection,
                                            Q_RETURN_ARG("QQuickItem*"), Q_ARG(int, index))
        if item is None:
            raise swipe_protocol.CaseError("no row %r" % (index,))
        return item

    @contextlib.contextmanager
    def _keep_touch_row_in_place(self):
        """Scrolls the list so that a list change leaves the row under a held touch where it was.

        A case's positions are in the coordinates of the row the touch went down on
        (SPEC GEO-5): a row moved by a list change takes the touch's frame with it. A
        finger stays where it is in the window, and a pointer that jumped with the row
        would be a vertical drag to the scrollable list; so the list's content is
        scrolled by as much as the change moved the row, and finger and row stay together.
        """
        row = self.touch_row if self.touch is not None else None
        before = row.mapToScene(QPointF(0, 0)).y() if row is not None and shiboken6.isValid(row) else None
        yield
        if before is not None and shiboken6.isValid(row):
            moved = row.mapToScene(QPointF(0, 0)).y() - before
            if moved:
                self.list.setProperty("contentY", self.list.property("contentY") + moved)
                QCoreApplication.processEvents()

    def _delegate_index(self, index):
        self._delegate(index)  # a case naming a row the list does not have cannot run
        return index

    def _down(self, event, ms):
        row = self._delegate(event["row"])
        origin = row.mapToScene(QPointF(0, 0))
        self.touch = (origin.x(), origin.y())
        self.touch_row = row
        self._send(QEvent.MouseButtonPress, event["x"], event["y"], ms)

    def _send(self, kind, x, y, ms):
        """A hand-built QMouseEvent at row coordinates (x, y) with timestamp ``ms`` (never 0)."""
        # A touch's window coordinates are fixed at its press: the finger does not follow
        # the rows when the list scrolls (a list change keeps the pressed row under it,
        # _keep_touch_row_in_place).
        ox, oy = self.touch
        scene = QPointF(ox + x, oy + y)
        buttons = Qt.NoButton if kind == QEvent.MouseButtonRelease else Qt.LeftButton
        button = Qt.NoButton if kind == QEvent.MouseMove else Qt.LeftButton
        # The global position is the scene's mapped to the screen (the offscreen window
        # lies at (2, 2)): Flickable measures a drag from the global press position.
        mouse = QMouseEvent(kind, scene, scene, self.window.mapToGlobal(scene), button, buttons, Qt.NoModifier,
                            self.mouse)
        mouse.setTimestamp(ms)
        QCoreApplication.sendEvent(self.window, mouse)

    def _cancel(self):
        """The system takes the touch away: the grab is removed (README: what a cancel is here)."""
        if self.touch is None:
            raise swipe_protocol.CaseError("a cancel with no touch down")
        self._ungrab()
        self.touch = None

    def _ungrab(self):
        """Takes the mouse grab from whichever item holds it: the pressed row or the ListView.

        (QQuickItem.ungrabMouse() does nothing on an item that is not the grabber; the
        grabber is not asked for, as PySide6 6.12 mishandles a null QQuickItem* result.)
        """
        for item in (self.touch_row, self.list):
            if item is not None and shiboken6.isValid(item):
                item.ungrabMouse()

    # -- observation -------------------------------------------------------------

    def _observe(self):
        count = self.list.property("count")
        return {"rows": [self._observe_row(self._delegate(i)) for i in range(count)],
                "performed": self.performed, "tappedRow": self.tapped, "rejection": None}

    def _observe_row(self, row):
        offset = row.property("background").x()
        settling = row.property("settling")
        if settling:
            phase = "settling"
        elif row.keepMouseGrab():
            phase = "dragging"
        elif offset != 0:
            phase = "open"
        else:
            phase = "closed"
        side = json.loads(QMetaObject.invokeMethod(row, "observeSide", Qt.DirectConnection,
                                                   Q_RETURN_ARG("QVariant")))
        revealed = side["edge"] if side is not None else None
        actions = sorted(side["actions"], key=lambda f: f["x"]) if side is not None else []
        settle_ends = None
        if settling:
            settle_ends = row.property("settleStartTime") + row.property("settleAnimationMs") / 1000.0
        return {"offset": offset, "phase": phase, "revealedEdge": revealed, "actions": actions,
                "selected": None, "settleEnds": settle_ends}


def main():
    parser = argparse.ArgumentParser(description="Qt's SwipeDelegate as a PROTOCOL.md version 1 server on stdin/stdout.")
    parser.add_argument("--app", choices=APPS, default="plain", help=(
        "the app around the widget: plain (actions clicked through SwipeDelegate.onClicked, "
        "a settle transition of the position alone) or fading-buttons (actions that accept "
        "mouse buttons, and a transition that also fades the content for twice as long)"))
    args = parser.parse_args()
    swipe_list = QtSwipeList(args.app)
    hello = swipe_protocol.Hello(
        NAME, VERSION, ["reveal"], ["rtl", "multiRow", "programmatic", "listChanges"],
        {"profile": "qt-swipedelegate", "qtVersion": qVersion(), "app": args.app})
    return swipe_protocol.main(hello, swipe_list.run_case, program="qt_adapter")


if __name__ == "__main__":
    sys.exit(main())
