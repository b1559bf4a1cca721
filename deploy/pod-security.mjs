// The Pod Security Standards' "restricted" level (the baseline's rules included), as the API
// server's admission enforces it on a namespace labelled pod-security.kubernetes.io/enforce:
// restricted; https://kubernetes.io/docs/concepts/security/pod-security-standards/ (latest).
// restrictedProblems(podSpec, podMetadata) lists what such a namespace would refuse, [] if none.

const VOLUME_TYPES = new Set(["configMap", "csi", "downwardAPI", "emptyDir", "ephemeral",
  "persistentVolumeClaim", "projected", "secret"]);
const SAFE_SYSCTLS = new Set(["kernel.shm_rmid_forced", "net.ipv4.ip_local_port_range",
  "net.ipv4.ip_unprivileged_port_start", "net.ipv4.tcp_syncookies", "net.ipv4.ping_group_range",
  "net.ipv4.ip_local_reserved_ports", "net.ipv4.tcp_keepalive_time", "net.ipv4.tcp_fin_timeout",
  "net.ipv4.tcp_keepalive_intvl", "net.ipv4.tcp_keepalive_probes"]);
const SELINUX_TYPES = new Set(["", "container_t", "container_init_t", "container_kvm_t",
  "container_engine_t"]);
const SECCOMP_ALLOWED = new Set(["RuntimeDefault", "Localhost"]);

export function restrictedProblems(spec, metadata = {}) {
  const problems = [];
  const pod = spec.securityContext ?? {};
  for (const host of ["hostNetwork", "hostPID", "hostIPC"]) {
    if (spec[host]) problems.push(`${host}: true`);
  }
  if (spec.hostUsers === false) { /* allowed: a user namespace is stricter */ }
  for (const volume of spec.volumes ?? []) {
    const type = Object.keys(volume).find((key) => key !== "name");
    if (!VOLUME_TYPES.has(type)) problems.push(`volume ${volume.name}: type ${type} is not allowed`);
  }
  for (const sysctl of pod.sysctls ?? []) {
    if (!SAFE_SYSCTLS.has(sysctl.name)) problems.push(`sysctl ${sysctl.name} is not in the safe set`);
  }
  if (pod.runAsUser === 0) problems.push("securityContext.runAsUser: 0");
  if (pod.seccompProfile && !SECCOMP_ALLOWED.has(pod.seccompProfile.type)) {
    problems.push(`securityContext.seccompProfile.type: ${pod.seccompProfile.type}`);
  }
  if (pod.appArmorProfile?.type === "Unconfined") problems.push("securityContext.appArmorProfile: Unconfined");
  if (!SELINUX_TYPES.has(pod.seLinuxOptions?.type ?? "")) problems.push("securityContext.seLinuxOptions.type");
  if (pod.seLinuxOptions?.user || pod.seLinuxOptions?.role) problems.push("securityContext.seLinuxOptions user/role");
  if (pod.windowsOptions?.hostProcess) problems.push("securityContext.windowsOptions.hostProcess: true");
  for (const [key, value] of Object.entries(metadata.annotations ?? {})) {
    if (key.startsWith("container.apparmor.security.beta.kubernetes.io/") && value === "unconfined") {
      problems.push(`annotation ${key}: unconfined`);
    }
  }
  const containers = [...(spec.initContainers ?? []), ...(spec.containers ?? []),
    ...(spec.ephemeralContainers ?? [])];
  for (const container of containers) {
    const c = container.securityContext ?? {};
    const where = `container ${container.name}`;
    if (c.privileged) problems.push(`${where}: privileged: true`);
    if (c.allowPrivilegeEscalation !== false) problems.push(`${where}: allowPrivilegeEscalation must be false`);
    if (!(c.capabilities?.drop ?? []).includes("ALL")) problems.push(`${where}: capabilities.drop must include ALL`);
    for (const added of c.capabilities?.add ?? []) {
      if (added !== "NET_BIND_SERVICE") problems.push(`${where}: capabilities.add ${added}`);
    }
    if (!(c.runAsNonRoot === true || (pod.runAsNonRoot === true && c.runAsNonRoot !== false))) {
      problems.push(`${where}: runAsNonRoot must be true (pod or container)`);
    }
    if (c.runAsUser === 0) problems.push(`${where}: runAsUser: 0`);
    const seccomp = c.seccompProfile?.type ?? pod.seccompProfile?.type;
    if (!SECCOMP_ALLOWED.has(seccomp)) {
      problems.push(`${where}: seccompProfile.type must be RuntimeDefault or Localhost (pod or container), is ${seccomp}`);
    }
    if (c.appArmorProfile?.type === "Unconfined") problems.push(`${where}: appArmorProfile: Unconfined`);
    if (c.procMount && c.procMount !== "Default") problems.push(`${where}: procMount ${c.procMount}`);
    if (!SELINUX_TYPES.has(c.seLinuxOptions?.type ?? "")) problems.push(`${where}: seLinuxOptions.type`);
    if (c.windowsOptions?.hostProcess) problems.push(`${where}: windowsOptions.hostProcess: true`);
    for (const port of container.ports ?? []) {
      if (port.hostPort) problems.push(`${where}: hostPort ${port.hostPort}`);
    }
  }
  return problems;
}

/** The pod template of a manifest that has one (Pod, Deployment, Job, CronJob, ...), else null. */
export function podOf(manifest) {
  if (manifest.kind === "Pod") return { spec: manifest.spec, metadata: manifest.metadata };
  if (manifest.kind === "CronJob") return manifest.spec?.jobTemplate?.spec?.template ?? null;
  return manifest.spec?.template?.spec ? manifest.spec.template : null;
}
