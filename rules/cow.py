"""Working copies for ``Game.apply``: copy what a step touches, share the rest.

A deep copy of the whole state per step was most of a random playout's time, although a step
changes a few piles of one player. So the engine's working copy is *lazy*: every mutable
:class:`Part` of it (the state itself, a seat, a lane, a combat...) starts with only its
immutable fields; the first time the step reads any other field, that field is copied from the
source (a list of card ids by ``list(...)``, a sub-model as another lazy copy) and kept. When
the step is over, :func:`settle` fills every field the step never read with the source's own
value, so the new state *shares* those parts with the state it came from.

Why that is safe:

- a step can only reach a mutable value of the copy through attribute access on the copy,
  and that access copies it first; so nothing reachable from the input is ever changed;
- a settled state is never changed again: ``apply`` steps a new lazy copy of it, and scenario
  tests that edit a state take :func:`rules.core.copy_state` (a full deep copy) first;
- the fields shared are exactly the ones the step did not read, so they are equal to the
  source's; the JSON of the result is the same as with a deep copy.

Models that are not :class:`Part` are deep-copied eagerly when touched (the old behaviour),
so a game that keeps a plain ``BaseModel`` in its state stays correct, only slower.
"""

from __future__ import annotations

import contextlib
import copy
from enum import Enum
from types import UnionType
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel

_LEAVES: frozenset[type] = frozenset({str, int, float, bool, type(None)})
"""Exact types returned as they are without a call: most of a state's values are these."""

_SHARED_TYPES: set[type] = set(_LEAVES)
"""Types whose values a lazy copy keeps at once (see :func:`_lazy_of`); grows as enums,
tuples and frozen models are met."""

_set_attribute = object.__setattr__

_FROZEN: dict[type, bool] = {}
"""Whether a model class is frozen, looked up once per class (``model_config`` is a dict
lookup per value otherwise, on the hottest path of every playout)."""

_SHARED: dict[type, bool] = {}
"""Whether values of a type are shared as they are (never changed in place): leaves, enums,
tuples, frozen models. Lists, dicts, sets and mutable models are copied."""


def _is_frozen(cls: type) -> bool:
    frozen = _FROZEN.get(cls)
    if frozen is None:
        frozen = _FROZEN[cls] = bool(cls.model_config.get("frozen"))  # type: ignore[attr-defined]
    return frozen


def _is_shared(cls: type) -> bool:
    shared = _SHARED.get(cls)
    if shared is None:
        if issubclass(cls, BaseModel):
            shared = _is_frozen(cls)
        else:
            shared = not issubclass(cls, list | dict | set | bytearray)
        _SHARED[cls] = shared
    return shared


def _is_immutable(value: Any) -> bool:
    cls = type(value)
    return cls in _LEAVES or _is_shared(cls)


# ----------------------------------------------------------------------------- eager deep copy


def working_copy(value: Any) -> Any:
    """A full deep copy of a state's value (what :func:`rules.core.copy_state` returns).

    Faster than ``copy.deepcopy`` because it knows the shapes a state is made of: pydantic
    models, lists, dicts and immutable leaves. Frozen models (log events, actions) and leaves
    are shared, not copied: nothing ever changes them, and the log is append-only.
    """
    cls = type(value)
    if cls in _LEAVES:
        return value
    if cls is list:
        # State lists are homogeneous: piles of card ids, the log of frozen events.
        if not value or _is_immutable(value[0]):
            return list(value)
        return [v if type(v) in _LEAVES else working_copy(v) for v in value]
    if cls is dict:
        return {k: v if type(v) in _LEAVES else working_copy(v) for k, v in value.items()}
    if isinstance(value, BaseModel):
        if _is_frozen(cls):
            return value
        new = cls.__new__(cls)
        _set_attribute(new, "__dict__", {k: v if type(v) in _LEAVES else working_copy(v)
                                         for k, v in value.__dict__.items()})
        _copy_meta(new, value)
        return new
    if _is_shared(cls):
        return value  # enums, tuples of immutable values
    return copy.deepcopy(value)


def _copy_meta(new: BaseModel, source: BaseModel) -> None:
    """Pydantic's bookkeeping besides ``__dict__``, as a copy would have it."""
    _set_attribute(new, "__pydantic_fields_set__", set(source.__pydantic_fields_set__))
    extra, private = source.__pydantic_extra__, source.__pydantic_private__
    if extra is None and private is None:  # the usual case, without a call
        _set_attribute(new, "__pydantic_extra__", None)
        _set_attribute(new, "__pydantic_private__", None)
        return
    _set_attribute(new, "__pydantic_extra__", None if extra is None else copy.copy(extra))
    _set_attribute(new, "__pydantic_private__", None if private is None else copy.copy(private))


# ----------------------------------------------------------------------------- lazy copy


Session = list["Part"]
"""The lazy copies made for one step, to :func:`settle` when it is over."""


