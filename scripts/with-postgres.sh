#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: initdb into a temporary directory, start it on
# a free port, create a database, export DATABASE_URL, run "$@", then stop the cluster and remove it.
#   bash scripts/with-postgres.sh vitest run --project server     (what `npm run test:pg` does)
#   PG_FSYNC=on bash scripts/with-postgres.sh npm run bench        (commits wait for the disk, as in production)
#   PG_SETTINGS="commit_delay=200 commit_siblings=5" bash scripts/with-postgres.sh …   (any server settings, -c each)
# The cluster runs with fsync=off unless PG_FSYNC=on: tests throw their data away, so waiting for the disk
# would only slow them; a benchmark of writes wants the real cost of a commit.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [arguments…]   (runs the command with DATABASE_URL set to a throwaway PostgreSQL)" >&2
  exit 2
fi

# The newest installed server, e.g. /usr/lib/postgresql/15/bin (Debian's layout).
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ] || [ ! -x "$PGBIN/pg_ctl" ]; then
  cat >&2 <<'MESSAGE'
with-postgres.sh: no PostgreSQL server binaries found in /usr/lib/postgresql/*/bin.
Install them (Debian/Ubuntu: apt-get install -y postgresql) to run the API suite on PostgreSQL.
`npm test` does not need them: it runs the same suite on the embedded PGlite.
MESSAGE
  exit 1
fi

# PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` system user.
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  AS=(runuser -u postgres --)
else
  AS=()
fi

case "${PG_FSYNC:-off}" in
  on | off) FSYNC="${PG_FSYNC:-off}" ;;
  *) echo "with-postgres.sh: PG_FSYNC must be on or off, not '$PG_FSYNC'." >&2; exit 2 ;;
esac

PGTMP=$(mktemp -d /tmp/pgtest.XXXXXX)
chmod 755 "$PGTMP"
[ "$(id -u)" -eq 0 ] && chown postgres "$PGTMP"

cleanup() {
  if [ -f "$PGTMP/data/postmaster.pid" ]; then
    "${AS[@]}" "$PGBIN/pg_ctl" -D "$PGTMP/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PGTMP"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Extra server settings, name=value separated by spaces, each passed as -c (a benchmark's experiments).
EXTRA_SETTINGS=""
for setting in ${PG_SETTINGS:-}; do
  case "$setting" in
    *=*) EXTRA_SETTINGS="$EXTRA_SETTINGS -c $setting" ;;
    *) echo "with-postgres.sh: PG_SETTINGS takes name=value pairs, not '$setting'." >&2; exit 2 ;;
  esac
done

PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

"${AS[@]}" "$PGBIN/initdb" -D "$PGTMP/data" -U app --auth=trust --encoding=UTF8 --locale=C.UTF-8 --no-sync >"$PGTMP/initdb.log" 2>&1 ||
  { cat "$PGTMP/initdb.log" >&2; exit 1; }
"${AS[@]}" "$PGBIN/pg_ctl" -D "$PGTMP/data" -l "$PGTMP/log" -w -t 30 \
  -o "-p $PORT -k $PGTMP -c listen_addresses=127.0.0.1 -c fsync=$FSYNC -c max_connections=200$EXTRA_SETTINGS" start >/dev/null ||
  { cat "$PGTMP/log" >&2; exit 1; }
"${AS[@]}" "$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U app app_test

export DATABASE_URL="postgres://app@127.0.0.1:$PORT/app_test"
echo "with-postgres.sh: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') at $DATABASE_URL (fsync=$FSYNC${PG_SETTINGS:+, $PG_SETTINGS})" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
