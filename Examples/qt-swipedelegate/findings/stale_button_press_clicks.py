#!/usr/bin/env python3
"""FINDINGS.md F6: a release off the side item that was pressed leaves its attached
SwipeDelegate.pressed set, and a later tap pressed elsewhere and released on that
item emits its SwipeDelegate.clicked: an action performed with no press on it.

Standalone: PySide6 only (no virtual clock needed: swipe.transition is null, so the
open and the settle at each release take effect at once).

    QT_QPA_PLATFORM=offscreen python3 stale_button_press_clicks.py

The press sets the attached pressed of the items that contain the press point; the
release clears it (and emits clicked) only on the items that contain the release
point (attachedObjectsSetPressed, qquickswipedelegate.cpp:957). Exit status 1 when
the defect shows, 0 when the tap pressed on flag and released on delete clicks
nothing.
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

# Two actions in swipe.right, as in Qt's documentation of the attached
# SwipeDelegate.pressed: delete at the right edge, x [301, 375), flag left of it,
# x [227, 301), once the row is open.
QML = b"""
import QtQuick
import QtQuick.Controls.Basic
SwipeDelegate {
    id: row
    width: 375; height: 44
    swipe.transition: null
    swipe.right: Row {
        anchors.right: parent.right
        height: row.height
        layoutDirection: Qt.RightToLeft
        Repeater {
            model: ["delete", "flag"]
            Rectangle {
                required property string modelData
                width: 74; height: row.height
                readonly property bool down: SwipeDelegate.pressed
                onDownChanged: row[modelData + "Pressed"] = down
                SwipeDelegate.onClicked: row.clicks += (row.clicks ? " " : "") + modelData
            }
        }
    }
    // QQuickSwipe and the attached objects have no Python binding: the delegate
    // reads them out for the script.
    readonly property real position: swipe.position
    property bool deletePressed: false
    property bool flagPressed: false
    property string clicks: ""
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
    print("%-46s position %5.2f  delete pressed %-5s  flag pressed %-5s  clicked: %s" % (
        what, row.property("position"), row.property("deletePressed"), row.property("flagPressed"),
        row.property("clicks") or "-"))


QMetaObject.invokeMethod(row, "openRight", Qt.DirectConnection)
app.processEvents()
state("swipe.open(SwipeDelegate.Right)")
mouse(QEvent.MouseButtonPress, 302, 1000)
state("tap 1: pressed on delete (x 302)")
mouse(QEvent.MouseButtonRelease, 298, 1050)
state("       released on flag (x 298)")
mouse(QEvent.MouseButtonPress, 298, 2000)
state("tap 2: pressed on flag (x 298)")
mouse(QEvent.MouseButtonRelease, 302, 2050)
state("       released on delete (x 302)")
clicked = "delete" in row.property("clicks").split()
print("defect present: delete clicked with no press on it" if clicked
      else "no defect: a tap pressed off delete did not click it")
sys.exit(1 if clicked else 0)
