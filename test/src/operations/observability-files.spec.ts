import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { parse } from 'yaml';

import { metricsRegistry } from '@kilau/shop';

const dir = fileURLToPath(new URL('../../../deploy/observability/', import.meta.url));
const read = (name: string) => readFileSync(`${dir}${name}`, 'utf8');

/** Every `kilau_...` series an expression reads, as the metric the shop registers (histogram parts folded). */
function metricsIn(expr: string): string[] {
  return [...expr.matchAll(/\bkilau_[a-z0-9_]+/g)].map(([name]) => name.replace(/_(bucket|count|sum)$/, ''));
}

const exported = new Set(metricsRegistry.getMetricsAsArray().map((metric) => metric.name));

interface Rule {
  alert: string;
  expr: string;
  annotations: { summary: string; description: string };
}

/** The dashboard and the alert rules read only figures the shop exports, so a rename cannot leave them blind. */
describe('deploy/observability', () => {
  const rules = (parse(read('alerts.yml')) as { groups: Array<{ rules: Rule[] }> }).groups.flatMap((g) => g.rules);
  const panels = (
    JSON.parse(read('grafana-dashboard.json')) as { panels: Array<{ title: string; targets: Array<{ expr: string }> }> }
  ).panels;

  it('alerts on read-model lag, outbox age, failed jobs and provider errors, each with what to do', () => {
    const names = rules.map((rule) => rule.alert);
    expect(names).toEqual(expect.arrayContaining(['ReadModelBehind', 'OutboxStuck', 'JobsFailing', 'ProviderErrors']));
    for (const rule of rules) expect(rule.annotations.description.length).toBeGreaterThan(20);
  });

  it.each([
    ['alert rules', () => rules.map((rule) => rule.expr)],
    ['dashboard panels', () => panels.flatMap((panel) => panel.targets.map((target) => target.expr))],
  ])('%s name only metrics the shop exports', (_, exprs) => {
    const used = exprs().flatMap(metricsIn);
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((name) => !exported.has(name))).toEqual([]);
  });

  it('scrapes the API and the worker', () => {
    const config = parse(read('prometheus.yml')) as {
      scrape_configs: Array<{ job_name: string }>;
      rule_files: string[];
    };
    expect(config.scrape_configs.map((job) => job.job_name)).toEqual(['kilau-api', 'kilau-worker']);
    expect(config.rule_files).toEqual(['alerts.yml']);
  });
});
