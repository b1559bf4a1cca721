// Checks Kubernetes manifests (a multi-document YAML file, e.g. `kubectl kustomize` output)
// against the Kubernetes API's JSON schemas from the npm package kubernetes-models.
// Usage: node deploy/validate-k8s.mjs FILE   (run by deploy/validate.sh)
import { readFileSync } from "node:fs";
import { parseAllDocuments } from "yaml";

const file = process.argv[2];
let failures = 0;
for (const document of parseAllDocuments(readFileSync(file, "utf8"))) {
  const manifest = document.toJS();
  if (!manifest) continue;
  const name = `${manifest.kind}/${manifest.metadata?.name}`;
  try {
    const module = await import(`kubernetes-models/${manifest.apiVersion}/${manifest.kind}`);
    new module[manifest.kind](manifest).validate();
    console.log(`ok ${name} (${manifest.apiVersion})`);
  } catch (error) {
    failures++;
    console.log(`FAIL ${name}: ${error.message}`);
  }
}
process.exit(failures === 0 ? 0 : 1);
