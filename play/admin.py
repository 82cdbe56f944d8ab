"""The playable tables in the admin: read-only records of what trainees played."""

from __future__ import annotations

from django.contrib import admin
from django.db.models import Model
from django.http import HttpRequest

from play.models import Box, BoxRound, BoxTable, HoldemMatch, LedgerEntry


class RecordAdmin(admin.ModelAdmin):
    """What a trainee played is a record: looked at, never edited from the admin (the
    balance must stay the sum of its ledger). Only the site's owner may delete, to erase
    a trainee's account with everything it recorded."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return request.user.is_superuser


@admin.register(HoldemMatch)
class HoldemMatchAdmin(RecordAdmin):
    list_display = ("user", "hands_played", "created_at", "updated_at")
    list_select_related = ("user",)
    search_fields = ("user__username",)
    date_hierarchy = "updated_at"
    exclude = ("state",)


class LedgerEntryInline(admin.TabularInline):
    model = LedgerEntry
    fields = ("created_at", "reason", "box", "amount", "balance_after")
    readonly_fields = fields
    extra = 0
    can_delete = False
    ordering = ("-pk",)

    def has_add_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False


@admin.register(BoxTable)
class BoxTableAdmin(RecordAdmin):
    list_display = ("user", "balance", "created_at")
    list_select_related = ("user",)
    search_fields = ("user__username",)
    date_hierarchy = "created_at"
    inlines = [LedgerEntryInline]


@admin.register(LedgerEntry)
class LedgerEntryAdmin(RecordAdmin):
    list_display = ("created_at", "table", "reason", "box", "amount", "balance_after")
    list_filter = ("reason", "created_at")
    list_select_related = ("table__user",)
    search_fields = ("table__user__username",)
    date_hierarchy = "created_at"


class BoxInline(admin.TabularInline):
    model = Box
    extra = 0
    can_delete = False

    def has_add_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Model | None = None) -> bool:
        return False


@admin.register(BoxRound)
class BoxRoundAdmin(RecordAdmin):
    list_display = ("created_at", "table", "status")
    list_filter = ("status", "created_at")
    list_select_related = ("table__user",)
    search_fields = ("table__user__username",)
    date_hierarchy = "created_at"
    exclude = ("rules",)
    inlines = [BoxInline]
