#!/usr/bin/env python3
"""FINDINGS.md F5: when the side item of an open SwipeDelegate changes width (an
action added or removed, a label's text changed), the content stays where the old
width put it: swipe.position stays -1 and swipe.complete true, but the background's
x is no longer position x the side item's width.

Standalone: PySide6 only (no virtual clock needed: swipe.transition is null).

    QT_QPA_PLATFORM=offscreen python3 side_width_not_followed.py

QQuickSwipePrivate::reposition() places the content at position x the relevant item's
width, but runs only when the position changes or the delegate itself changes width,
never when the side item does. Exit status 1 when the defect shows, 0 when the content
follows the side item.
"""
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if sys.version_info < (3, 12):
    # PySide6 6.12.0 drops a reference to None on some calls (README.md): make None
    # as good as immortal, as it is from CPython 3.12 on.
    import ctypes
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40

from PySide6.QtCore import QMetaObject, Qt, QUrl  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtQml import QQmlComponent, QQmlEngine  # noqa: E402
from PySide6.QtQuick import QQuickWindow  # noqa: E402

QML = b"""
import QtQuick
import QtQuick.Controls.Basic
SwipeDelegate {
    id: row
    width: 375; height: 44
    property real sideWidth: 148
    swipe.transition: null
    swipe.right: Rectangle { width: row.sideWidth; height: row.height; anchors.right: parent.right }
    // QQuickSwipe has no Python binding: the delegate reads it out for the script.
    readonly property real position: swipe.position
    readonly property bool complete: swipe.complete
    readonly property real rightItemWidth: swipe.rightItem ? swipe.rightItem.width : 0
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
broken = []


def state(what):
    position, width, x = row.property("position"), row.property("rightItemWidth"), row.property("background").x()
    print("%-34s position %5.2f  complete %-5s  side width %5.1f  background x %7.2f  (position x width %7.2f)" % (
        what, position, row.property("complete"), width, x, position * width))
    if x != position * width:
        broken.append(what)


QMetaObject.invokeMethod(row, "openRight", Qt.DirectConnection)
app.processEvents()
state("swipe.open(SwipeDelegate.Right)")
row.setProperty("sideWidth", 222)
app.processEvents()
state("side item widened to 222")
row.setProperty("sideWidth", 74)
app.processEvents()
state("side item narrowed to 74")
print("defect present: the content did not follow the side item's width" if broken
      else "no defect: the content follows the side item's width")
sys.exit(1 if broken else 0)
