#!/usr/bin/env bash
# Make sure a PostgreSQL server answers on 127.0.0.1:5432 and that user "postgres"
# can log in over TCP with password "postgres", as the PostgreSQL test run expects.
# Starts an installed cluster, or installs Debian's postgresql when there is none.
set -euo pipefail

HOST=127.0.0.1
PORT=5432

is_ready() {
    pg_isready -q -h "$HOST" -p "$PORT"
}

wait_until_ready() {
    for _ in $(seq 1 60); do
        if is_ready; then
            return 0
        fi
        sleep 1
    done
    echo "ensure-postgres: PostgreSQL did not become ready on $HOST:$PORT" >&2
    exit 1
}

latest_cluster_version() {
    # /etc/postgresql/<version>/main: pick the newest version present.
    find /etc/postgresql -mindepth 2 -maxdepth 2 -type d -name main 2>/dev/null \
        | awk -F/ '{print $4}' | sort -V | tail -n 1
}

start_cluster() {
    local version
    version="$(latest_cluster_version)"
    echo "ensure-postgres: starting PostgreSQL $version cluster main"
    pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
    wait_until_ready
}

if command -v pg_isready >/dev/null 2>&1 && is_ready; then
    echo "ensure-postgres: PostgreSQL is ready on $HOST:$PORT"
elif compgen -G "/etc/postgresql/*/main" >/dev/null; then
    start_cluster
else
    echo "ensure-postgres: installing PostgreSQL"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y postgresql
    # The package may already have started the cluster; start it if not.
    if ! is_ready; then
        start_cluster
    fi
fi

if ! PGPASSWORD=postgres psql -h "$HOST" -p "$PORT" -U postgres -tAc 'select 1' >/dev/null 2>&1; then
    echo "ensure-postgres: setting the password of user postgres"
    # Over the local socket user postgres logs in by peer authentication.
    su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'postgres'\""
fi

if ! PGPASSWORD=postgres psql -h "$HOST" -p "$PORT" -U postgres -tAc \
    "select 1 from pg_database where datname = 'croupier'" | grep -q 1; then
    echo "ensure-postgres: creating database croupier"
    PGPASSWORD=postgres createdb -h "$HOST" -p "$PORT" -U postgres croupier
fi
