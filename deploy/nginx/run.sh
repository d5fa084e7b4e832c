#!/usr/bin/env bash
# Runs the production nginx configuration on a loopback port against this checkout's out/,
# in the foreground (the browser tests start it). Usage: deploy/nginx/run.sh [port]
# SCOOT_SITE names another folder holding out/ and deploy/generated/ to serve (the unit tests'
# fixture, __tests__/deploy/hosting.test.ts); the configuration is still this checkout's.
set -euo pipefail
port="${1:-8080}"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
site="${SCOOT_SITE:-$repo}"
nginx_bin="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
# nginx itself reads NGINX as a list of inherited sockets ("invalid socket number" otherwise):
# the name is this script's and the browser tests' (playwright.config.mts sets it), not nginx's.
unset NGINX
prefix="$(mktemp -d "${TMPDIR:-/tmp}/scoot-nginx.XXXXXX")"
trap 'rm -rf "$prefix"' EXIT
mkdir -p "$prefix/logs"

# The committed site file, pointed at this checkout and port. With SCOOT_TLS_CERT and
# SCOOT_TLS_KEY (npm run audit:security: a throwaway certificate) it answers HTTPS on the
# port, and SCOOT_HTTP_PORT answers plain HTTP with a redirect to it, as a production host's
# port 80 does (README: Hosting).
listen="listen 127.0.0.1:$port;"
if [ -n "${SCOOT_TLS_CERT:-}" ]; then
  listen="listen 127.0.0.1:$port ssl; ssl_certificate $SCOOT_TLS_CERT; ssl_certificate_key $SCOOT_TLS_KEY; ssl_protocols TLSv1.2 TLSv1.3;"
fi
sed -e "s#/srv/scoot#$site#g" \
    -e "s#listen 80;#$listen#" \
    -e "s#server_name scoot.example;#server_name localhost;#" \
    "$repo/deploy/nginx/scoot.conf" > "$prefix/scoot.conf"
if [ -n "${SCOOT_HTTP_PORT:-}" ]; then
  cat >> "$prefix/scoot.conf" <<REDIRECT
server {
  listen 127.0.0.1:$SCOOT_HTTP_PORT;
  server_name localhost;
  return 301 https://\$host:$port\$request_uri;
}
REDIRECT
fi

# brotli_static (scoot.conf) comes from Debian's libnginx-mod-http-brotli-static. Debian
# loads it from /etc/nginx/modules-enabled; this private nginx.conf loads it by path, the
# one quality/setup.mjs checks for (NGINX_BROTLI_MODULE points at another copy).
brotli_static="${NGINX_BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}"
if [ ! -f "$brotli_static" ]; then
  echo "run.sh: $brotli_static not found: apt-get install libnginx-mod-http-brotli-static" >&2
  exit 1
fi

user_line=""
[ "$(id -u)" = 0 ] && user_line="user root;"  # read out/ wherever the checkout lives

cat > "$prefix/nginx.conf" <<CONF
load_module $brotli_static;
$user_line
worker_processes 1;
error_log $prefix/logs/error.log warn;
pid $prefix/nginx.pid;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path $prefix/client_body;
  proxy_temp_path $prefix/proxy;
  fastcgi_temp_path $prefix/fastcgi;
  uwsgi_temp_path $prefix/uwsgi;
  scgi_temp_path $prefix/scgi;
  include $prefix/scoot.conf;
}
CONF

"$nginx_bin" -t -q -p "$prefix" -c "$prefix/nginx.conf"
exec "$nginx_bin" -p "$prefix" -c "$prefix/nginx.conf" -g 'daemon off;'
