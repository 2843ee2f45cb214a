#!/usr/bin/env python3
"""FINDINGS.md F8: swipe.open(side) while a SwipeDelegate is pressed rewrites that
press's drag state, so the drag that follows computes the row's position from the
wrong side: the finger drags 100 px toward the side the app opened, and the row jumps
to its other side; the release then closes it.

Standalone: PySide6 only, no virtual clock needed: a 60 s transition is still at its
start when the move comes (the move cancels it), so nothing depends on real time.

    QT_QPA_PLATFORM=offscreen python3 open_during_press_flips_drag.py

QQuickSwipe::open() sets positionBeforePress to the position at the call (0, the
transition has not moved yet) and wasComplete to true. handleMouseMoveEvent accepts a
drag in either direction from positionBeforePress 0, and with wasComplete computes
"distance > 0 ? distance / width - 1 : distance / width + 1", the position of a drag
that starts fully open on the side the finger moves away from. Exit status 1 when the
defect shows, 0 when the row stays open on its left side.
"""
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The basic render loop runs animations on the GUI thread, from this script's event loop.
os.environ.setdefault("QSG_RENDER_LOOP", "basic")
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
    swipe.left: Rectangle { width: 148; height: row.height; anchors.left: parent.left }
    swipe.right: Rectangle { width: 148; height: row.height; anchors.right: parent.right }
    swipe.transition: Transition { NumberAnimation { property: "position"; duration: 60000 } }
    // QQuickSwipe has no Python binding: the delegate reads it out for the script.
    readonly property real position: swipe.position
    // As an app calls it, for example from onPressAndHold.
    function openLeft() { swipe.open(SwipeDelegate.Left) }
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
    print("%-46s position %6.3f  background x %8.2f" % (what, position, row.property("background").x()))
    return position


mouse(QEvent.MouseButtonPress, 188, 1000)
state("pressed at x 188")
QMetaObject.invokeMethod(row, "openLeft", Qt.DirectConnection)
app.processEvents()
state("swipe.open(SwipeDelegate.Left), finger down")
mouse(QEvent.MouseMove, 288, 2000)
dragged = state("dragged 100 px to the right")
mouse(QEvent.MouseButtonRelease, 288, 2100)
state("released: the transition toward 0 begins")
# A drag toward the left side of a row the app opens on its left side keeps it open
# there (position 1, clamped); Qt puts it at 100/148 - 1 on the right side.
flipped = dragged < 0
print("defect present: the drag to the right moved the row to its right side" if flipped
      else "no defect: the row stayed open on its left side")
sys.exit(1 if flipped else 0)
