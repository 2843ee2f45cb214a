"""Tests of the Python example implementation.

Run from the repository root:  python3 -m unittest discover -s Examples/python
"""

import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import run_vectors  # noqa: E402
import swipe_impl  # noqa: E402
from swipe_impl import SwipeList  # noqa: E402

IMPL = os.path.join(HERE, "swipe_impl.py")
RUNNER = os.path.join(HERE, "run_vectors.py")
VECTORS = os.path.join(HERE, "..", "..", "Vectors")

DEFAULTS = {"slop": 10, "actionWidth": 74, "minimumActionWidth": 30, "openFraction": 0.5,
            "flingVelocity": 100, "fullSwipeFraction": 0.75, "fullSwipeMinimumOvershoot": 20,
            "activationDistance": 50, "elasticity": 0.55, "settleDuration": 0.25}


def r1(direction="ltr"):
    """SPEC section 6, row R1."""
    return {"width": 375, "layoutDirection": direction, "style": "reveal",
            "declarations": [{"edge": "trailing", "allowsFullSwipe": True,
                              "actions": [{"id": "delete"}, {"id": "flag"}]}],
            "parameters": dict(DEFAULTS)}


def select_row():
    """SPEC section 6, the row of examples 3 and 4."""
    return {"width": 320, "layoutDirection": "ltr", "style": "select",
            "declarations": [{"edge": "leading", "allowsFullSwipe": True,
                              "actions": [{"id": "archive"}, {"id": "snooze"}]}],
            "parameters": dict(DEFAULTS)}


def down(row, x, y, t):
    return {"type": "down", "row": row, "x": x, "y": y, "t": t}


def move(x, y, t):
    return {"type": "move", "x": x, "y": y, "t": t}


def up(x, y, t):
    return {"type": "up", "x": x, "y": y, "t": t}


def advance(t):
    return {"type": "advance", "t": t}


def frames(observation, row=0):
    return [(a["id"], a["x"], a["width"]) for a in observation["rows"][row]["actions"]]


