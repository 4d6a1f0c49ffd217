#!/bin/sh
# Docker and Kubernetes hand secrets over as files; the apps read environment variables. For
# each <VAR>_FILE in the environment this exports <VAR> with the file's content (final newlines
# dropped), then runs the command. A value is never printed, only the variable's name.
set -eu

for name in $(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)_FILE=.*/\1/p'); do
  eval "file=\${${name}_FILE}"
  eval "given=\${${name}:-}"
  if [ -n "$given" ]; then
    echo "csg-entrypoint: both $name and ${name}_FILE are set; set only one" >&2
    exit 64
  fi
  if [ ! -r "$file" ]; then
    echo "csg-entrypoint: ${name}_FILE names $file, which is missing or unreadable" >&2
    exit 66
  fi
  value=$(cat "$file")
  if [ -z "$value" ]; then
    echo "csg-entrypoint: $file (${name}_FILE) is empty" >&2
    exit 65
  fi
  export "$name=$value"
  unset "${name}_FILE"
done

exec "$@"
