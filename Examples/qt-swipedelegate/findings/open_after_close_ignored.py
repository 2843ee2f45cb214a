#!/usr/bin/env python3
"""FINDINGS.md F10: after swipe.close(), swipe.open(side) is ignored until a swipe
transition finishes; a SwipeDelegate without a transition never finishes one, so
after its first close() it never settles again: a swipe released past half way
stays where the finger left it, and open() does nothing.

Standalone: PySide6 only (swipe.transition null, which the documentation allows:
then every change takes effect at once), no clock needed.

    QT_QPA_PLATFORM=offscreen python3 open_after_close_ignored.py

QQuickSwipe::close() calls beginTransition(0.0) and then sets waitForTransition;
beginTransition returns at once while waitForTransition is set, and only
finishTransition clears it. Without a transition beginTransition has already finished
(and cleared the flag) before close() sets it. Exit status 1 when the defect shows, 0
when the swipe or open() after close() opens the row.
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
    function closeSwipe() { swipe.close() }
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


def call(method):
    QMetaObject.invokeMethod(row, method, Qt.DirectConnection)
    app.processEvents()


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
    print("%-44s position %6.3f  background x %8.2f" % (what, position, row.property("background").x()))
    return position


call("openRight")
state("swipe.open(SwipeDelegate.Right)")
call("closeSwipe")
state("swipe.close()")
mouse(QEvent.MouseButtonPress, 300, 1000)
mouse(QEvent.MouseMove, 200, 1100)
mouse(QEvent.MouseButtonRelease, 200, 1200)
swiped = state("swiped 100 px to the left and released")
call("openRight")
reopened = state("swipe.open(SwipeDelegate.Right)")
# Released past half way, the swipe settles at -1; open(Right) sets -1 in any case.
ignored = swiped != -1 and reopened != -1
print("defect present: after close() neither the swipe nor open() opened the row" if ignored
      else "no defect: the row opened again after close()")
sys.exit(1 if ignored else 0)
