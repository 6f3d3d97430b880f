#!/usr/bin/env bash
# Copies the provinces, regencies and districts of an idn-area-data release (default: latest) into
# migrations/data/idn-area-data/. The package is not a dependency: it declares Node 22, and these
# three CSV files (with the data's ODbL licence) are all Kilau reads.
set -euo pipefail
version="${1:-latest}"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack "idn-area-data@$version" --silent >/dev/null && tar xzf idn-area-data-*.tgz)
for file in provinces.csv regencies.csv districts.csv LICENSE.md; do
  cp "$work/package/data/$file" "$here/data/idn-area-data/$file"
done
echo "idn-area-data $(node -p "require('$work/package/package.json').version") copied; run the migrations' area tests."
