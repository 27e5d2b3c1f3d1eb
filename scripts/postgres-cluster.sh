#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests.
#   scripts/postgres-cluster.sh start DIR   creates and starts one on a free port of 127.0.0.1,
#                                           prints its URL (postgres://postgres@127.0.0.1:PORT/wallet_admin)
#   scripts/postgres-cluster.sh stop DIR    stops it and removes DIR
# As root, the server runs as the `postgres` user, which initdb requires.
set -euo pipefail

command=${1:-}
dir=${2:-}
[[ -n "$command" && -n "$dir" ]] || { echo "usage: $0 start|stop DIR" >&2; exit 2; }

find_bin() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  echo "$found"
}

as_owner() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  local port
  for port in $(seq 54329 54429); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return; fi
  done
  echo "no free port between 54329 and 54429" >&2
  exit 1
}

case "$command" in
  start)
    bin=$(find_bin)
    if [[ -z "$bin" ]]; then
      echo "Installing the PostgreSQL server (apt-get)..." >&2
      apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
      bin=$(find_bin)
    fi
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    if [[ $(id -u) -eq 0 ]]; then
      chown postgres "$dir"
      runuser -u postgres -- test -w "$dir" || { echo "the postgres user cannot write $dir (check its parent folders' permissions)" >&2; exit 1; }
    fi
    port=$(free_port)
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C >/dev/null
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null
    as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres wallet_admin
    echo "$port" > "$dir/port"
    echo "postgres://postgres@127.0.0.1:$port/wallet_admin"
    ;;
  stop)
    if [[ -d "$dir/data" ]]; then
      bin=$(find_bin)
      as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
