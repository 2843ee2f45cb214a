"""A first PROTOCOL.md adapter around KivyMD's MDCardSwipe (README.md beside this file).

    swift run swipe-conformance verify --impl "python3 Examples/kivymd-cardswipe/kivymd_adapter.py"

One row per case (no ``multiRow``), ``reveal`` only, ``ltr`` only, ``programmatic``
(``open_card()``, ``close_card()``). A row whose actions are on both edges, or on
none, cannot be built (a card swipes toward one side, its ``anchor``): such a case,
and any case with a ``cancel`` (Kivy's touches have none), is answered with a case
error. Everything observed is read from the widgets on probe.py's virtual clock.

The app around the card: a leading (left) edge is ``anchor`` ``left``, a trailing
(right) edge ``anchor`` ``right``; the layer behind the front holds one plain Kivy
``Button`` per action, laid out from the edge (SPEC ORD-1 to ORD-5: the app's
layout); an action is performed on its button's ``on_release``. Configuration:
``max_opened_x`` is the edge's extent, ``max_swipe_x`` is ``openFraction x extent /
W`` (the documented meaning, a position as a fraction of the card's width, for both
anchors), ``swipe_distance`` is ``slop``, ``opening_time`` is ``settleDuration``.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "python"))

import probe  # noqa: E402  (environment, virtual clock, window, ProbeTouch)
import swipe_protocol  # noqa: E402
from kivy.animation import Animation  # noqa: E402
from kivy.uix.button import Button  # noqa: E402
from kivy.uix.floatlayout import FloatLayout  # noqa: E402
import kivymd  # noqa: E402
from kivymd.app import MDApp  # noqa: E402
from kivymd.uix.card import MDCardSwipe, MDCardSwipeFrontBox, MDCardSwipeLayerBox  # noqa: E402

Window = probe.Window
VTIME = probe.VTIME
FRAME = probe.FRAME
ROW_HEIGHT = 44
ROW_BOTTOM = 100  # the card's y in the window (Kivy: y up)
GAP = 10.0  # virtual seconds between cases


STARTS = {}  # id(Animation) -> the order of its latest start: instrumentation only
_start = Animation.start


def _recording_start(self, widget):
    STARTS[id(self)] = len(STARTS) + 1 + max(STARTS.values(), default=0)
    return _start(self, widget)


Animation.start = _recording_start


def effective_width(action, parameters):
    width = action.get("width")
    return max(parameters["actionWidth"] if width is None else width, parameters["minimumActionWidth"])


class Case(object):
    def __init__(self, app_root, case):
        rows = case["rows"]
        if len(rows) != 1:
            raise swipe_protocol.CaseError("one row per case only (multiRow is not announced)")
        row = rows[0]
        if row.get("layoutDirection") != "ltr" or row.get("style") != "reveal":
            raise swipe_protocol.CaseError("ltr reveal rows only")
        for event in case["events"]:
            if event.get("type") not in ("down", "move", "up", "advance", "open", "close"):
                raise swipe_protocol.CaseError("event %r cannot be driven (MDCardSwipe)" % event.get("type"))
        actions = {"leading": [], "trailing": []}
        for declaration in row["declarations"]:
            actions[declaration["edge"]].extend(declaration["actions"])
        edges = [e for e in ("leading", "trailing") if actions[e]]
        if len(edges) != 1:
            raise swipe_protocol.CaseError("a card swipes toward one side: needs actions on exactly one edge, has %d"
                                           % len(edges))
        self.edge = edges[0]
        self.all_actions = [{"edge": e, "id": a["id"]} for e in ("leading", "trailing") for a in actions[e]]
        p = row["parameters"]
        self.width = float(row["width"])
        widths = [effective_width(a, p) for a in actions[self.edge]]
        extent = sum(widths)
        self.root = app_root
        app_root.clear_widgets()
        card = MDCardSwipe(size_hint=(None, None), size=(self.width, ROW_HEIGHT), pos=(0, ROW_BOTTOM),
                           anchor="left" if self.edge == "leading" else "right", type_swipe="hand")
        card.max_opened_x = extent
        card.max_swipe_x = p["openFraction"] * extent / self.width
        card.swipe_distance = p["slop"]
        card.opening_time = p["settleDuration"]
        layer = MDCardSwipeLayerBox()
        holder = FloatLayout()
        layer.add_widget(holder)
        self.buttons = []
        distance = 0.0
        for action, w in zip(actions[self.edge], widths):
            x = distance if self.edge == "leading" else self.width - distance - w
            button = Button(text=action["id"], size_hint=(None, None), size=(w, ROW_HEIGHT), pos=(x, 0))
            button.bind(on_release=self._performer(action["id"]))
            holder.add_widget(button)
            self.buttons.append((action["id"], button))
            distance += w
        card.add_widget(layer)
        front = MDCardSwipeFrontBox()
        front.bind(on_release=self._tapped)
        card.add_widget(front)
        app_root.add_widget(card)
        self.card, self.front, self.holder = card, front, holder
        self.performed, self.tapped = [], False
        self.touch = None
        self.touching = False

    def _performer(self, action_id):
        def performed(*args):
            self.performed.append({"row": 0, "edge": self.edge, "id": action_id})
        return performed

    def _tapped(self, *args):
        self.tapped = True

    def animation(self):
        """The settle: of the Animations running on the front's x, the last started.

        MDCardSwipe starts a new Animation without stopping one still running (a close
        while the open settles): both then set x every frame, the last started last,
        so its value is the one shown. ``Animation._instances`` is a set, so the order
        comes from ``STARTS`` (recorded by the wrapper below), never from the set.
        """
        best = (None, None)
        for anim in list(Animation._instances):
            entry = anim._widgets.get(self.front.uid)
            if entry is not None and "x" in entry["properties"]:  # not the card's ripple or elevation
                if best[0] is None or STARTS.get(id(anim), 0) > STARTS.get(id(best[0]), 0):
                    best = (anim, entry)
        return best

    def observe(self, case_time_of):
        x = float(self.front.x)
        anim, entry = self.animation()
        if anim is not None:
            # SPEC TIM-5: while settling, the observed offset is the settle's target
            # (the curve is presentation): the Animation's end value for the front's x.
            x = float(entry["properties"]["x"][1])
            phase = "settling"
            elapsed = entry["time"] or 0.0
            settle_ends = case_time_of(VTIME() + anim.duration - elapsed)
        elif self.touching and self.card._opens_process:
            phase, settle_ends = "dragging", None
        elif x != 0:
            phase, settle_ends = "open", None
        else:
            phase, settle_ends = "closed", None
        revealed = None if x == 0 else ("leading" if x > 0 else "trailing")
        shown = []
        if revealed == self.edge:
            for action_id, button in self.buttons:
                shown.append({"id": action_id, "x": float(button.x), "width": float(button.width)})
            shown.sort(key=lambda a: a["x"])
        row = {"offset": x, "phase": phase, "revealedEdge": revealed, "actions": shown,
               "selected": None, "settleEnds": settle_ends}
        observation = {"rows": [row], "performed": self.performed, "tappedRow": 0 if self.tapped else None,
                       "rejection": None}
        self.performed, self.tapped = [], False
        return observation


class Adapter(object):
    def __init__(self):
        self.app = MDApp()
        Window.size = (1200, 300)
        self.root = FloatLayout()
        Window.add_widget(self.root)
        self.last_frame = VTIME()
        self.touch_ids = 0

    def frames_until(self, v):
        """Render frames every 1/60 s up to virtual time ``v``, then one at ``v``."""
        while self.last_frame + FRAME < v:
            self.last_frame += FRAME
            probe.frame(self.last_frame, draw=False)
        self.last_frame = v
        probe.frame(v, draw=False)

    def run_case(self, case):
        events = case["events"]
        built = Case(self.root, case)
        # The new card is laid out in two frames one FRAME apart, GAP after the last
        # case's time (nothing runs in between: the last case's widgets are gone).
        origin_v = VTIME() + GAP
        self.last_frame = origin_v - 2 * FRAME
        self.frames_until(origin_v - FRAME)
        times = [e["t"] for e in events]
        origin_t = min(times) if times else 0.0

        def v_of(t):
            return origin_v + (t - origin_t)

        def case_time_of(v):
            return origin_t + (v - origin_v)

        observations = []
        for event in events:
            kind = event["type"]
            v = v_of(event["t"])
            self.frames_until(v)  # settles that end at or before t have ended
            if kind == "down":
                if event["row"] != 0:
                    raise swipe_protocol.CaseError("row %r" % event["row"])
                self.touch_ids += 1
                built.touch = probe.ProbeTouch(self.touch_ids, event["x"],
                                               ROW_BOTTOM + ROW_HEIGHT - event["y"], v)
                built.touch.send("begin", event["x"], ROW_BOTTOM + ROW_HEIGHT - event["y"], v)
                built.touching = True
            elif kind in ("move", "up"):
                if built.touch is not None:
                    for step, x, y, _ in swipe_protocol.pointer_steps(event):
                        etype = "update" if step == "move" else "end"
                        built.touch.send(etype, x, ROW_BOTTOM + ROW_HEIGHT - y, v)
                    if kind == "up":
                        built.touch, built.touching = None, False
            elif kind == "open":
                if event["edge"] == built.edge:
                    built.card.open_card()
            elif kind == "close":
                built.card.close_card()
            # The card moves its front in a callback it schedules for the next frame,
            # and a settle's Animation counts its first frame as time 0: two frames at
            # the event's time let both take effect at that time (README.md).
            probe.frame(v, draw=False)
            probe.frame(v, draw=False)
            observations.append(built.observe(case_time_of))
        Animation.cancel_all(built.front)
        self.root.clear_widgets()
        return {"type": "result", "id": case["id"], "accessibility": [built.all_actions],
                "observations": observations}


def main():
    adapter = Adapter()
    hello = swipe_protocol.Hello("kivymd-MDCardSwipe", kivymd.__version__, ["reveal"], ["programmatic"])
    return swipe_protocol.main(hello, adapter.run_case, program="kivymd_adapter")


if __name__ == "__main__":
    sys.exit(main())
