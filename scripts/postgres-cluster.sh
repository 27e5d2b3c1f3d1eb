#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests.
#
#   scripts/postgres-cluster.sh start DIR
#       Creates a cluster in DIR (which must not exist or be empty), starts it on a free port of
#       127.0.0.1 (from 54329 upward), creates the database `wallet_admin` and prints exactly one
#       line on stdout: postgres://postgres@127.0.0.1:PORT/wallet_admin
#       Superuser `postgres`, trust authentication, UTF8, locale C, durability turned off (fsync,
#       synchronous_commit, full_page_writes), max_connections=200. The data (DIR/data), the unix
#       socket (DIR) and the server log (DIR/server.log) all live inside DIR.
#   scripts/postgres-cluster.sh replica DIR PRIMARY_DIR
#       Creates in DIR a hot standby of the cluster that `start` made in PRIMARY_DIR (pg_basebackup,
#       streaming replication), starts it on a free port and prints its URL as `start` does; `stop`
#       removes it like any other.
#   scripts/postgres-cluster.sh pause DIR / resume DIR
#       Stops that cluster's server (fast shutdown, keeping its data) / starts it again on the same
#       port: what a database restart under a running application looks like.
#   scripts/postgres-cluster.sh stop DIR
#       Stops that cluster (fast shutdown) and removes DIR. Succeeds if it is already stopped or
#       DIR does not exist; refuses to remove a folder that `start` did not create.
#
# As root, the server binaries run as the `postgres` user (initdb refuses to run as root); as any
# other user they run directly. If no PostgreSQL server is installed, `start` installs Debian's
# `postgresql` package (root only) without starting Debian's own cluster service.
# Everything except the URL goes to stderr.
set -euo pipefail

readonly first_port=54329 last_port=54428
readonly marker=.postgres-cluster # written by `start`; `stop` only removes folders holding it

die() { echo "postgres-cluster: $*" >&2; exit 1; }
note() { echo "postgres-cluster: $*" >&2; }
usage() { echo "usage: $0 start|pause|resume|stop DIR, or $0 replica DIR PRIMARY_DIR" >&2; exit 2; }

is_root() { [[ $(id -u) -eq 0 ]]; }

# Runs a server binary as the cluster's owner: `postgres` when we are root, ourselves otherwise.
as_owner() {
  if is_root; then runuser -u postgres -- "$@"; else "$@"; fi
}

