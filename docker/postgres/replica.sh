#!/usr/bin/env bash
# The streaming replica of docker/compose.scale.yml, run as the postgres user: on its first start, a
# copy of the primary's data (pg_basebackup, which also writes standby.signal and how to reach the
# primary), then PostgreSQL, replaying the primary's log as it comes.
set -euo pipefail
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h db -U directory -d directory; do sleep 1; done
  pg_basebackup -h db -U directory -D "$PGDATA" -R -X stream
  chmod 700 "$PGDATA"
fi
exec postgres
