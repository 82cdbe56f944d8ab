"""A certificate as a PDF (fpdf2), in the reader's language. The font is DejaVu Sans, shipped
in ``school/fonts/`` (with its licence), since the PDF core fonts have no Vietnamese letters
and a fresh machine may have no DejaVu of its own."""

from __future__ import annotations

from pathlib import Path

from django.utils import timezone
from django.utils.formats import date_format, number_format
from django.utils.translation import gettext

from school.models import Certificate

FONTS = Path(__file__).resolve().parent / "fonts"
FONT = "DejaVu"


def certificate_pdf(certificate: Certificate, *, verify_url: str) -> bytes:
    """The certificate on one landscape A4 page, with the address that verifies it."""
    # fpdf2 (with fontTools) costs every process 0.25 s to import: only the PDF pays it.
    from fpdf import FPDF

    pdf = FPDF(orientation="L", format="A4")
    pdf.set_title(gettext("Certificate"))
    pdf.add_font(FONT, "", str(FONTS / "DejaVuSans.ttf"))
    pdf.add_font(FONT, "B", str(FONTS / "DejaVuSans-Bold.ttf"))
    pdf.set_auto_page_break(auto=False)
    pdf.add_page()
    pdf.set_line_width(1)
    pdf.rect(10, 10, pdf.w - 20, pdf.h - 20)
    width = pdf.w - 40
    pdf.set_xy(20, 30)

    def line(text: str, size: int, *, bold: bool = False, space: float = 4) -> None:
        pdf.set_font(FONT, "B" if bold else "", size)
        pdf.multi_cell(width, size * 0.5, text, align="C", new_x="LMARGIN")
        pdf.ln(space)
        pdf.set_x(20)  # after ln(), which goes back to the left margin

    issued = date_format(timezone.localtime(certificate.issued_at), "DATE_FORMAT")
    line(gettext("Croupier Assistant"), 14)
    line(gettext("Certificate"), 32, bold=True, space=10)
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
        space=10,
    )
    line(
        gettext("Signed by %(instructor)s on %(date)s")
        % {"instructor": certificate.signer_name, "date": issued},
        12,
    )
    line(gettext("Check that it is genuine at %(url)s") % {"url": verify_url}, 10)
    return bytes(pdf.output())