class WorkedExamples(unittest.TestCase):
    """SPEC.md section 6, checked against the values the spec states."""

    def test_example_1_open_then_tap_a_button(self):
        lst = SwipeList([r1()])
        self.assertEqual(lst.handle(down(0, 300, 20, 0))["rows"][0]["phase"], "closed")
        self.assertEqual(lst.handle(move(295, 20, 0.015625))["rows"][0]["offset"], 0)  # REC-2
        o = lst.handle(move(280, 22, 0.03125))  # REC-3
        self.assertEqual((o["rows"][0]["offset"], o["rows"][0]["phase"]), (-20, "dragging"))
        self.assertEqual(frames(o), [("flag", 227, 74), ("delete", 301, 74)])  # ORD-3, ORD-4
        self.assertEqual(lst.handle(move(200, 20, 0.046875))["rows"][0]["offset"], -100)
        o = lst.handle(up(200, 20, 0.25))["rows"][0]  # REV-3, TIM-2
        self.assertEqual((o["offset"], o["phase"], o["settleEnds"]), (-148, "settling", 0.5))
        self.assertEqual(lst.handle(advance(0.5))["rows"][0]["phase"], "open")  # THR-6
        lst.handle(down(0, 250, 20, 1))
        o = lst.handle(up(250, 20, 1.0625))  # REV-5: d = 125 in [74, 148)
        self.assertEqual(o["performed"], [{"row": 0, "edge": "trailing", "id": "flag"}])
        self.assertEqual((o["rows"][0]["offset"], o["rows"][0]["settleEnds"]), (0, 1.3125))
        self.assertEqual(lst.handle(advance(1.3125))["rows"][0]["phase"], "closed")

    def test_example_2_full_swipe(self):
        lst = SwipeList([r1()])
        lst.handle(down(0, 360, 20, 0))
        self.assertIsNone(lst.handle(move(340, 20, 0.015625))["rows"][0]["selected"])
        o = lst.handle(move(70, 20, 0.03125))["rows"][0]  # 290 >= 281.25: armed (THR-3, REV-7)
        self.assertEqual((o["offset"], o["selected"]), (-290, "delete"))
        o = lst.handle(up(70, 20, 0.046875))  # REV-1
        self.assertEqual(o["performed"], [{"row": 0, "edge": "trailing", "id": "delete"}])
        self.assertEqual((o["rows"][0]["offset"], o["rows"][0]["phase"], o["rows"][0]["settleEnds"]),
                         (0, "settling", 0.296875))

    def test_examples_3_and_4_select_zones_and_dropped_selection(self):
        lst = SwipeList([select_row()])
        lst.handle(down(0, 10, 20, 0))
        o = lst.handle(move(60, 20, 0.015625))["rows"][0]  # THR-4: m = 50
        self.assertEqual((o["offset"], o["selected"]), (50, "archive"))
        self.assertEqual(frames({"rows": [o]}), [("archive", 50, 135), ("snooze", 185, 135)])  # ORD-6
        self.assertEqual(lst.handle(move(195, 20, 0.03125))["rows"][0]["selected"], "snooze")  # THR-5
        o = lst.handle(up(195, 20, 0.046875))["rows"][0]  # SEL-2
        self.assertEqual((o["offset"], o["phase"], o["selected"]), (320, "settling", "snooze"))
        example_3 = SwipeList([select_row()])
        for e in (down(0, 10, 20, 0), move(60, 20, 0.015625), move(195, 20, 0.03125),
                  up(195, 20, 0.046875)):
            example_3.handle(e)
        o = example_3.handle(advance(0.296875))  # SEL-4
        self.assertEqual(o["performed"], [{"row": 0, "edge": "leading", "id": "snooze"}])
        self.assertEqual((o["rows"][0]["offset"], o["rows"][0]["phase"]), (0, "closed"))
        # Example 4: a new drag drops the saved selection (DES-2, REC-8, ELA-3).
        self.assertEqual(lst.handle(down(0, 100, 20, 0.125))["rows"][0]["selected"], "snooze")
        o = lst.handle(move(85, 20, 0.140625))["rows"][0]
        self.assertEqual((o["offset"], o["phase"], o["selected"]), (0, "dragging", None))
        self.assertEqual(lst.handle(up(85, 20, 0.15625))["rows"][0]["phase"], "closed")  # VEL-6
        self.assertEqual(lst.handle(advance(1))["performed"], [])  # DES-3

    def test_example_5_rtl_mirrors(self):
        lst = SwipeList([r1("rtl")])
        lst.handle(down(0, 20, 20, 0))
        o = lst.handle(move(120, 20, 0.015625))["rows"][0]
        self.assertEqual((o["offset"], o["revealedEdge"]), (100, "trailing"))
        self.assertEqual(frames({"rows": [o]}), [("delete", 0, 74), ("flag", 74, 74)])

    def test_example_6_second_row_drag_closes_the_first(self):
        lst = SwipeList([r1(), r1()])
        o = lst.handle({"type": "open", "row": 0, "edge": "trailing", "t": 0})["rows"][0]
        self.assertEqual((o["offset"], o["phase"], o["settleEnds"]), (-148, "settling", 0.25))
        self.assertEqual(lst.handle(advance(0.25))["rows"][0]["phase"], "open")
        lst.handle(down(1, 300, 20, 1))
        o = lst.handle(move(280, 20, 1.015625))  # LST-2
        self.assertEqual((o["rows"][0]["offset"], o["rows"][0]["phase"], o["rows"][0]["settleEnds"]),
                         (0, "settling", 1.265625))
        self.assertEqual((o["rows"][1]["offset"], o["rows"][1]["phase"]), (-20, "dragging"))

    def test_example_7_cancel_past_the_full_swipe_performs_nothing(self):
        lst = SwipeList([r1()])
        lst.handle(down(0, 360, 20, 0))
        self.assertEqual(lst.handle(move(70, 20, 0.015625))["rows"][0]["selected"], "delete")
        o = lst.handle({"type": "cancel", "t": 0.03125})  # CAN-1, CAN-5
        self.assertEqual((o["rows"][0]["offset"], o["rows"][0]["phase"], o["performed"]),
                         (0, "closed", []))

    def test_rejections_change_nothing(self):
        lst = SwipeList([r1()])
        lst.handle(advance(1))
        self.assertEqual(lst.handle(advance(0.5))["rejection"], "timeWentBackwards")  # TIM-1
        self.assertIsNone(lst.handle(advance(1))["rejection"])  # at now: accepted
        self.assertEqual(lst.handle(move(1, 1, 2))["rejection"], "noActiveTouch")  # CAN-4
        self.assertEqual(lst.handle(down(3, 1, 1, 2))["rejection"], "unknownRow")  # LST-7
        nan = {"type": "down", "row": 3, "x": {"nonFinite": "NaN"}, "y": 1, "t": 0}
        self.assertEqual(lst.handle(nan)["rejection"], "nonFiniteValue")  # OBS-5 order

    def test_accessibility_lists_leading_then_trailing(self):
        row = r1()
        row["declarations"].insert(0, {"edge": "leading", "allowsFullSwipe": False,
                                       "actions": [{"id": "read"}]})
        self.assertEqual(SwipeList([row]).accessibility(),
                         [[{"edge": "leading", "id": "read"}, {"edge": "trailing", "id": "delete"},
                           {"edge": "trailing", "id": "flag"}]])  # AX-1

    def test_invalid_configuration_is_refused(self):
        row = r1()
        row["width"] = 0
        with self.assertRaises(swipe_impl.ConfigurationError):  # GEO-6
            SwipeList([row])
        row = r1()
        row["declarations"][0]["actions"].append({"id": "delete"})
        with self.assertRaises(swipe_impl.ConfigurationError):  # ACC-4
            SwipeList([row])


