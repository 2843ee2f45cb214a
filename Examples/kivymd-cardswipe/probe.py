"""One swipe of KivyMD's MDCardSwipe, headless, on a virtual clock; prints its offsets over time.

    python3 Examples/kivymd-cardswipe/probe.py [--anchor left|right] [--type-swipe hand|auto]
                                               [--from-x X] [--to X] [--steps N] [--settle S]
                                               [--wall-sleep S]

What it shows (README.md beside this file):

- headless: SDL2's ``offscreen`` video driver (inside the Kivy wheel) gives a real
  Kivy ``Window`` with an OpenGL context from Mesa's llvmpipe through EGL: no X
  server, no Xvfb;
- a virtual clock: Kivy's ``Clock`` reads time through ``Clock.time``, replaced here
  before any widget exists by a function returning a number only this script moves;
  ``kivy.animation.Animation`` advances by the ``dt`` the clock hands its callbacks,
  so every animation follows it; ``maxfps`` 0 keeps ``Clock.idle()`` from sleeping;
- touches with explicit positions and timestamps: a ``MotionEvent`` subclass whose
  position is set exactly and whose ``time_start``/``time_update``/``time_end`` are
  overwritten with the virtual time (Kivy stamps them with the wall clock), dispatched
  through ``EventLoop.post_dispatch_input`` as Kivy's own ``UnitTestTouch`` does
  (the window's ``on_motion`` sends ``on_touch_down/move/up`` down the tree and the
  event loop delivers grabbed touches).

The swipe: a press on the card at x 20, then ``--steps`` moves 16 ms apart to
``--to``, then a release there; one frame is rendered every 1/60 s of virtual time
(Clock.tick(), then Clock.tick_draw() and the window's draw), and after each event.
Each line: virtual time since the press (s), what happened, the front card's ``x``
(the spec's offset), ``open_progress`` and ``state``.
"""

import argparse
import os
import sys
import tempfile
import time

# Before Kivy is imported: no command line parsing, a private KIVY_HOME (its config
# and logs), the offscreen SDL driver, the SDL clipboard (the X ones probe for xsel),
# no frame-rate cap (Clock.idle() would sleep on the wall clock), density 1 (dp = px),
# logs to stderr at warning level only (stdout stays free for a protocol adapter).
os.environ["KIVY_NO_ARGS"] = "1"
os.environ.setdefault("KIVY_HOME", os.path.join(tempfile.gettempdir(), "kivymd-cardswipe-home"))
os.environ.setdefault("SDL_VIDEODRIVER", "offscreen")
os.environ["KIVY_CLIPBOARD"] = "sdl2"
os.environ["KCFG_GRAPHICS_MAXFPS"] = "0"
os.environ["KCFG_KIVY_LOG_LEVEL"] = "warning"
os.environ["KIVY_METRICS_DENSITY"] = "1"
os.environ["KIVY_LOG_MODE"] = "PYTHON"

FRAME = 1.0 / 60.0
ORIGIN = 1000.0  # virtual seconds: the clock starts here, never at 0


class VirtualTime(object):
    """The only time Kivy's Clock sees: moved by ``advance_to`` and nothing else."""

    def __init__(self, origin):
        self.now = origin

    def __call__(self):
        return self.now

    def advance_to(self, t):
        if t < self.now:
            raise ValueError("time goes backwards: %r < %r" % (t, self.now))
        self.now = t


VTIME = VirtualTime(ORIGIN)

from kivy.clock import Clock  # noqa: E402  (the clock exists before the window)

Clock.time = VTIME  # an instance attribute shadows the class's staticmethod
Clock._start_tick = Clock._last_tick = Clock._duration_ts0 = VTIME()
Clock._last_fps_tick = None
assert Clock._max_fps == 0, "maxfps must be 0 or Clock.idle() sleeps on the wall clock"

import kivy  # noqa: E402
from kivy.base import EventLoop  # noqa: E402
from kivy.core.window import Window  # noqa: E402
from kivy.input.motionevent import MotionEvent  # noqa: E402
from kivy.uix.floatlayout import FloatLayout  # noqa: E402

import kivymd  # noqa: E402
from kivymd.app import MDApp  # noqa: E402
from kivymd.uix.button import MDIconButton  # noqa: E402
from kivymd.uix.card import MDCardSwipe, MDCardSwipeFrontBox, MDCardSwipeLayerBox  # noqa: E402


WALL_SLEEP = [0.0]


def frame(t, draw=True):
    """Render one frame at virtual time ``t``: the clock's events, then (unless not ``draw``) a draw."""
    if WALL_SLEEP[0]:
        time.sleep(WALL_SLEEP[0])  # wall time passes; nothing may notice
    VTIME.advance_to(t)
    Clock.tick()
    Clock.tick_draw()
    if draw:
        Window.dispatch("on_draw")
        Window.dispatch("on_flip")


