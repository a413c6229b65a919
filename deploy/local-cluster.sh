#!/usr/bin/env bash
# Vizinhos as it runs for a real area, on this machine, from Debian's packages:
#
#   bash deploy/local-cluster.sh up     PostgreSQL, RabbitMQ, a local SMTP sink, two instances in
#                                       production mode and nginx in front; prints URL=...
#   bash deploy/local-cluster.sh down   stops all of it and removes its state
#
# nginx uses deploy/nginx/vizinhos-locations.conf, the production file (without TLS: a local
# address). Installs nginx, postgresql and rabbitmq-server with apt-get when missing (root).
# State, logs, pids and mails: $VIZINHOS_CLUSTER_DIR (default /tmp/vizinhos-cluster).
# Lines KEY=value go to stdout (URL, STATE, DATABASE_URL, AMQP_URL, INSTANCE_1..2, ...); the rest to stderr.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
STATE="${VIZINHOS_CLUSTER_DIR:-/tmp/vizinhos-cluster}"
NODE="$ROOT/node_modules/.bin/node"
[ -x "$NODE" ] || NODE="$(command -v node)"
NGINX=/usr/sbin/nginx
export VIZINHOS_SERVICES_DIR="$STATE/services"

log() { echo "local-cluster: $*" >&2; }
free_port() { "$NODE" -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

wait_ready() { # url seconds pidfile
  for _ in $(seq 1 $(($2 * 5))); do
    # Node's fetch, not curl: a fresh Debian machine may have no curl.
    if "$NODE" -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$1/readyz"; then return 0; fi
    alive "$3" || return 1
    sleep 0.2
  done
  return 1
}

install_nginx() {
  [ -x "$NGINX" ] && return 0
  if [ "$(id -u)" != 0 ]; then log "nginx is missing; install it with: apt-get install nginx-light (or nginx)"; return 1; fi
  for attempt in $(seq 1 60); do
    if DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >&2; then
      # The package may start the default site's nginx (port 80); this cluster started it, so it stops it.
      if [ -f /run/nginx.pid ]; then "$NGINX" -s quit 2>/dev/null || true; fi
      return 0
    fi
    log "apt busy or failed (attempt $attempt), retrying in 5 s"
    sleep 5
  done
  return 1
}

start_instance() { # n port
  local n="$1" port="$2"
  (
    set -a
    # shellcheck disable=SC1091
    . "$STATE/cluster.env"
    set +a
    export HOST=127.0.0.1 PORT="$port"
    cd "$ROOT"
    setsid "$NODE" apps/server/src/main.ts >"$STATE/instance$n.log" 2>&1 &
    echo $! >"$STATE/instance$n.pid"
  )
  echo "$port" >"$STATE/instance$n.port"
  if ! wait_ready "http://127.0.0.1:$port" 180 "$STATE/instance$n.pid"; then
    log "instance $n did not get ready; its log:"
    tail -20 "$STATE/instance$n.log" >&2
    return 1
  fi
  log "instance $n ready on 127.0.0.1:$port"
}

up() {
  if alive "$STATE/nginx.pid"; then
    cat "$STATE/urls"
    return 0
  fi
  mkdir -p "$STATE/mail" "$STATE/nginx-temp"
  install_nginx
  local urls
  urls="$(bash "$ROOT/scripts/services.sh" start postgres rabbitmq)"
  local database_url amqp_url
  database_url="$(echo "$urls" | sed -n 's/^DATABASE_URL=//p')"
  amqp_url="$(echo "$urls" | sed -n 's/^AMQP_URL=//p')"

  setsid "$NODE" "$ROOT/deploy/smtpSink.ts" "$STATE/mail" >"$STATE/smtp.out" 2>"$STATE/smtp.log" &
  echo $! >"$STATE/smtp.pid"
  for _ in $(seq 1 50); do grep -q SMTP_PORT "$STATE/smtp.out" && break; sleep 0.1; done
  local smtp_port proxy_port port1 port2
  smtp_port="$(sed -n 's/^SMTP_PORT=//p' "$STATE/smtp.out")"
  proxy_port="$(free_port)"
  port1="$(free_port)"
  port2="$(free_port)"
  cat >"$STATE/cluster.env" <<ENV
NODE_ENV=production
PUBLIC_URL=http://127.0.0.1:$proxy_port
SMTP_URL=smtp://127.0.0.1:$smtp_port
DATABASE_URL=$database_url
AMQP_URL=$amqp_url
TRUST_PROXY=1
METRICS_TOKEN=local-cluster-metrics-token
LOG_LEVEL=info
ENV
  # One after the other: the first migrates and seeds the geography, the second finds it done.
  start_instance 1 "$port1"
  start_instance 2 "$port2"

  local user_line=""
  [ "$(id -u)" = 0 ] && user_line="user root;"
  cat >"$STATE/nginx.conf" <<NGINX
$user_line
worker_processes 1;
pid $STATE/nginx.pid;
error_log $STATE/nginx-error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    access_log $STATE/nginx-access.log;
    client_body_temp_path $STATE/nginx-temp/body;
    proxy_temp_path $STATE/nginx-temp/proxy;
    fastcgi_temp_path $STATE/nginx-temp/fastcgi;
    uwsgi_temp_path $STATE/nginx-temp/uwsgi;
    scgi_temp_path $STATE/nginx-temp/scgi;
    upstream vizinhos {
        server 127.0.0.1:$port1 max_fails=1 fail_timeout=5s;
        server 127.0.0.1:$port2 max_fails=1 fail_timeout=5s;
        keepalive 16;
    }
    server {
        listen 127.0.0.1:$proxy_port;
        # Which instance answered (local cluster only, for the test).
        add_header X-Vizinhos-Upstream \$upstream_addr always;
        include $ROOT/deploy/nginx/vizinhos-locations.conf;
    }
}
NGINX
  "$NGINX" -t -q -c "$STATE/nginx.conf" -p "$STATE" 2>&1 | grep -v "^$" >&2 || true
  "$NGINX" -c "$STATE/nginx.conf" -p "$STATE"
  for _ in $(seq 1 50); do alive "$STATE/nginx.pid" && break; sleep 0.1; done
  alive "$STATE/nginx.pid" || { log "nginx did not start; see $STATE/nginx-error.log"; return 1; }
  {
    echo "URL=http://127.0.0.1:$proxy_port"
    echo "STATE=$STATE"
    echo "DATABASE_URL=$database_url"
    echo "AMQP_URL=$amqp_url"
    echo "INSTANCE_1=http://127.0.0.1:$port1"
    echo "INSTANCE_2=http://127.0.0.1:$port2"
    echo "MAIL_DIR=$STATE/mail"
  } >"$STATE/urls"
  log "Vizinhos behind nginx at http://127.0.0.1:$proxy_port (two instances, PostgreSQL, RabbitMQ)"
  cat "$STATE/urls"
}

stop_pid() { # pidfile: SIGTERM, up to 12 s, then SIGKILL
  local file="$1"
  alive "$file" || return 0
  local pid
  # The process may remove its own pid file as it exits (nginx after -s quit): nothing left to stop.
  pid="$(cat "$file" 2>/dev/null)" || return 0
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.2; done
  kill -KILL "$pid" 2>/dev/null || true
}

down() {
  [ -d "$STATE" ] || return 0
  if alive "$STATE/nginx.pid"; then "$NGINX" -s quit -c "$STATE/nginx.conf" -p "$STATE" 2>/dev/null || true; fi
  stop_pid "$STATE/nginx.pid"
  stop_pid "$STATE/instance1.pid"
  stop_pid "$STATE/instance2.pid"
  stop_pid "$STATE/smtp.pid"
  bash "$ROOT/scripts/services.sh" stop postgres rabbitmq || true
  rm -rf "$STATE"
  log "stopped"
}

case "${1:-}" in
up) up ;;
down) down ;;
*)
  echo "usage: bash deploy/local-cluster.sh up|down" >&2
  exit 2
  ;;
esac
