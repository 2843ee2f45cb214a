#!/usr/bin/env python3
"""FINDINGS.md F3: swipe.open(side) on a SwipeDelegate fully open on the other side is
ignored: the position stays where it was, though the documentation says open(Left)
sets it to 1 and open(Right) to -1.

Standalone: PySide6 only (no virtual clock needed: swipe.transition is null, so each
open() sets the position at once, as the documentation allows).

    QT_QPA_PLATFORM=offscreen python3 open_other_side_ignored.py

QQuickSwipe::open() returns at once when qAbs(position) is 1, whichever the side. Exit
status 1 when the defect shows, 0 when open(Left) opens the row on the left.
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
    swipe.transition: null
    swipe.left: Rectangle { width: 74; height: row.height; anchors.left: parent.left }
    swipe.right: Rectangle { width: 148; height: row.height; anchors.right: parent.right }
    // QQuickSwipe has no Python binding: the delegate reads it out for the script.
    readonly property real position: swipe.position
    readonly property bool complete: swipe.complete
    function openLeft() { swipe.open(SwipeDelegate.Left) }
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


def state(what):
    print("%-36s position %5.2f  complete %-5s  background x %7.2f" % (
        what, row.property("position"), row.property("complete"), row.property("background").x()))
    return row.property("position")


state("closed")
QMetaObject.invokeMethod(row, "openRight", Qt.DirectConnection)
app.processEvents()
state("swipe.open(SwipeDelegate.Right)")
QMetaObject.invokeMethod(row, "openLeft", Qt.DirectConnection)
app.processEvents()
position = state("swipe.open(SwipeDelegate.Left)")
ignored = position != 1
print("defect present: open(Left) was ignored" if ignored else "no defect: open(Left) set the position to 1")
sys.exit(1 if ignored else 0)
