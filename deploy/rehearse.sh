#!/usr/bin/env bash
# The production steps of deploy/compose.yaml, run without Docker (none runs on the build machines):
#   1. build the UI and the server (npm run build) in this checkout;
#   2. `npm ci --omit=dev` into a clean folder with package.json, the lockfile and dist/ — what the
#      image's last stage holds (the npm cache is warm, so it works offline);
#   3. an unprivileged user (useradd when missing) that runs the server, as the image's `node` does;
#   4. PostgreSQL: a fresh database on REHEARSE_DATABASE_URL's server (or TEST_DATABASE_URL's), else
#      a throwaway cluster started here as .ci/run does;
#   5. the S3 store: s3rver (a devDependency, so run from this checkout's node_modules);
#   6. `migrate`, then the server with SERVER_PROCESSES=2, NODE_ENV=production, behind
#   7. Caddy with deploy/Caddyfile itself (its own CA instead of ACME, loopback ports);
#   8. deploy/rehearse-checks.mjs: sign-up, media upload into S3, publish, the page over HTTPS by its
#      domain name, HTTP → HTTPS, a lead, a refused certificate.
# Needs root for useradd/runuser (as CI has); run by another user it runs everything as itself.
# REHEARSE_KEEP=1 keeps the work folder; REHEARSE_SKIP_BUILD=1 uses the dist/ already built.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d /tmp/rehearse.XXXXXX)
chmod 755 "$WORK"
APP_USER=${REHEARSE_USER:-landing}
PIDS=()
PG_BIN=""
DB_ADMIN_URL=""
DB_NAME=""

step() { printf '\n=== %s (%ss)\n' "$1" "$SECONDS"; }
free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
as_app() { if [ "$(id -u)" = 0 ]; then runuser -u "$APP_USER" -- "$@"; else "$@"; fi; }
sql() { (cd "$ROOT" && node -e "const {Client}=require('pg');const c=new Client(process.argv[1]);c.connect().then(()=>c.query(process.argv[2])).then(()=>c.end(),(e)=>{console.error(e.message);process.exit(1)})" "$1" "$2"); }

