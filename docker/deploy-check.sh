#!/usr/bin/env bash
# Runs the deployment as docker/Dockerfile and docker/compose.yml describe it, with the same commands
# but without Docker: a PostgreSQL 15 of its own, the build stage, the runtime stage (production
# dependencies only), the container's start command and health check, a data import, an admin
# sign-in, and a graceful stop. Everything happens in a temporary folder, on 127.0.0.1, and stops by
# itself (each wait is bounded). Usage: npm run deploy:check
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
work=$(mktemp -d /tmp/deploy-check.XXXXXX)
chmod 755 "$work"
app_port=${DEPLOY_CHECK_PORT:-3388}
db_port=${DEPLOY_CHECK_DB_PORT:-5488}
app_pid=""

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$pg_bin/pg_ctl" ] || { echo "PostgreSQL server binaries are needed (apt-get install postgresql-15)"; exit 1; }
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
  as_postgres "$pg_bin/pg_ctl" -D "$work/pg" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

step() { echo; echo "== $*"; }
wait_for() { # wait_for SECONDS DESCRIPTION COMMAND...
  local seconds=$1 what=$2; shift 2
  for _ in $(seq 1 $((seconds * 4))); do "$@" >/dev/null 2>&1 && return 0; sleep 0.25; done
  echo "FAILED: $what within $seconds s"; [ -f "$work/app.log" ] && tail -20 "$work/app.log"; exit 1
}

step "PostgreSQL (compose's db service)"
mkdir -p "$work/pg" && [ "$(id -u)" = 0 ] && chown postgres "$work/pg"
as_postgres "$pg_bin/initdb" -D "$work/pg" -U postgres -A trust --no-sync -E UTF8 --locale=C >/dev/null
as_postgres "$pg_bin/pg_ctl" -D "$work/pg" -w -l "$work/pg/log" start -o "-p $db_port -c listen_addresses=127.0.0.1 -k $work/pg" >/dev/null
# As the postgres image makes POSTGRES_USER: a superuser (the migrations create extensions).
as_postgres "$pg_bin/psql" -h 127.0.0.1 -p "$db_port" -U postgres -qc "create role directory login superuser password 'deploy-check'"
as_postgres "$pg_bin/psql" -h 127.0.0.1 -p "$db_port" -U postgres -qc "create database directory owner directory"
"$pg_bin/pg_isready" -h 127.0.0.1 -p "$db_port" -U directory -d directory

step "Build stage: npm ci --ignore-scripts && npm run build"
mkdir -p "$work/build"
# The build context, as .dockerignore leaves it: the committed sources.
git archive HEAD | tar -x -C "$work/build"
(cd "$work/build" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --ignore-scripts --no-audit --no-fund --loglevel=error && npm run build --silent >/dev/null)

step "Runtime stage: npm ci --omit=dev --workspace backend --ignore-scripts"
mkdir -p "$work/app/backend" "$work/app/frontend/src/content" "$work/app/e2e"
cp "$work/build/package.json" "$work/build/package-lock.json" "$work/build/.npmrc" "$work/app/"
cp "$work/build/backend/package.json" "$work/app/backend/"
cp "$work/build/frontend/package.json" "$work/app/frontend/"
cp "$work/build/e2e/package.json" "$work/app/e2e/"
(cd "$work/app" && NODE_ENV=production npm ci --omit=dev --workspace backend --ignore-scripts --no-audit --no-fund --loglevel=error)
cp -r "$work/build/backend/dist" "$work/app/backend/dist"
cp -r "$work/build/frontend/dist" "$work/app/frontend/dist"
cp -r "$work/build/frontend/dist-server" "$work/app/frontend/dist-server"
cp -r "$work/build/frontend/src/content/states" "$work/app/frontend/src/content/states"
for dev in typescript vite jest @playwright/test @nestjs/cli; do
  [ ! -e "$work/app/node_modules/$dev" ] || { echo "FAILED: the runtime has the development dependency $dev"; exit 1; }
