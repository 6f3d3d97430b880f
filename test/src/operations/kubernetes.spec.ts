import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Service } from 'kubernetes-models/v1/Service';
import { parseAllDocuments } from 'yaml';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = `${root}deploy/kubernetes/`;

type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; spec?: Record<string, any> };

/** Kubernetes' own schema for each kind the manifests use. */
const MODELS: Record<string, new (data: any) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'batch/v1 Job': Job,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'v1 ConfigMap': ConfigMap,
  'v1 Service': Service,
  'v1 PersistentVolumeClaim': PersistentVolumeClaim,
};

const manifests: Manifest[] = readdirSync(dir)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => parseAllDocuments(readFileSync(`${dir}${file}`, 'utf8')).map((doc) => doc.toJSON() as Manifest));
const named = (kind: string, name: string) => manifests.find((m) => m.kind === kind && m.metadata.name === name)!;
const containerOf = (kind: string, name: string) => named(kind, name).spec!.template.spec.containers[0];

/** A memory quantity (`512Mi`, `1Gi`) in MiB. */
function mebibytes(quantity: string): number {
  const [, amount, unit] = /^(\d+)(Mi|Gi)$/.exec(quantity) ?? [];
  if (!amount) throw new Error(`unexpected memory quantity ${quantity}`);
  return Number(amount) * (unit === 'Gi' ? 1024 : 1);
}

/** The Kubernetes manifests are checked here, without a cluster: schemas, probes, wiring. */
describe('deploy/kubernetes', () => {
  it.each(manifests.map((m) => [`${m.kind} ${m.metadata.name}`, m] as const))('%s fits its schema', (_, manifest) => {
    const Model = MODELS[`${manifest.apiVersion} ${manifest.kind}`];
    expect(Model).toBeDefined();
    expect(() => new Model!(manifest).validate()).not.toThrow();
  });

  it('would catch a manifest that breaks its schema', () => {
    const broken = structuredClone(named('Deployment', 'kilau-api')) as Manifest;
    broken.spec!.replicas = 'two';
    expect(() => new Deployment(broken as never).validate()).toThrow();
  });

  it('runs the API under an HPA and a PDB, the worker under a PDB, and migrates in a Job', () => {
    expect(named('HorizontalPodAutoscaler', 'kilau-api').spec!.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: 'kilau-api',
    });
    for (const name of ['kilau-api', 'kilau-worker']) {
      const selector = named('PodDisruptionBudget', name).spec!.selector.matchLabels;
      expect(named('Deployment', name).spec!.template.metadata.labels).toMatchObject(selector);
    }
    expect(containerOf('Job', 'kilau-migrate').command).toEqual(['node', 'services/local-stack/dist/migrate.js']);
  });

  it('probes each process where it answers: the API on its port, the worker on METRICS_PORT', () => {
    const api = containerOf('Deployment', 'kilau-api');
    expect(api.readinessProbe.httpGet.path).toBe('/api/health/ready');
    expect(api.livenessProbe.httpGet.path).toBe('/api/health/live');
    const worker = containerOf('Deployment', 'kilau-worker');
    const metricsPort = worker.ports.find((p: { name: string }) => p.name === 'metrics').containerPort;
    expect(String(metricsPort)).toBe(
      (named('ConfigMap', 'kilau-config') as unknown as { data: Record<string, string> }).data.METRICS_PORT,
    );
    expect(worker.readinessProbe.httpGet).toEqual({ path: '/health/ready', port: 'metrics' });
  });

  it('runs one API process a pod, which its memory limit holds; the HPA adds pods', () => {
    const api = containerOf('Deployment', 'kilau-api');
    const config = (named('ConfigMap', 'kilau-config') as unknown as { data: Record<string, string> }).data;
    // under NODE_ENV=production an unset WEB_CONCURRENCY starts one process a core of the node
    expect(config.NODE_ENV).toBe('production');
    const processes = Number(
      api.env?.find((e: { name: string }) => e.name === 'WEB_CONCURRENCY')?.value ?? config.WEB_CONCURRENCY,
    );
    expect(processes).toBe(1);
    // an API process stays under 250 MB RSS under the bench's loads (README "Performance")
    expect(mebibytes(api.resources.limits.memory)).toBeGreaterThanOrEqual(processes * 250 * 1.5);
  });

  it('runs every container as a non-root user that gains nothing, with the built entry points', () => {
    for (const m of manifests.filter((m) => m.kind === 'Deployment' || m.kind === 'Job')) {
      const pod = m.spec!.template.spec;
      expect(pod.securityContext.runAsNonRoot).toBe(true);
      for (const container of pod.containers) {
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
        expect(container.resources.limits.memory).toBeDefined();
        expect(existsSync(`${root}${container.command.at(-1)}`)).toBe(true);
      }
    }
  });
});
