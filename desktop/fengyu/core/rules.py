"""Rule variants as data: the base of every game's frozen ``Rules`` dataclass.

Each variant toggle is a dataclass field declared with ``option(...)``: a default
plus metadata (the allowed choices or range, a settings group, the rule in the
specification it comes from, and what a dialog needs beyond the type: the items
of a list, whether an integer is a seat or a duration, which other field it
depends on). The settings dialog, the LAN room description, presets and saved
games are all derived from these fields, so a new toggle needs exactly one line.
Label and help texts are looked up by the stable keys ``<game>.<field>`` /
``<game>.<field>.help`` / ``<game>.<field>.<choice>`` in the UI's translations;
the engine holds no sentences.
"""

from __future__ import annotations

import dataclasses
import random
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Self

Scalar = bool | int | str | None


class RulesError(ValueError):
    """A rules configuration that is malformed or inconsistent."""


@dataclass(frozen=True, slots=True)
class Requires:
    """A field has an effect only while the field ``field`` holds one of ``values`` (a dialog greys it out else)."""

    field: str
    values: tuple[Scalar, ...]


def option(
    default: Scalar,
    *,
    group: str,
    source: str,
    choices: tuple[Scalar, ...] | None = None,
    minimum: int | None = None,
    maximum: int | None = None,
    items: tuple[str, ...] | None = None,
    unit: Literal["seat", "seconds"] | None = None,
    requires: Requires | None = None,
) -> Any:
    """Declare a rules field: its default and the metadata the UI and validation use.

    ``items``: a list-valued field's possible items, in display order. ``unit``: an integer
    that names a seat (0 = the player who starts the match) or a duration in seconds
    (0 = no limit). ``requires``: the other field this one depends on.
    """
    if choices is not None and default not in choices:
        raise RulesError(f"default {default!r} is not among the choices {choices!r}")
    meta = {
        "group": group,
        "source": source,
        "choices": choices,
        "minimum": minimum,
        "maximum": maximum,
        "items": items,
        "unit": unit,
        "requires": requires,
    }
    return dataclasses.field(default=default, metadata=meta)


@dataclass(frozen=True, slots=True)
class FieldInfo:
    """Everything known about one rules field, for dialogs and validation."""

    game: str
    name: str
    type: Any
    default: Scalar
    group: str
    source: str
    choices: tuple[Scalar, ...] | None
    minimum: int | None
    maximum: int | None
    items: tuple[str, ...] | None = None
    unit: Literal["seat", "seconds"] | None = None
    requires: Requires | None = None

    @property
    def label_key(self) -> str:
        return f"{self.game}.{self.name}"

    @property
    def help_key(self) -> str:
        return f"{self.game}.{self.name}.help"

    def check(self, value: object) -> None:
        """Raise ``RulesError`` unless ``value`` is allowed for this field."""
        if self.choices is not None:
            # Compare with types too: True == 1 in Python, but not here.
            if not any(type(value) is type(c) and value == c for c in self.choices):
                raise RulesError(f"{self.name} must be one of {list(self.choices)}, not {value!r}")
            return
        if self.type is bool:
            if not isinstance(value, bool):
                raise RulesError(f"{self.name} must be true or false, not {value!r}")
        elif self.type is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise RulesError(f"{self.name} must be an integer, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise RulesError(f"{self.name} must be at least {self.minimum}, not {value}")
            if self.maximum is not None and value > self.maximum:
                raise RulesError(f"{self.name} must be at most {self.maximum}, not {value}")
        elif not isinstance(value, self.type):
            raise RulesError(f"{self.name} must be of type {self.type.__name__}, not {value!r}")


class GameRules:
    """Mixin for a game's frozen ``Rules`` dataclass (declare it ``@dataclass(frozen=True)``).

    Subclasses set ``GAME`` (the game code), may set ``PRESETS`` (name → field
    overrides) and may override ``check`` for rules that constrain each other.
    """

    GAME: ClassVar[str]
    PRESETS: ClassVar[Mapping[str, Mapping[str, Scalar]]] = {}

    def __post_init__(self) -> None:
        for info in self.fields_info():
            info.check(getattr(self, info.name))
        self.check()

    def check(self) -> None:
        """Cross-field validation; raise ``RulesError`` for inconsistent combinations."""

    def plays_for_coins(self) -> bool:
        """Whether a match under these rules carries coins from hand to hand (Sichuan's coin mode, §5.5)."""
        return False

    @classmethod
    def fields_info(cls) -> tuple[FieldInfo, ...]:
        """The fields with their metadata (computed once per class: resolving annotations is slow)."""
        return _fields_info(cls)

    def to_json(self) -> dict[str, Scalar]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}  # type: ignore[arg-type]

    @classmethod
    def random_changes(cls, rng: random.Random, *, share: float = 1.0) -> dict[str, Any]:
        """Each field with choices or on/off drawn at random, a ``share`` of them (the simulators' varied rules).

        A field is skipped when a draw falls below ``1 - share`` (no draw when every field is taken), so a
        run's stream of random numbers stays what the long property runs were tuned with.
        """
        changes: dict[str, Any] = {}
        for info in cls.fields_info():
            if share < 1.0 and rng.random() < 1.0 - share:
                continue
            if info.choices is not None:
                changes[info.name] = rng.choice(info.choices)
            elif info.type is bool:
                changes[info.name] = rng.random() < 0.5
        return changes

    @classmethod
    def preset(cls, name: str) -> Self:
        if name not in cls.PRESETS:
            raise RulesError(f"unknown preset {name!r}; presets: {sorted(cls.PRESETS)}")
        return cls(**cls.PRESETS[name])

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        """Rules from JSON: an optional ``"preset"`` name, then field overrides.

        Unknown fields and bad values raise ``RulesError`` naming the field.
        """
        if not isinstance(data, Mapping):
            raise RulesError("rules are a JSON object of field values")
        values = dict(data)
        preset = values.pop("preset", None)
        base: dict[str, Any] = {}
        if preset is not None:
            if not isinstance(preset, str) or preset not in cls.PRESETS:
                raise RulesError(f"unknown preset {preset!r}; presets: {sorted(cls.PRESETS)}")
            base.update(cls.PRESETS[preset])
        known = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        unknown = sorted(set(values) - known)
        if unknown:
            raise RulesError(f"unknown rules fields: {unknown}")
        base.update(values)
        return cls(**base)

    def replace(self, **changes: Any) -> Self:
        return dataclasses.replace(self, **changes)  # type: ignore[type-var]


_FIELDS_INFO: dict[type[GameRules], tuple[FieldInfo, ...]] = {}


def _fields_info(cls: type[GameRules]) -> tuple[FieldInfo, ...]:
    known = _FIELDS_INFO.get(cls)
    if known is None:
        known = _FIELDS_INFO[cls] = _read_fields(cls)
    return known


def _read_fields(cls: type[GameRules]) -> tuple[FieldInfo, ...]:
    hints = typing.get_type_hints(cls)
    infos = []
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        meta = f.metadata
        declared = hints[f.name]
        kind = declared if isinstance(declared, type) else object
        infos.append(
            FieldInfo(
                cls.GAME,
                f.name,
                kind,
                typing.cast(Scalar, f.default),
                meta["group"],
                meta["source"],
                meta["choices"],
                meta["minimum"],
                meta["maximum"],
                meta["items"],
                meta["unit"],
                meta["requires"],
            )
        )
    return tuple(infos)
