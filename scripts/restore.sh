#!/usr/bin/env bash
# Restore a dump of scripts/backup.sh into the database of DATABASE_URL: scripts/restore.sh FILE
#
# The database must exist and be empty (createdb NAME first): restoring over a live
# database would mix two states, so a table that already exists stops the restore. It runs
# in one transaction: either everything is restored or nothing is. Afterwards point the app
# at the restored database and run `manage.py migrate` (a no-op when the code matches).
set -euo pipefail

file=${1:?usage: scripts/restore.sh DUMP}
: "${DATABASE_URL:?set DATABASE_URL to the empty database to restore into}"
[ -f "$file" ] || { echo "restore: no such dump: $file" >&2; exit 2; }

pg_restore --exit-on-error --single-transaction --no-owner --no-privileges \
    --dbname="$DATABASE_URL" "$file"
echo "restored $file"