def keyed(row, key):
    row = dict(row)
    row["key"] = key
    return row


class ListChanges(unittest.TestCase):
    """SPEC.md MUT: state belongs to the row, not to its index."""

    def test_example_8_full_swipe_then_delete(self):
        lst = SwipeList([keyed(r1(), k) for k in "abc"])
        lst.handle(down(0, 360, 20, 0))
        lst.handle(move(340, 20, 0.015625))
        lst.handle(move(70, 20, 0.03125))
        self.assertEqual(lst.handle(up(70, 20, 0.046875))["performed"],
                         [{"row": 0, "edge": "trailing", "id": "delete"}])  # REV-1
        o = lst.handle({"type": "deleteRow", "row": 0, "t": 0.0625})  # MUT-3
        self.assertEqual([(r["offset"], r["phase"]) for r in o["rows"]], [(0, "closed"), (0, "closed")])
        lst.handle(down(0, 300, 20, 0.5))
        self.assertEqual(lst.handle(move(280, 20, 0.515625))["rows"][0]["phase"], "dragging")  # one gesture
        lst.handle(move(200, 20, 0.53125))
        self.assertEqual(lst.handle(up(200, 20, 0.75))["rows"][0]["offset"], -148)
        lst.handle(down(0, 340, 20, 1.25))
        o = lst.handle(up(340, 20, 1.3125))
        self.assertEqual(o["performed"], [{"row": 0, "edge": "trailing", "id": "delete"}])  # REV-5
        self.assertEqual(o["rows"][0]["settleEnds"], 1.5625)

    def test_insert_above_an_open_row_keeps_it_open(self):
        lst = SwipeList([r1(), r1()])
        lst.handle({"type": "open", "row": 1, "edge": "trailing", "t": 0})
        o = lst.handle({"type": "insertRow", "index": 0, "configuration": r1(), "t": 1})  # MUT-2
        self.assertEqual([r["phase"] for r in o["rows"]], ["closed", "closed", "open"])

    def test_rejections_in_order(self):
        lst = SwipeList([keyed(r1(), "a")])
        lst.handle(advance(1))
        bad = keyed(r1(), "a")
        bad["width"] = 0
        insert = lambda index, config, t: lst.handle(
            {"type": "insertRow", "index": index, "configuration": config, "t": t})["rejection"]
        self.assertEqual(insert(2, bad, 0), "unknownRow")  # MUT-12, OBS-5 order
        self.assertEqual(insert(1, bad, 0), "timeWentBackwards")
        self.assertEqual(insert(1, bad, 1), "invalidConfiguration")
        self.assertEqual(insert(1, keyed(r1(), "a"), 1), "duplicateKey")
        self.assertIsNone(insert(1, keyed(r1(), "b"), 1))

    def test_deleting_the_dragged_row_detaches_the_sequence(self):
        lst = SwipeList([r1(), r1()])
        lst.handle(down(0, 300, 20, 0))
        lst.handle(move(200, 20, 0.015625))
        lst.handle({"type": "deleteRow", "row": 0, "t": 0.03125})  # MUT-10
        self.assertEqual(lst.handle(down(0, 300, 20, 0.04))["rejection"], "touchAlreadyActive")
        o = lst.handle(up(100, 20, 0.0625))
        self.assertEqual((o["performed"], o["tappedRow"], o["rows"][0]["offset"]), ([], None, 0))

    def test_reload_keeps_an_open_row_open_at_the_new_extent(self):
        lst = SwipeList([r1()])
        lst.handle({"type": "open", "row": 0, "edge": "trailing", "t": 0})
        one = r1()
        one["declarations"][0]["actions"] = [{"id": "delete"}]
        o = lst.handle({"type": "reloadRow", "row": 0, "configuration": one, "t": 0.5})  # MUT-7
        self.assertEqual((o["rows"][0]["offset"], o["rows"][0]["phase"]), (-74, "open"))