cleanup() {
  local code=$?
  # Caddy first, then the app (SIGTERM: it finishes what is in flight), then the S3 store.
  for ((i=${#PIDS[@]}-1; i>=0; i--)); do kill "${PIDS[$i]}" 2>/dev/null || true; wait "${PIDS[$i]}" 2>/dev/null || true; done
  if [ -n "$DB_NAME" ]; then sql "$DB_ADMIN_URL" "DROP DATABASE IF EXISTS $DB_NAME" || true; fi
  if [ -n "$PG_BIN" ]; then runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$WORK/pg/data" -m immediate stop >/dev/null 2>&1 || true; fi
  if [ $code -ne 0 ]; then
    echo "--- app log"; tail -n 40 "$WORK/app.log" 2>/dev/null || true
    echo "--- caddy log"; tail -n 20 "$WORK/caddy.log" 2>/dev/null || true
  fi
  if [ "${REHEARSE_KEEP:-}" = 1 ]; then echo "kept $WORK"; else rm -rf "$WORK"; fi
  exit $code
}
trap cleanup EXIT

step "build"
if [ "${REHEARSE_SKIP_BUILD:-}" != 1 ] || [ ! -f "$ROOT/dist/server/main.mjs" ]; then (cd "$ROOT" && npm run build --silent); fi

step "production install (npm ci --omit=dev)"
mkdir -p "$WORK/app"
cp "$ROOT/package.json" "$ROOT/package-lock.json" "$WORK/app/"
cp -r "$ROOT/dist" "$WORK/app/dist"
(cd "$WORK/app" && npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error)
for dev in tsx vite esbuild vitest s3rver; do
  if [ -e "$WORK/app/node_modules/$dev" ]; then echo "devDependency $dev is in the production install"; exit 1; fi
done
echo "$(ls "$WORK/app/node_modules" | wc -l) top-level packages, no devDependencies"

step "user"
if [ "$(id -u)" = 0 ]; then
  id "$APP_USER" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$APP_USER"
  echo "the server runs as $APP_USER ($(id -u "$APP_USER"))"
else
  echo "not root: the server runs as $(id -un)"
fi
mkdir -p "$WORK/data"
[ "$(id -u)" = 0 ] && chown "$APP_USER" "$WORK/data"

step "PostgreSQL"
BASE_URL=${REHEARSE_DATABASE_URL:-${TEST_DATABASE_URL:-}}
if [ -n "$BASE_URL" ]; then
  DB_ADMIN_URL=$BASE_URL
  DB_NAME="rehearse_$$"
  sql "$DB_ADMIN_URL" "CREATE DATABASE $DB_NAME"
  DATABASE_URL="${BASE_URL%/*}/$DB_NAME"
else
  for d in /usr/lib/postgresql/*/bin; do [ -x "$d/initdb" ] && PG_BIN="$d"; done
  [ -n "$PG_BIN" ] || { echo "no PostgreSQL server: set REHEARSE_DATABASE_URL or install postgresql"; exit 1; }
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  mkdir -p "$WORK/pg" && chown postgres "$WORK/pg"
  PGPORT=$(free_port)
  runuser -u postgres -- "$PG_BIN/initdb" -D "$WORK/pg/data" --auth=trust -U app >/dev/null
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$WORK/pg/data" -l "$WORK/pg/log" \
    -o "-k $WORK/pg -p $PGPORT -c listen_addresses=127.0.0.1 -c fsync=off" -w start >/dev/null
  runuser -u postgres -- "$PG_BIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U app app
  DATABASE_URL="postgres://app@127.0.0.1:$PGPORT/app"
fi
echo "database: ${DATABASE_URL%%@*}@…/${DATABASE_URL##*/}"

step "S3 store (s3rver)"
S3_PORT=$(free_port)
node "$ROOT/node_modules/s3rver/bin/s3rver.js" -d "$WORK/s3" -a 127.0.0.1 -p "$S3_PORT" --configure-bucket media-bucket --silent &
PIDS+=($!)
for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$S3_PORT/" && break; sleep 0.1; done

APP_PORT=$(free_port)
HTTP_PORT=$(free_port)
HTTPS_PORT=$(free_port)
APP_ENV=(
  NODE_ENV=production PORT="$APP_PORT" HOST=127.0.0.1 DATA_DIR="$WORK/data" DATABASE_URL="$DATABASE_URL"
  SERVER_PROCESSES=2 METRICS_PORT=off LOG_LEVEL=warn
  APP_HOST=app.rehearse.test PUBLIC_URL="https://app.rehearse.test:$HTTPS_PORT" DRAFT_DOMAIN=pages.rehearse.test SERVER_IP=127.0.0.1
  TRUST_PROXY=127.0.0.1 TLS_CHECK_ADDRESS="127.0.0.1:$HTTPS_PORT" TLS_CHECK_DELAYS_MS=500,1000,2000,4000,8000
  S3_ENDPOINT="http://127.0.0.1:$S3_PORT" S3_BUCKET=media-bucket S3_REGION=us-east-1 S3_FORCE_PATH_STYLE=1
  S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER
  PATH="$PATH" HOME="$WORK/data"
)

step "migrate"
cd "$WORK/app"
as_app env -i "${APP_ENV[@]}" node dist/server/migrate.mjs

step "server (SERVER_PROCESSES=2)"
# Started as a simple command (not through a function's subshell), so the pid kept is runuser's
# (or node's), and runuser passes SIGTERM on to the server.
if [ "$(id -u)" = 0 ]; then
  runuser -u "$APP_USER" -- env -i "${APP_ENV[@]}" node "$WORK/app/dist/server/main.mjs" >"$WORK/app.log" 2>&1 &
else
  env -i "${APP_ENV[@]}" node "$WORK/app/dist/server/main.mjs" >"$WORK/app.log" 2>&1 &
fi
PIDS+=($!)
cd "$ROOT"
for i in $(seq 300); do
  [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$APP_PORT/api/ready")" = 200 ] && break
  [ "$i" = 300 ] && { echo "the server was not ready in 60 s"; exit 1; }
  sleep 0.2
done
echo "ready on $APP_PORT; server processes by user (the primary and its 2 workers):"
ps -eo user=,args= | grep -E "^[^ ]+ +(/usr/bin/)?node $WORK/app/dist/server/main.mjs" | awk '{print "  " $1}' | sort | uniq -c

step "Caddy (deploy/Caddyfile, its own CA)"
mkdir -p "$WORK/caddy"
env -i PATH="$PATH" HOME="$WORK/caddy" XDG_DATA_HOME="$WORK/caddy/data" XDG_CONFIG_HOME="$WORK/caddy/config" \
  APP_HOST=app.rehearse.test APP_UPSTREAM="127.0.0.1:$APP_PORT" CADDY_STORAGE="$WORK/caddy/storage" \
  HTTP_PORT="$HTTP_PORT" HTTPS_PORT="$HTTPS_PORT" CADDY_ISSUER=local_certs \
  caddy run --config "$ROOT/deploy/Caddyfile" --adapter caddyfile >"$WORK/caddy.log" 2>&1 &
PIDS+=($!)
ROOT_CA="$WORK/caddy/storage/pki/authorities/local/root.crt"
for i in $(seq 100); do [ -f "$ROOT_CA" ] && curl -s -o /dev/null "http://127.0.0.1:$HTTP_PORT/" && break; [ "$i" = 100 ] && { echo "caddy did not start"; exit 1; }; sleep 0.1; done

step "checks"
HTTPS_PORT=$HTTPS_PORT HTTP_PORT=$HTTP_PORT APP_HOST=app.rehearse.test S3_URL="http://127.0.0.1:$S3_PORT" CADDY_ROOT_CA="$ROOT_CA" \
  node "$ROOT/deploy/rehearse-checks.mjs"

step "done"
