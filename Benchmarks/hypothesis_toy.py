#!/usr/bin/env python3
"""Shrinks the toy property of ShrinkToy.swift with Hypothesis, from N seeds.

The same property as `bench shrink-quality` shrinks with our engine: a list of
1 to 40 integers in -40..40 fails when its sum is exactly 50 (checked with `>`
where `>=` is right), or, in the sign-symmetric variant, when its magnitude is
50. Prints one Markdown table row per variant: runs ending at [10, 40],
distinct finals, and property calls spent shrinking (mean / max).

With --speed N, runs N passing cases of the same list generator instead and
prints one line: the Hypothesis version and its passing cases per CPU-second
(process time), the anchor `bench` puts beside this engine's toy property.

    python3 Benchmarks/hypothesis_toy.py [SEEDS]
    python3 Benchmarks/hypothesis_toy.py --speed N
"""
import sys
import time

from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st


def boundary(values):
    total = sum(values)
    return (total >= 50) != (total > 50)


def sign_symmetric(values):
    magnitude = abs(sum(values))
    return (magnitude >= 50) != (magnitude > 50)


def shrink_once(fails, run_seed):
    calls = {"all": 0, "first_failure": None, "last_failure": None}

    @seed(run_seed)
    @settings(
        max_examples=100_000,
        database=None,
        deadline=None,
        phases=[Phase.generate, Phase.shrink],
        report_multiple_bugs=False,
        suppress_health_check=list(HealthCheck),
    )
    @given(st.lists(st.integers(-40, 40), min_size=1, max_size=40))
    def prop(values):
        calls["all"] += 1
        if fails(values):
            if calls["first_failure"] is None:
                calls["first_failure"] = calls["all"]
            calls["last_failure"] = list(values)
            raise AssertionError(values)

    try:
        prop()
    except AssertionError:
        pass
    if calls["first_failure"] is None:
        return None, 0
    # The last call is Hypothesis replaying the final example; it is not shrinking.
    return calls["last_failure"], calls["all"] - calls["first_failure"] - 1


def passing_rate(cases):
    """Passing cases per CPU-second of the toy generator, its sum checked and never failing."""
    calls = {"all": 0}

    @seed(1)
    @settings(
        max_examples=cases,
        database=None,
        deadline=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(st.lists(st.integers(-40, 40), min_size=1, max_size=40))
    def prop(values):
        calls["all"] += 1
        assert abs(sum(values)) <= 1600

    start = time.process_time()
    prop()
    return calls["all"], time.process_time() - start


def main():
    import hypothesis

    if len(sys.argv) > 1 and sys.argv[1] == "--speed":
        if len(sys.argv) != 3 or not sys.argv[2].isdigit() or int(sys.argv[2]) < 1:
            sys.exit("hypothesis_toy.py: --speed takes a positive number of cases, e.g. --speed 5000")
        cases, seconds = passing_rate(int(sys.argv[2]))
        print(f"Hypothesis {hypothesis.__version__}: {cases} passing cases in {seconds:.3f} CPU-s, {cases / seconds:.1f} cases per CPU-second")
        return
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 100

    print(f"Hypothesis {hypothesis.__version__}, seeds 1..{seeds}")
    for name, fails in (("toy: sum checked with >", boundary), ("toy: sign-symmetric", sign_symmetric)):
        finals, spent = [], []
        for run_seed in range(1, seeds + 1):
            final, calls = shrink_once(fails, run_seed)
            if final is not None:
                finals.append(tuple(final))
                spent.append(calls)
        minimal = sum(1 for f in finals if list(f) == [10, 40])
        mean = sum(spent) / len(spent) if spent else 0
        print(f"| {name} (Hypothesis) | {len(finals)}/{seeds} | {minimal}/{len(finals)} | {len(set(finals))} | {mean:.1f} / {max(spent) if spent else 0} |")


if __name__ == "__main__":
    main()
