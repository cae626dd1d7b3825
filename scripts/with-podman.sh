#!/usr/bin/env bash
# `scripts/with-podman.sh DIR COMMAND…`: runs COMMAND (the container test suite) with podman's
# Docker-compatible API on the socket DIR/podman.sock, which testcontainers talks to, and stops
# the service afterwards, however COMMAND ends.
#
# When podman cannot run containers on this machine, COMMAND still runs, with
# WORKSHOP_CONTAINERS_UNAVAILABLE saying why: the suite then skips itself with that reason.
set -euo pipefail

dir="${1:?usage: with-podman.sh DIR COMMAND...}"
shift
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
socket="$dir/podman.sock"
log="$dir/podman-service.log"
service=""
problem=""

stop_service() {
  if [ -n "$service" ]; then
    kill "$service" 2>/dev/null || true
    wait "$service" 2>/dev/null || true
  fi
  rm -f "$socket"
}
trap stop_service EXIT

# The last line of a failure's output, as the reason.
reason() { printf '%s' "$1" | tail -n 1 | cut -c1-300; }

if ! command -v podman >/dev/null 2>&1; then
  problem="podman is not installed"
else
  # Can this machine run a container at all? Our own static binary, from a plain folder as the
  # root filesystem: no image, no registry, a second or less.
  probe="$dir/probe-rootfs"
  rm -rf "$probe" && mkdir -p "$probe"
  cp bin/pocketbase "$probe/pocketbase"
  if ! output="$(podman run --rm --rootfs "$probe" /pocketbase --version 2>&1)"; then
    problem="podman cannot run a container on this machine: $(reason "$output")"
  else
    rm -f "$socket"
    podman system service --time=0 "unix://$socket" >"$log" 2>&1 &
    service=$!
    for _ in $(seq 100); do
      [ -S "$socket" ] && break
      kill -0 "$service" 2>/dev/null || break
      sleep 0.1
    done
    [ -S "$socket" ] || problem="podman's API service did not start: $(reason "$(cat "$log")")"
  fi
  rm -rf "$probe"
fi

if [ -n "$problem" ]; then echo "The container suite cannot run here: $problem" >&2; fi
# testcontainers: our socket; no Ryuk (its image cannot be pulled here, and the suite removes what
# it makes); mapped ports reached on loopback.
DOCKER_HOST="unix://$socket" \
  TESTCONTAINERS_RYUK_DISABLED=true \
  TESTCONTAINERS_HOST_OVERRIDE=127.0.0.1 \
  WORKSHOP_CONTAINERS_UNAVAILABLE="$problem" \
  "$@"
