// The app around the widget: a ListView of SwipeDelegates, and nothing more.
//
// Each row is a Qt Quick Controls SwipeDelegate. Its actions are items in
// swipe.left and swipe.right (a Row laid out from the edge it originates from:
// left to right from the left edge, right to left from the right edge), each
// performed on its click (the attached SwipeDelegate.onClicked, as Qt's own
// documentation does it), after which the app closes the row. The list's rows live in
// a ListModel; inserting, removing, moving and reloading rows goes through it. The
// adapter (qt_adapter.py) reads every observation back from these items.
import QtQuick
import QtQuick.Controls.Basic

ListView {
    id: list

    // The case time (seconds) of the event being delivered, set by the adapter, so a
    // row can say when its settle transition started.
    property real caseTime: 0
    // Row height in pixels (the vectors' y coordinates lie in 0..44 for a touch on a row).
    property int rowHeight: 44
    // The "fading buttons" app (qt_adapter.py --app fading-buttons): each action is
    // clicked through a MouseArea (an item that accepts mouse buttons, like a Button),
    // and the settle transition also fades the content in over twice its duration.
    // FINDINGS.md F2 needs both.
    property bool fadingButtons: false

    signal performed(int row, string edge, string actionId)
    signal tapped(int row)

    // The whole window, as a list on a screen: a touch that moves below the last row
    // is still over the list, which can take it as a scroll.
    width: 4096
    height: 4096
    // A real list scrolls vertically: every row fits, but the content can be dragged
    // over its bounds, so a vertical drag is taken by the ListView (Flickable steals
    // the grab past its threshold) and the rows follow it; at the release they
    // rebound (an animation on the virtual clock).
    flickableDirection: Flickable.VerticalFlick
    boundsBehavior: Flickable.DragOverBounds
    interactive: true
    cacheBuffer: 100000
    model: ListModel { id: rows }

    // Row data in the model: rowWidth, settleMs, leftEdge and rightEdge (the logical
    // edge shown on each physical side), leftActions and rightActions (JSON arrays of
    // {id, width}, action 0 first).
    function insertRow(index, data) { rows.insert(index, JSON.parse(data)) }
    function removeRow(index) { rows.remove(index, 1) }
    function moveRow(from, to) { rows.move(from, to, 1) }
    function reloadRow(index, data) {
        rows.set(index, JSON.parse(data))
        // A Row lays its children out when the window polishes, before the next frame;
        // the adapter renders no frames, so it lays them out now, as the frame would.
        const row = itemAtIndex(index)
        for (const side of [row.swipe.leftItem, row.swipe.rightItem]) {
            if (side !== null)
                side.forceLayout()
        }
    }
    // Programmatic open and close, as an app calls them: swipe.open(side), swipe.close().
    function openRow(index, edge) {
        const row = itemAtIndex(index)
        row.swipe.open(row.leftEdge === edge ? SwipeDelegate.Left : SwipeDelegate.Right)
    }
    function closeRow(index) { itemAtIndex(index).swipe.close() }

    delegate: SwipeDelegate {
        id: row

        required property int index
        required property real rowWidth
        required property int settleMs
        required property string leftEdge
        required property string rightEdge
        required property string leftActions
        required property string rightActions

        readonly property var leftList: JSON.parse(leftActions)
        readonly property var rightList: JSON.parse(rightActions)
        // When the current settle transition started (case seconds), -1 before any.
        property real settleStartTime: -1
        readonly property int settleAnimationMs: settle.duration
        // The swipe's state, for the adapter to read (QQuickSwipe itself has no Python binding).
        readonly property bool settling: swipe.transition !== null && swipe.transition.running
        // The revealed side's edge and its action items' frames in row coordinates, as
        // JSON ("null" when no side shows). A function, not Item properties: PySide6
        // 6.12 drops a reference to None each time it returns a null QQuickItem*.
        function observeSide() {
            const side = background.x > 0 ? swipe.leftItem : background.x < 0 ? swipe.rightItem : null
            if (side === null)
                return "null"
            const frames = []
            for (const child of side.children) {
                if (child.actionId === undefined)
                    continue
                const p = child.mapToItem(row, 0, 0)
                frames.push({id: child.actionId, x: p.x, width: child.width})
            }
            return JSON.stringify({edge: side.edge, actions: frames})
        }

        width: rowWidth
        height: list.rowHeight
        padding: 0
        text: ""

        onClicked: list.tapped(row.index)

        swipe.transition: list.fadingButtons ? fadingTransition : plainTransition
        property Transition plainTransition: Transition {
            NumberAnimation { id: settle; property: "position"; duration: row.settleMs; easing.type: Easing.OutCubic }
        }
        property Transition fadingTransition: Transition {
            ParallelAnimation {
                NumberAnimation { property: "position"; duration: row.settleMs; easing.type: Easing.OutCubic }
                NumberAnimation { target: row.contentItem; property: "opacity"; from: 0.5; to: 1; duration: 2 * row.settleMs }
            }
        }
        Connections {
            target: row.swipe.transition
            function onRunningChanged() {
                if (row.swipe.transition.running)
                    row.settleStartTime = list.caseTime
            }
        }

        swipe.left: leftList.length > 0 ? leftSide : null
        swipe.right: rightList.length > 0 ? rightSide : null

        Component {
            id: leftSide
            Row {
                objectName: "actions"
                property string edge: row.leftEdge
                height: row.height
                anchors.left: parent.left
                layoutDirection: Qt.LeftToRight
                Repeater {
                    model: row.leftList
                    Rectangle {
                        required property var modelData
                        property string actionId: modelData.id
                        width: modelData.width
                        height: row.height
                        color: "tomato"
                        function perform() {
                            list.performed(row.index, row.leftEdge, modelData.id)
                            row.swipe.close()
                        }
                        SwipeDelegate.onClicked: if (!list.fadingButtons) perform()
                        Loader {
                            active: list.fadingButtons
                            anchors.fill: parent
                            sourceComponent: MouseArea { onClicked: parent.parent.perform() }
                        }
                    }
                }
            }
        }
        Component {
            id: rightSide
            Row {
                objectName: "actions"
                property string edge: row.rightEdge
                height: row.height
                anchors.right: parent.right
                layoutDirection: Qt.RightToLeft
                Repeater {
                    model: row.rightList
                    Rectangle {
                        required property var modelData
                        property string actionId: modelData.id
                        width: modelData.width
                        height: row.height
                        color: "steelblue"
                        function perform() {
                            list.performed(row.index, row.rightEdge, modelData.id)
                            row.swipe.close()
                        }
                        SwipeDelegate.onClicked: if (!list.fadingButtons) perform()
                        Loader {
                            active: list.fadingButtons
                            anchors.fill: parent
                            sourceComponent: MouseArea { onClicked: parent.parent.perform() }
                        }
                    }
                }
            }
        }
    }
}
