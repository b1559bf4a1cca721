// Checks Kubernetes manifests (a multi-document YAML file, e.g. `kubectl kustomize` output)
// against the Kubernetes API's JSON schemas from the npm package kubernetes-models, and every
// pod in them against the Pod Security "restricted" level (pod-security.mjs). A Namespace must
// enforce that level.
// Usage: node deploy/validate-k8s.mjs FILE...   (run by deploy/validate.sh)
import { readFileSync } from "node:fs";
import { parseAllDocuments } from "yaml";
import { podOf, restrictedProblems } from "./pod-security.mjs";

let failures = 0;
const fail = (message) => { failures++; console.log(`FAIL ${message}`); };

// The check itself must refuse a pod that the restricted level refuses.
const unconfined = restrictedProblems({ containers: [{ name: "c", securityContext: {} }] });
if (unconfined.length < 4) fail(`pod-security.mjs passes a pod with no securityContext: ${unconfined}`);

for (const file of process.argv.slice(2)) {
  for (const document of parseAllDocuments(readFileSync(file, "utf8"))) {
    const manifest = document.toJS();
    if (!manifest) continue;
    const name = `${manifest.kind}/${manifest.metadata?.name}`;
    try {
      const module = await import(`kubernetes-models/${manifest.apiVersion}/${manifest.kind}`);
      new module[manifest.kind](manifest).validate();
      console.log(`ok ${name} (${manifest.apiVersion} schema)`);
    } catch (error) {
      fail(`${name}: ${error.message}`);
    }
    const pod = podOf(manifest);
    if (pod) {
      const problems = restrictedProblems(pod.spec, pod.metadata);
      if (problems.length === 0) console.log(`ok ${name} (Pod Security restricted)`);
      else fail(`${name} (Pod Security restricted): ${problems.join("; ")}`);
      if (pod.spec.automountServiceAccountToken !== false) {
        fail(`${name}: automountServiceAccountToken must be false (the bot never calls the API)`);
      }
      for (const volume of pod.spec.volumes ?? []) {
        if ("emptyDir" in volume && !volume.emptyDir?.sizeLimit) fail(`${name}: emptyDir ${volume.name} has no sizeLimit`);
      }
    }
    if (manifest.kind === "Namespace") {
      const level = manifest.metadata?.labels?.["pod-security.kubernetes.io/enforce"];
      if (level === "restricted") console.log(`ok ${name} (enforces Pod Security restricted)`);
      else fail(`${name}: label pod-security.kubernetes.io/enforce is ${level}, not restricted`);
    }
  }
}
process.exit(failures === 0 ? 0 : 1);
