"""A certificate as a PDF (fpdf2), in the reader's language, with its check address as a QR
code, and marked REVOKED across the page once it is revoked (the paper an employer holds
must say so, not only the check page).

The fonts are shipped in ``school/fonts/`` with their licences, since the PDF core fonts
have no Vietnamese letters and a fresh machine may have no font of its own: DejaVu Sans for
Latin letters with every Vietnamese accent, and Droid Sans Fallback for the Chinese names of
Macau's trainees, used only for the characters DejaVu lacks. A name with a character neither
can draw is refused when it is given (``certificate_undrawable``), so a certificate never
prints a blank or a box.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import TYPE_CHECKING

import segno
from django.utils import timezone
from django.utils.formats import date_format, number_format
from django.utils.translation import gettext

from school.models import Certificate

if TYPE_CHECKING:
    from fpdf import FPDF

FONTS = Path(__file__).resolve().parent / "fonts"
FONT, FALLBACK = "DejaVu", "DroidFallback"
REGULAR, BOLD = FONTS / "DejaVuSans.ttf", FONTS / "DejaVuSans-Bold.ttf"
FALLBACK_FILE = FONTS / "DroidSansFallbackFull.ttf"
# The QR code's side in millimetres, quiet zone included, in the page's bottom right corner.
QR_SIDE = 32
RED = (190, 20, 20)


@functools.cache
def _characters(path: Path) -> frozenset[str]:
    """The characters the font at ``path`` has a glyph for (read once per process)."""
    from fontTools.ttLib import TTFont

    with TTFont(path, lazy=True) as font:
        return frozenset(map(chr, font.getBestCmap()))


def certificate_undrawable(name: str) -> str | None:
    """The characters of ``name`` that no shipped font draws (the name is printed in bold:
    DejaVu Sans Bold, else Droid Sans Fallback), each once with a space between, or
    ``None`` when every one is drawn."""
    bold = _characters(BOLD)
    if all(char in bold for char in name):
        return None  # Latin letters with any Vietnamese accent: Droid's cmap is not read
    fallback = _characters(FALLBACK_FILE)
    missing = dict.fromkeys(char for char in name if char not in bold and char not in fallback)
    return " ".join(missing) or None


def _needs_fallback(texts: list[str]) -> bool:
    # Droid's 4 MB are parsed only for a paper whose text DejaVu cannot draw alone.
    shared = _characters(REGULAR) & _characters(BOLD)
    return any(char not in shared for text in texts for char in text)


def verify_qr(url: str) -> segno.QRCode:
    """The QR code that carries ``url``, the certificate's check address (error correction
    M: a printed paper may get a stain or a fold)."""
    return segno.make(url, error="m", micro=False)


def certificate_pdf(certificate: Certificate, *, verify_url: str) -> bytes:
    """The certificate on one landscape A4 page, with the address that verifies it, as
    text and as a QR code; a revoked one says so across the page, with the date."""
    # fpdf2 (with fontTools) costs every process 0.25 s to import: only the PDF pays it.
    from fpdf import FPDF

    pdf = FPDF(orientation="L", format="A4")
    pdf.set_title(gettext("Certificate"))
    pdf.add_font(FONT, "", str(REGULAR))
    pdf.add_font(FONT, "B", str(BOLD))
    texts = [certificate.trainee_name, certificate.signer_name, certificate.signer_title]
    if _needs_fallback(texts):
        pdf.add_font(FALLBACK, "", str(FALLBACK_FILE))
        # The fallback has no bold: a bold name takes its regular glyphs.
        pdf.set_fallback_fonts([FALLBACK], exact_match=False)
    pdf.set_auto_page_break(auto=False)
    pdf.add_page()
    pdf.set_line_width(1)
    pdf.rect(10, 10, pdf.w - 20, pdf.h - 20)
    width = pdf.w - 40
    pdf.set_xy(20, 24)

    def line(text: str, size: int, *, bold: bool = False, space: float = 4) -> None:
        pdf.set_font(FONT, "B" if bold else "", size)
        pdf.multi_cell(width, size * 0.5, text, align="C", new_x="LMARGIN")
        pdf.ln(space)
        pdf.set_x(20)  # after ln(), which goes back to the left margin

    issued = date_format(timezone.localtime(certificate.issued_at), "DATE_FORMAT")
    line(gettext("Croupier Assistant"), 14)
    line(gettext("Certificate"), 32, bold=True, space=8)
    line(gettext("This certifies that"), 14)
    line(certificate.trainee_name, 26, bold=True, space=8)
    line(gettext("has passed the dealer's exam of"), 14)
    line(str(certificate.game), 20, bold=True)
    line(
        gettext("House rules: %(casino)s, %(variant)s")
        % {"casino": certificate.casino, "variant": certificate.variant},
        14,
    )
    line(
        gettext("Band: %(band)s (%(percent)s %%)")
        % {"band": certificate.get_band_display(), "percent": number_format(certificate.percent)},
        16,
        bold=True,
        space=8,
    )
    line(
        gettext("Signed by %(instructor)s on %(date)s")
        % {"instructor": certificate.signer_name, "date": issued},
        12,
        space=1 if certificate.signer_title else 4,
    )
    if certificate.signer_title:
        line(certificate.signer_title, 11)
    _check(pdf, certificate, verify_url)
    if not certificate.valid:
        _revoked(pdf, certificate)
    return bytes(pdf.output())


def _check(pdf: FPDF, certificate: Certificate, verify_url: str) -> None:
    """The check address at the foot of the page, beside its QR code."""
    left, top = pdf.w - 14 - QR_SIDE, pdf.h - 14 - QR_SIDE
    _qr(pdf, verify_qr(verify_url), x=left, y=top, side=QR_SIDE)
    pdf.set_font(FONT, "", 9)
    pdf.set_xy(20, pdf.h - 30)
    text = gettext("Scan the code, or check that it is genuine at %(url)s") % {"url": verify_url}
    pdf.multi_cell(left - 24, 4.5, text, align="L")


def _qr(pdf: FPDF, qr: segno.QRCode, *, x: float, y: float, side: float) -> None:
    """``qr`` drawn as vector squares, quiet zone included, ``side`` mm wide at ``x``, ``y``."""
    rows = list(qr.matrix_iter(scale=1, border=4))
    module = side / len(rows)
    pdf.set_fill_color(0, 0, 0)
    for row, cells in enumerate(rows):
        for column, dark in enumerate(cells):
            if dark:
                pdf.rect(x + column * module, y + row * module, module, module, style="F")


def _revoked(pdf: FPDF, certificate: Certificate) -> None:
    """REVOKED in large red letters across the page, and the date it was revoked."""
    assert certificate.revoked_at is not None
    revoked = date_format(timezone.localtime(certificate.revoked_at), "DATE_FORMAT")
    pdf.set_text_color(*RED)
    pdf.set_draw_color(*RED)
    with (
        pdf.local_context(fill_opacity=0.85, stroke_opacity=0.85),
        pdf.rotation(18, x=pdf.w / 2, y=pdf.h / 2),
    ):
        pdf.set_font(FONT, "B", 56)
        stamp = pdf.get_string_width(gettext("REVOKED")) + 16
        left = (pdf.w - stamp) / 2
        pdf.rect(left, pdf.h / 2 - 22, stamp, 42)
        pdf.set_xy(left, pdf.h / 2 - 20)
        pdf.cell(stamp, 26, gettext("REVOKED"), align="C")
        pdf.set_font(FONT, "B", 16)
        pdf.set_xy(left, pdf.h / 2 + 7)
        pdf.cell(stamp, 10, gettext("on %(date)s") % {"date": revoked}, align="C")
    pdf.set_font(FONT, "B", 12)
    pdf.set_xy(20, 13)
    text = gettext("This certificate was revoked on %(date)s: it is no longer valid.")
    pdf.cell(pdf.w - 40, 8, text % {"date": revoked}, align="C")
    pdf.set_text_color(0, 0, 0)
