#!/usr/bin/env bash
# Back up the PostgreSQL database of DATABASE_URL: scripts/backup.sh [DIR]
#
# Writes DIR/croupier-<UTC time>.dump in pg_dump's custom format (compressed; restored with
# scripts/restore.sh, table by table if need be) and prints its path. pg_dump reads one
# consistent snapshot, so the site keeps serving while it runs. A dump is written under a
# temporary name and renamed when complete: a file named .dump is always a whole one.
# Keeps the newest BACKUP_KEEP dumps of DIR (default 30) and deletes older ones; see the
# README ("Backups") for where to copy them and how long to keep them.
set -euo pipefail

: "${DATABASE_URL:?set DATABASE_URL to the database to back up (postgres://user:pass@host:5432/name)}"
dir=${1:-${BACKUP_DIR:-backups}}
keep=${BACKUP_KEEP:-30}

mkdir -p "$dir"
file="$dir/croupier-$(date -u +%Y%m%dT%H%M%SZ).dump"
trap 'rm -f "$file.part"' EXIT
pg_dump --format=custom --no-owner --no-privileges --file="$file.part" "$DATABASE_URL"
mv "$file.part" "$file"
trap - EXIT

# Oldest first by name (the names sort by time); delete all but the newest $keep.
mapfile -t dumps < <(find "$dir" -maxdepth 1 -name 'croupier-*.dump' | sort)
excess=$(( ${#dumps[@]} - keep ))
for (( i = 0; i < excess; i++ )); do
    rm -f -- "${dumps[$i]}"
done
echo "$file"