# The bin folder of the newest installed PostgreSQL server (or of version $1), or nothing.
find_bin() {
  local wanted=${1:-} candidates=() bin
  if [[ -n $wanted ]]; then
    candidates=("/usr/lib/postgresql/$wanted/bin")
  else
    mapfile -t candidates < <(printf '%s\n' /usr/lib/postgresql/*/bin | sort -V -r)
  fi
  for bin in "${candidates[@]}"; do
    if [[ -x $bin/initdb && -x $bin/pg_ctl ]]; then echo "$bin"; return; fi
  done
}

install_server() {
  is_root || die "no PostgreSQL server found in /usr/lib/postgresql/*/bin; install Debian's postgresql package"
  note "no PostgreSQL server found: installing Debian's postgresql package"
  # Keep the package from starting Debian's own cluster service (Docker images ship this file).
  local policy=/usr/sbin/policy-rc.d added_policy=false
  if [[ ! -e $policy ]]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod 755 "$policy" && added_policy=true
  fi
  local status=0
  { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql; } >&2 || status=$?
  if [[ $added_policy == true ]]; then rm -f "$policy"; fi
  [[ $status -eq 0 ]] || die "apt-get failed (exit $status)"
}

port_in_use() {
  local port=$1
  # Anything accepting connections on 127.0.0.1 (including wildcard listeners)...
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then return 0; fi
  # ...or any TCP listener on that port, whatever its address.
  if command -v ss >/dev/null && [[ -n $(ss -Htln "sport = :$port" 2>/dev/null) ]]; then return 0; fi
  return 1
}

# As root, lets the postgres user reach DIR: grants traversal (o+x, not listing) on any parent
# folder it cannot enter, e.g. the 0700 folder that `mktemp -d` makes.
open_path_for_postgres() {
  local path=$1 parent
  parent=$(dirname "$path")
  while [[ $parent != / ]]; do
    if ! runuser -u postgres -- test -x "$parent"; then
      note "granting traversal (o+x) on $parent so that the postgres user can reach $path"
      chmod o+x "$parent"
    fi
    parent=$(dirname "$parent")
  done
  chown postgres: "$path"
  chmod 700 "$path"
  runuser -u postgres -- test -w "$path" || die "the postgres user cannot write to $path"
}

# Makes DIR (which must not exist or be empty) the cluster's folder, reachable by the postgres user.
prepare_folder() {
  local dir=$1
  if [[ -e $dir ]]; then
    [[ -d $dir ]] || die "$dir exists and is not a folder"
    [[ -z $(ls -A "$dir") ]] || die "$dir is not empty; use a new folder"
  fi
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd -P)
  : >"$dir/$marker"
  # A unix socket path is limited to 107 bytes: DIR/.s.PGSQL.PORT must fit.
  (( ${#dir} + 17 <= 107 )) || die "$dir is too long a path for the server's unix socket; use a shorter one"
  if is_root; then open_path_for_postgres "$dir"; fi
}

# Starts the server of DIR/data with the binaries of BIN on the first free port, waits until it
# accepts connections and writes the port to DIR/port.
launch_server() {
  local dir=$1 bin=$2 port status log_lines new_log
  # Another cluster may grab the port between the probe and the bind: then try the next one.
  for ((port = first_port; port <= last_port; port++)); do
    port_in_use "$port" && continue
    note "starting the server on 127.0.0.1:$port (log: $dir/server.log)"
    log_lines=0
    if [[ -f $dir/server.log ]]; then log_lines=$(wc -l <"$dir/server.log"); fi
    status=0
    as_owner "$bin/pg_ctl" --pgdata="$dir/data" --log="$dir/server.log" --wait --timeout=60 \
      --options="-p $port" start >&2 || status=$?
    if [[ $status -eq 0 ]]; then break; fi
    new_log=$(tail -n "+$((log_lines + 1))" "$dir/server.log" 2>/dev/null || true)
    if grep -qiE 'could not (bind|create any TCP/IP sockets)|address already in use' <<<"$new_log"; then
      note "port $port was taken meanwhile; trying the next one"
      continue
    fi
    tail -n 20 "$dir/server.log" >&2 2>/dev/null || true
    die "the server did not start (pg_ctl exit $status); see $dir/server.log"
  done
  (( port <= last_port )) || die "no free port between $first_port and $last_port"

  local tries=0
  until "$bin/pg_isready" --quiet --host=127.0.0.1 --port="$port" --timeout=2; do
    (( ++tries < 60 )) || die "the server on port $port does not accept connections; see $dir/server.log"
    sleep 0.5
  done
  echo "$port" >"$dir/port"
}

start_cluster() {
  local dir=$1 bin url
  bin=$(find_bin)
  if [[ -z $bin ]]; then
    install_server
    bin=$(find_bin)
    [[ -n $bin ]] || die "the postgresql package is installed but no server binaries were found"
  fi
  prepare_folder "$dir"
  dir=$(cd "$dir" && pwd -P)
  cd /  # the postgres user may not be allowed into the caller's working folder

  note "creating a cluster in $dir/data with $bin/initdb"
  as_owner "$bin/initdb" --pgdata="$dir/data" --username=postgres --auth=trust \
    --encoding=UTF8 --locale=C --no-sync --no-instructions >&2
  local socket_dir=${dir//\'/\'\'}
  cat >>"$dir/data/postgresql.conf" <<CONF

# Throwaway test cluster (scripts/postgres-cluster.sh): speed over durability.
listen_addresses = '127.0.0.1'
unix_socket_directories = '$socket_dir'
max_connections = 200
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
  launch_server "$dir" "$bin"
  as_owner "$bin/createdb" --host=127.0.0.1 --port="$(cat "$dir/port")" --username=postgres wallet_admin >&2

  url="postgres://postgres@127.0.0.1:$(cat "$dir/port")/wallet_admin"
  note "ready: $url"
  echo "$url"
}

# A hot standby of the cluster in PRIMARY (made by `start`) streaming from it: a base backup
# (pg_basebackup) started on a port of its own.
start_replica() {
  local dir=$1 primary=$2 bin url
  [[ -f $primary/$marker && -f $primary/port ]] || die "$primary is not a cluster made by '$0 start'"
  primary=$(cd "$primary" && pwd -P)
  bin=$(find_bin "$(cat "$primary/data/PG_VERSION")")
  prepare_folder "$dir"
  dir=$(cd "$dir" && pwd -P)
  cd /

  note "copying the cluster of $primary into $dir/data with $bin/pg_basebackup"
  as_owner "$bin/pg_basebackup" --host=127.0.0.1 --port="$(cat "$primary/port")" --username=postgres \
    --pgdata="$dir/data" --write-recovery-conf --wal-method=stream --checkpoint=fast --no-sync >&2
  local socket_dir=${dir//\'/\'\'}
  cat >>"$dir/data/postgresql.conf" <<CONF

# A streaming replica of $primary (scripts/postgres-cluster.sh replica): a socket folder of its own.
unix_socket_directories = '$socket_dir'
hot_standby = on
CONF
  launch_server "$dir" "$bin"

  url="postgres://postgres@127.0.0.1:$(cat "$dir/port")/wallet_admin"
  note "replica ready: $url"
  echo "$url"
}

stop_cluster() {
  local dir=$1 bin status
  [[ -e $dir ]] || { note "$dir does not exist: nothing to stop"; return 0; }
  [[ -f $dir/$marker ]] || die "refusing to remove $dir: it was not made by '$0 start'"
  dir=$(cd "$dir" && pwd -P)
  cd /

  if [[ -f $dir/data/PG_VERSION ]]; then
    bin=$(find_bin "$(cat "$dir/data/PG_VERSION")")
    [[ -n $bin ]] || bin=$(find_bin)
    if [[ -n $bin ]]; then
      status=0
      as_owner "$bin/pg_ctl" --pgdata="$dir/data" status >/dev/null 2>&1 || status=$?
      if [[ $status -eq 0 ]]; then
        note "stopping the server of $dir"
        as_owner "$bin/pg_ctl" --pgdata="$dir/data" --mode=fast --wait --timeout=60 stop >&2 ||
          as_owner "$bin/pg_ctl" --pgdata="$dir/data" --mode=immediate --wait --timeout=30 stop >&2 ||
          die "could not stop the server of $dir; left it in place"
      fi
    fi
  fi
  rm -rf -- "$dir"
  note "removed $dir"
}

# pg_ctl on an existing cluster made by `start`: `stop` keeping the data, or `start` on its port.
control_cluster() {
  local action=$1 dir=$2 bin
  [[ -f $dir/$marker && -f $dir/port ]] || die "$dir is not a cluster made by '$0 start'"
  dir=$(cd "$dir" && pwd -P)
  bin=$(find_bin "$(cat "$dir/data/PG_VERSION")")
  cd /
  if [[ $action == pause ]]; then
    as_owner "$bin/pg_ctl" --pgdata="$dir/data" --mode=fast --wait --timeout=60 stop >&2
  else
    as_owner "$bin/pg_ctl" --pgdata="$dir/data" --log="$dir/server.log" --wait --timeout=60 \
      --options="-p $(cat "$dir/port")" start >&2
  fi
}

[[ $# -ge 2 && -n $2 ]] || usage
case $1 in
  start) [[ $# -eq 2 ]] || usage; start_cluster "$2" ;;
  replica) [[ $# -eq 3 && -n $3 ]] || usage; start_replica "$2" "$3" ;;
  stop) [[ $# -eq 2 ]] || usage; stop_cluster "$2" ;;
  pause | resume) [[ $# -eq 2 ]] || usage; control_cluster "$1" "$2" ;;
  *) usage ;;
esac
