#!/usr/bin/env bash
# Everything CI checks, in the order CI checks it (`npm run test:all`; .ci/run adds only the installs):
# the Node version, npm audit of what ships, lint, typecheck, build, the unit and HTTP tests on the embedded database (PGlite), the server tests
# again on a real PostgreSQL (scripts/pg-up.sh), then the browser journeys. Every step runs even when
# an earlier one failed; the last line printed is `N passed, N failed, N skipped` from
# scripts/test-summary.mjs, and the exit code is non-zero when anything failed or did not run.
# Reports: reports/<suite>.json (architecture, domain, web, server-pglite, server-pg, e2e).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
REPORTS=$ROOT/reports
rm -rf "$REPORTS" "$ROOT/test-results"
mkdir -p "$REPORTS"

# npm warns about the machine's `nodedir` user config on every call; errors still show.
export npm_config_loglevel=error
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ "${CI:-}" = true ]; then export NO_COLOR=1 FORCE_COLOR=0; fi
# The PostgreSQL run gets its own database from pg-up; everything else runs on PGlite.
unset DATABASE_URL PG_STATE

checks=()
reports=()

section() { printf '\n=== %s ===\n' "$1"; }

# check NAME COMMAND…: a step without a test report.
check() {
  local name=$1 rc=0
  shift
  section "$name"
  "$@" || rc=$?
  checks+=(--check "$name=$rc")
}

# suite NAME WORKSPACE: one workspace's vitest run, writing reports/NAME.json.
suite() {
  local name=$1 workspace=$2 rc=0
  section "$name"
  # The log beside the report lets the summary name an error that happened outside any test.
  npm test -w "$workspace" -- --reporter=default --reporter=json --outputFile.json="$REPORTS/$name.json" 2>&1 |
    tee "$REPORTS/$name.log" || rc=$?
  reports+=("$REPORTS/$name.json=$rc")
}

# Whatever happens, leave no database or PostgreSQL server behind, and print nothing after the summary.
trap 'if [ -n "${PG_STATE:-}" ]; then bash scripts/pg-down.sh "$PG_STATE" >/dev/null 2>&1 || true; fi' EXIT

# Biome writes colour codes even into a log file unless told otherwise.
lint_args=()
[ -t 1 ] || lint_args=(-- --colors=off)
check node node scripts/check-node.mjs
check audit node scripts/audit.mjs
check lint npm run lint "${lint_args[@]}"
check typecheck npm run typecheck
check build npm run build

suite architecture @seabook/architecture
suite domain @seabook/domain
suite web @seabook/web
suite server-pglite @seabook/server

section "PostgreSQL"
if source scripts/pg-up.sh; then
  suite server-pg @seabook/server
  bash scripts/pg-down.sh "$PG_STATE" || true
  unset DATABASE_URL PG_STATE
else
  echo "No PostgreSQL could be provided; the server-pg suite did not run."
  reports+=("$REPORTS/server-pg.json=1")
fi

section "e2e"
rc=0
PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/e2e.json" npm run e2e || rc=$?
reports+=("$REPORTS/e2e.json=$rc")

echo
rc=0
node scripts/test-summary.mjs "${checks[@]}" "${reports[@]}" || rc=$?
exit "$rc"
