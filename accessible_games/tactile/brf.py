"""Braille ready format (BRF): six-dot cells as North American braille ASCII, fixed line and
page lengths, a form feed between pages, and a braille page number on each page."""

from __future__ import annotations

BRAILLE_ASCII = (" A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=")
"""The ASCII character of each six-dot cell, indexed by the cell's dot bits (U+2800 + index)."""

_LETTERS = "ABCDEFGHIJ"
HYPHEN = "⠤"
"""Ends a full line whose word goes on in the next line."""


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


def wrap(cells: str, width: int, indent: int = 0) -> list[str]:
    """Split a line of Unicode braille at blank cells so no piece is longer than ``width``;
    with ``indent``, the first piece starts with that many blank cells (a paragraph)."""
    words = cells.replace(" ", "⠀").split("⠀")
    lines: list[str] = []
    current = "⠀" * indent
    empty = True  # no word on the current line yet
    for word in words:
        # A word longer than a line is divided: it starts a line of its own, which it fills
        # up to a hyphen, and goes on in the next line.
        while len(current if empty else "") + len(word) > width:
            if not empty:
                lines.append(current)
                current, empty = "", True
            room = width - len(current) - 1
            lines.append(current + word[:room] + HYPHEN)
            current, word = "", word[room:]
        candidate = current + word if empty else current + "⠀" + word
        if len(candidate) <= width:
            current = candidate
        else:
            lines.append(current)
            current = word
        empty = False
    lines.append(current)
    return lines


def paginate(lines: list[str], cells: int = 40, page_lines: int = 25, indent: int = 0) -> str:
    """Unicode braille lines as a BRF document.

    Each page holds ``page_lines`` lines; its last line carries the page number at the right.
    Lines longer than ``cells`` are wrapped at blanks; with ``indent`` every source line is a
    paragraph whose first line starts with that many blank cells (braille's paragraph mark, so
    a reader, and :func:`unpaginate`, can tell a new paragraph from a wrapped line). Pages end
    with a form feed; lines end with CR LF as embossers expect.
    """
    body: list[str] = []
    for line in lines:
        body.extend(wrap(line, cells, indent))
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


def unpaginate(brf: str, indent: int = 2) -> list[str]:
    """The paragraphs of a BRF document that :func:`paginate` wrote with ``indent``, as Unicode
    braille: page-number lines dropped, wrapped lines joined with a blank cell, a divided word
    (a full line of one word ending in a hyphen) joined without one."""
    pages = brf.split("\f")
    width = len(pages[0].split("\r\n")[-2]) if pages[0] else 0  # the page-number line
    paragraphs: list[str] = []
    divided = False
    for page in pages:
        lines = page.split("\r\n")
        if lines and lines[-1] == "":
            lines.pop()
        for line in lines[:-1]:  # the last line holds the page number
            if not line.strip():
                continue
            cells = from_ascii(line)
            if divided:
                paragraphs[-1] = paragraphs[-1][:-1] + cells
            elif line.startswith(" " * indent) and not line.startswith(" " * (indent + 1)):
                paragraphs.append(cells[indent:])
            elif paragraphs:
                paragraphs[-1] += "⠀" + cells
            else:
                paragraphs.append(cells)
            # A divided word fills its line alone (no blank in it) and ends with the hyphen.
            divided = len(line) == width and cells.endswith(HYPHEN) and " " not in line.strip()
    return paragraphs


def unicode_pages(lines: list[str], cells: int = 40, indent: int = 0) -> str:
    """The same content as Unicode braille text for screens and braille displays."""
    body: list[str] = []
    for line in lines:
        body.extend(wrap(line, cells, indent))
    return "\n".join(body) + "\n"
