#!/bin/sh
# The TLS front's start. With no certificate in $TLS_DIR, makes a self-signed one there (kept in
# the `tls` volume, so it stays the same across restarts and clients can pin it); a mounted
# tls.crt + tls.key are used as they are. Then writes nginx.conf from the shipped template and
# runs nginx in the foreground. The defaults are the container's; the deploy checks set them all.
set -eu
: "${HTTPS_PORT:=443}" "${HTTP_PORT:=80}" "${UPSTREAM:=edge-gateway:3000}"
: "${PUBLIC_HTTPS_PORT:=$HTTPS_PORT}" "${TLS_DIR:=/etc/csg-tls}" "${TLS_HOSTNAME:=localhost}"
: "${NGINX_PREFIX:=/var/lib/nginx/csg}" "${NGINX_TEMPLATE:=/etc/nginx/csg/gateway.conf.template}"

fail() {
  echo "tls-front: $*" >&2
  exit 1
}
for port in "$HTTPS_PORT" "$HTTP_PORT" "$PUBLIC_HTTPS_PORT"; do
  case $port in '' | *[!0-9]*) fail "ports must be numbers (got '$port')" ;; esac
done
printf '%s' "$UPSTREAM" | grep -qE '^[A-Za-z0-9._-]+:[0-9]+$' || fail "UPSTREAM must be host:port"
printf '%s' "$TLS_HOSTNAME" | grep -qE '^[A-Za-z0-9.-]+$' || fail "TLS_HOSTNAME must be a host name or an IPv4 address"
case "$TLS_DIR$NGINX_PREFIX" in *'|'*) fail "TLS_DIR and NGINX_PREFIX may not contain |" ;; esac

cert=$TLS_DIR/tls.crt
key=$TLS_DIR/tls.key
if [ ! -e "$cert" ] && [ ! -e "$key" ]; then
  if printf '%s' "$TLS_HOSTNAME" | grep -qE '^[0-9.]+$'; then san="IP:$TLS_HOSTNAME"; else san="DNS:$TLS_HOSTNAME"; fi
  (umask 077 && openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -sha256 -days 825 -nodes \
    -subj "/CN=$TLS_HOSTNAME" -addext "subjectAltName=$san,DNS:localhost,IP:127.0.0.1" \
    -keyout "$key.tmp" -out "$cert.tmp" 2> /dev/null) \
    || fail "no certificate in $TLS_DIR and none could be made there (is it writable?)"
  mv "$key.tmp" "$key"
  mv "$cert.tmp" "$cert"
  echo "tls-front: made a self-signed certificate for $TLS_HOSTNAME in $TLS_DIR (mount your own tls.crt and tls.key there to replace it)"
elif [ ! -e "$cert" ] || [ ! -e "$key" ]; then
  fail "$TLS_DIR holds one of tls.crt and tls.key but not the other"
fi

# The redirect names the port clients use, unless it is HTTPS's own.
redirect_port=":$PUBLIC_HTTPS_PORT"
[ "$PUBLIC_HTTPS_PORT" = 443 ] && redirect_port=""
mkdir -p "$NGINX_PREFIX/temp"
sed -e "s|@HTTPS_PORT@|$HTTPS_PORT|g" -e "s|@HTTP_PORT@|$HTTP_PORT|g" -e "s|@UPSTREAM@|$UPSTREAM|g" \
  -e "s|@TLS_CERT@|$cert|g" -e "s|@TLS_KEY@|$key|g" -e "s|@REDIRECT_PORT@|$redirect_port|g" \
  "$NGINX_TEMPLATE" > "$NGINX_PREFIX/nginx.conf"
exec nginx -p "$NGINX_PREFIX/" -c "$NGINX_PREFIX/nginx.conf" -g 'daemon off;'
