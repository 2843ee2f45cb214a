// Written by scripts/embed_profiles.py from Profiles/*.json; do not edit.

/// The built-in profiles (Profiles/*.json), compiled into the library and the tool.
package enum BuiltInProfiles {
    /// The names of the built-in profiles, sorted.
    package static let names: [String] = ["default", "mgswipetablecell", "qt-swipedelegate"]

    /// Each built-in profile's JSON text, as in Profiles/NAME.json without its final newline.
    package static let texts: [String: String] = [
        "default": #"""
        {
          "$schema": "profile.schema.json",
          "name": "default",
          "description": "SPEC.md sections 1 to 8: every design choice at its default, every parameter as each row says, every style and feature",
          "sources": ["SPEC.md sections 2 to 8"],
          "choices": {
            "fullSwipe": "closesAfterPerforming",
            "resistance": "rubberBand",
            "velocityWindow": "lastTwoSamples",
            "openBoundary": "inclusive",
            "flingBoundary": "inclusive",
            "flingDirection": "decides",
            "recognition": "radialDominant",
            "contentTap": "closesRow",
            "listCoordination": "oneOpen",
            "emptyDrag": "dragging",
            "tapDecision": "atRelease",
            "settleInPlace": "restsAtOnce",
            "closeWhilePressed": "closes",
            "hitInterval": "fromEdge",
            "instantSettle": "nextEvent",
            "clock": "seconds",
            "actionlessRow": "swipes",
            "buttonHit": "origin",
            "settleRestart": "keepsEnd",
            "dragReload": "atOnce"
          },
          "styles": ["reveal", "select"],
          "features": ["rtl", "multiRow", "programmatic", "accessibility", "rejections", "listChanges", "refusals"],
          "observes": ["offset", "phase", "revealedEdge", "actions", "selected", "settleEnds", "performed", "tappedRow", "rejection", "accessibility"],
          "geometry": {"touchesInsideRow": false}
        }
        """#,
        "mgswipetablecell": #"""
        {
          "$schema": "profile.schema.json",
          "name": "mgswipetablecell",
          "description": "MGSwipeTableCell with its default settings (SPEC.md section 9, source [M]): strict open and fling thresholds, linear bounce past the buttons",
          "sources": [
            "openBoundary strict, openFraction 0.5: MGSwipeTableCell.m:1154 (offset > width * swipeThreshold), threshold 0.5 at MGSwipeTableCell.m:462",
            "flingBoundary strict, flingVelocity 100: MGSwipeTableCell.m:1412-1418 (velocity > inertiaThreshold, 100 points per second); a fling toward closed closes",
            "resistance linear, elasticity 1: MGSwipeTableCell.m:1130 (maxUnbouncedOffset + (newOffset - maxUnbouncedOffset) * swipeBounceRate), swipeBounceRate 1.0 at MGSwipeTableCell.m:467",
            "listCoordination oneOpen: allowsMultipleSwipe is NO by default (MGSwipeTableCell.h:245, MGSwipeTableCell.m:887)",
            "styles reveal: the cell keeps its buttons open (keepButtonsSwiped); it has no selection by distance"
          ],
          "choices": {
            "resistance": "linear",
            "openBoundary": "strict",
            "flingBoundary": "strict"
          },
          "parameters": {
            "openFraction": 0.5,
            "flingVelocity": 100,
            "elasticity": 1
          },
          "styles": ["reveal"],
          "features": ["rtl", "multiRow", "programmatic", "accessibility", "rejections", "listChanges"],
          "geometry": {"touchesInsideRow": false}
        }
        """#,
        "qt-swipedelegate": #"""
        {
          "$schema": "profile.schema.json",
          "name": "qt-swipedelegate",
          "description": "Qt Quick Controls' SwipeDelegate (Qt 6), every value from qtdeclarative's qquickswipedelegate.cpp (SPEC.md section 9, source [Q])",
          "sources": [
            "fullSwipe none, resistance clamp: qquickswipedelegate.cpp:592 bounds the position to [-1, 1] of the buttons' width",
            "velocityWindow sincePress: qquickswipedelegate.cpp:740, 875 and qquickvelocitycalculator.cpp:64-66 measure from the press to the release",
            "openBoundary strict, flingBoundary strict, flingDirection opensOnly: qquickswipedelegate.cpp:869, 906-912 (position > 0.5, velocity > 300, only toward open)",
            "recognition perAxisStrict: qquickswipedelegate.cpp:787-792 and qquickdeliveryagent.cpp:2851 (qAbs(d) > startDragDistance on one axis), and the delegate keeps its grab from then on (line 798); the ListView decides whether to steal an event before it measures it (qquickflickable.cpp:2764, 2784-2789) and never steals from an item that keeps its grab (line 2765), so a move past both thresholds at once is the delegate's",
            "settleRestart restarts: qquickswipedelegate.cpp:906-912 begin the transition to 1 again at every release past half way, and line 662 at every open while the position is not 1; beginTransition hands the new position to swipe.transition, which starts over (lines 371-385)",
            "contentTap staysOpen: qquickswipedelegate.cpp:882-883 set pressed false before the button's own release handler runs whenever the position is not 0, so a tap on an open delegate emits no clicked, and lines 906-908 keep it open (a release past 0.5 begins the transition to 1); a tap on a delegate still settling toward 0 emits no clicked either, and its transition runs on (line 914 leaves a running transition alone, and after close() lines 372-373 and 680 begin no other until it ends)",
            "settleInPlace runsSettle: qquickswipedelegate.cpp:906-908 (a release past 0.5 begins the transition to 1, also from 1)",
            "listCoordination independent: nothing in qquickswipedelegate.cpp closes another delegate",
            "emptyDrag dragging: qquickswipedelegate.cpp:790-800 take the grab once a drag passes the threshold, toward a side with no item too (its position stays 0, lines 820-823); only a delegate with no swipe.left, swipe.right or swipe.behind at all ignores the drag (lines 770-772), which actionlessRow says",
            "actionlessRow button: qquickswipedelegate.cpp:770-772 ignore every move of a delegate with no swipe.left, swipe.right or swipe.behind; it is then an ItemDelegate, pressed while the point is inside it (qquickabstractbutton.cpp:156) and clicked at a release inside it (lines 173, 185)",
            "buttonHit originAndRelease: qquickswipedelegate.cpp:745 and 924 press and release the attached SwipeDelegate objects of the items that contain the point, and lines 957-962 emit clicked only for an item pressed at the press that contains the release point too; a Button keeps pressed only while it contains the point (qquickabstractbutton.cpp:157) and emits clicked only if still pressed at the release (lines 173, 185)",
            "dragReload atNextSample: qquickswipedelegate.cpp:808-853 set a dragged delegate's position in its move handler only, against the width of the side item the drag reveals; setLeft and setRight set no position (lines 412-438), so a side that appears during a drag shows from the next move",
            "tapDecision atPress: qquickswipedelegate.cpp:733, 1279 (the press reaches a button only when the swipe is complete)",
            "closeWhilePressed ignored: qquickswipedelegate.cpp:674-677",
            "hitInterval physicalFrame: qquickitem.cpp:8668 (x >= 0 && x < width)",
            "instantSettle sameEvent: qquickswipedelegate.cpp:375-377 (no transition: position set and finished in the same call)",
            "settle shown: qquickswipedelegate.cpp:370, 384 (beginTransition hands the position to swipe.transition, which animates it; the offset read back moves toward the target)",
            "clock milliseconds, timeQuantum 0.001: QInputEvent timestamps are integer milliseconds; qquickvelocitycalculator.cpp:64 divides by 1000.0",
            "positionQuantum 1: qquickswipedelegate.cpp:740, 875 round the press and release points with toPoint()",
            "flingVelocity 300: qquickswipedelegate.cpp:869 exposeVelocityThreshold; openFraction 0.5: qquickswipedelegate.cpp:906; slop 10: QStyleHints::startDragDistance, 10 pixels unless the platform says otherwise",
            "features without accessibility: the Accessible attached type offers a fixed set of standard actions (qquickaccessibleattached_p.h:209-218: press, toggle, increase, decrease, scroll, page) and no named custom action, and qquickswipedelegate.cpp:1368-1372 gives the delegate only its role, so a row's swipe actions have no accessibility path (AX)",
            "sideChanges atZero: qquickswipedelegate.cpp:423-426, 457-460 and 491-494 refuse a new swipe.left, swipe.right or swipe.behind while the position is not 0, with the warning 'left/right/behind properties may only be set when swipe.position is 0' (line 357); setting the same component again is no change (lines 415-416)",
            "features without rejections: a delegate accepts or ignores each event (qquickswipedelegate.cpp:1267-1312); nothing refuses an event with a reason (OBS-5)"
          ],
          "choices": {
            "fullSwipe": "none",
            "resistance": "clamp",
            "velocityWindow": "sincePress",
            "openBoundary": "strict",
            "flingBoundary": "strict",
            "flingDirection": "opensOnly",
            "recognition": "perAxisStrict",
            "contentTap": "staysOpen",
            "listCoordination": "independent",
            "tapDecision": "atPress",
            "settleInPlace": "runsSettle",
            "closeWhilePressed": "ignored",
            "hitInterval": "physicalFrame",
            "instantSettle": "sameEvent",
            "clock": "milliseconds",
            "actionlessRow": "button",
            "buttonHit": "originAndRelease",
            "settleRestart": "restarts",
            "dragReload": "atNextSample"
          },
          "parameters": {
            "slop": 10,
            "actionWidth": "perRow",
            "minimumActionWidth": "perRow",
            "openFraction": 0.5,
            "flingVelocity": 300,
            "fullSwipeFraction": "perRow",
            "fullSwipeMinimumOvershoot": "perRow",
            "activationDistance": "perRow",
            "elasticity": "perRow",
            "settleDuration": "perRow"
          },
          "styles": ["reveal"],
          "features": ["rtl", "multiRow", "programmatic", "listChanges"],
          "settle": "shown",
          "observes": ["offset", "phase", "revealedEdge", "actions", "settleEnds", "performed", "tappedRow", "rejection"],
          "timeQuantum": 0.001,
          "positionQuantum": 1,
          "geometry": {"touchesInsideRow": true, "rowHeight": 40},
          "sideChanges": "atZero"
        }
        """#,
    ]
}
