#!/usr/bin/env python3
"""FINDINGS.md F2: a press on a SwipeDelegate whose position reached 0 while its close
transition still runs recurses without end (stack overflow, SIGSEGV).

Standalone: PySide6 only (no virtual clock; real time, a few hundred ms).

    QT_QPA_PLATFORM=offscreen python3 press_during_close_recursion.py

The row is opened by a drag, then closed by swipe.close() with a transition whose position animation (100 ms)
ends before the transition (a fade of 400 ms). At 250 ms the position is 0 but
swipe.complete is still true; a press over the still-existing action button then
enters QQuickSwipeDelegatePrivate::handleMousePressEvent -> mousePressEvent ->
handleMousePressEvent ... without end. Exit status 139 (SIGSEGV) shows the defect;
0 means the press was handled.
"""
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QElapsedTimer, QEvent, QMetaObject, QPointF, Qt, QUrl  # noqa: E402
from PySide6.QtGui import QGuiApplication, QMouseEvent, QPointingDevice  # noqa: E402
from PySide6.QtQml import QQmlComponent, QQmlEngine  # noqa: E402
from PySide6.QtQuick import QQuickWindow  # noqa: E402

QML = b"""
import QtQuick
import QtQuick.Controls.Basic
SwipeDelegate {
    id: row
    width: 375; height: 44
    function closeSwipe() { swipe.close() }
    swipe.right: Button { width: 74; height: row.height; anchors.right: parent.right }
    swipe.transition: Transition {
        ParallelAnimation {
            NumberAnimation { property: "position"; duration: 100 }
            NumberAnimation { target: row.contentItem; property: "opacity"; from: 0.5; to: 1; duration: 400 }
        }
    }
}
"""

if sys.version_info < (3, 12):
    # PySide6 6.12.0 drops a reference to None on each processEvents() call (README.md):
    # make None as good as immortal, as it is from CPython 3.12 on.
    import ctypes
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40

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
clock = QElapsedTimer()
clock.start()


def wait(ms):
    end = clock.elapsed() + ms
    while clock.elapsed() < end:
        app.processEvents()


def mouse(kind, x, y):
    point = QPointF(x, y)
    button = Qt.NoButton if kind == QEvent.MouseMove else Qt.LeftButton
    buttons = Qt.NoButton if kind == QEvent.MouseButtonRelease else Qt.LeftButton
    event = QMouseEvent(kind, point, point, point, button, buttons, Qt.NoModifier,
                        QPointingDevice.primaryPointingDevice())
    event.setTimestamp(max(1, clock.elapsed()))
    QGuiApplication.sendEvent(window, event)


# Open by a drag of the full extent to the left, then let the transition end.
mouse(QEvent.MouseButtonPress, 300, 20)
for x in range(290, 150, -10):
    mouse(QEvent.MouseMove, x, 20)
mouse(QEvent.MouseButtonRelease, 150, 20)
wait(600)
print("opened: position %s" % row.property("background").x(), flush=True)
# Close as an app does (swipe.close()): Qt's transition back to 0 starts.
QMetaObject.invokeMethod(row, "closeSwipe", Qt.DirectConnection)
wait(250)  # position animation (100 ms) done, the fade (400 ms) still running
print("position %s, pressing the action button" % row.property("background").x(), flush=True)
mouse(QEvent.MouseButtonPress, 340, 20)
mouse(QEvent.MouseButtonRelease, 340, 20)
print("the press was handled (no recursion)")