class Part(BaseModel):
    """A mutable model a game state is made of (the state itself, its seats, lanes, turn...).

    Behaves exactly like ``BaseModel``; being a ``Part`` only lets ``apply`` copy it lazily (see
    the module docstring). A lazy copy keeps ``(source, session)`` in the ``__cow__`` slot,
    outside ``__dict__``, so it is never part of the JSON or of equality. The ``__memo__`` slot
    (:func:`recall`) holds what pure functions of a sealed state computed once.
    """

    __slots__ = ("__cow__", "__memo__")

    def __getattr__(self, name: str) -> Any:
        # Only called when ``name`` is not in ``__dict__``: on a lazy copy, a field the step
        # reads for the first time. Copy it from the source and keep it.
        try:
            cow = _COW_SLOT.__get__(self)
        except AttributeError:
            cow = None
        if cow is not None:
            source, session = cow
            fields = source.__dict__
            if name in fields:
                value = fields[name]
                cls = type(value)
                if cls is list and (not value or type(value[0]) in _SHARED_TYPES):
                    value = value.copy()  # a pile of card ids, the log: the usual case
                elif cls is dict and value and _is_part(next(iter(value.values()))):
                    value = _LazyDict(value, self, name, session)  # seats, sides, lanes
                else:
                    value = _touch(value, session)
                self.__dict__[name] = value
                return value
        return super().__getattr__(name)  # type: ignore[misc]

    def __eq__(self, other: object) -> bool:
        # A lazy copy compared in the middle of a step must compare all its fields.
        if self is other:
            return True
        _materialize(self)
        if isinstance(other, Part):
            _materialize(other)
        return super().__eq__(other)


_COW_SLOT: Any = Part.__dict__["__cow__"]
"""The slot's descriptor: reading it directly never falls back to ``__getattr__``."""

_MEMO_SLOT: Any = Part.__dict__["__memo__"]


_FLAT: dict[type, bool] = {}


def _leafy(annotation: Any) -> bool:
    """Whether every value a field so annotated may hold is immutable."""
    if annotation in _LEAVES:
        return True
    if isinstance(annotation, type):
        return issubclass(annotation, Enum)
    origin = get_origin(annotation)
    if origin is Literal:
        return True
    if origin is Union or origin is UnionType or origin is tuple:
        return all(a is Ellipsis or _leafy(a) for a in get_args(annotation))
    return False


def _is_flat(cls: type[BaseModel]) -> bool:
    """A model whose fields are all immutable values (a fighter, a placed trick): its lazy
    copy is a plain copy of ``__dict__``, with nothing left to copy later."""
    flat = _FLAT.get(cls)
    if flat is None:
        flat = _FLAT[cls] = all(_leafy(f.annotation) for f in cls.model_fields.values())
    return flat


def _is_part(value: Any) -> bool:
    return isinstance(value, Part) and not _is_frozen(type(value))


class _LazyDict(dict[Any, Any]):
    """A lazy copy's dict of parts (Brutal Ring's seats, KarateKarte's sides and lanes): a
    step usually changes one player's part, so each value is copied on its first read only.

    Until then it holds the source's own value. Every way to read values goes through
    :meth:`__getitem__` (``__iter__`` is overridden too, so ``dict(d)`` and ``{**d}`` take
    the slow path that calls it); :func:`settle` swaps in a plain dict, which shares the
    values never read.
    """

    __slots__ = ("_fresh", "_name", "_owner", "_session")

    def __init__(self, source: dict[Any, Any], owner: Part, name: str,
                 session: Session) -> None:
        super().__init__(source)
        self._owner, self._name, self._session = owner, name, session
        self._fresh: set[Any] = set()
        """Keys whose value is this step's own (copied on read, or set by the step)."""
        session.append(self)  # type: ignore[arg-type]

    def __getitem__(self, key: Any) -> Any:
        value = dict.__getitem__(self, key)
        if key not in self._fresh:
            value = _touch(value, self._session)
            dict.__setitem__(self, key, value)
            self._fresh.add(key)
        return value

    def __setitem__(self, key: Any, value: Any) -> None:
        dict.__setitem__(self, key, value)
        self._fresh.add(key)

    def __iter__(self) -> Any:
        return dict.__iter__(self)

    def _read_all(self) -> None:
        for key in list(dict.keys(self)):
            self.__getitem__(key)  # the read copies it

    def get(self, key: Any, default: Any = None) -> Any:
        if key not in self:
            return default
        return self[key]

    def values(self) -> Any:
        self._read_all()
        return dict.values(self)

    def items(self) -> Any:
        self._read_all()
        return dict.items(self)

    def pop(self, key: Any, *default: Any) -> Any:
        if key in self:
            value = self[key]
            dict.__delitem__(self, key)
            return value
        return dict.pop(self, key, *default)

    def popitem(self) -> Any:
        self._read_all()
        return dict.popitem(self)

    def setdefault(self, key: Any, default: Any = None) -> Any:
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, *args: Any, **kwargs: Any) -> None:
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def __ior__(self, other: Any) -> Any:
        self.update(other)
        return self

    def __or__(self, other: Any) -> Any:
        self._read_all()
        return dict(dict.items(self)) | other

    def copy(self) -> dict[Any, Any]:
        self._read_all()
        return dict(dict.items(self))

    def plain(self) -> dict[Any, Any]:
        """The dict the settled state keeps: copies where read, the source's values elsewhere."""
        return dict(dict.items(self))


