#!/usr/bin/env python3
"""The touch-cancel experiment (README.md, "How time is controlled"): can a genuine
QEvent::TouchCancel reach a SwipeDelegate from PySide6?

    QT_QPA_PLATFORM=offscreen python3 touch_cancel_experiment.py

It sends TouchBegin, three TouchUpdates 50 px to the left and a TouchCancel, from a
QPointingDevice of type TouchScreen, to the window, and prints the row's offset and
keepMouseGrab after each. With Qt 6.12.0 the offset stays 0: the delegate never
swipes, because the device is not registered with Qt's window system interface
(PySide6 does not bind QWindowSystemInterface), so no swipe happens for the cancel
to undo. The adapter therefore cancels by taking the mouse grab away.
"""
import ctypes
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if sys.version_info < (3, 12):
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40  # PySide6 6.12.0 pitfall (README.md)
from PySide6.QtCore import QEvent, QPointF, Qt, QUrl
from PySide6.QtGui import QGuiApplication, QPointingDevice, QInputDevice, QTouchEvent, QEventPoint
from PySide6.QtQml import QQmlComponent, QQmlEngine
from PySide6.QtQuick import QQuickWindow
QML = b"""
import QtQuick
import QtQuick.Controls.Basic
SwipeDelegate { id: row; width: 375; height: 44
    swipe.right: Rectangle { width: 148; height: row.height; anchors.right: parent.right } }
"""
app = QGuiApplication(sys.argv)
engine = QQmlEngine(); window = QQuickWindow(); window.resize(400, 100); window.show()
c = QQmlComponent(engine); c.setData(QML, QUrl()); row = c.create(); row.setParentItem(window.contentItem())
dev = QPointingDevice("touch", 1234, QInputDevice.DeviceType.TouchScreen, QPointingDevice.PointerType.Finger,
                      QInputDevice.Capability.Position, 10, 0)
t = [1000]
def touch(kind, state, x):
    t[0] += 16
    p = QEventPoint(1, state, QPointF(x, 20), QPointF(x, 20))
    ev = QTouchEvent(kind, dev, Qt.NoModifier, [p] if kind != QEvent.TouchCancel else [])
    ev.setTimestamp(t[0])
    QGuiApplication.sendEvent(window, ev)
    print(kind, "offset", row.property("background").x(), "keepMouseGrab", row.keepMouseGrab())
touch(QEvent.TouchBegin, QEventPoint.State.Pressed, 300)
for x in (290, 270, 250):
    touch(QEvent.TouchUpdate, QEventPoint.State.Updated, x)
touch(QEvent.TouchCancel, QEventPoint.State.Released, 250)
app.processEvents()
print("after cancel offset", row.property("background").x(), "keepMouseGrab", row.keepMouseGrab())