done
echo "production dependencies only: $(du -sh "$work/app/node_modules" | cut -f1)"
# Owners' photos are re-encoded by sharp, whose prebuilt binary comes without an install script.
(cd "$work/app/backend" && node -e "require('sharp')({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).webp().toBuffer().then(() => console.log('sharp encodes WebP'))") ||
  { echo "FAILED: sharp does not load in the runtime"; exit 1; }

step "Admin password hash (npm run admin-password-hash)"
hash=$(cd "$work/app" && printf 'deploy-check-admin-password\n' | node backend/dist/admin/admin-password-hash.cli.js)
echo "$hash" | grep -Eq '^\$2b\$12\$' || { echo "FAILED: no bcrypt hash"; exit 1; }

step "Start, as the container does (migrations, then listen)"
export NODE_ENV=production PORT=$app_port HOST=127.0.0.1 SITE_URL="http://127.0.0.1:$app_port" \
  DATABASE_URL="postgresql://directory:deploy-check@127.0.0.1:$db_port/directory" ADMIN_PASSWORD_HASH="$hash" \
  TRUST_PROXY="loopback, uniquelocal" LOG_LEVEL=log
(cd "$work/app" && exec node backend/dist/main.js > "$work/app.log" 2>&1) &
app_pid=$!
wait_for 90 "readiness" curl -sf "http://127.0.0.1:$app_port/api/health/ready"
echo "ready: $(curl -s "http://127.0.0.1:$app_port/api/health/ready")"
(cd "$work/app" && PORT=$app_port node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))")
echo "the image's health check passes"
grep -q '"msg":"Applied migrations' "$work/app.log" || { echo "FAILED: no migrations applied at start"; exit 1; }

step "Load data (npm run import)"
(cd "$work/app" && node backend/dist/database/import/import.cli.js backend/dist/database/sample-data/sample-stores.csv.gz)
curl -sf "http://127.0.0.1:$app_port/api/stats"; echo

step "The site answers"
for path in / /texas /api/states /robots.txt /api/docs; do
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$app_port$path")
  echo "$path $code"; [ "$code" = 200 ] || { echo "FAILED: $path answered $code"; exit 1; }
done
# Each body is read whole before grep looks: `grep -q` stops at the first match, and the writer it
# leaves behind fails the pipeline (pipefail) when the page is larger than the pipe.
texas=$(curl -sf "http://127.0.0.1:$app_port/texas") || { echo "FAILED: /texas did not answer"; exit 1; }
grep -q 'Why Shop Consignment in Texas' <<<"$texas" || { echo "FAILED: /texas was not rendered on the server"; exit 1; }
echo "/texas arrives rendered (its guide is in the HTML)"
docs=$(curl -sf "http://127.0.0.1:$app_port/api/docs") || { echo "FAILED: /api/docs did not answer"; exit 1; }
grep -q '"name":"query","required":false,"in":"query"' <<<"$docs" \
  || { echo "FAILED: the OpenAPI document lacks the search parameters"; exit 1; }
echo "/api/docs describes the search parameters"
wait_for 60 "the first sitemap" curl -sf -o /dev/null "http://127.0.0.1:$app_port/sitemap.xml"
echo "/sitemap.xml 200"
code=$(curl -s -o /dev/null -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
  -d '{"password":"deploy-check-admin-password"}' "http://127.0.0.1:$app_port/api/admin/sign-in")
echo "admin sign-in $code"; [ "$code" = 204 ] || { echo "FAILED: admin sign-in answered $code"; exit 1; }

step "Graceful stop (SIGTERM, as docker stop sends)"
kill -TERM "$app_pid"
for _ in $(seq 1 120); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.25; done
if kill -0 "$app_pid" 2>/dev/null; then echo "FAILED: still running 30 s after SIGTERM"; exit 1; fi
wait "$app_pid" && status=0 || status=$?
app_pid=""
echo "exit status $status"; [ "$status" = 0 ] || { tail -20 "$work/app.log"; exit 1; }
grep -q '"msg":"Stopped"' "$work/app.log" || { echo "FAILED: no orderly stop in the log"; exit 1; }

echo
echo "Deployment check passed."
