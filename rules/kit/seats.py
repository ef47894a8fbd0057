"""Seats and teams (ARCHITECTURE.md, rules/kit): labels, who plays with or against whom, the
outcome from a ranking of sides, and forfeits of a seat or a whole team.

A side is a list of players (a team, or one player alone); ``teams`` lists every side in seat
order of their first member. Nothing here knows a game's rules: games pass their own scores
and tie-break values.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from rules.core import Outcome, PlayerId, Reason

Sides = Sequence[Sequence[PlayerId]]


def make_teams(players: Sequence[PlayerId], teams: bool) -> list[list[PlayerId]]:
    """Four players with ``teams`` play two against two, partners sitting diagonally
    (seats 1 and 3 against 2 and 4); otherwise every player is a side of their own."""
    if teams and len(players) == 4:
        return [[players[0], players[2]], [players[1], players[3]]]
    return [[p] for p in players]


def is_team_game(players: Sequence[PlayerId], teams: Sides) -> bool:
    return len(teams) < len(players)


def seat_labels(players: Sequence[PlayerId], teams: Sides) -> dict[PlayerId, str]:
    """Short seat names: P1..P4 alone; A1, B1, A2, B2 when two teams sit alternately."""
    if not is_team_game(players, teams):
        return {p: f"P{i + 1}" for i, p in enumerate(players)}
    labels: dict[PlayerId, str] = {}
    for t, team in enumerate(teams):
        for n, p in enumerate(team):
            labels[p] = f"{'ABCD'[t]}{n + 1}"
    return labels


def team_of(teams: Sides, player: PlayerId) -> int:
    return next(i for i, team in enumerate(teams) if player in team)


def teammates(teams: Sides, player: PlayerId) -> list[PlayerId]:
    """The other members of ``player``'s side (none when alone)."""
    return [p for p in teams[team_of(teams, player)] if p != player]


def opponents(players: Sequence[PlayerId], teams: Sides, player: PlayerId) -> list[PlayerId]:
    """Every player not on ``player``'s side, in seat order."""
    mine = teams[team_of(teams, player)]
    return [p for p in players if p not in mine]


def rank_sides(keys: Sequence[tuple[int, ...]]) -> list[list[int]]:
    """Side indices grouped from first place down by ``keys`` (higher is better); sides with
    equal keys share a group."""
    order = sorted(range(len(keys)), key=lambda i: keys[i], reverse=True)
    groups: list[list[int]] = []
    for i in order:
        if groups and keys[groups[-1][0]] == keys[i]:
            groups[-1].append(i)
        else:
            groups.append([i])
    return groups


def ranked_outcome(players: Sequence[PlayerId], teams: Sides, scores: Sequence[int],
                   tiebreak: Sequence[int] | None = None, *,
                   tie: Literal["draw", "shared"] = "shared") -> Outcome:
    """The outcome from each side's score (then tie-break value): the best side wins; a tie
    that stays is a draw (nobody wins) or a shared win, as the game says.

    ``scores`` and ``tiebreak`` are per side, in the order of ``teams``.
    """
    breaks = list(tiebreak) if tiebreak is not None else [0] * len(teams)
    groups = rank_sides([(scores[i], breaks[i]) for i in range(len(teams))])
    ranking = [[p for p in players if team_of(teams, p) in g] for g in groups]
    top = groups[0]
    if len(top) > 1:
        reason = Reason.DRAW if tie == "draw" else Reason.SHARED
    elif sum(1 for s in scores if s == scores[top[0]]) > 1:
        reason = Reason.TIEBREAK
    else:
        reason = Reason.POINTS
    winners = [] if reason is Reason.DRAW else ranking[0]
    teamed = is_team_game(players, teams)
    return Outcome(
        winners=winners, ranking=ranking, reason=reason,
        scores={p: scores[team_of(teams, p)] for p in players},
        tiebreak={p: breaks[team_of(teams, p)] for p in players} if tiebreak is not None
        else {},
        teams=[list(t) for t in teams] if teamed else None,
        team_scores=list(scores) if teamed else None)


def forfeit_outcome(players: Sequence[PlayerId], teams: Sides, player: PlayerId,
                    reason: Reason, scores: Sequence[int] | None = None) -> Outcome:
    """``player`` resigns or is forfeited: their whole side loses and every other side wins
    together (ranked equal: a forfeit says nothing about the others' order)."""
    mine = teams[team_of(teams, player)]
    winners = [p for p in players if p not in mine]
    teamed = is_team_game(players, teams)
    return Outcome(
        winners=winners, ranking=[winners, [p for p in players if p in mine]],
        reason=reason, loser=player,
        scores={p: scores[team_of(teams, p)] for p in players} if scores is not None else {},
        teams=[list(t) for t in teams] if teamed else None,
        team_scores=list(scores) if teamed and scores is not None else None)
