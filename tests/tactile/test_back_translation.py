"""The rules BRF read back: every game's rules, paginated exactly as ``tactile --rules`` writes
them, turned back into print with liblouis and compared with the text we started from.

Only the Unified English Braille tables are back-translated. liblouis marks its German tables
de-g0, de-g1 and de-g2 "for forward translation only" (their headers: capitals are not written,
and the braille is meant for embossing); its "-detailed" German tables are the ones meant for
back-translation, and we do not emboss with those. docs/tactile.md has the numbers.

What UEB itself cannot tell apart, or liblouis reads back in another form, is made equal on
both sides before comparing, and nothing else:

- one sign for the apostrophe: ’ and ' (UEB has a single apostrophe);
- one sign for the dash: liblouis writes the en dash – and the em dash — both as ⠠⠤ and reads
  ⠠⠤ back as —;
- a capitals passage (⠠⠠⠠ up to the terminator ⠠⠄, which UEB uses for three or more capitalised
  words in a row, e.g. "E M H D C R") is read back by liblouis with only its first letter
  capitalised; we rewrite the passage with a capital sign on each word before back-translating,
  which says the same thing in UEB.
"""

from __future__ import annotations

import louis
import pytest

from accessible_games.cli import main
from accessible_games.lineup import listed_ids
from accessible_games.tactile.brf import unpaginate
from accessible_games.tactile.rules import rules_paragraphs

CAPITAL, PASSAGE, TERMINATOR, GRADE_1 = "⠠", "⠠⠠⠠", "⠠⠄", "⠰"
LETTERS = {chr(0x2800 + bits) for bits in (
    0x01, 0x03, 0x09, 0x19, 0x11, 0x0B, 0x1B, 0x13, 0x0A, 0x1A, 0x05, 0x07, 0x0D, 0x1D, 0x15,
    0x0F, 0x1F, 0x17, 0x0E, 0x1E, 0x25, 0x27, 0x3A, 0x2D, 0x3D, 0x35)}
"""The 26 letter cells a to z."""

# liblouis' back-translation of contracted UEB (en-ueb-g2) misreads some contractions and
# signs next to punctuation; the braille it wrote is right. Each pair: the printed word, and
# what comes back.
KNOWN_G2_MISREADINGS = {
    # The wordsign for "it" (the letter x) before ; or ) is read as the letter x.
    ("it;", "x;"), ("it),", "x),"), ("it).", "x)."), ("it);", "x)be"),
    # The same for "you" (the letter y) before ;, and "out" (the ou sign) before ).
    ("you;", "y;"), ("out).", "ou)."),
    # The shortform "brl" (braille) inside a German name is read back as its letters.
    ("Braillespiel", "Brlspiel"),
    # Shortforms before ; or ) or . are read as their letters (enough, more, first, ...).
    ("enough", "en"), ("more;", "m;"), ("behind;", "beh;"), ("first;", "fst;"),
    ("yours).", "yrs)."), ("so).", "s)."), ("below):", "bel):"),
    # The semicolon ⠆ after a closing bracket or quote is read as the lower wordsign "be".
    ('sequences");', 'sequences")be'), ('rows";', 'rows"be'), ("FMJD);", "FMJD)be"),
    ("(start=othello);", "(start=othello)be"), ("back);", "back)be"), ('other";', 'other"be'),
    ("6);", "6)be"), ('store";', 'store"be'), ("nothing);", "nothing)be"), ("Kalah);", "Kalah)be"),
    ('"h3");', '"h3")be'), ('wins";', 'wins"be'), ("sideways);", "sideways)be"),
    ("8);", "8)be"), ('line";', 'line"be'), ("draw);", "draw)be"), ("(D12.6);", "(D12.6)be"),
    ('back");', 'back")be'),
    ("only);", "only)be"), ("(D12.4);", "(D12.4)be"), ("e8=Q);", "e8=Q)be"),
    ('Wert");', 'Wert")be'), ("Mxe5);", "Mxe5)be"), ("Gollon);", "Gollon)be"),
    ("seed);", "seed)be"), ("(Walker);", "(Walker)be"),
    # The exclamation mark ⠖ before a closing bracket is read as the contraction "ff".
    ('back!)"', 'backff)"'),
}


