#!/bin/sh
# Run by the nginx image before nginx starts (compose.yaml mounts it into /docker-entrypoint.d/).
# A certificate an operator put in /etc/nginx/certs (site.crt and site.key) is used as it is.
# Without one, this makes a self-signed certificate for PUBLIC_URL's host, so that the site comes
# up on https at once; browsers warn about it until a real certificate replaces it
# (docs/deployment.md, "Certificates").
set -eu

dir=${CERT_DIR:-/etc/nginx/certs}
# Present only beside a certificate made here; holds the host it was made for.
marker="$dir/.self-signed"

host=$(printf '%s' "${PUBLIC_URL:-https://localhost}" | sed -E 's#^[a-zA-Z]+://##; s#[/?].*$##; s#:[0-9]+$##; s#^\[(.*)\]$#\1#')
[ -n "$host" ] || host=localhost

if [ -s "$dir/site.crt" ] && [ -s "$dir/site.key" ]; then
  if [ ! -e "$marker" ]; then
    echo "$0: using the certificate in $dir"
    exit 0
  fi
  # One made here is made again when PUBLIC_URL names another host or it expires within 30 days.
  if [ "$(cat "$marker")" = "$host" ] && openssl x509 -checkend 2592000 -noout -in "$dir/site.crt" >/dev/null; then
    echo "$0: using the self-signed certificate for $host in $dir"
    exit 0
  fi
fi

case "$host" in
  *:*) san="IP:$host" ;;
  *[!0-9.]*) san="DNS:$host" ;;
  *) san="IP:$host" ;;
esac
[ "$host" = localhost ] || san="$san,DNS:localhost"

mkdir -p "$dir"
# Made under other names, then moved: a failed openssl leaves what was there untouched.
openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj "/CN=$host" -addext "subjectAltName=$san" \
  -keyout "$dir/site.key.new" -out "$dir/site.crt.new" 2>/dev/null
chmod 600 "$dir/site.key.new"
mv "$dir/site.key.new" "$dir/site.key"
mv "$dir/site.crt.new" "$dir/site.crt"
printf '%s\n' "$host" >"$marker"
echo "$0: made a self-signed certificate for $host in $dir"
