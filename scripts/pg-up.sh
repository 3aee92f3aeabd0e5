#!/usr/bin/env bash
# Provides a fresh, empty PostgreSQL database for a test run and exports DATABASE_URL.
#
#   source scripts/pg-up.sh        # exports DATABASE_URL and PG_STATE into the calling shell
#   eval "$(bash scripts/pg-up.sh)"  # the same, for callers that prefer not to source
#   bash scripts/pg-down.sh        # drops the database / stops the throwaway server (reads PG_STATE)
#
# 1. When a PostgreSQL answers at PG_UP_HOST:PG_UP_PORT (default 127.0.0.1:5432) as PG_UP_USER (default
#    postgres) without a password, it creates a database `seabook_ci_<random>` there.
# 2. Otherwise it starts a throwaway server from the machine's binaries (/usr/lib/postgresql/*/bin, or
#    PGBIN) on a free port under a temporary folder, running as user postgres when we are root, and
#    creates the same kind of database in it.
# Either way the user in the URL may CREATE DATABASE, so test files can make their own databases.
# Progress goes to stderr; stdout carries only the `export` lines.

if (return 0 2>/dev/null); then
  # Sourced: run the real work in a child bash so our `set -e` never touches the caller's shell.
  if _pg_up_out=$(bash "${BASH_SOURCE[0]}" "$@"); then
    eval "$_pg_up_out"
    unset _pg_up_out
    return 0
  fi
  unset _pg_up_out
  return 1
fi

set -euo pipefail

HOST=${PG_UP_HOST:-127.0.0.1}
PORT=${PG_UP_PORT:-5432}
USER_NAME=${PG_UP_USER:-postgres}
PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)}
export PGCONNECT_TIMEOUT=3

log() { echo "pg-up: $*" >&2; }

if [ -n "$PGBIN" ] && [ -x "$PGBIN/psql" ]; then PSQL=$PGBIN/psql; else PSQL=$(command -v psql || true); fi
[ -n "$PSQL" ] || { log "no psql found (install postgresql-client or set PGBIN)"; exit 1; }

DB="seabook_ci_$(od -An -N5 -tx1 /dev/urandom | tr -d ' \n')"
# /tmp rather than TMPDIR: the postgres user must be able to reach the folder.
STATE=$(mktemp -d "${PG_UP_BASE:-/tmp}/seabook-pg-XXXXXX")
STARTED=0

# On any failure: show why, stop what we started and leave nothing behind.
fail() {
  log "$1"
  if [ -n "${2:-}" ] && [ -f "$2" ]; then tail -n 15 "$2" | sed 's/^/pg-up:   /' >&2 || true; fi
  if [ "$STARTED" = 1 ]; then "${RUN[@]}" "$PGBIN/pg_ctl" -D "$STATE/data" -m immediate -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$STATE"
  exit 1
}
RUN=()

sql() { # sql HOST PORT DBNAME STATEMENT
  "$PSQL" -X -q -w -v ON_ERROR_STOP=1 -h "$1" -p "$2" -U "$USER_NAME" -d "$3" -Atc "$4"
}

# 1. A server that already answers.
if sql "$HOST" "$PORT" postgres 'select 1' >/dev/null 2>&1 &&
  sql "$HOST" "$PORT" postgres "create database \"$DB\"" >/dev/null 2>"$STATE/create.log"; then
  URL="postgres://$USER_NAME@$HOST:$PORT/$DB"
  printf 'MODE=shared\nHOST=%q\nPORT=%q\nPG_USER=%q\nDB=%q\nPSQL=%q\n' "$HOST" "$PORT" "$USER_NAME" "$DB" "$PSQL" >"$STATE/state"
  log "database $DB created on the server at $HOST:$PORT"
else
  # 2. A throwaway server of our own.
  [ -n "$PGBIN" ] && [ -x "$PGBIN/initdb" ] ||
    fail "no PostgreSQL answers at $HOST:$PORT and no server binaries under /usr/lib/postgresql/*/bin (set PGBIN)"
  if [ -s "$STATE/create.log" ]; then
    log "the server at $HOST:$PORT refused to create a database: $(head -n 1 "$STATE/create.log")"
  fi
  log "no usable PostgreSQL at $HOST:$PORT; starting a throwaway server from $PGBIN"
  USER_NAME=postgres
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
    RUN=(runuser -u postgres --)
  fi
  mkdir -p "$STATE/sock"
  chmod 755 "$STATE"
  if [ "$(id -u)" = 0 ]; then chown -R postgres: "$STATE"; fi
  PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  HOST=127.0.0.1
  "${RUN[@]}" "$PGBIN/initdb" -D "$STATE/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$STATE/initdb.log" 2>&1 ||
    fail "initdb failed" "$STATE/initdb.log"
  STARTED=1
  "${RUN[@]}" "$PGBIN/pg_ctl" -D "$STATE/data" -l "$STATE/server.log" -w -t 30 start \
    -o "-p $PORT -k $STATE/sock -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    >/dev/null 2>&1 || fail "the throwaway server did not start" "$STATE/server.log"
  sql "$HOST" "$PORT" postgres "create database \"$DB\"" >/dev/null || fail "could not create $DB"
  printf 'MODE=local\nBASE=%q\nPGBIN=%q\n' "$STATE" "$PGBIN" >"$STATE/state"
  URL="postgres://postgres@$HOST:$PORT/$DB"
  log "throwaway server on $HOST:$PORT (data in $STATE/data), database $DB created"
fi

printf 'export DATABASE_URL=%q PG_STATE=%q\n' "$URL" "$STATE"
