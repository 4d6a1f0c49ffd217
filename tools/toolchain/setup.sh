#!/usr/bin/env bash
# First-time set-up on a machine that may only have Node 20 and npm:
# Node 24 + pnpm (into .tools/ when missing), then the locked dependencies.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure.sh"
cd "$CSG_ROOT"
pnpm install --frozen-lockfile
echo "setup: done (node $(node --version), pnpm $(pnpm --version)). Start the fleet with: npm start"
