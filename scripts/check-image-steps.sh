#!/usr/bin/env bash
# Checks the container image. Where a container engine runs, it builds the Dockerfile and starts
# the image. Where none can (as in CI here), it says so and performs the Dockerfile's steps itself,
# as an unprivileged user, in a fresh folder:
#   1. the build context: the repository's files that .dockerignore lets through;
#   2. stage "deps": `npm ci --omit=dev` from package.json and package-lock.json alone;
#   3. stage "build": `npm ci` and `npm run build` in the context (--reuse-build: take the build/
#      that `npm run build` just made in this checkout, as CI's `npm test` does, instead);
#   4. stage "runtime": the same files the runtime stage copies, read-only to the app, and an
#      empty DATA_DIR owned by the app's user; the image's ENV and CMD start the server
#      (embedded PostgreSQL included), the HEALTHCHECK command must pass, the built pages must be
#      served, `npm run backup` must write an archive of it, and SIGTERM must stop it with exit
#      code 0 within 10 s, PostgreSQL included.
# Usage: scripts/check-image-steps.sh [--reuse-build]
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
reuse_build=false
[[ "${1:-}" == "--reuse-build" ]] && reuse_build=true
say() { printf 'image check: %s\n' "$*"; }
seconds() { date +%s; }

# The image's own health check, word for word from the Dockerfile, run with the PORT it is given.
healthcheck_script=$(sed -n 's/.*CMD \["node", "-e", "\(.*\)"\]$/\1/p' "$repo/Dockerfile" | grep api/health)
free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

# --- With a container engine: the real image. -------------------------------------------------
engine=""
if command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
  engine=docker
elif command -v podman >/dev/null 2>&1 && podman run --rm --network none --rootfs / /bin/true >/dev/null 2>&1; then
  engine=podman
fi
if [[ -n "$engine" ]]; then
  say "building the image with $engine"
  "$engine" build -t folio:image-check "$repo"
  port=$(free_port)
  container=$("$engine" run -d --init -p "127.0.0.1:$port:3000" -e "PUBLIC_URL=http://127.0.0.1:$port" folio:image-check)
  trap '"$engine" rm -f "$container" >/dev/null 2>&1 || true' EXIT
  for _ in $(seq 1 120); do
    PORT=$port node -e "$healthcheck_script" && break
    sleep 1
  done
  PORT=$port node -e "$healthcheck_script" || { "$engine" logs "$container"; exit 1; }
  "$engine" exec "$container" npm run backup --silent -- --out /data/backups | grep '^Backup written: /data/backups/' ||
    { "$engine" logs "$container"; say "npm run backup wrote no archive"; exit 1; }
  "$engine" stop -t 10 "$container" >/dev/null
  code=$("$engine" inspect --format '{{.State.ExitCode}}' "$container")
  [[ "$code" == 0 ]] || { "$engine" logs "$container"; say "the container exited with $code after SIGTERM"; exit 1; }
  say "the image builds, answers its health check, takes a backup and stops cleanly on SIGTERM ($engine)"
  exit 0
fi
say "no container engine can run here (docker has no daemon; podman is missing or cannot start containers), so the image is not built; performing the Dockerfile's steps without one, as an unprivileged user"

