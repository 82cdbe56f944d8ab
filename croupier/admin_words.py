"""Words of Django's admin that its own Vietnamese catalogue says badly, marked here so that
``makemessages`` keeps them in the project's catalogue, whose translations win over the
apps' (LOCALE_PATHS come first). Django's reads "Thêm vào …" (add into) for "Add …",
"Thêm một … " for "Add another …" and "Bản ghi nhớ" (a memorandum) for an object's history.
Nothing imports this module; the strings are used by the admin's own templates."""

from __future__ import annotations

from django.utils.translation import gettext_noop

ADMIN_WORDS = (
    gettext_noop("Add"),
    gettext_noop("Add %(name)s"),
    gettext_noop("Add another %(verbose_name)s"),
    gettext_noop("History"),
)
