#!/usr/bin/env bash
# `make run-https`: Workshop on loopback with Debian's Caddy in front (deploy/Caddyfile), HTTPS from
# Caddy's own CA for this machine's names and addresses (docs/https.md). Ports above 1024, so no
# root is needed: https://<this machine>:8443, the CA's certificate at http://<this machine>:8080/workshop-ca.crt.
# Usage: scripts/run-https.sh POCKETBASE CADDY_DATA SITE HTTPS_PORT HTTP_PORT -- SERVE_FLAGS...
set -euo pipefail
pocketbase=$1 caddy_data=$2 site=$3 https_port=$4 http_port=$5
shift 5
[ "${1:-}" = "--" ] && shift
upstream=127.0.0.1:8090
ca_dir="$caddy_data/caddy/pki/authorities/local"
mkdir -p "$caddy_data"

# Workshop listens on loopback only and trusts Caddy's X-Forwarded-For (server/lib/trusted-proxy.ts).
WORKSHOP_PROXY_HEADER=X-Forwarded-For "$pocketbase" serve --http "$upstream" "$@" &
pocketbase_pid=$!
trap 'kill "$pocketbase_pid" 2>/dev/null; wait "$pocketbase_pid" 2>/dev/null || true' EXIT

# Once Caddy made its CA (at its first start; kept in $caddy_data for the next), say how to trust it.
(
  for _ in $(seq 1 100); do
    if [ -s "$ca_dir/root.crt" ]; then
      fingerprint=$(openssl x509 -noout -fingerprint -sha256 -in "$ca_dir/root.crt" 2>/dev/null | cut -d= -f2 || true)
      first=${site%% *}
      echo
      echo "Workshop over HTTPS: https://$first:$https_port/ (also: ${site// /, })"
      echo "Phones and tablets trust Caddy's CA once: http://$first:$http_port/workshop-ca.crt"
      [ -n "$fingerprint" ] && echo "  its SHA-256 fingerprint: $fingerprint"
      echo "  (docs/https.md: installing it on Android, iOS, Windows, macOS and Linux)"
      echo
      exit 0
    fi
    sleep 0.2
  done
) &

export XDG_DATA_HOME="$caddy_data" XDG_CONFIG_HOME="$caddy_data/config" \
  WORKSHOP_SITE="$site" WORKSHOP_UPSTREAM="$upstream" WORKSHOP_HTTPS_PORT="$https_port" \
  WORKSHOP_HTTP_PORT="$http_port" WORKSHOP_CA_DIR="$ca_dir" WORKSHOP_CADDY_ADMIN=off
caddy run --config deploy/Caddyfile --adapter caddyfile
