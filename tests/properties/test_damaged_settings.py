"""A damaged settings file (random bytes, broken JSON, values of every wrong type): the app
starts with defaults where needed and one problem to announce; never an exception, and the
damaged file is kept aside, not lost."""

from __future__ import annotations

import json
from dataclasses import asdict

from hypothesis import given
from hypothesis import strategies as st

from accessible_games.storage.settings import (
    ProblemKind,
    Settings,
    _checked,
    load_settings,
    save_settings,
)
from tests.properties.profiles import PROFILE

FIELDS = list(asdict(Settings()))
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10**9, 10**9) | st.floats(allow_nan=False)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner,
                                                                max_size=3),
    max_leaves=6)


def check(tmp_path, data: bytes) -> None:
    path = tmp_path / "settings.json"
    for old in tmp_path.glob("settings*"):
        old.unlink()
    path.write_bytes(data)
    settings, problem = load_settings(path)
    assert isinstance(settings, Settings)
    assert _checked(settings) == settings  # every value in range
    if problem is not None and problem.kind is ProblemKind.CORRUPT:
        kept = [p for p in tmp_path.glob("settings*") if p != path]
        assert [p.read_bytes() for p in kept] == [data]  # kept aside whole
    assert save_settings(settings, path) is None


@PROFILE
@given(data=st.binary(max_size=300))
def test_random_bytes(tmp_path, data):
    check(tmp_path, data)


@PROFILE
@given(values=st.dictionaries(st.sampled_from(FIELDS), JSON_VALUES, max_size=6))
def test_values_of_every_type(tmp_path, values):
    good = asdict(Settings())
    good.update(values)
    check(tmp_path, json.dumps(good).encode())


@PROFILE
@given(cut=st.integers(0, 2000), flip=st.integers(0, 2000), to=st.integers(1, 255))
def test_a_cut_or_flipped_file(tmp_path, cut, flip, to):
    data = json.dumps(asdict(Settings()), indent=2).encode()
    data = data[:cut % (len(data) + 1)]
    if data:
        i = flip % len(data)
        data = data[:i] + bytes([data[i] ^ to]) + data[i + 1:]
    check(tmp_path, data)
