#!/usr/bin/env bash
# Puts the official PocketBase binary at the given path (default bin/pocketbase).
#
# With Go on the PATH it builds examples/base at the pinned tag with the release flags, which is
# the same program as the release archive. Without Go it downloads the release archive for this
# platform and refuses it unless its SHA-256 matches the pinned value below.
set -euo pipefail

version="${1:?usage: build-pocketbase.sh VERSION [OUTPUT]}"
output="${2:-bin/pocketbase}"
mkdir -p "$(dirname "$output")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if command -v go >/dev/null 2>&1; then
  echo "PocketBase $version: building from github.com/pocketbase/pocketbase/examples/base with $(go version | cut -d' ' -f3)"
  CGO_ENABLED=0 GOBIN="$work" GOFLAGS=-buildvcs=false go install -trimpath \
    -ldflags "-s -w -X github.com/pocketbase/pocketbase.Version=$version" \
    "github.com/pocketbase/pocketbase/examples/base@v$version"
  mv "$work/base" "$output"
else
  # Archive digests of the v0.39.11 release assets (checksums.txt of the GitHub release).
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64)        asset=linux_amd64;  sha=08b9fcda0d5fd42cb315dc15a36dfa121c993855bd635f01d347c31b4328ec34 ;;
    Linux-aarch64)       asset=linux_arm64;  sha=8c785618840df7ebba795fdf4eba33a5fed64ac5307ad8023b955b4ebb82048b ;;
    Darwin-x86_64)       asset=darwin_amd64; sha=888892fe5fe64cea4a1441937671e191b32ed8f322fa09d3d7b3ca2fc1d7be29 ;;
    Darwin-arm64)        asset=darwin_arm64; sha=9da6fbe11e82c5b1704e56f7457b24682e01c510206c29b798a458119fa2be20 ;;
    *) echo "No Go and no pinned PocketBase release for $(uname -s)-$(uname -m): install Go 1.25+." >&2; exit 1 ;;
  esac
  if [ "$version" != "0.39.11" ]; then
    echo "The pinned digests are for 0.39.11; install Go to build $version." >&2
    exit 1
  fi
  url="https://github.com/pocketbase/pocketbase/releases/download/v$version/pocketbase_${version}_${asset}.zip"
  echo "PocketBase $version: Go not found, downloading $url"
  curl -fsSL "$url" -o "$work/pocketbase.zip"
  if command -v sha256sum >/dev/null 2>&1; then actual="$(sha256sum "$work/pocketbase.zip")"
  else actual="$(shasum -a 256 "$work/pocketbase.zip")"; fi
  [ "${actual%% *}" = "$sha" ] || { echo "SHA-256 mismatch for $url: refusing it." >&2; exit 1; }
  unzip -q -o "$work/pocketbase.zip" pocketbase -d "$work"
  mv "$work/pocketbase" "$output"
fi

chmod +x "$output"
"$output" --version | grep -q " $version\$" || { echo "$output does not report version $version" >&2; exit 1; }
"$output" --version
