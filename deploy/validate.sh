#!/usr/bin/env bash
# Validates the deployment files that cannot run on this machine (not part of CI: it needs the
# npm registry and a few Debian packages). Prints one line per check and exits 1 on a failure.
#   - zeitnot.service: systemd-analyze verify (apt-get install systemd), any message fails it;
#     and systemd-analyze security --offline, which fails above an exposure of MAX_EXPOSURE.
#   - k8s: every overlay and k8s/namespace built with kustomize (kubectl kustomize; apt-get
#     install kubernetes-client), each manifest checked against the Kubernetes API's JSON
#     schemas of the npm package kubernetes-models (types, enums and required fields; like
#     kubeconform without -strict, an unknown key is not an error), every pod against the Pod
#     Security "restricted" level (pod-security.mjs), the namespace for enforcing it.
#   - docker-compose.yml: `docker compose config` where Docker is installed, else YAML syntax;
#     either way its hardening keys.
#   - Dockerfile: a note (not a failure) for each base image not pinned by digest.
# It writes only under one temporary directory, removed on exit whatever happens: overlays are
# built from a copy with a placeholder token, so a real token file is never read or rendered.
# Usage: deploy/validate.sh        (WORK=DIR keeps the npm packages, and nothing else, between runs)
set -euo pipefail
cd "$(dirname "$0")"
MAX_EXPOSURE=20   # systemd-analyze's scale x10: 2.0 "OK"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/zeitnot-validate.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
NPM=${WORK:-$TMP/npm}
mkdir -p "$NPM"
failed=0

messages=$(systemd-analyze verify ./zeitnot.service 2>&1 || echo "systemd-analyze exited non-zero")
if [[ -z "$messages" ]]; then echo "ok zeitnot.service (systemd-analyze verify)"; else
  echo "FAIL zeitnot.service:"; echo "$messages"; failed=1; fi
if score=$(systemd-analyze security --offline=yes --threshold=$MAX_EXPOSURE ./zeitnot.service 2>&1); then
  echo "ok zeitnot.service (systemd-analyze security:${score##*:})"
else echo "FAIL zeitnot.service (systemd-analyze security above $MAX_EXPOSURE/10):${score##*:}"; failed=1; fi

# A copy of k8s/ without any token file; each overlay gets a placeholder.
mkdir "$TMP/k8s"
tar -C k8s --exclude='./overlays/*/token' -cf - . | tar -C "$TMP/k8s" -xf -
rendered=()
for dir in "$TMP"/k8s/overlays/*/ "$TMP/k8s/namespace/"; do
  name=${dir#"$TMP/"}; name=${name%/}
  [[ $name == k8s/overlays/* ]] && printf 'lip_placeholder' > "$dir/token"
  out="$TMP/$(basename "$dir").yaml"
  if kubectl kustomize "$dir" > "$out"; then rendered+=("$out"); else
    echo "FAIL $name: kustomize could not build it"; failed=1; fi
done
[[ -d "$NPM/node_modules/kubernetes-models" && -d "$NPM/node_modules/yaml" ]] \
  || npm install --prefix "$NPM" --no-audit --no-fund --silent kubernetes-models@5.1.0 yaml@2 >/dev/null
cp validate-k8s.mjs pod-security.mjs "$NPM/"
(( ${#rendered[@]} == 0 )) || node "$NPM/validate-k8s.mjs" "${rendered[@]}" || failed=1
rm -f "$NPM/validate-k8s.mjs" "$NPM/pod-security.mjs"

if command -v docker >/dev/null && docker compose version >/dev/null 2>&1; then
  docker compose -f docker-compose.yml config -q && echo "ok docker-compose.yml (docker compose config)" || failed=1
fi
(cd "$NPM" && node --input-type=module -e "import {parse} from 'yaml'; import {readFileSync} from 'node:fs';
  const bot = parse(readFileSync(process.argv[1], 'utf8')).services?.['example-bot'];
  if (!bot) throw new Error('no services.example-bot');
  const missing = [];
  if (bot.read_only !== true) missing.push('read_only: true');
  if (!bot.cap_drop?.includes('ALL')) missing.push('cap_drop: [ALL]');
  if (!bot.security_opt?.some(o => /^no-new-privileges(:true)?$/.test(o))) missing.push('no-new-privileges');
  if (!(bot.pids_limit > 0)) missing.push('pids_limit');
  if (bot.init !== true) missing.push('init: true');
  if (JSON.stringify(bot.healthcheck?.test ?? []).includes('curl')) missing.push('a health check without curl');
  if (missing.length) { console.log('FAIL docker-compose.yml: missing ' + missing.join(', ')); process.exit(1); }
  console.log('ok docker-compose.yml (hardening keys)');" "$OLDPWD/docker-compose.yml") || failed=1

grep -E '^ARG [A-Z_]+_IMAGE=' Dockerfile | grep -v '@sha256:' | sed 's/^ARG /note Dockerfile: not pinned by digest: /' || true
exit $failed
