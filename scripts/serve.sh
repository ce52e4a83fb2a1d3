#!/usr/bin/env bash
# Installs whatever is missing, builds the playground and serves it at http://127.0.0.1:8080
# (Ctrl-C stops). Idempotent: quick when everything is installed.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_build_tools
cd "$ROOT"
say "serving the playground at http://127.0.0.1:8080"
exec trunk serve --release --offline --address 127.0.0.1 --port 8080
