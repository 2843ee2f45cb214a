#!/usr/bin/env python3
"""FINDINGS.md F9: a drag on a SwipeDelegate open on its right side that comes back
past its press point (further toward open) leaves the row where the last move before
that point put it: a row the finger holds fully open is drawn partly closed, and the
release closes it.

Standalone: PySide6 only (swipe.transition null: the release's transition takes
effect at once), no clock needed.

    QT_QPA_PLATFORM=offscreen python3 drag_back_past_press_point_freezes.py

handleMouseMoveEvent computes a position only when positionBeforePress is 0, or -1
with the drag toward closed (distance >= 0), or 1 with distance <= 0: a check meant to
stop a drag beyond the exposed side. A move beyond it is skipped, not clamped, so the
position of the last move on the closing side stays. Exit status 1 when the defect
shows, 0 when the row is fully open again under the finger.
"""
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if sys.version_info < (3, 12):
    # PySide6 6.12.0 drops a reference to None on some calls (README.md): make None
    # as good as immortal, as it is from CPython 3.12 on.
    import ctypes
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40

from PySide6.QtCore import QEvent, QMetaObject, QPointF, Qt, QUrl  # noqa: E402
from PySide6.QtGui import QGuiApplication, QMouseEvent, QPointingDevice  # noqa: E402
from PySide6.QtQml import QQmlComponent, QQmlEngine  # noqa: E402
from PySide6.QtQuick import QQuickWindow  # noqa: E402

QML = b"""
import QtQuick
import QtQuick.Controls.Basic
SwipeDelegate {
    id: row
    width: 375; height: 44
    swipe.transition: null
    swipe.right: Rectangle { width: 148; height: row.height; anchors.right: parent.right }
    // QQuickSwipe has no Python binding: the delegate reads it out for the script.
    readonly property real position: swipe.position
    function openRight() { swipe.open(SwipeDelegate.Right) }
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


def mouse(kind, x, timestamp):
    point = QPointF(x, 20)
    button = Qt.NoButton if kind == QEvent.MouseMove else Qt.LeftButton
    buttons = Qt.NoButton if kind == QEvent.MouseButtonRelease else Qt.LeftButton
    event = QMouseEvent(kind, point, point, point, button, buttons, Qt.NoModifier,
                        QPointingDevice.primaryPointingDevice())
    event.setTimestamp(timestamp)
    QGuiApplication.sendEvent(window, event)
    app.processEvents()


def state(what):
    position = row.property("position")
    print("%-50s position %6.3f  background x %8.2f" % (what, position, row.property("background").x()))
    return position


QMetaObject.invokeMethod(row, "openRight", Qt.DirectConnection)
app.processEvents()
state("swipe.open(SwipeDelegate.Right)")
mouse(QEvent.MouseButtonPress, 160, 1000)
mouse(QEvent.MouseMove, 260, 1050)
state("pressed at x 160, dragged 100 px to the right")
mouse(QEvent.MouseMove, 150, 1100)
back = state("back to 10 px left of the press point")
mouse(QEvent.MouseButtonRelease, 150, 1200)
state("released")
# With the finger left of its press point the row is fully open (position -1, clamped).
frozen = back != -1
print("defect present: the row stayed at the position of the earlier move" if frozen
      else "no defect: the row is fully open under the finger")
sys.exit(1 if frozen else 0)
