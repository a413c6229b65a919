#!/usr/bin/env bash
# PostgreSQL 15 and RabbitMQ from Debian, for the server's tests and benchmarks on this machine and CI.
#
#   scripts/services.sh start postgres|rabbitmq [...]   installs when missing, starts, prints URLs
#   scripts/services.sh stop postgres|rabbitmq [...]
#   scripts/services.sh env                              prints the URLs of what is running
#
# Output lines `DATABASE_URL=...` and `AMQP_URL=...` go to stdout; everything else to stderr.
# Both run on 127.0.0.1 on free ports with their state in a temporary folder (TOOLCHAIN.md
# pitfall 10: no systemd here; initdb and postgres refuse root, so they run as `postgres`).
set -euo pipefail

STATE="${VIZINHOS_SERVICES_DIR:-/tmp/vizinhos-services}"
PG_BIN=/usr/lib/postgresql/15/bin
RABBIT_BIN=/usr/lib/rabbitmq/bin
mkdir -p "$STATE"

log() { echo "services: $*" >&2; }

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

apt_install() {
  if [ "$(id -u)" != 0 ]; then
    log "cannot install $* without root"
    return 1
  fi
  # Another install may hold the dpkg lock: wait and retry.
  for attempt in $(seq 1 60); do
    if DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2; then
      return 0
    fi
    log "apt busy or failed (attempt $attempt), retrying in 5 s"
    sleep 5
  done
  return 1
}

wait_port() { # host port seconds
  for _ in $(seq 1 $(($3 * 5))); do
    if (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; then return 0; fi
    sleep 0.2
  done
  return 1
}

alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

# ── PostgreSQL ──
pg_url() { echo "DATABASE_URL=postgres://postgres@127.0.0.1:$(cat "$STATE/postgres/port")/postgres"; }

start_postgres() {
  local dir="$STATE/postgres"
  if [ -f "$dir/data/postmaster.pid" ] && kill -0 "$(head -1 "$dir/data/postmaster.pid")" 2>/dev/null; then
    pg_url
    return 0
  fi
  [ -x "$PG_BIN/initdb" ] || apt_install postgresql
  rm -rf "$dir"
  mkdir -p "$dir"
  chown postgres:postgres "$dir" 2>/dev/null || true
  local port
  port="$(free_port)"
  echo "$port" >"$dir/port"
  runuser -u postgres -- "$PG_BIN/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --no-sync >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; return 1; }
  # Durability is pointless for throwaway test data; many parallel test files need connections.
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 60 start -o \
    "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=400" >&2
  wait_port 127.0.0.1 "$port" 30
  log "PostgreSQL 15 on 127.0.0.1:$port (data in $dir/data)"
  pg_url
}

stop_postgres() {
  local dir="$STATE/postgres"
  if [ -f "$dir/data/postmaster.pid" ]; then
    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
  fi
  rm -rf "$dir"
}

# ── RabbitMQ ──
rabbit_url() { echo "AMQP_URL=amqp://guest:guest@127.0.0.1:$(cat "$STATE/rabbitmq/port")"; }

start_rabbitmq() {
  local dir="$STATE/rabbitmq"
  if alive "$dir/pid" && wait_port 127.0.0.1 "$(cat "$dir/port")" 1; then
    rabbit_url
    return 0
  fi
  [ -x "$RABBIT_BIN/rabbitmq-server" ] || apt_install rabbitmq-server
  rm -rf "$dir"
  mkdir -p "$dir/mnesia" "$dir/log" "$dir/home"
  local port dist
  port="$(free_port)"
  dist="$(free_port)"
  echo "$port" >"$dir/port"
  : >"$dir/enabled_plugins"
  (
    export HOME="$dir/home" RABBITMQ_MNESIA_BASE="$dir/mnesia" RABBITMQ_LOG_BASE="$dir/log" \
      RABBITMQ_NODENAME="vizinhos-$port@localhost" RABBITMQ_NODE_IP_ADDRESS=127.0.0.1 \
      RABBITMQ_NODE_PORT="$port" RABBITMQ_DIST_PORT="$dist" \
      RABBITMQ_ENABLED_PLUGINS_FILE="$dir/enabled_plugins" RABBITMQ_PID_FILE="$dir/rabbit.pid"
    setsid "$RABBIT_BIN/rabbitmq-server" >"$dir/server.log" 2>&1 &
    echo $! >"$dir/pid"
  )
  # Poll the port first: rabbitmqctl await_startup fails while the node is not yet registered.
  if ! wait_port 127.0.0.1 "$port" 90; then
    log "RabbitMQ did not open port $port; see $dir/server.log"
    tail -20 "$dir/server.log" >&2
    return 1
  fi
  HOME="$dir/home" "$RABBIT_BIN/rabbitmqctl" -n "vizinhos-$port@localhost" await_startup >&2 2>&1 || true
  log "RabbitMQ on 127.0.0.1:$port (state in $dir)"
  rabbit_url
}

stop_rabbitmq() {
  local dir="$STATE/rabbitmq"
  [ -d "$dir" ] || return 0
  local port
  port="$(cat "$dir/port" 2>/dev/null || echo 0)"
  HOME="$dir/home" "$RABBIT_BIN/rabbitmqctl" -n "vizinhos-$port@localhost" stop >&2 2>&1 || true
  # The launcher's process group (setsid) holds the beam process; end it by its own ids only.
  if alive "$dir/pid"; then kill -- "-$(cat "$dir/pid")" 2>/dev/null || kill "$(cat "$dir/pid")" 2>/dev/null || true; fi
  rm -rf "$dir"
  # epmd outlives the broker (TOOLCHAIN pitfall 10); `-kill` refuses while any Erlang node is still
  # registered, so another broker on this machine keeps its epmd.
  local epmd
  epmd="$(command -v epmd || ls /usr/lib/erlang/erts-*/bin/epmd 2>/dev/null | head -n 1 || true)"
  [ -n "$epmd" ] && "$epmd" -kill >/dev/null 2>&1 || true
}

command="${1:-}"
shift || true
case "$command" in
start | stop)
  [ $# -gt 0 ] || { log "name a service: postgres or rabbitmq"; exit 2; }
  for service in "$@"; do
    case "$service" in
    postgres | postgresql) "${command}_postgres" ;;
    rabbitmq | rabbit) "${command}_rabbitmq" ;;
    *) log "unknown service: $service"; exit 2 ;;
    esac
  done
  ;;
env)
  if [ -f "$STATE/postgres/data/postmaster.pid" ]; then pg_url; fi
  if alive "$STATE/rabbitmq/pid"; then rabbit_url; fi
  ;;
*)
  echo "usage: $0 start|stop postgres|rabbitmq [...] | env" >&2
  exit 2
  ;;
esac
