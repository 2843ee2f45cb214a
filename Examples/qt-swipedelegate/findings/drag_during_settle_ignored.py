#!/usr/bin/env python3
"""FINDINGS.md F4: a drag begun while a SwipeDelegate's swipe.transition runs takes the
mouse grab but never moves the row: the transition runs on, carrying the content
against the finger, and the release leaves the row where the transition put it.

Standalone: PySide6 only, real time (about four seconds): a slow, linear 2 s
transition stands in for the virtual clock, so the press surely comes mid-settle.

    QT_QPA_PLATFORM=offscreen python3 drag_during_settle_ignored.py

The press records swipe.position (between -1 and 0) as positionBeforePress;
handleMouseMoveEvent then takes the grab past the drag threshold, but only computes a
position (and cancels the running transition) when positionBeforePress is 0, 1 or -1.
Exit status 1 when the defect shows, 0 when the row follows the finger.
"""
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The basic render loop runs animations on the GUI thread, from this script's event loop.
os.environ.setdefault("QSG_RENDER_LOOP", "basic")
if sys.version_info < (3, 12):
    # PySide6 6.12.0 drops a reference to None on some calls (README.md): make None
    # as good as immortal, as it is from CPython 3.12 on.
    import ctypes
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40

from PySide6.QtCore import QEvent, QPointF, Qt, QUrl  # noqa: E402
from PySide6.QtGui import QGuiApplication, QMouseEvent, QPointingDevice  # noqa: E402
from PySide6.QtQml import QQmlComponent, QQmlEngine  # noqa: E402
from PySide6.QtQuick import QQuickWindow  # noqa: E402

QML = b"""
import QtQuick
import QtQuick.Controls.Basic
SwipeDelegate {
    id: row
    width: 375; height: 44
    swipe.right: Rectangle { width: 148; height: row.height; anchors.right: parent.right }
    swipe.transition: Transition { NumberAnimation { property: "position"; duration: 2000 } }
    // QQuickSwipe has no Python binding: the delegate reads it out for the script.
    readonly property real position: swipe.position
    readonly property bool settling: swipe.transition.running
}
"""

app = QGuiApplication(sys.argv)
engine = QQmlEngine()
window = QQuickWindow()
window.resize(400, 100)
window.show()
component = QQmlComponent(engine)
component.setData(QML, QUrl())
row = component.create()
if row is None:
    sys.exit("QML: " + "; ".join(e.toString() for e in component.errors()))
row.setParentItem(window.contentItem())
start = time.monotonic()


def mouse(kind, x, y):
    point = QPointF(x, y)
    button = Qt.NoButton if kind == QEvent.MouseMove else Qt.LeftButton
    buttons = Qt.NoButton if kind == QEvent.MouseButtonRelease else Qt.LeftButton
    event = QMouseEvent(kind, point, point, point, button, buttons, Qt.NoModifier,
                        QPointingDevice.primaryPointingDevice())
    event.setTimestamp(1000 + int((time.monotonic() - start) * 1000))
    QGuiApplication.sendEvent(window, event)
    app.processEvents()


def wait(ms):
    end = time.monotonic() + ms / 1000.0
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


def state(what):
    position = row.property("position")
    print("%-46s position %6.3f  background x %8.2f  settling %-5s  keepMouseGrab %s" % (
        what, position, row.property("background").x(), row.property("settling"), row.keepMouseGrab()))
    return position


mouse(QEvent.MouseButtonPress, 300, 20)
mouse(QEvent.MouseMove, 200, 20)
state("dragged 100 px to the left")
mouse(QEvent.MouseButtonRelease, 200, 20)
wait(300)
before = state("released; 300 ms into the 2 s settle to -1")
mouse(QEvent.MouseButtonPress, 200, 20)
mouse(QEvent.MouseMove, 230, 20)
mouse(QEvent.MouseMove, 260, 20)
wait(400)
mouse(QEvent.MouseMove, 300, 20)
after = state("pressed, dragged 100 px to the right")
grabbed = row.keepMouseGrab()
mouse(QEvent.MouseButtonRelease, 300, 20)
wait(2100)
final = state("released, 2.1 s later")
# The finger moved the row 100 px toward closed (100/148 of the side): the row should
# have followed it, to about before + 0.68; instead it went on toward -1.
ignored = grabbed and after <= before
print("defect present: the delegate held the grab while the row moved %.0f px against the finger"
      % ((before - after) * 148) if ignored else "no defect: the row followed the finger")
sys.exit(1 if ignored else 0)
