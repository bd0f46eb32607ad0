#!/usr/bin/env bash
# Installs the system parts the test suite uses: a PostgreSQL server (audit store tests) and
# Debian's Chromium (review page tests). Needs root and Debian's apt; without them it says what
# is missing and the tests that need those parts skip with that reason.
set -u
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "system-deps: cannot install ${need[*]} (needs root and apt-get); tests that need them will skip" >&2
  exit 0
fi
echo "system-deps: installing ${need[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null 2>&1 || apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null 2>&1 \
  || apt-get install -y --no-install-recommends "${need[@]}"