def example_case(case_id):
    with open(os.path.join(VECTORS, "examples.json"), encoding="utf-8") as f:
        for case in json.load(f)["cases"]:
            if case["id"] == case_id:
                return case
    raise KeyError(case_id)


class Server(object):
    """The implementation as a protocol server in a subprocess."""

    def __init__(self):
        self.process = subprocess.Popen(
            [sys.executable, IMPL], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, universal_newlines=True, bufsize=1)

    def send(self, message):
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()

    def send_raw(self, line):
        self.process.stdin.write(line)
        self.process.stdin.flush()

    def receive(self):
        line = self.process.stdout.readline()
        if not line:
            raise AssertionError("the server closed stdout; stderr: %s" % self.process.stderr.read())
        assert line.endswith("\n")
        return json.loads(line)

    def hello(self):
        self.send({"type": "hello", "protocol": 1, "runner": "test_swipe_impl"})
        return self.receive()

    def finish(self, bye=True):
        if bye:
            self.send({"type": "bye"})
        self.process.stdin.close()
        status = self.process.wait(timeout=10)
        rest = self.process.stdout.read()
        self.process.stdout.close()
        self.process.stderr.close()
        return status, rest

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if not stream.closed:
                stream.close()


class ProtocolServer(unittest.TestCase):
    """PROTOCOL.md version 1, end to end through a subprocess."""

    def setUp(self):
        self.server = Server()
        self.addCleanup(self.server.kill)

    def run_message(self, case, **extra):
        message = {"type": "run", "id": case["id"], "rows": case["rows"], "events": case["events"]}
        message.update(extra)
        return message

    def assert_matches(self, case, result):
        self.assertEqual(result["type"], "result")
        self.assertEqual(result["id"], case["id"])
        self.assertEqual(set(result), {"type", "id", "accessibility", "observations"})
        self.assertEqual(len(result["observations"]), len(case["events"]))
        self.assertIsNone(run_vectors.first_difference(
            case["expected"], {"accessibility": result["accessibility"],
                               "observations": result["observations"]}))

    def test_handshake(self):
        hello = self.server.hello()
        self.assertEqual(hello["type"], "hello")
        self.assertEqual(hello["protocol"], 1)
        self.assertTrue(hello["name"] and hello["version"])
        self.assertEqual(sorted(hello["styles"]), ["reveal", "select"])
        self.assertEqual(sorted(hello["features"]),
                         sorted(["rtl", "multiRow", "programmatic", "accessibility", "rejections", "listChanges",
                                 "refusals"]))
        self.assertEqual(self.server.finish(), (0, ""))

    def test_other_protocol_version_is_an_error(self):
        self.server.send({"type": "hello", "protocol": 2, "runner": "future"})
        answer = self.server.receive()
        self.assertEqual(answer["type"], "error")
        self.assertTrue(answer["message"])
        self.assertEqual(self.server.finish(bye=False)[0], 0)

    def test_run(self):
        self.server.hello()
        case = example_case("example-1-open-then-tap")
        self.server.send(self.run_message(case))
        self.assert_matches(case, self.server.receive())
        self.assertEqual(self.server.finish(), (0, ""))

    def test_batch_answers_each_case_in_order(self):
        self.server.hello()
        cases = [example_case(i) for i in ("example-3-select-two-zones",
                                           "example-2-full-swipe",
                                           "example-4-new-drag-drops-selection")]
        self.server.send({"type": "batch", "cases": [
            {"id": c["id"], "rows": c["rows"], "events": c["events"]} for c in cases]})
        for case in cases:
            self.assert_matches(case, self.server.receive())
        self.assertEqual(self.server.finish(), (0, ""))

    def test_non_finite_values_are_objects(self):
        self.server.hello()
        case = {"id": "nan", "rows": [r1()], "events": [
            {"type": "down", "row": 0, "x": {"nonFinite": "Infinity"}, "y": 1, "t": 0},
            {"type": "advance", "t": {"nonFinite": "-Infinity"}},
            {"type": "advance", "t": 0}]}
        self.server.send(self.run_message(case))
        result = self.server.receive()
        self.assertEqual([o["rejection"] for o in result["observations"]],
                         ["nonFiniteValue", "nonFiniteValue", None])
        self.assertEqual(self.server.finish(), (0, ""))

    def test_refused_rows_are_a_result_with_the_reason(self):
        # GEO-6, ACC-4, MUT-1: rows the spec refuses answer a result naming the reason,
        # with no observations; the server goes on.
        self.server.hello()
        narrow = r1()
        narrow["width"] = 0
        keyed = r1()
        keyed["key"] = "k"
        twice = r1()
        twice["declarations"] = [{"edge": "leading", "allowsFullSwipe": True, "actions": [{"id": "delete"}]}] + twice["declarations"]
        for rows, reason in (([narrow], "invalidConfiguration"), ([twice], "invalidConfiguration"),
                             ([keyed, dict(keyed)], "duplicateKey")):
            self.server.send({"type": "run", "id": "refused", "rows": rows, "events": []})
            self.assertEqual(self.server.receive(), {"type": "result", "id": "refused", "refused": reason})
        good = example_case("example-2-full-swipe")
        self.server.send(self.run_message(good))
        self.assert_matches(good, self.server.receive())
        self.assertEqual(self.server.finish(), (0, ""))

    def test_malformed_case_is_an_error_and_the_server_goes_on(self):
        self.server.hello()
        good = example_case("example-2-full-swipe")
        malformed = [
            {"type": "run", "id": "no-rows", "rows": [], "events": []},
            {"type": "run", "id": "bad-event", "rows": [r1()], "events": [{"type": "jump", "t": 0}]},
            {"type": "run", "id": "bad-number", "rows": [r1()],
             "events": [{"type": "advance", "t": {"nonFinite": "nan"}}]},
            {"type": "run", "id": "no-events", "rows": [r1()]},
        ]
        for message in malformed:
            self.server.send(message)
            answer = self.server.receive()
            self.assertEqual(answer["type"], "error")
            self.assertEqual(answer["id"], message["id"])
            self.assertTrue(answer["message"])
        # In a batch, the malformed case gets its error in its place.
        self.server.send({"type": "batch", "cases": [
            {"id": "bad", "rows": [{"width": -1}], "events": []},
            {"id": good["id"], "rows": good["rows"], "events": good["events"]}]})
        self.assertEqual(self.server.receive()["type"], "error")
        self.assert_matches(good, self.server.receive())
        status, rest = self.server.finish()
        self.assertEqual((status, rest), (0, ""))

    def test_end_of_input_without_bye_exits_zero(self):
        self.server.hello()
        self.assertEqual(self.server.finish(bye=False), (0, ""))

    def test_every_stdout_line_is_one_json_object(self):
        self.server.hello()
        self.server.send_raw("this is not json\n")
        answer = self.server.receive()
        self.assertEqual(answer["type"], "error")
        self.server.send(self.run_message(example_case("example-2-full-swipe")))
        self.assertEqual(self.server.receive()["type"], "result")
        self.assertEqual(self.server.finish(), (0, ""))


