"""The return tables computed once by ``manage.py edge`` (minutes of work) and shipped in
paytables/data/analysis/, so a fresh database shows every variant's house edge at once.
Each carries the rules it was computed for; the pages say when a variant's rules differ."""

from __future__ import annotations

import json
from pathlib import Path

from django.db import migrations

DATA = Path(__file__).resolve().parent.parent / "data" / "analysis"


def load(apps, schema_editor):
    Variant = apps.get_model("paytables", "Variant")
    VariantAnalysis = apps.get_model("paytables", "VariantAnalysis")
    for path in sorted(DATA.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        variant = Variant.objects.filter(slug=path.stem).first()
        if variant is not None:
            VariantAnalysis.objects.update_or_create(
                variant=variant, defaults={"rules": data["rules"], "table": data["table"]}
            )


def unload(apps, schema_editor):
    apps.get_model("paytables", "VariantAnalysis").objects.all().delete()


class Migration(migrations.Migration):
    dependencies = [("paytables", "0003_variant_analysis")]

    operations = [migrations.RunPython(load, unload)]
