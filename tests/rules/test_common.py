"""The shared rules-test checks fail when they should."""

from __future__ import annotations

import pytest

from tests.rules.common import check_coverage_map

DOC = """
R1      test_r1_one
R2      test_r2_two; and
        test_r2_more
"""


def test_coverage_map_accepts_a_complete_map() -> None:
    check_coverage_map(DOC, ["R1", "R2"], ["test_r1_one", "test_r2_two", "test_r2_more"])


def test_coverage_map_catches_a_missing_row_or_test() -> None:
    with pytest.raises(AssertionError):
        check_coverage_map(DOC, ["R1", "R2", "R3"], ["test_r1_one", "test_r2_two",
                                                     "test_r2_more", "test_r3_x"])
    with pytest.raises(AssertionError, match="test_r2_more"):
        check_coverage_map(DOC, ["R1", "R2"], ["test_r1_one", "test_r2_two"])