class VectorRunner(unittest.TestCase):
    """run_vectors.py passes this implementation and catches a faulty copy."""

    def run_runner(self, *args):
        return subprocess.run([sys.executable, RUNNER] + list(args), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, universal_newlines=True, timeout=300)

    def test_every_vector_passes(self):
        result = self.run_runner()
        self.assertEqual(result.returncode, 0, result.stdout[-2000:] + result.stderr)
        self.assertRegex(result.stdout.strip().splitlines()[-1], r"^\d+ passed, 0 failed, 0 skipped$")

    def faulty_copy(self, original, replacement):
        with open(IMPL, encoding="utf-8") as f:
            source = f.read()
        self.assertEqual(source.count(original), 1, original)
        directory = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, directory)
        path = os.path.join(directory, "swipe_impl_faulty.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(source.replace(original, replacement))
        return path

    def test_a_feature_not_announced_is_skipped(self):
        # PROTOCOL.md 3.5: a case needing a feature the implementation does not list is skipped.
        path = self.faulty_copy('"listChanges", "refusals"]', '"listChanges"]')
        refusals = 0
        for name in glob.glob(os.path.join(VECTORS, "*.json")):
            if not name.endswith("schema.json"):
                with open(name, encoding="utf-8") as f:
                    refusals += sum("refusals" in c["tags"] for c in json.load(f)["cases"])
        self.assertGreater(refusals, 0)
        result = self.run_runner("--impl", path, "--quiet")
        self.assertEqual(result.returncode, 0, result.stdout[-2000:] + result.stderr)
        self.assertRegex(result.stdout.strip(), r"^\d+ passed, 0 failed, %d skipped$" % refusals)

    def test_a_flipped_open_threshold_fails(self):
        path = self.faulty_copy("opens = m >= edge.open_threshold", "opens = m > edge.open_threshold")  # THR-2
        result = self.run_runner("--impl", path)
        self.assertEqual(result.returncode, 1)
        self.assertIn("thr-2-", result.stdout)
        self.assertIn("THR-2", result.stdout)
        self.assertRegex(result.stdout, r"event \d+")
        self.assertRegex(result.stdout.strip().splitlines()[-1], r"^\d+ passed, [1-9]\d* failed, 0 skipped$")

    def test_a_flipped_slop_fails(self):
        path = self.faulty_copy("if dx * dx + dy * dy < row.slop_squared:",
                                "if dx * dx + dy * dy <= row.slop_squared:")  # THR-1
        result = self.run_runner("--impl", path, "--vectors", VECTORS)
        self.assertEqual(result.returncode, 1)
        self.assertIn("thr-1-", result.stdout)

    def test_a_server_reporting_accessibility_after_the_events_fails(self):
        # MUT-15: the result's accessibility lists the rows as built; the server's result
        # is what the tool compares, so a fault in run_case alone must fail here too.
        path = self.faulty_copy(
            '    handle = swipe_list.handle\n    return {"type": "result", "id": case["id"],\n'
            '            "accessibility": swipe_list.accessibility(),\n'
            '            "observations": [handle(e) for e in events]}',
            '    handle = swipe_list.handle\n    observations = [handle(e) for e in events]\n'
            '    return {"type": "result", "id": case["id"],\n'
            '            "accessibility": swipe_list.accessibility(),\n'
            '            "observations": observations}')
        result = self.run_runner("--impl", path)
        self.assertEqual(result.returncode, 1)
        self.assertIn("MUT-15", result.stdout)
        self.assertIn("at accessibility[", result.stdout)
        self.assertRegex(result.stdout.strip().splitlines()[-1], r"^\d+ passed, [1-9]\d* failed, 0 skipped$")

    def test_a_file_without_run_case_runs_through_swipe_list(self):
        # An implementation file without the server function is driven through SwipeList:
        # every vector passes, and a flipped threshold still fails.
        path = self.faulty_copy("def run_case(case):", "def serve_one_case(case):")
        result = self.run_runner("--impl", path, "--quiet")
        self.assertEqual(result.returncode, 0, result.stdout[-2000:] + result.stderr)
        self.assertRegex(result.stdout.strip(), r"^\d+ passed, 0 failed, 0 skipped$")
        with open(path, encoding="utf-8") as f:
            source = f.read()
        with open(path, "w", encoding="utf-8") as f:
            f.write(source.replace("opens = m >= edge.open_threshold", "opens = m > edge.open_threshold"))
        result = self.run_runner("--impl", path)
        self.assertEqual(result.returncode, 1)
        self.assertIn("thr-2-", result.stdout)

    def vector_folder(self, profiles):
        """A folder of one stored vector file per entry of `profiles`, each file naming that
        profile (None: no profile, the default's set)."""
        directory = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, directory)
        source = sorted(p for p in glob.glob(os.path.join(VECTORS, "*.json")) if not p.endswith("schema.json"))[0]
        for i, profile in enumerate(profiles):
            with open(source, encoding="utf-8") as f:
                document = json.load(f)
            if profile is not None:
                document["profile"] = {"name": profile}
            with open(os.path.join(directory, "set-%d.json" % i), "w", encoding="utf-8") as f:
                json.dump(document, f)
        return directory

    def assertRefused(self, result, *fragments):
        self.assertEqual(result.returncode, 2, result.stdout[-2000:] + result.stderr)
        self.assertEqual(result.stdout, "")
        lines = result.stderr.strip().splitlines()
        self.assertEqual(len(lines), 1, result.stderr)
        self.assertTrue(lines[0].startswith("run_vectors: "), lines[0])
        for fragment in fragments:
            self.assertIn(fragment, lines[0])

    def test_a_folder_mixing_profiles_is_refused(self):
        # Expectations depend on the profile a set was written under (Vectors/README.md):
        # two sets in one folder cannot both be right for one design.
        folder = self.vector_folder([None, "qt-swipedelegate"])
        self.assertRefused(self.run_runner("--vectors", folder), "mixes", "default", "qt-swipedelegate")

    def test_a_profile_the_implementation_cannot_take_is_refused(self):
        folder = self.vector_folder(["no-such-design"])
        self.assertRefused(self.run_runner("--vectors", folder), "no-such-design", "cannot take it")
        path = self.faulty_copy("def use_profile(name):", "def choose_profile(name):")
        folder = self.vector_folder(["qt-swipedelegate"])
        self.assertRefused(self.run_runner("--vectors", folder, "--impl", path), "qt-swipedelegate", "use_profile")

    def test_a_missing_implementation_or_folder_is_one_line(self):
        self.assertRefused(self.run_runner("--impl", os.path.join(tempfile.gettempdir(), "no-such-impl.py")),
                           "no-such-impl.py", "--impl PATH")
        self.assertRefused(self.run_runner("--vectors", os.path.join(tempfile.gettempdir(), "no-such-folder")),
                           "no-such-folder", "--vectors DIR")

    def test_first_difference_tolerance_and_paths(self):
        d = run_vectors.first_difference
        self.assertIsNone(d({"rows": [{"offset": 1.0}]}, {"rows": [{"offset": 1.0 + 1e-7}]}))
        self.assertEqual(d({"rows": [{"offset": 1.0}]}, {"rows": [{"offset": 1.1}]}),
                         ("rows[0].offset", 1.0, 1.1))
        self.assertEqual(d({"settleEnds": None}, {"settleEnds": 0.0}), ("settleEnds", None, 0.0))
        self.assertEqual(d({"tappedRow": 0}, {"tappedRow": None}), ("tappedRow", 0, None))
        self.assertEqual(d({"actions": [{"id": "a", "x": 0, "width": 74}]},
                           {"actions": [{"id": "a", "x": 0, "width": 74}, {"id": "b", "x": 74, "width": 74}]}),
                         ("actions.length", 1, 2))


if __name__ == "__main__":
    unittest.main()