def _lazy_of(source: Part, session: Session) -> Part:
    """A copy of ``source`` holding only its immutable fields; the others come on first read.

    A type not yet in :data:`_SHARED_TYPES` is simply deferred: reading it later shares it
    all the same (``_touch``), and records the type, so the next copies keep it at once."""
    fields = source.__dict__
    shared = {k: v for k, v in fields.items() if type(v) in _SHARED_TYPES}
    cls = type(source)
    new = cls.__new__(cls)
    _set_attribute(new, "__dict__", shared)
    _copy_meta(new, source)
    if len(shared) < len(fields):
        _COW_SLOT.__set__(new, (source, session))
        session.append(new)
    return new


def _flat_copy(source: Part) -> Part:
    """The copy of a flat part (only immutable fields): nothing to defer, nothing to settle."""
    cls = type(source)
    new = cls.__new__(cls)
    _set_attribute(new, "__dict__", source.__dict__.copy())
    _copy_meta(new, source)
    return new


_FLAT_PART, _LAZY_PART, _SHARE, _DEEP = range(4)
_HOW: dict[type, int] = {}
"""How ``_touch`` copies a value of each type, decided once per type."""


def _how(cls: type) -> int:
    how = _HOW.get(cls)
    if how is None:
        if cls in _LEAVES or _is_shared(cls):
            how = _SHARE
        elif issubclass(cls, Part):
            how = _FLAT_PART if _is_flat(cls) else _LAZY_PART
        else:
            how = _DEEP
        _HOW[cls] = how
    return how


def _touch(value: Any, session: Session) -> Any:
    """The copy of a field's value that a step may change: lists and dicts are copied at
    once (their model items lazily), models lazily, frozen and leaf values shared."""
    cls = type(value)
    if cls is list:
        if not value:
            return []
        first = type(value[0])
        how = _how(first)
        if how == _SHARE:
            return value.copy()  # state lists are homogeneous: card ids, frozen events
        if how == _FLAT_PART:  # fighters, placed tricks
            return [_flat_copy(v) if type(v) is first else _touch(v, session) for v in value]
        return [v if type(v) in _LEAVES else _touch(v, session) for v in value]
    if cls is dict:
        return {k: v if type(v) in _LEAVES else _touch(v, session) for k, v in value.items()}
    how = _how(cls)
    if how == _SHARE:
        _SHARED_TYPES.add(cls)  # an enum, a tuple, a frozen model: kept at once next time
        return value
    if how == _LAZY_PART:
        return _lazy_of(value, session)
    if how == _FLAT_PART:
        return _flat_copy(value)
    return working_copy(value)


def _materialize(part: Part) -> None:
    """Copy every field a lazy copy has not read yet (so it can be compared as a whole)."""
    try:
        cow = _COW_SLOT.__get__(part)
    except AttributeError:
        return
    if cow is not None:
        for name in cow[0].__dict__:
            if name not in part.__dict__:
                getattr(part, name)


def lazy_copy(state: Part) -> tuple[Part, Session]:
    """A lazy working copy of ``state`` and its session; call :func:`settle` on the session
    once the step is done, before anyone else sees the copy."""
    session: Session = []
    return _lazy_of(state, session), session


def settle(session: Session) -> None:
    """End a step: every field a lazy copy never read is the source's own value (shared), in
    the source's field order."""
    for part in session:
        if type(part) is _LazyDict:
            owner = part._owner.__dict__
            if owner.get(part._name) is part:  # still where it was made
                owner[part._name] = part.plain()
            continue
        source, _ = _COW_SLOT.__get__(part)
        fields = source.__dict__.copy()
        fields.update(part.__dict__)  # the fields read keep the source's order
        _set_attribute(part, "__dict__", fields)
        _COW_SLOT.__set__(part, None)


# ----------------------------------------------------------------------------- memo


def seal(part: Part) -> None:
    """Mark a state that ``apply`` just made: nobody changes it any more (its parts may be
    shared with the states before and after it), so :func:`remember` may keep results of
    pure functions of it. States built any other way (``setup``, ``load``, a test's edits)
    are never sealed, so editing them in place can never leave a stale memo."""
    _MEMO_SLOT.__set__(part, {})


def recall(part: Part, key: str) -> Any:
    """What :func:`remember` kept for ``part`` under ``key``, or None."""
    try:
        memo = _MEMO_SLOT.__get__(part)
    except AttributeError:
        return None
    return memo.get(key)


def remember(part: Part, key: str, value: Any) -> None:
    """Keep ``value`` for a sealed ``part`` (nothing is kept for one that is not sealed)."""
    with contextlib.suppress(AttributeError):  # not sealed
        _MEMO_SLOT.__get__(part)[key] = value
