#!/usr/bin/env bash
# Installs whatever is missing, builds the playground and serves it at http://127.0.0.1:8080
# (Ctrl-C stops). Idempotent: quick when everything is installed.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_build_tools
cd "$ROOT"
say "building the playground (release)"
trunk build --release --offline
# Compressed, as a web server would send it (trunk serve sends files as they are). For
# development with rebuilds on every change: trunk serve --release --offline.
exec node scripts/serve.mjs dist 8080
