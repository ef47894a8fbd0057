"""The seats kit: teams, labels, who plays with or against whom, ranked and forfeit outcomes."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.core import Reason
from rules.kit.seats import (
    forfeit_outcome,
    is_team_game,
    make_teams,
    opponents,
    rank_sides,
    ranked_outcome,
    seat_labels,
    team_of,
    teammates,
)

FOUR = ["a", "b", "c", "d"]


def test_four_players_in_teams_sit_diagonally() -> None:
    assert make_teams(FOUR, True) == [["a", "c"], ["b", "d"]]
    assert make_teams(FOUR, False) == [["a"], ["b"], ["c"], ["d"]]
    # Fewer than four always play alone, whatever the option says.
    assert make_teams(["a", "b"], True) == [["a"], ["b"]]
    assert make_teams(["a", "b", "c"], True) == [["a"], ["b"], ["c"]]


def test_team_game_and_labels() -> None:
    teams = make_teams(FOUR, True)
    assert is_team_game(FOUR, teams) and not is_team_game(FOUR, make_teams(FOUR, False))
    labels = seat_labels(FOUR, teams)
    assert [labels[p] for p in FOUR] == ["A1", "B1", "A2", "B2"]
    alone = seat_labels(["x", "y", "z"], make_teams(["x", "y", "z"], True))
    assert alone == {"x": "P1", "y": "P2", "z": "P3"}


def test_team_of_teammates_and_opponents() -> None:
    teams = make_teams(FOUR, True)
    assert [team_of(teams, p) for p in FOUR] == [0, 1, 0, 1]
    assert teammates(teams, "a") == ["c"] and teammates(teams, "d") == ["b"]
    assert opponents(FOUR, teams, "a") == ["b", "d"]
    assert opponents(FOUR, teams, "b") == ["a", "c"]
    solo = make_teams(FOUR, False)
    assert teammates(solo, "c") == []
    assert opponents(FOUR, solo, "c") == ["a", "b", "d"]  # seat order
    with pytest.raises(StopIteration):
        team_of(solo, "nobody")


def test_rank_sides_groups_equal_keys_best_first() -> None:
    assert rank_sides([(3, 0), (5, 1), (3, 0), (5, 2)]) == [[3], [1], [0, 2]]
    assert rank_sides([(1,), (1,)]) == [[0, 1]]
    assert rank_sides([]) == []


def test_ranked_outcome_points_and_scores_per_player() -> None:
    players = ["a", "b", "c"]
    teams = make_teams(players, False)
    out = ranked_outcome(players, teams, [4, 9, 1], [0, 0, 5])
    assert out.winners == ["b"] and out.reason is Reason.POINTS
    assert out.ranking == [["b"], ["a"], ["c"]]
    assert out.scores == {"a": 4, "b": 9, "c": 1}
    assert out.tiebreak == {"a": 0, "b": 0, "c": 5}
    assert out.teams is None and out.team_scores is None and out.loser is None


def test_tiebreak_orders_only_the_tied() -> None:
    """The tie-break decides between equal scores only; it is the reason when it decided the
    winner."""
    players = ["a", "b", "c"]
    teams = make_teams(players, False)
    out = ranked_outcome(players, teams, [20, 14, 14], [0, 1, 2])
    assert out.reason is Reason.POINTS and out.ranking == [["a"], ["c"], ["b"]]
    out = ranked_outcome(players, teams, [14, 14, 3], [1, 2, 9])
    assert out.reason is Reason.TIEBREAK and out.winners == ["b"]
    assert out.ranking == [["b"], ["a"], ["c"]]


def test_a_tie_that_stays_is_shared_or_a_draw() -> None:
    players = ["a", "b"]
    teams = make_teams(players, False)
    shared = ranked_outcome(players, teams, [7, 7], [1, 1], tie="shared")
    assert shared.reason is Reason.SHARED and shared.winners == ["a", "b"]
    assert shared.ranking == [["a", "b"]]
    draw = ranked_outcome(players, teams, [7, 7], [1, 1], tie="draw")
    assert draw.reason is Reason.DRAW and draw.winners == [] and draw.ranking == [["a", "b"]]
    no_break = ranked_outcome(players, teams, [2, 2])
    assert no_break.reason is Reason.SHARED and no_break.tiebreak == {}


def test_team_outcome_gives_each_member_the_team_values() -> None:
    teams = make_teams(FOUR, True)
    out = ranked_outcome(FOUR, teams, [6, 1], [2, 0])
    assert out.winners == ["a", "c"] and out.ranking == [["a", "c"], ["b", "d"]]
    assert out.scores == {"a": 6, "b": 1, "c": 6, "d": 1}
    assert out.tiebreak == {"a": 2, "b": 0, "c": 2, "d": 0}
    assert out.teams == [["a", "c"], ["b", "d"]] and out.team_scores == [6, 1]


def test_forfeit_loses_for_the_whole_side() -> None:
    teams = make_teams(FOUR, True)
    out = forfeit_outcome(FOUR, teams, "d", Reason.RESIGN, scores=[3, 8])
    assert out.winners == ["a", "c"] and out.ranking == [["a", "c"], ["b", "d"]]
    assert out.reason is Reason.RESIGN and out.loser == "d"
    assert out.scores == {"a": 3, "b": 8, "c": 3, "d": 8}
    assert out.teams == [["a", "c"], ["b", "d"]] and out.team_scores == [3, 8]
    alone = forfeit_outcome(["a", "b", "c"], make_teams(["a", "b", "c"], False), "b",
                            Reason.TIMEOUT)
    assert alone.winners == ["a", "c"] and alone.ranking == [["a", "c"], ["b"]]
    assert alone.scores == {} and alone.teams is None and alone.team_scores is None


@given(scores=st.lists(st.integers(0, 5), min_size=2, max_size=4),
       breaks=st.lists(st.integers(0, 3), min_size=4, max_size=4))
def test_ranked_outcome_is_a_consistent_ranking(scores: list[int], breaks: list[int]) -> None:
    players = [f"p{i}" for i in range(len(scores))]
    teams = make_teams(players, False)
    out = ranked_outcome(players, teams, scores, breaks[:len(scores)])
    assert sorted(p for group in out.ranking for p in group) == sorted(players)
    keys = [(out.scores[g[0]], out.tiebreak[g[0]]) for g in out.ranking]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)
    assert out.winners == out.ranking[0]
    assert all(out.scores[p] == max(scores) for p in out.winners)
