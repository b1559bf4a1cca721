#!/usr/bin/env bash
# Says which dependencies and build plugins have a newer stable release on Maven Central, and
# exits 1 when any has (0 when all are current). Pre-releases (alpha, beta, milestones, release
# candidates) are not counted; new major lines are listed too, and adopted deliberately
# (docs/decisions/build-checks.md). Run it before a release, or weekly; it needs the network.
#   tools/dependency-updates.sh
set -euo pipefail
cd "$(dirname "$0")/.."
VERSIONS=org.codehaus.mojo:versions-maven-plugin:2.18.0
IGNORE='.*[-.](alpha|beta|M|RC|rc|cr|CR)[-.0-9]*.*'
updates=$(mvn -B "$VERSIONS:display-dependency-updates" "$VERSIONS:display-plugin-updates" \
  -Dmaven.version.ignore="$IGNORE" | grep -E ' -> ' | sed 's/^\[INFO\] *//' || true)
if [[ -n "$updates" ]]; then
  echo "Newer releases:"
  echo "$updates"
  exit 1
fi
echo "All dependencies and plugins are current."