# --- Without one: the Dockerfile's steps, by hand. ---------------------------------------------
work=$(mktemp -d /tmp/folio-image-check.XXXXXX)
chmod 755 "$work"
server_pid=""
cleanup() {
  # Only the server this script started: its own process group (node and its PostgreSQL).
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then kill -KILL -- "-$server_pid" 2>/dev/null || true; fi
  chmod -R u+w "$work" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/home" "$work/npm-cache"

# The app's user: `nobody` when run as root (the image runs as its `node` user), else this one.
# Each command runs with a clean environment, as in the image: nothing of this shell's settings leaks in.
run_as=()
app_uid=$(id -u)
if [[ $app_uid -eq 0 ]]; then
  app_uid=65534
  run_as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
fi
as_app() { "${run_as[@]}" env -i PATH="$PATH" HOME="$work/home" "$@"; }
# npm's cache on this machine, so that `npm ci` need not download again what CI's own install fetched.
if [[ -d "$HOME/.npm/_cacache" ]]; then cp -a "$HOME/.npm/_cacache/." "$work/npm-cache/"; fi
npm_ci() { as_app npm ci --no-audit --no-fund --no-update-notifier --prefer-offline --cache "$work/npm-cache" "$@"; }

# 1. The build context.
started=$(seconds)
mkdir "$work/context"
# Docker sends the whole folder; from a clone, git's list of files (tracked, or new and not ignored)
# differs from it only by what .gitignore names, which .dockerignore leaves out as well.
list_files() { git ls-files --cached --others --exclude-standard 2>/dev/null || find . -type f -printf '%P\n'; }
(cd "$repo" && list_files |
  node scripts/lib/dockerignore-filter.mjs .dockerignore |
  while IFS= read -r file; do [[ -e "$file" ]] && printf '%s\n' "$file"; done |
  tar -cf - -T -) | tar -xf - -C "$work/context"
for excluded in node_modules tests docs .ci src/server/app.test.ts; do
  [[ ! -e "$work/context/$excluded" ]] || { say "the context holds $excluded, which .dockerignore leaves out"; exit 1; }
done
chown -R "$app_uid" "$work"
say "1/4 context: $(find "$work/context" -type f | wc -l) files ($(($(seconds) - started)) s)"

# 2. Stage deps: production dependencies only.
started=$(seconds)
mkdir "$work/deps"
cp "$work/context/package.json" "$work/context/package-lock.json" "$work/deps/"
chown -R "$app_uid" "$work/deps"
(cd "$work/deps" && npm_ci --omit=dev --loglevel=error)
# Packages only the dev dependencies need must stay out. (npm keeps those the lockfile marks
# devOptional, which production packages also name as optional peers.)
dev_only=$(cd "$work/deps" && node -e '
  const { packages } = require("./package-lock.json");
  const fs = require("fs");
  const present = Object.keys(packages).filter((p) => p && packages[p].dev === true && fs.existsSync(p));
  console.log(present.join(" "));')
[[ -z "$dev_only" ]] || { say "dev dependencies in the production install: $dev_only"; exit 1; }
say "2/4 deps: npm ci --omit=dev, $(du -sm "$work/deps/node_modules" | cut -f1) MB ($(($(seconds) - started)) s)"

# 3. Stage build.
started=$(seconds)
if $reuse_build; then
  [[ -f "$repo/build/client/index.html" && -f "$repo/build/api/main.mjs" ]] || { say "--reuse-build, but $repo/build holds no build"; exit 1; }
  cp -a "$repo/build" "$work/context/build"
  say "3/4 build: taken from this checkout's npm run build"
else
  (cd "$work/context" && npm_ci --loglevel=error && as_app npm run build --silent)
  say "3/4 build: npm ci and npm run build ($(($(seconds) - started)) s)"
fi

# 4. Stage runtime: the runtime stage's COPY lines, files owned by root (when root) and read-only.
started=$(seconds)
app="$work/app"
mkdir -p "$app/scripts"
(cd "$work/context" && cp -a package.json package-lock.json tsconfig.json src "$app/" &&
  cp -a scripts/create-bucket.ts scripts/run-bundled.mjs "$app/scripts/")
mv "$work/deps/node_modules" "$app/node_modules"
cp -a "$work/context/build" "$app/build"
if [[ $(id -u) -eq 0 ]]; then chown -R 0:0 "$app"; fi
chmod -R a-w "$app"
mkdir "$work/data"
chown "$app_uid" "$work/data"
port=$(free_port)
# The image's ENV, except HOST: here the server listens on 127.0.0.1 only (the image uses 0.0.0.0).
# setsid: its own process group, so a failed check can stop node and its PostgreSQL together;
# every command execs the next, so $! is node itself, as PID 1 would be in the container.
(cd "$app" && exec setsid "${run_as[@]}" env -i PATH="$PATH" HOME="$work/home" \
  NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$work/data" LOG_LEVEL=info \
  node build/api/main.mjs >"$work/server.log" 2>&1) &
server_pid=$!
for _ in $(seq 1 50); do [[ "$(cat "/proc/$server_pid/comm" 2>/dev/null)" == node ]] && break; sleep 0.1; done
[[ "$(cat "/proc/$server_pid/comm" 2>/dev/null)" == node ]] || { say "pid $server_pid is not node"; exit 1; }
for _ in $(seq 1 180); do
  PORT=$port node -e "$healthcheck_script" && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$work/server.log"; say "the server exited before answering"; exit 1; }
  sleep 1
done
PORT=$port node -e "$healthcheck_script" || { cat "$work/server.log"; say "the health check never passed"; exit 1; }
say "4/4 runtime: the health check passes, as uid $(stat -c %u "$work/data/pg" 2>/dev/null || echo "?"), after $(($(seconds) - started)) s"
home=$(node -e "fetch('http://127.0.0.1:$port/').then(async r=>console.log(r.status,(await r.text()).includes('<html')))")
[[ "$home" == "200 true" ]] || { say "the home page answered $home"; exit 1; }
# An operator's backup of the running install, as `docker exec folio npm run backup` runs it.
mkdir "$work/backups" && chown "$app_uid" "$work/backups"
backup=$(cd "$app" && as_app DATA_DIR="$work/data" npm run backup --silent -- --out "$work/backups" 2>&1) || { echo "$backup"; say "npm run backup failed"; exit 1; }
[[ "$backup" == "Backup written: $work/backups/"* ]] || { echo "$backup"; say "npm run backup wrote no archive"; exit 1; }
say "npm run backup: ${backup%%$'\n'*}"

stopping=$(seconds)
kill -TERM "$server_pid"
for _ in $(seq 1 100); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$server_pid" 2>/dev/null; then cat "$work/server.log"; say "still running 10 s after SIGTERM"; exit 1; fi
wait "$server_pid" && code=0 || code=$?
server_pid=""
[[ "$code" == 0 ]] || { cat "$work/server.log"; say "exit code $code after SIGTERM"; exit 1; }
grep -q '"msg":"stopped"' "$work/server.log" || { cat "$work/server.log"; say "no clean stop in the log"; exit 1; }
[[ ! -e "$work/data/pg/postmaster.pid" ]] || { say "PostgreSQL was left running"; exit 1; }
say "SIGTERM: exit 0 after $(($(seconds) - stopping)) s, PostgreSQL stopped; every step of the Dockerfile works without root"
