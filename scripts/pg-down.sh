#!/usr/bin/env bash
# Undoes scripts/pg-up.sh: drops the test database (and any database named after it, such as the
# per-file databases the server tests make, `<name>_…`) on a shared server, or stops and deletes the
# throwaway server. Takes the state folder pg-up printed, or reads PG_STATE. Safe to run twice.
set -uo pipefail

STATE=${1:-${PG_STATE:-}}
log() { echo "pg-down: $*" >&2; }
[ -n "$STATE" ] || { log "no state folder given and PG_STATE is not set"; exit 1; }
[ -f "$STATE/state" ] || { log "nothing to do: $STATE/state does not exist"; rm -rf "$STATE"; exit 0; }

# The state file holds only values pg-up wrote with printf %q.
# shellcheck disable=SC1091
source "$STATE/state"
rc=0

case "${MODE:-}" in
  shared)
    export PGCONNECT_TIMEOUT=5
    psql_() { "$PSQL" -X -q -w -v ON_ERROR_STOP=1 -h "$HOST" -p "$PORT" -U "$PG_USER" -d postgres -Atc "$1"; }
    # Escape _ so LIKE matches it literally.
    pattern="$(printf '%s' "$DB" | sed 's/_/\\_/g')\\_%"
    names=$(psql_ "select datname from pg_database where datname = '$DB' or datname like '$pattern'") || rc=1
    for name in $names; do
      psql_ "drop database if exists \"$name\" with (force)" || rc=1
    done
    [ "$rc" = 0 ] && log "dropped $(echo $names | wc -w) database(s) on $HOST:$PORT ($DB)"
    ;;
  local)
    RUN=()
    [ "$(id -u)" = 0 ] && RUN=(runuser -u postgres --)
    if [ -f "$BASE/data/postmaster.pid" ]; then
      "${RUN[@]}" "$PGBIN/pg_ctl" -D "$BASE/data" -m fast -w -t 30 stop >/dev/null ||
        "${RUN[@]}" "$PGBIN/pg_ctl" -D "$BASE/data" -m immediate -w stop >/dev/null || rc=1
    fi
    [ "$rc" = 0 ] && log "stopped the throwaway server in $BASE"
    ;;
  *)
    log "unknown state in $STATE/state"
    rc=1
    ;;
esac

[ "$rc" = 0 ] && rm -rf "$STATE"
exit "$rc"
