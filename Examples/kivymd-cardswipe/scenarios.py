"""Gestures on KivyMD's MDCardSwipe beyond probe.py's one swipe, on the same virtual clock.

    python3 Examples/kivymd-cardswipe/scenarios.py

Each line: a label, each event with the front card's x after the frame rendered at
its time, then the state 0.5 s (virtual) later. README.md beside this file reads them.
Touch coordinates are Kivy's window coordinates (y up); the card spans x 0..375,
y 122..178.
"""
import sys
sys.argv = ["probe"]
sys.path.insert(0, __import__("os").path.dirname(__import__("os").path.abspath(__file__)))
import probe
from probe import frame, ProbeTouch, VTIME, Window, FRAME
from kivymd.app import MDApp
from kivymd.uix.card import MDCardSwipe, MDCardSwipeFrontBox, MDCardSwipeLayerBox
from kivymd.uix.button import MDIconButton
from kivy.uix.floatlayout import FloatLayout
app = MDApp(); Window.size = (375, 300)
root = FloatLayout(); Window.add_widget(root)
T = [probe.ORIGIN]
def run_frames(until):
    while T[0] + FRAME <= until:
        T[0] += FRAME; frame(T[0])
def make(**kw):
    root.clear_widgets()
    card = MDCardSwipe(size_hint=(None, None), size=(375, 56), pos=(0, 122), **kw)
    layer = MDCardSwipeLayerBox(); btn = MDIconButton(icon="trash-can"); layer.add_widget(btn)
    card.add_widget(layer); card.add_widget(MDCardSwipeFrontBox()); root.add_widget(card)
    presses = []
    btn.bind(on_release=lambda *a: presses.append(round(VTIME() - T0[0], 4)))
    run_frames(T[0] + 0.5)
    return card, btn, presses
T0 = [0]
tid = [0]
def gesture(card, pts, label):
    """pts: list of (etype, x, y, dt) relative to now"""
    T0[0] = T[0] + 0.1
    touch = None
    out = []
    for etype, x, y, dt in pts:
        t = T0[0] + dt
        run_frames(t - 1e-9)
        VTIME.advance_to(t); T[0] = t
        if touch is None:
            tid[0] += 1; touch = ProbeTouch(tid[0], x, y, t)
        touch.send(etype, x, y, t); frame(t)
        out.append("%s(%g,%g)->x=%.1f" % (etype[0], x, y, card.children[0].x))
    run_frames(T[0] + 0.5)
    print(label, " ".join(out), "| settled x=%.2f state=%s open_progress=%.3f _opens_process=%s" % (card.children[0].x, card.state, card.open_progress, card._opens_process))
y = 150
card, btn, presses = make()
gesture(card, [("begin",20,y,0),("update",60,y,.016),("update",100,y,.032),("update",160,y,.048),("end",160,y,.064)], "A1 open left:")
gesture(card, [("begin",200,y,0),("end",200,y,.05)], "A2 tap on open card (front):")
gesture(card, [("begin",20,y,0),("update",60,y,.016),("update",100,y,.032),("update",160,y,.048),("end",160,y,.064)], "B1 open again:")
gesture(card, [("begin",20,y,0),("end",20,y,.05)], "B2 tap on layer button (x=20):")
print("   button on_release at", presses)
card, btn, presses = make()
gesture(card, [("begin",20,y,0),("update",60,y,.016),("update",100,y,.032),("update",160,y+60,.048),("end",160,y+60,.064)], "C release outside the card (y+60):")
gesture(card, [("begin",200,y,0),("end",200,y,.05)], "C2 then a tap:")
card, btn, presses = make()
gesture(card, [("begin",20,y,0),("update",60,y,.016),("update",100,y,.032),("update",160,y,.048),("end",160,y,.064)], "D1 open:")
gesture(card, [("begin",150,y,0),("update",170,y,.016),("update",190,y,.032),("update",210,y,.048),("end",210,y,.064)], "D2 drag right from open:")
gesture(card, [("begin",300,y,0),("update",260,y,.016),("update",220,y,.032),("update",180,y,.048),("end",180,y,.064)], "D3 drag left:")
card, btn, presses = make()
gesture(card, [("begin",100,y,0),("update",100,y+10,.016),("update",100,y+20,.032),("end",100,y+20,.064)], "E vertical drag:")
card, btn, presses = make()
gesture(card, [("begin",20,y,0),("update",30,y,.016),("update",20,y,.032),("update",10,y,.048),("end",10,y,.064)], "F right then left past 0:")
card, btn, presses = make()
gesture(card, [("begin",20,y,0),("update",60,y,.016),("update",100,y,.032),("update",140,y,.048),("update",370,y,.064),("end",370,y,.08)], "G overshoot to 370:")
card, btn, presses = make(anchor="right")
gesture(card, [("begin",355,y,0),("update",365,y,.016),("update",370,y,.032),("end",370,y,.064)], "H right anchor, drag right:")