class ProbeTouch(MotionEvent):
    """A touch at exact window coordinates (Kivy's: y up from the bottom) with virtual timestamps."""

    def __init__(self, touch_id, x, y, t):
        self._target = (x, y)
        MotionEvent.__init__(self, "probe", touch_id, (x, y), is_touch=True, type_id="touch")
        self.time_start = self.time_update = t

    def depack(self, args):
        x, y = args
        # scale_for_screen computes x = sx * (width - 1) (motionevent.py)
        self.sx = x / float(Window.width - 1)
        self.sy = y / float(Window.height - 1)
        self.profile = ["pos"]
        MotionEvent.depack(self, args)

    def send(self, etype, x, y, t):
        if etype != "begin":
            self.move((x, y))
        self.time_update = t
        if etype == "end":
            self.time_end = t
        EventLoop.post_dispatch_input(etype, self)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--anchor", choices=("left", "right"), default="left")
    parser.add_argument("--type-swipe", choices=("hand", "auto"), default="hand")
    parser.add_argument("--from-x", type=float, default=None, help="press x (default 20, or 355 for anchor right)")
    parser.add_argument("--to", type=float, default=None, help="release x (default 180, or 60 for anchor right)")
    parser.add_argument("--steps", type=int, default=4)
    parser.add_argument("--wall-sleep", type=float, default=0.0,
                        help="real seconds to sleep before each frame: the output must not change")
    parser.add_argument("--settle", type=float, default=0.5, help="virtual seconds rendered after the release")
    args = parser.parse_args()
    WALL_SLEEP[0] = args.wall_sleep
    x0 = args.from_x if args.from_x is not None else (20.0 if args.anchor == "left" else 355.0)
    x1 = args.to if args.to is not None else (180.0 if args.anchor == "left" else 60.0)

    app = MDApp()  # App.get_running_app() is what KivyMD's kv rules read (app.theme_cls)
    Window.size = (375, 300)
    root = FloatLayout()
    card = MDCardSwipe(size_hint=(None, None), size=(375, 56), pos=(0, 122),
                       anchor=args.anchor, type_swipe=args.type_swipe)
    layer = MDCardSwipeLayerBox()
    layer.add_widget(MDIconButton(icon="trash-can"))
    card.add_widget(layer)
    card.add_widget(MDCardSwipeFrontBox())
    root.add_widget(card)
    Window.add_widget(root)
    front = card.children[0]
    assert isinstance(front, MDCardSwipeFrontBox)
    completes = []
    card.bind(on_swipe_complete=lambda *a: completes.append(VTIME() - start))

    start = ORIGIN + 1.0
    t = ORIGIN
    while t + FRAME < start:  # settle the layout on the virtual clock
        t += FRAME
        frame(t)

    def show(when, what):
        print("%7.4f  %-26s x=%9.3f  open_progress=%.4f  state=%s"
              % (when - start, what, front.x, card.open_progress, card.state))

    print("kivy %s, kivymd %s, window %dx%d, %s; anchor=%s type_swipe=%s max_swipe_x=%s "
          "max_opened_x=%s swipe_distance=%s opening_time=%s"
          % (kivy.__version__, kivymd.__version__, Window.width, Window.height,
             os.environ.get("SDL_VIDEODRIVER"), card.anchor, card.type_swipe, card.max_swipe_x,
             card.max_opened_x, card.swipe_distance, card.opening_time))
    y = card.y + card.height / 2.0
    events = [("begin", x0, start)]
    for i in range(1, args.steps + 1):
        events.append(("update", x0 + (x1 - x0) * i / args.steps, start + 0.016 * i))
    events.append(("end", x1, start + 0.016 * (args.steps + 1)))
    touch = None
    last_frame = start - FRAME
    end = events[-1][2] + args.settle
    pending = list(events)
    while pending or last_frame + FRAME <= end:
        next_frame = last_frame + FRAME
        if pending and pending[0][2] <= next_frame:
            etype, x, te = pending.pop(0)
            VTIME.advance_to(te)
            if touch is None:
                touch = ProbeTouch(1, x, y, te)
            touch.send(etype, x, y, te)
            show(te, "%s x=%.1f (before frame)" % (etype, x))
            frame(te)
            show(te, "  frame after %s" % etype)
            last_frame = te
        else:
            frame(next_frame)
            show(next_frame, "frame")
            last_frame = next_frame
    print("on_swipe_complete at: %s" % ", ".join("%.4f" % c for c in completes))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
