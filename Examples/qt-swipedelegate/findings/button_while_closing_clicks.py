#!/usr/bin/env python3
"""FINDINGS.md F7: a tap on a side item while swipe.close() runs clicks the item: the
delegate is closing, yet its attached SwipeDelegate.clicked fires and the app
performs the action.

Standalone: PySide6 only. The delegate opens at once (no transition), then gets a
transition of 60 s, so that the close it is asked for is still running when the tap
arrives, whatever the wall clock does meanwhile.

    QT_QPA_PLATFORM=offscreen python3 button_while_closing_clicks.py

close() begins the transition to 0 and clears wasComplete (qquickswipedelegate.cpp:679-681),
but swipe.complete stays true until the transition ends (finishTransition, line 391);
a press forwards to the exposed item while complete is true (lines 733-734) and the
release does too (line 900), so the item is pressed and clicked. Exit status 1 when
the defect shows, 0 when the tap during the close clicks nothing.
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

# One item in swipe.right reacting to the attached SwipeDelegate.clicked: delete,
# at x [301, 375) once the row is open.
QML = b"""
import QtQuick
import QtQuick.Controls.Basic
SwipeDelegate {
    id: row
    width: 375; height: 44
    swipe.transition: null
    swipe.right: Rectangle {
        anchors.right: parent.right
        width: 74; height: row.height
        SwipeDelegate.onClicked: row.clicks += (row.clicks ? " " : "") + "delete"
    }
    // QQuickSwipe has no Python binding: the delegate reads it out for the script.
    readonly property real position: swipe.position
    readonly property bool complete: swipe.complete
    property string clicks: ""
    property Transition slow: Transition { NumberAnimation { property: "position"; duration: 60000 } }
    function openRight() { swipe.open(SwipeDelegate.Right) }
    function closeSlowly() { swipe.transition = slow; swipe.close() }
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


def mouse(kind, x, ms):
    point = QPointF(x, 20)
    buttons = Qt.NoButton if kind == QEvent.MouseButtonRelease else Qt.LeftButton
    event = QMouseEvent(kind, point, point, point, Qt.LeftButton, buttons, Qt.NoModifier,
                        QPointingDevice.primaryPointingDevice())
    # A second apart: no press is part of a double click.
    event.setTimestamp(ms)
    QGuiApplication.sendEvent(window, event)
    app.processEvents()


def state(what):
    print("%-44s position %5.2f  complete %-5s  clicked: %s" % (
        what, row.property("position"), row.property("complete"), row.property("clicks") or "-"))


QMetaObject.invokeMethod(row, "openRight", Qt.DirectConnection)
app.processEvents()
state("swipe.open(SwipeDelegate.Right)")
QMetaObject.invokeMethod(row, "closeSlowly", Qt.DirectConnection)
app.processEvents()
state("swipe.close(), a 60 s transition running")
mouse(QEvent.MouseButtonPress, 340, 1000)
state("pressed on the side item (x 340)")
mouse(QEvent.MouseButtonRelease, 340, 1050)
state("released there")
clicked = "delete" in row.property("clicks").split()
print("defect present: the side item was clicked while the delegate was closing" if clicked
      else "no defect: a tap during the close clicked nothing")
sys.exit(1 if clicked else 0)
