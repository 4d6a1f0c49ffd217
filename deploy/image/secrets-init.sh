#!/bin/sh
# The appliance's first start: writes each secret the fleet needs into the secrets volume once.
# Later starts keep them: tokens, sealed provider credentials and the database password must
# survive restarts. A value given in the environment is used for the first write; one that
# disagrees with the file already written is refused rather than silently ignored. Values are
# never printed. Each file is readable by the one user that needs it (mode 0400).
set -eu
dir=${SECRETS_DIR:-/run/csg-secrets}
app_uid=${APP_UID:-1000}
postgres_uid=${POSTGRES_UID:-999}
umask 077

fail() {
  echo "secrets: $*" >&2
  exit 1
}
# `base64 -w0` is GNU's; tr makes it one line anywhere.
random_base64() { head -c "$1" /dev/urandom | base64 | tr -d '\n'; }
random_hex() { head -c "$1" /dev/urandom | od -An -tx1 | tr -d ' \n'; }

# keep FILE GIVEN GENERATED OWNER: writes GIVEN (or GENERATED) unless FILE exists.
keep() {
  if [ -s "$dir/$1" ]; then
    if [ -n "$2" ] && [ "$2" != "$(cat "$dir/$1")" ]; then
      fail "$dir/$1 already holds a different value than the one given; delete the file to replace it"
    fi
    return 0
  fi
  [ -w "$dir" ] || fail "$dir is not writable and $1 is missing"
  printf '%s\n' "${2:-$3}" > "$dir/$1.tmp"
  chown "$4" "$dir/$1.tmp"
  chmod 0400 "$dir/$1.tmp"
  mv "$dir/$1.tmp" "$dir/$1"
  echo "secrets: wrote $1"
}

[ -d "$dir" ] || fail "$dir does not exist (mount the secrets volume there)"
keep jwt_secret "${JWT_SECRET:-}" "$(random_base64 48)" "$app_uid"
keep credentials_encryption_key "${CREDENTIALS_ENCRYPTION_KEY:-}" "$(random_base64 32)" "$app_uid"
keep postgres_password "${POSTGRES_PASSWORD:-}" "$(random_hex 24)" "$postgres_uid"

# The apps check these too, but only once they start; a bad file is clearer refused here.
[ "$(wc -c < "$dir/jwt_secret")" -gt 32 ] || fail "$dir/jwt_secret must hold at least 32 characters"
key_bytes=$(base64 -d < "$dir/credentials_encryption_key" 2> /dev/null | wc -c) || key_bytes=0
[ "$key_bytes" -eq 32 ] || fail "$dir/credentials_encryption_key must be 32 bytes in base64"
grep -qE '^[A-Za-z0-9._~-]+$' "$dir/postgres_password" \
  || fail "$dir/postgres_password may hold only letters, digits and . _ ~ - (it goes into a URL)"

# DATABASE_URL carries the password, so it is a secret of its own, made from the one above.
keep database_url "" "postgres://gateway:$(cat "$dir/postgres_password")@${POSTGRES_HOST:-postgres}:5432/gateway" "$app_uid"
