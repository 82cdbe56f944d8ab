"""Django's own messages that its Vietnamese catalogues leave in English, for makemessages.

Django 5.2's catalogues for Vietnamese lack over a hundred of its messages: some are new, some
changed their msgid (the password validator's "%d character." was "%(min_length)d
character."), and some the templates now ask for with a plural ("Please correct the error
below." / "...errors below.") where the catalogue has only the singular. gettext then shows
the English. Our catalogue under settings.LOCALE_PATHS takes precedence over Django's, so each
message below is marked here as makemessages (xgettext) extracts it, lands in
locale/vi/LC_MESSAGES/django.po and is translated there with the site's words. Django looks
the messages up by their text; these calls only carry that text to the catalogue.

Nothing imports this module: it exists for makemessages, which reads it as text (and were it
imported, the lazy calls would translate nothing until used).

Every message of Django's "django" domain for the apps the site uses (django/conf, admin,
auth, contenttypes, sessions) that its Vietnamese catalogue lacks is here, except those no
visitor or instructor can meet:
- the names of languages (django/conf/global_settings.py): the site names its two languages
  in their own language (settings.LANGUAGES) and shows no other;
- the "install worked" page (views/templates/default_urlconf.html), shown only with DEBUG on
  and no URLs;
- django.views.static.serve's messages, used by runserver with DEBUG on (WhiteNoise serves
  static files otherwise);
- django.contrib.humanize is installed but no template loads it, so its catalogue is left
  out whole; flatpages, sites, redirects and gis are not installed.
The admin's JavaScript messages (the "djangojs" domain: the calendar's day names, the filter
widget) are in locale/vi/LC_MESSAGES/djangojs.po, kept by hand: our own JavaScript has no
messages, so makemessages is never run for that domain.

After a Django upgrade: `.venv/bin/python scripts/django_catalogue_gaps.py` prints the gaps
that our catalogues do not fill yet, as calls to paste below (and .po entries for
djangojs.po); then extract and translate as the README's "Translations" says.
tests/test_django_messages.py fails, naming them, while any is untranslated. A message that
Django's own catalogue comes to translate can stay (ours wins) or go: `--all` prints the
whole current list.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy, ngettext_lazy, pgettext_lazy

MESSAGES = (
    # django/contrib/messages/apps.py
    gettext_lazy("Messages"),
    # django/core/paginator.py
    gettext_lazy("…"),
    gettext_lazy("That page number is not an integer"),
    gettext_lazy("That page number is less than 1"),
    gettext_lazy("That page contains no results"),
    # django/core/validators.py
    gettext_lazy("Enter a valid domain name."),
    gettext_lazy("Enter a valid “slug” consisting of letters, numbers, underscores or hyphens."),
    gettext_lazy(
        "Enter a valid “slug” consisting of Unicode letters, numbers, underscores, or hyphens.",
    ),
    gettext_lazy("Enter a valid %(protocol)s address."),
    gettext_lazy("IPv4"),
    gettext_lazy("IPv6"),
    gettext_lazy("IPv4 or IPv6"),
    gettext_lazy("Ensure this value is a multiple of step size %(limit_value)s."),
    gettext_lazy(
        "Ensure this value is a multiple of step size %(limit_value)s, starting from %(offset)s, "
        "e.g. %(offset)s, %(valid_value1)s, %(valid_value2)s, and so on.",
    ),
    gettext_lazy(
        "File extension “%(extension)s” is not allowed. Allowed extensions are: "
        "%(allowed_extensions)s.",
    ),
    gettext_lazy("Null characters are not allowed."),
    # django/db/models/constraints.py
    gettext_lazy("Constraint “%(name)s” is violated."),
    # django/db/models/fields/__init__.py
    gettext_lazy("“%(value)s” value must be either True or False."),
    gettext_lazy("“%(value)s” value must be either True, False, or None."),
    gettext_lazy("String (unlimited)"),
    gettext_lazy("“%(value)s” value has an invalid date format. It must be in YYYY-MM-DD format."),
    gettext_lazy(
        "“%(value)s” value has the correct format (YYYY-MM-DD) but it is an invalid date.",
    ),
    gettext_lazy(
        "“%(value)s” value has an invalid format. It must be in YYYY-MM-DD "
        "HH:MM[:ss[.uuuuuu]][TZ] format.",
    ),
    gettext_lazy(
        "“%(value)s” value has the correct format (YYYY-MM-DD HH:MM[:ss[.uuuuuu]][TZ]) but it is "
        "an invalid date/time.",
    ),
    gettext_lazy("“%(value)s” value must be a decimal number."),
    gettext_lazy(
        "“%(value)s” value has an invalid format. It must be in [DD] [[HH:]MM:]ss[.uuuuuu] format.",
    ),
    gettext_lazy("Duration"),
    gettext_lazy("“%(value)s” value must be a float."),
    gettext_lazy("“%(value)s” value must be an integer."),
    gettext_lazy("“%(value)s” value must be either None, True or False."),
    gettext_lazy("Positive big integer"),
    gettext_lazy(
        "“%(value)s” value has an invalid format. It must be in HH:MM[:ss[.uuuuuu]] format.",
    ),
    gettext_lazy(
        "“%(value)s” value has the correct format (HH:MM[:ss[.uuuuuu]]) but it is an invalid time.",
    ),
    gettext_lazy("“%(value)s” is not a valid UUID."),
    gettext_lazy("Universally unique identifier"),
    # django/db/models/fields/json.py
    gettext_lazy("A JSON object"),
    gettext_lazy("Value must be valid JSON."),
    # django/db/models/fields/related.py
    gettext_lazy("%(model)s instance with %(field)s %(value)r is not a valid choice."),
    gettext_lazy("%(from)s-%(to)s relationship"),
    gettext_lazy("%(from)s-%(to)s relationships"),
    # django/forms/fields.py
    gettext_lazy("Enter a valid duration."),
    gettext_lazy("The number of days must be between {min_days} and {max_days}."),
    gettext_lazy("Enter a complete value."),
    gettext_lazy("Enter a valid UUID."),
    gettext_lazy("Enter a valid JSON."),
    # django/forms/formsets.py
    gettext_lazy(
        "ManagementForm data is missing or has been tampered with. Missing fields: "
        "%(field_names)s. You may need to file a bug report if the issue persists.",
    ),
    ngettext_lazy("Please submit at most %(num)d form.", "Please submit at most %(num)d forms."),
    ngettext_lazy("Please submit at least %(num)d form.", "Please submit at least %(num)d forms."),
    # django/forms/models.py
    gettext_lazy("The inline value did not match the parent instance."),
    gettext_lazy("“%(pk)s” is not a valid value."),
    # django/forms/utils.py
    gettext_lazy(
        "%(datetime)s couldn’t be interpreted in time zone %(current_timezone)s; it may be "
        "ambiguous or it may not exist.",
    ),
    # django/utils/ipv6.py
    gettext_lazy("This is not a valid IPv6 address."),
    # django/utils/text.py
    pgettext_lazy("String to return when truncating text", "%(truncated_text)s…"),
    # django/utils/timesince.py
    ngettext_lazy("%(num)d year", "%(num)d years"),
    ngettext_lazy("%(num)d month", "%(num)d months"),
    ngettext_lazy("%(num)d week", "%(num)d weeks"),
    ngettext_lazy("%(num)d day", "%(num)d days"),
    ngettext_lazy("%(num)d hour", "%(num)d hours"),
    ngettext_lazy("%(num)d minute", "%(num)d minutes"),
    # django/views/csrf.py
    gettext_lazy("Forbidden"),
    gettext_lazy("CSRF verification failed. Request aborted."),
    gettext_lazy(
        "You are seeing this message because this HTTPS site requires a “Referer header” to be "
        "sent by your web browser, but none was sent. This header is required for security "
        "reasons, to ensure that your browser is not being hijacked by third parties.",
    ),
    gettext_lazy(
        "If you have configured your browser to disable “Referer” headers, please re-enable them, "
        "at least for this site, or for HTTPS connections, or for “same-origin” requests.",
    ),
    gettext_lazy(
        'If you are using the <meta name="referrer" content="no-referrer"> tag or including the '
        "“Referrer-Policy: no-referrer” header, please remove them. The CSRF protection requires "
        "the “Referer” header to do strict referer checking. If you’re concerned about privacy, "
        'use alternatives like <a rel="noreferrer" …> for links to third-party sites.',
    ),
    gettext_lazy(
        "You are seeing this message because this site requires a CSRF cookie when submitting "
        "forms. This cookie is required for security reasons, to ensure that your browser is not "
        "being hijacked by third parties.",
    ),
    gettext_lazy(
        "If you have configured your browser to disable cookies, please re-enable them, at least "
        "for this site, or for “same-origin” requests.",
    ),
    gettext_lazy("More information is available with DEBUG=True."),
    # django/views/generic/dates.py
    gettext_lazy("Date out of range"),
    gettext_lazy("Invalid date string “%(datestr)s” given format “%(format)s”"),
    # django/views/generic/list.py
    gettext_lazy("Page is not “last”, nor can it be converted to an int."),
    gettext_lazy("Empty list and “%(class_name)s.allow_empty” is False."),
    # django/contrib/admin/options.py
    gettext_lazy("Select this object for an action - {}"),
    # django/contrib/admin/templates/admin/app_index.html
    gettext_lazy("Breadcrumbs"),
    # django/contrib/admin/templates/admin/app_list.html
    gettext_lazy("Model name"),
    gettext_lazy("Add link"),
    gettext_lazy("Change or view list link"),
    # django/contrib/admin/templates/admin/auth/user/add_form.html
    gettext_lazy("After you’ve created a user, you’ll be able to edit more user options."),
    # django/contrib/admin/templates/admin/auth/user/change_password.html
    gettext_lazy("Error:"),
    gettext_lazy("Set password"),
    ngettext_lazy("Please correct the error below.", "Please correct the errors below."),
    gettext_lazy(
        "This action will <strong>enable</strong> password-based authentication for this user.",
    ),
    gettext_lazy("Disable password-based authentication"),
    gettext_lazy("Enable password-based authentication"),
    # django/contrib/admin/templates/admin/base.html
    gettext_lazy("Skip to main content"),
    # django/contrib/admin/templates/admin/change_list.html
    gettext_lazy("Hide counts"),
    gettext_lazy("Show counts"),
    # django/contrib/admin/templates/admin/color_theme_toggle.html
    gettext_lazy("Toggle theme (current theme: auto)"),
    gettext_lazy("Toggle theme (current theme: light)"),
    gettext_lazy("Toggle theme (current theme: dark)"),
    # django/contrib/admin/templates/admin/index.html
    gettext_lazy("Added:"),
    gettext_lazy("Changed:"),
    gettext_lazy("Deleted:"),
    # django/contrib/admin/templates/admin/login.html
    gettext_lazy("Forgotten your login credentials?"),
    # django/contrib/admin/templates/admin/nav_sidebar.html
    gettext_lazy("Toggle navigation"),
    gettext_lazy("Sidebar"),
    gettext_lazy("Filter navigation items"),
    # django/contrib/admin/templates/admin/object_history.html
    ngettext_lazy("entry", "entries"),
    # django/contrib/admin/templates/admin/widgets/related_widget_wrapper.html
    gettext_lazy("View selected %(model)s"),
    # django/contrib/admin/templates/registration/password_reset_email.html
    gettext_lazy("In case you’ve forgotten, you are:"),
    # django/contrib/admin/templatetags/admin_list.py
    gettext_lazy("Select all objects on this page for an action"),
    # django/contrib/auth/admin.py
    gettext_lazy("Conflicting form data submitted. Please try again."),
    gettext_lazy("Password-based authentication was disabled."),
    gettext_lazy("Set password: %s"),
    # django/contrib/auth/forms.py
    gettext_lazy("Reset password"),
    gettext_lazy(
        "Whether the user will be able to authenticate using a password or not. If disabled, they "
        "may still be able to authenticate using other backends, such as Single Sign-On or LDAP.",
    ),
    gettext_lazy("Password-based authentication"),
    gettext_lazy("Enabled"),
    gettext_lazy("Disabled"),
    gettext_lazy("Raw passwords are not stored, so there is no way to see the user’s password."),
    gettext_lazy("Enable password-based authentication for this user by setting a password."),
    # django/contrib/auth/password_validation.py
    ngettext_lazy(
        "This password is too short. It must contain at least %d character.",
        "This password is too short. It must contain at least %d characters.",
    ),
    # django/contrib/auth/validators.py
    gettext_lazy(
        "Enter a valid username. This value may contain only unaccented lowercase a-z and "
        "uppercase A-Z letters, numbers, and @/./+/-/_ characters.",
    ),
    # django/contrib/contenttypes/views.py
    gettext_lazy("Content type %(ct_id)s object %(obj_id)s doesn’t exist"),
    gettext_lazy("%(ct_name)s objects don’t have a get_absolute_url() method"),
    # django/contrib/sessions/apps.py
    gettext_lazy("Sessions"),
    # django-axes (the log-in failures instructors review in the admin) ships no Vietnamese:
    # its models, fields and admin. Its lock-out messages are never shown (the site answers a
    # lock-out with its own page, registration/locked.html).
    gettext_lazy("access attempt"),
    gettext_lazy("access attempts"),
    gettext_lazy("Access Attempt"),
    gettext_lazy("access attempt expiration"),
    gettext_lazy("access attempt expirations"),
    gettext_lazy("access failure"),
    gettext_lazy("access failures"),
    gettext_lazy("access log"),
    gettext_lazy("access logs"),
    gettext_lazy("Access lock out"),
    gettext_lazy("Attempt Remaining"),
    gettext_lazy("Attempt Time"),
    gettext_lazy("Clean up expired attempts"),
    gettext_lazy("Expires At"),
    gettext_lazy("Failed Logins"),
    gettext_lazy("Form Data"),
    gettext_lazy("GET Data"),
    gettext_lazy("HTTP Accept"),
    gettext_lazy("IP Address"),
    gettext_lazy("Locked Out"),
    gettext_lazy("Logout Time"),
    gettext_lazy("Meta Data"),
    gettext_lazy("Not set"),
    gettext_lazy("Path"),
    gettext_lazy("POST Data"),
    gettext_lazy("Session key hash (sha256)"),
    gettext_lazy("The time when access attempt expires and is no longer valid."),
    gettext_lazy("User Agent"),
)
