#!/usr/bin/env python3
"""FINDINGS.md F1: after the mouse grab is taken from a SwipeDelegate mid-drag, the row
stays half open and still "dragging", and the next press drags with no threshold.

Standalone: PySide6 only (no virtual clock needed: no animation runs).

    QT_QPA_PLATFORM=offscreen python3 lost_grab_keeps_dragging.py

QQuickSwipeDelegate::mouseUngrabEvent() clears the pressed state but neither
keepMouseGrab nor the swipe position, nor does it let the position settle. Exit
status 1 when the defect shows, 0 when the row is back at rest at 0.
"""
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
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
time_ms = [1000]


def mouse(kind, x, y):
    time_ms[0] += 16
    point = QPointF(x, y)
    button = Qt.NoButton if kind == QEvent.MouseMove else Qt.LeftButton
    buttons = Qt.NoButton if kind == QEvent.MouseButtonRelease else Qt.LeftButton
    event = QMouseEvent(kind, point, point, point, button, buttons, Qt.NoModifier,
                        QPointingDevice.primaryPointingDevice())
    event.setTimestamp(time_ms[0])
    QGuiApplication.sendEvent(window, event)


def state(what):
    print("%-40s offset %7.2f  keepMouseGrab %s" % (what, row.property("background").x(), row.keepMouseGrab()))


mouse(QEvent.MouseButtonPress, 300, 20)
mouse(QEvent.MouseMove, 250, 20)
state("dragged 50 px to the left")
row.ungrabMouse()  # the system takes the grab away (a cancelled touch, a popup, a window change)
app.processEvents()
state("after the grab was taken away")
leaked = row.keepMouseGrab() or row.property("background").x() != 0
mouse(QEvent.MouseButtonPress, 200, 20)
mouse(QEvent.MouseMove, 196, 20)
state("next press, moved 4 px (under the 10 px threshold)")
mouse(QEvent.MouseButtonRelease, 196, 20)
state("released")
print("defect present" if leaked else "no defect: the row is back at rest at 0")
sys.exit(1 if leaked else 0)
