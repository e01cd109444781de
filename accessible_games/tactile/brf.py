"""Braille ready format (BRF): six-dot cells as North American braille ASCII, fixed line and
page lengths, a form feed between pages, and a braille page number on each page."""

from __future__ import annotations

BRAILLE_ASCII = (" A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=")
"""The ASCII character of each six-dot cell, indexed by the cell's dot bits (U+2800 + index)."""

_LETTERS = "ABCDEFGHIJ"


def to_ascii(line: str) -> str:
    """Unicode braille (six-dot cells only) as braille ASCII; a space for a blank or space."""
    out = []
    for char in line:
        code = ord(char) - 0x2800
        if char == " ":
            out.append(" ")
        elif 0 <= code < 64:
            out.append(BRAILLE_ASCII[code])
        else:
            raise ValueError(f"{char!r} is not a six-dot braille cell")
    return "".join(out).rstrip()


def from_ascii(line: str) -> str:
    """Braille ASCII back to Unicode braille."""
    return "".join(chr(0x2800 + BRAILLE_ASCII.index(c.upper())) for c in line)


def page_number(number: int) -> str:
    """A page number in braille ASCII: the number sign and digits as letters a-j ("#B")."""
    return "#" + "".join(_LETTERS[int(d) - 1] if d != "0" else "J" for d in str(number))


def wrap(cells: str, width: int) -> list[str]:
    """Split a line of Unicode braille at blank cells so no piece is longer than ``width``."""
    words = cells.replace(" ", "⠀").split("⠀")
    lines: list[str] = []
    current = ""
    for word in words:
        while len(word) > width:
            if current:
                lines.append(current)
                current = ""
            lines.append(word[:width])
            word = word[width:]
        candidate = word if not current else current + "⠀" + word
        if len(candidate) <= width:
            current = candidate
        else:
            lines.append(current)
            current = word
    lines.append(current)
    return lines


def paginate(lines: list[str], cells: int = 40, page_lines: int = 25) -> str:
    """Unicode braille lines as a BRF document.

    Each page holds ``page_lines`` lines; its last line carries the page number at the right.
    Lines longer than ``cells`` are wrapped at blanks. Pages end with a form feed; lines end
    with CR LF as embossers expect.
    """
    body: list[str] = []
    for line in lines:
        body.extend(wrap(line, cells) if len(line) > cells else [line])
    per_page = page_lines - 1
    pages = [body[i:i + per_page] for i in range(0, len(body), per_page)] or [[]]
    out = []
    for number, page in enumerate(pages, start=1):
        ascii_lines = [to_ascii(line) for line in page]
        ascii_lines += [""] * (per_page - len(ascii_lines))
        mark = page_number(number)
        ascii_lines.append(" " * (cells - len(mark)) + mark)
        out.append("\r\n".join(ascii_lines) + "\r\n")
    return "\f".join(out)


def unicode_pages(lines: list[str], cells: int = 40) -> str:
    """The same content as Unicode braille text for screens and braille displays."""
    body: list[str] = []
    for line in lines:
        body.extend(wrap(line, cells) if len(line) > cells else [line])
    return "\n".join(body) + "\n"
