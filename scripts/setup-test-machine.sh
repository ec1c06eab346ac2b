#!/usr/bin/env bash
# What `npm test` needs from the machine, installed if it can be (scripts/test-all.mjs runs this first, .ci/run
# before `npm ci`): Debian's Chromium at the story pictures' major version or later, nginx with its brotli
# modules (the hosting tests and `npm run serve`), and python3-openpyxl (the journeys read the portal's workbooks
# back with a second spreadsheet library, Python's).
#
#   - Everything there (CHROMIUM_PATH, or /usr/bin/chromium at BASELINE_CHROMIUM_MAJOR or later; NGINX_PATH, or
#     /usr/sbin/nginx with both brotli modules): prints one line naming them and exits 0.
#   - Something missing, running as root on Debian (/etc/debian_version, apt-get): apt-get update, then installs
#     the missing packages in one apt-get install, without starting any service (policy-rc.d refuses service
#     starts while it runs: the tests start their own nginx on loopback ports); then checks again.
#   - Something missing otherwise: prints one line naming what to install and exits 1.
#
# Each requirement is a check_<name> function that calls `need "<what, in words>" <Debian packages…>` when it is
# not met; REQUIREMENTS lists them. A new one (say python3-openpyxl) is a function and a word in that list.
#
# For the tests of this script only (scripts/setup-test-machine.test.ts): SETUP_TEST_MACHINE_ROOT puts every system
# path (/usr/bin/chromium, /usr/sbin/nginx, /usr/lib/nginx/modules, /etc/debian_version, apt-get, policy-rc.d)
# under that folder, and SETUP_TEST_MACHINE_UID stands for `id -u`.
set -euo pipefail

# The story pictures were drawn by Chromium 156 (docs/testing.md, Story tests): an older Debian Chromium draws
# video frames and text a few pixels apart, so one already on the machine is brought up to date first.
BASELINE_CHROMIUM_MAJOR=156
REQUIREMENTS=(chromium nginx openpyxl)

root="${SETUP_TEST_MACHINE_ROOT:-}"
uid="${SETUP_TEST_MACHINE_UID:-$(id -u)}"

missing_words=()
missing_packages=()
found=()
need() {
  missing_words+=("$1")
  shift
  missing_packages+=("$@")
}

chromium_major() { { "$1" --version 2>/dev/null || true; } | sed -n 's/^Chromium \([0-9]*\)\..*/\1/p'; }

check_chromium() {
  local what="Debian's chromium ($BASELINE_CHROMIUM_MAJOR or later)"
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    # A browser named on purpose is used as it is: nothing to install into its place.
    if [ -x "$CHROMIUM_PATH" ]; then
      found+=("$({ "$CHROMIUM_PATH" --version 2>/dev/null || true; } | head -n 1) (CHROMIUM_PATH)")
      return
    fi
    echo "CHROMIUM_PATH names $CHROMIUM_PATH, which is not an executable: set it to a Chromium or unset it" >&2
    exit 1
  fi
  local major
  major=$(chromium_major "$root/usr/bin/chromium")
  if [ "${major:-0}" -ge "$BASELINE_CHROMIUM_MAJOR" ]; then
    found+=("Chromium $major")
  else
    need "$what" chromium
  fi
}

check_nginx() {
  if [ -n "${NGINX_PATH:-}" ]; then
    if [ -x "$NGINX_PATH" ]; then
      found+=("$({ "$NGINX_PATH" -v 2>&1 || true; } | sed -n 's/^nginx version: //p') (NGINX_PATH)")
      return
    fi
    echo "NGINX_PATH names $NGINX_PATH, which is not an executable: set it to an nginx or unset it" >&2
    exit 1
  fi
  local modules="$root/usr/lib/nginx/modules"
  if [ -x "$root/usr/sbin/nginx" ] && [ -f "$modules/ngx_http_brotli_filter_module.so" ] &&
    [ -f "$modules/ngx_http_brotli_static_module.so" ]; then
    found+=("$({ "$root/usr/sbin/nginx" -v 2>&1 || true; } | sed -n 's/^nginx version: //p') with both brotli modules")
  else
    need "nginx with the brotli modules" nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static
  fi
}

check_openpyxl() {
  if [ -f "$root/usr/lib/python3/dist-packages/openpyxl/__init__.py" ]; then
    found+=("python3-openpyxl")
  else
    need "python3-openpyxl" python3-openpyxl
  fi
}

check_all() {
  missing_words=()
  missing_packages=()
  found=()
  for requirement in "${REQUIREMENTS[@]}"; do "check_$requirement"; done
}

# "a", "a and b", "a, b and c"
in_words() {
  local count=$#
  if [ "$count" -le 1 ]; then
    printf '%s' "$*"
    return
  fi
  local out="" i=0
  for word in "$@"; do
    i=$((i + 1))
    if [ "$i" -eq 1 ]; then out="$word"; elif [ "$i" -eq "$count" ]; then out="$out and $word"; else out="$out, $word"; fi
  done
  printf '%s' "$out"
}

check_all
if [ "${#missing_words[@]}" -eq 0 ]; then
  echo "test machine: $(in_words "${found[@]}")"
  exit 0
fi

if [ -n "$root" ]; then apt_get="$root/usr/bin/apt-get"; else apt_get=$(command -v apt-get || true); fi
if [ "$uid" != 0 ] || [ ! -f "$root/etc/debian_version" ] || [ -z "$apt_get" ] || [ ! -x "$apt_get" ]; then
  echo "npm test needs $(in_words "${missing_words[@]}") (apt-get install ${missing_packages[*]}):" \
    "run it as root on Debian, or install them and set CHROMIUM_PATH / NGINX_PATH" >&2
  exit 1
fi

echo "test machine: installing ${missing_packages[*]}"
export DEBIAN_FRONTEND=noninteractive
policy="$root/usr/sbin/policy-rc.d"
created_policy=
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && created_policy=1
fi
remove_policy() { if [ -n "$created_policy" ]; then rm -f "$policy"; fi; }
trap remove_policy EXIT
"$apt_get" update -qq
"$apt_get" install -y -qq "${missing_packages[@]}" >/dev/null

check_all
if [ "${#missing_words[@]}" -gt 0 ]; then
  echo "npm test needs $(in_words "${missing_words[@]}"), still missing after apt-get install" \
    "${missing_packages[*]}: see what Debian's package lists offer (apt-cache policy ${missing_packages[*]})" >&2
  exit 1
fi
echo "test machine: $(in_words "${found[@]}")"