def semicolon_as_be(printed: str, back: str) -> bool:
    """The misreading listed above for any word: a semicolon after a closing quote or
    bracket comes back as "be" (the options named in quotes in the rules meet it often)."""
    return printed.endswith(('";', ');')) and back == printed[:-1] + "be"


def spelled_capitals(cells: str) -> str:
    """Each capitals passage rewritten with a capital sign (one letter) or capital word sign
    (several letters) in front of each of its words."""
    out = []
    rest = cells
    while PASSAGE in rest:
        before, rest = rest.split(PASSAGE, 1)
        inside, _, rest = rest.partition(TERMINATOR)
        words = []
        for word in inside.split("⠀"):
            body = word.lstrip(GRADE_1)  # contracted braille may mark a lone letter first
            marks = word[:len(word) - len(body)]
            letters = len(body) - len(body.lstrip("".join(LETTERS)))
            sign = "" if not letters else CAPITAL if letters == 1 else CAPITAL * 2
            words.append(marks + sign + body)
        out.append(before + "⠀".join(words))
    return "".join(out) + rest


def same_signs(text: str) -> str:
    return (text.replace("’", "'").replace("–", "—").replace("“", "\"")
            .replace("”", "\""))


def rules_brf(game_id: str, table: str, tmp_path) -> list[str]:
    path = tmp_path / f"{game_id}.brf"
    assert main(["tactile", game_id, "--rules", "--lang", "en", "--table", table,
                 "--cells", "32", "--lines", "25", "--output", str(path)]) == 0
    return unpaginate(path.read_bytes().decode("ascii"))


def read_back(cells: str, table: str) -> str:
    return same_signs(louis.backTranslateString(["unicode.dis", table], spelled_capitals(cells)))


@pytest.mark.parametrize("game_id", listed_ids())
def test_uncontracted_rules_come_back_word_for_word(game_id, tmp_path):
    paragraphs = rules_paragraphs(game_id, "en")
    pages = rules_brf(game_id, "en-ueb-g1", tmp_path)
    assert len(pages) == len(paragraphs) > 5
    for text, cells in zip(paragraphs, pages):
        assert read_back(cells, "en-ueb-g1.ctb") == same_signs(text)


@pytest.mark.parametrize("game_id", listed_ids())
def test_contracted_rules_come_back_but_for_known_liblouis_misreadings(game_id, tmp_path):
    paragraphs = rules_paragraphs(game_id, "en")
    pages = rules_brf(game_id, "en-ueb-g2", tmp_path)
    assert len(pages) == len(paragraphs)
    for text, cells in zip(paragraphs, pages):
        printed, back = same_signs(text).split(" "), read_back(cells, "en-ueb-g2.ctb").split(" ")
        assert len(printed) == len(back), (text, back)
        new = {(p, b) for p, b in zip(printed, back) if p != b and not semicolon_as_be(p, b)} - {
            (same_signs(p), same_signs(b)) for p, b in KNOWN_G2_MISREADINGS}
        assert not new, new


def test_the_paragraph_mark_survives_pagination(tmp_path):
    """A paragraph that wraps over a page break is still one paragraph when read back."""
    pages = rules_brf("arimaa", "en-ueb-g1", tmp_path)
    text = (tmp_path / "arimaa.brf").read_bytes().decode("ascii")
    assert text.count("\f") >= 3 and len(pages) == len(rules_paragraphs("arimaa", "en"))
    assert all(line.startswith("  ") or not line.startswith(" ")
               for page in text.split("\f") for line in page.split("\r\n")[:-2] if line)
