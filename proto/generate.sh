#!/usr/bin/env bash
# Generates the TypeScript contracts in libs/contracts from the protos here (buf + ts-proto).
# --check regenerates into a scratch folder and fails when the committed code is stale.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
target="$root/libs/contracts/src/generated"
cd "$here"
if [[ "${1:-}" == "--check" ]]; then
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch"' EXIT
  sed "s#out: ../libs/contracts/src/generated#out: $scratch#" buf.gen.yaml > "$scratch/buf.gen.yaml"
  "$root/node_modules/.bin/buf" generate --template "$scratch/buf.gen.yaml"
  rm "$scratch/buf.gen.yaml"
  if ! diff -r "$scratch" "$target" >/dev/null; then
    diff -r "$scratch" "$target" | head -40
    echo "Generated contracts are stale: run 'npm run proto:generate' and commit the result." >&2
    exit 1
  fi
  echo "Generated contracts are up to date."
else
  rm -rf "$target"
  "$root/node_modules/.bin/buf" lint
  "$root/node_modules/.bin/buf" generate
  echo "Generated contracts in libs/contracts/src/generated"
fi
