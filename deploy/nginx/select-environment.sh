#!/bin/sh
# The container's start (run by the official image's entrypoint): puts PORTAL_ENVIRONMENT's rendered
# configuration, page and runtime configuration in place (deploy/Dockerfile).
set -eu
source_dir="/etc/portal/environments/${PORTAL_ENVIRONMENT:-production}"
if [ ! -f "$source_dir/nginx.conf" ]; then
  echo "Unknown PORTAL_ENVIRONMENT '${PORTAL_ENVIRONMENT:-}': $(ls /etc/portal/environments | tr '\n' ' ')" >&2
  exit 1
fi
rm -rf /etc/portal/site
cp -R "$source_dir/site" /etc/portal/site
cp "$source_dir/security-headers.conf" /etc/portal/security-headers.conf
cp "$source_dir/nginx.conf" /etc/nginx/nginx.conf
echo "Investor portal: ${PORTAL_ENVIRONMENT:-production}"
