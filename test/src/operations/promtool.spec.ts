import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../../../deploy/observability/', import.meta.url));
const promtool = process.env.PROMTOOL?.trim() || 'promtool';
const installed = spawnSync(promtool, ['--version']).status === 0;
if (!installed)
  console.warn(`promtool not found: the alert rules were not checked by Prometheus (apt-get install prometheus)`);

const check = (...args: string[]) => spawnSync(promtool, ['check', ...args], { encoding: 'utf8' });

/** Prometheus' own checker reads deploy/observability as Prometheus would load it; skipped where it is not installed. */
(installed ? describe : describe.skip)('deploy/observability with promtool', () => {
  it('accepts every alert rule', () => {
    const result = check('rules', join(dir, 'alerts.yml'));
    const rules = readFileSync(join(dir, 'alerts.yml'), 'utf8').match(/^\s+- alert: /gm)!.length;
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain(`SUCCESS: ${rules} rules found`);
    expect(result.status).toBe(0);
  });

  it('accepts the scrape configuration with its rule file', () => {
    const result = check('config', join(dir, 'prometheus.yml'));
    expect(result.stdout).toMatch(/prometheus\.yml is valid/);
    expect(result.status).toBe(0);
  });

  it('refuses a rule whose expression does not parse, so the checks above can fail', () => {
    const work = mkdtempSync(join(tmpdir(), 'kilau-promtool-'));
    try {
      copyFileSync(join(dir, 'alerts.yml'), join(work, 'alerts.yml'));
      const broken = readFileSync(join(work, 'alerts.yml'), 'utf8').replace(
        'max(kilau_outbox_oldest_age_seconds) > 120',
        'max(kilau_outbox_oldest_age_seconds > 120',
      );
      writeFileSync(join(work, 'alerts.yml'), broken);
      expect(check('rules', join(work, 'alerts.yml')).status).not.toBe(0);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
