#!/usr/bin/env bash
# Brings Node 24 and pnpm into .tools/ from the npm registry when the machine lacks them.
# Sourced by tools/run and .ci/run; safe to run repeatedly.
set -euo pipefail

CSG_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CSG_TOOLS="$CSG_ROOT/.tools"
NODE_SPEC="node@24"
PNPM_SPEC="pnpm@10.34.9"

node_major() { command -v node >/dev/null 2>&1 && node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" != "24" ] && [ -x "$CSG_TOOLS/node_modules/.bin/node" ]; then
  export PATH="$CSG_TOOLS/node_modules/.bin:$PATH"
fi
if [ "$(node_major)" != "24" ] || ! command -v pnpm >/dev/null 2>&1; then
  echo "toolchain: installing $NODE_SPEC and $PNPM_SPEC into .tools/" >&2
  mkdir -p "$CSG_TOOLS"
  npm install --prefix "$CSG_TOOLS" --no-save --no-audit --no-fund --loglevel=error "$NODE_SPEC" "$PNPM_SPEC" >&2
  export PATH="$CSG_TOOLS/node_modules/.bin:$PATH"
fi
if [ "$(node_major)" != "24" ]; then
  echo "toolchain: Node 24 is required but $(node --version 2>/dev/null || echo none) is on PATH" >&2
  exit 1
fi
