"""liblouis from several threads at once: each translation as it is alone.

The online window parts lines into braille on its network thread while the window's speaker
brailles on the main thread; liblouis keeps global state, and two calls at once crashed a
test run with a segmentation fault inside ``louis.translate`` (twice in a week of runs). The
translator lets one call into liblouis at a time (``LOUIS_LOCK``). This test runs 1,200
translations in four threads and checks every result against the one made alone; without
the lock it crashed the test process with a segmentation fault in 3 of 3 runs.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from accessible_games.output.braille.translator import BrailleTable, BrailleTranslator

TEXTS = [
    ("Nord spielt Herz-König und bringt eine Kugel aus dem Zwinger.", BrailleTable.DE_G1),
    ("North plays the king of hearts; c3xe5xg7 takes two.", BrailleTable.EN_UEB_G1),
    ("Letzter Stich: O ⠭⠎, S ⠁⠉ sticht; Nord hat ihn bekommen, 24 Augen.", BrailleTable.DE_G2),
    ("Margarethe Schulze-Hohenstein opened table 1 for Whist.", BrailleTable.EN_UEB_G2),
]


def test_translations_in_four_threads_at_once_are_as_each_alone():
    translator = BrailleTranslator()
    if not translator.uses_liblouis:
        return  # computer braille needs no guard
    alone = {text: translator.translate(text, table).braille for text, table in TEXTS}

    def many(index: int) -> list[tuple[str, str]]:
        text, table = TEXTS[index % len(TEXTS)]
        return [(text, translator.translate(text, table).braille) for _ in range(150)]

    with ThreadPoolExecutor(max_workers=4) as pool:
        results = [pair for batch in pool.map(many, range(8)) for pair in batch]
    assert len(results) == 8 * 150
    assert all(braille == alone[text] for text, braille in results)
