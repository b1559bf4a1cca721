#!/usr/bin/env bash
# Validates the deployment files that cannot run on this machine (not part of CI: it needs the
# npm registry and a few Debian packages). Prints one line per check and exits 1 on a failure.
#   - zeitnot.service: systemd-analyze verify (apt-get install systemd); any message fails it.
#   - k8s/overlays/example-bot: built with kustomize (kubectl kustomize; apt-get install
#     kubernetes-client), each manifest checked against the Kubernetes API's JSON schemas of the
#     npm package kubernetes-models (types, enums and required fields; like kubeconform without
#     -strict, an unknown key is not an error).
#   - docker-compose.yml: `docker compose config` where Docker is installed, else YAML syntax.
# Usage: deploy/validate.sh        (WORK=DIR keeps the npm packages between runs)
set -euo pipefail
cd "$(dirname "$0")"
WORK=${WORK:-$(mktemp -d /tmp/zeitnot-validate.XXXXXX)}
failed=0

messages=$(systemd-analyze verify ./zeitnot.service 2>&1 || echo "systemd-analyze exited non-zero")
if [[ -z "$messages" ]]; then echo "ok zeitnot.service (systemd-analyze verify)"; else
  echo "FAIL zeitnot.service:"; echo "$messages"; failed=1; fi

overlay=k8s/overlays/example-bot
created_token=""
[[ -f $overlay/token ]] || { printf 'lip_placeholder' > $overlay/token; created_token=yes; }
built=0
kubectl kustomize $overlay > "$WORK/example-bot.yaml" || built=1
[[ -n "$created_token" ]] && rm -f $overlay/token
if (( built != 0 )); then echo "FAIL $overlay: kustomize could not build it"; failed=1; else
  [[ -d "$WORK/node_modules/kubernetes-models" ]] \
    || npm install --prefix "$WORK" --no-audit --no-fund --silent kubernetes-models@5.1.0 yaml@2 >/dev/null
  cp validate-k8s.mjs "$WORK/"
  node "$WORK/validate-k8s.mjs" "$WORK/example-bot.yaml" || failed=1
fi

if command -v docker >/dev/null && docker compose version >/dev/null 2>&1; then
  docker compose -f docker-compose.yml config -q && echo "ok docker-compose.yml (docker compose config)" || failed=1
else
  [[ -d "$WORK/node_modules/yaml" ]] || npm install --prefix "$WORK" --no-audit --no-fund --silent yaml@2 >/dev/null
  (cd "$WORK" && node --input-type=module -e "import {parse} from 'yaml'; import {readFileSync} from 'node:fs';
    const c = parse(readFileSync(process.argv[1], 'utf8'));
    if (!c.services || !c.services['example-bot']) throw new Error('no services.example-bot');
    console.log('ok docker-compose.yml (YAML syntax only: no Docker here)');" "$OLDPWD/docker-compose.yml") || failed=1
fi
exit $failed
