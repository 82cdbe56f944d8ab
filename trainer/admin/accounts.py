"""The accounts in the admin (Django's user admin, narrowed): an instructor who is not a
superuser sees the trainees he reviews (``trainer.reach``) and himself, and no one else;
every page of another account (change, history, delete, password) is not found for him. He
never grants an account staff status, superuser status, groups or permissions (those
fields are read-only to him), and never sets a password here: a trainee who forgot his
gets a temporary one from the Trainees page, which expires and must be replaced. A password
a superuser sets here spends any temporary one. Whoever may change an account here may set
the name its certificates print and its title (``trainer.models.Profile``), checked as the
sign-up form checks them.
"""

from __future__ import annotations

from django import forms
from django.contrib import admin
from django.contrib.admin.utils import unquote
from django.contrib.auth.admin import UserAdmin
from django.contrib.auth.models import User
from django.core.exceptions import PermissionDenied
from django.db.models import Model, Q, QuerySet
from django.http import Http404, HttpRequest, HttpResponse

from trainer.forms import FullNameField
from trainer.models import Profile
from trainer.reach import trainees_reviewed
from trainer.services import temporary_password_clear

# What only a superuser changes: who is staff, and what an account may do.
GRANTS = ("is_active", "is_staff", "is_superuser", "groups", "user_permissions")


class ProfileForm(forms.ModelForm):
    full_name = FullNameField()

    class Meta:
        model = Profile
        fields = ("full_name", "title")


class ProfileInline(admin.StackedInline):
    """The name certificates print, and a signer's title, on the account's page."""

    model = Profile
    form = ProfileForm
    can_delete = False
    max_num = 1


class AccountAdmin(UserAdmin):
    inlines = (ProfileInline,)

    def get_queryset(self, request: HttpRequest) -> QuerySet[User]:
        accounts = super().get_queryset(request)
        if request.user.is_superuser:
            return accounts
        reviewed = trainees_reviewed(user=request.user)
        trainees = Q(is_staff=False, is_superuser=False)
        if reviewed is not None:
            trainees &= Q(pk__in=reviewed)
        return accounts.filter(trainees | Q(pk=request.user.pk))

    def get_object(
        self, request: HttpRequest, object_id: str, from_field: str | None = None
    ) -> User:
        # The admin answers an account outside the queryset with a redirect to its index
        # ("perhaps it was deleted?"); out of reach is simply not found, on every page.
        account = super().get_object(request, object_id, from_field)
        if account is None:
            raise Http404
        return account

    def get_readonly_fields(self, request: HttpRequest, obj: Model | None = None) -> tuple:
        readonly = tuple(super().get_readonly_fields(request, obj))
        if request.user.is_superuser or obj is None:
            return readonly
        return (*readonly, *GRANTS)

    def user_change_password(
        self, request: HttpRequest, id: str, form_url: str = ""
    ) -> HttpResponse:
        if not request.user.is_superuser:
            raise PermissionDenied
        account = self.get_object(request, unquote(id))
        before = account.password
        response = super().user_change_password(request, id, form_url)
        account.refresh_from_db(fields=["password"])
        if account.password != before:
            # His password is now the one the superuser set: an instructor's temporary one
            # no longer is (nor its expiry, which would refuse the new one).
            temporary_password_clear(user=account)
        return response


admin.site.unregister(User)
admin.site.register(User, AccountAdmin)
