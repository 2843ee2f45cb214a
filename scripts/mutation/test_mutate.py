"""Tests of mutate.py's lists of survivors: how an entry finds its mutant when the
code moves, and what `--rekey` writes. Standard library only:

    python3 -m unittest discover -s scripts/mutation -q
"""

from __future__ import annotations

import io
import subprocess
import sys
import tempfile
import unittest
from contextlib import redirect_stdout
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import mutate  # noqa: E402

SOURCE = """struct A {
    func f(_ a: Int, _ b: Int) -> Bool {
        let c = a > b  // the comparison
        return c
    }
}
"""


def mutant(mutants: list[mutate.Mutant], prefix: str) -> mutate.Mutant:
    found = [m for m in mutants if m.id.startswith(prefix)]
    assert len(found) == 1, [m.id for m in mutants]
    return found[0]


def entry(id_: str, site: str | None, number: int = 1, kind: str = mutate.EQUIVALENT) -> mutate.Explanation:
    return mutate.Explanation(Path("equivalent.txt"), kind, number, id_, site, "equivalent: a reason")


class SiteTests(unittest.TestCase):
    def test_site_marks_the_token_without_indentation_or_trailing_comment(self):
        m = mutant(mutate.mutants_of_text("Sources/SwipeReference/A.swift", SOURCE), "A.swift:3:19:cmp")
        self.assertEqual(m.site, "let c = a ⟦>⟧ b")

    def test_site_is_the_same_after_reindenting_and_a_new_comment(self):
        moved = SOURCE.replace("        let c = a > b  // the comparison", "            let c = a  >  b  // another comment")
        before = mutant(mutate.mutants_of_text("A.swift", SOURCE), "A.swift:3:19:cmp").site
        after = [m for m in mutate.mutants_of_text("A.swift", moved) if m.op == "cmp"][0].site
        self.assertEqual(before, after)

    def test_code_span_round_trip_with_backticks(self):
        for code in ["let c = a ⟦>⟧ b", "x `y` ⟦+⟧ z", "`a` ⟦-⟧ b`"]:
            self.assertEqual(mutate.read_code_span(mutate.code_span(code) + "  reason"), (code, "  reason"))


class MatchTests(unittest.TestCase):
    def setUp(self):
        self.old = mutate.mutants_of_text("A.swift", SOURCE)
        self.gt = mutant(self.old, "A.swift:3:19:cmp")

    def test_same_id_same_code(self):
        [x] = mutate.match_explanations([entry(self.gt.id, self.gt.site)], self.old)
        self.assertIs(x.mutant, self.gt)
        self.assertFalse(x.moved)

    def test_code_moved_down_keeps_its_entry(self):
        new = mutate.mutants_of_text("A.swift", "// one\n// two\n" + SOURCE)
        [x] = mutate.match_explanations([entry(self.gt.id, self.gt.site)], new)
        self.assertEqual(x.mutant.id, "A.swift:5:19:cmp[>→>=]")
        self.assertTrue(x.moved)

    def test_code_moved_to_another_file_keeps_its_entry(self):
        new = mutate.mutants_of_text("B.swift", SOURCE)
        [x] = mutate.match_explanations([entry(self.gt.id, self.gt.site)], new)
        self.assertEqual(x.mutant.id, "B.swift:3:19:cmp[>→>=]")

    def test_an_id_naming_other_code_now_is_not_lent_to_it(self):
        changed = mutate.mutants_of_text("A.swift", SOURCE.replace("a > b", "a > b + 1"))
        self.assertEqual(len([m for m in changed if m.id == self.gt.id]), 1)  # the id names other code now
        [x] = mutate.match_explanations([entry(self.gt.id, self.gt.site)], changed)
        self.assertIsNone(x.mutant)
        self.assertIsNone(x.duplicate_of)

    def test_second_entry_for_one_mutant_is_a_duplicate(self):
        first = entry(self.gt.id, self.gt.site, number=1)
        second = entry("A.swift:9:19:cmp[>→>=]", self.gt.site, number=2, kind=mutate.KNOWN_GAP)
        x, y = mutate.match_explanations([first, second], self.old)
        self.assertIs(x.mutant, self.gt)
        self.assertIsNone(y.mutant)
        self.assertIs(y.duplicate_of, first)

    def test_identical_lines_go_to_the_nearest_free_one(self):
        twice = SOURCE + "\n" + SOURCE.replace("struct A", "struct B")
        old = mutate.mutants_of_text("A.swift", twice)
        lower = [m for m in old if m.op == "cmp"][1]
        shifted = mutate.mutants_of_text("A.swift", "// new\n" + twice)
        [x] = mutate.match_explanations([entry(lower.id, lower.site)], shifted)
        self.assertEqual(x.mutant.line, lower.line + 1)


class RekeyTests(unittest.TestCase):
    """`--rekey` on a repository whose source moved after the entries were written."""

    def git(self, repo: Path, *args: str) -> None:
        subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True)

    def test_rekey_pins_by_the_committed_source_and_renames(self):
        with tempfile.TemporaryDirectory() as tmp:
            repo = Path(tmp)
            src = repo / mutate.SOURCE_DIR / "A.swift"
            src.parent.mkdir(parents=True)
            src.write_text(SOURCE)
            lists = repo / "equivalent.txt"
            lists.write_text("# a comment\nA.swift:3:19:cmp[>→>=]  equivalent: written against the first source\n")
            self.git(repo, "init", "-q")
            self.git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "add", ".")
            self.git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "first")
            # The source moves by two lines; a new entry is written against it, not committed.
            src.write_text("// one\n// two\n" + SOURCE)
            with lists.open("a") as f:
                f.write("A.swift:5:26:cmp[>→>=]  equivalent: no such mutant\n")
            mutants = mutate.all_mutants(repo)
            entries = mutate.load_lists(lists, repo / "known-gaps.txt")
            out = io.StringIO()
            with redirect_stdout(out):
                code = mutate.rekey(repo, [lists, repo / "known-gaps.txt"], mutants, entries)
            self.assertEqual(code, 1, out.getvalue())  # the second entry names no mutant
            text = lists.read_text().splitlines()
            self.assertEqual(text[0], "# a comment")
            self.assertEqual(text[1], "A.swift:5:19:cmp[>→>=]  `let c = a ⟦>⟧ b`  equivalent: written against the first source")
            self.assertEqual(text[2], "A.swift:5:26:cmp[>→>=]  equivalent: no such mutant")
            self.assertIn("unpinned", out.getvalue())
            self.assertFalse((repo / "known-gaps.txt").exists())


if __name__ == "__main__":
    unittest.main()
