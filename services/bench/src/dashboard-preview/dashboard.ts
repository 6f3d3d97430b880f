import { readFile } from 'node:fs/promises';

import { queryRange, type Series } from './prometheus.js';

export interface Panel {
  id: number;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  fieldConfig?: { defaults?: { unit?: string } };
  targets: Array<{ refId: string; expr: string; legendFormat?: string }>;
}

export interface Dashboard {
  title: string;
  panels: Panel[];
}

/** One drawn line: its legend and its points (Unix seconds, value). */
export interface Line {
  label: string;
  points: Array<[number, number]>;
}

export interface RenderedPanel {
  panel: Panel;
  lines: Line[];
  /** The targets whose query answered no series at all. */
  empty: string[];
}

export async function readDashboard(file: string): Promise<Dashboard> {
  return JSON.parse(await readFile(file, 'utf8')) as Dashboard;
}

/** Grafana's legend: each `{{label}}` replaced by the series' label value (empty when it has none). */
export function legend(format: string | undefined, metric: Record<string, string>): string {
  if (!format) return JSON.stringify(metric);
  return format.replace(/\{\{\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*\}\}/g, (_, name: string) => metric[name] ?? '');
}

/** Runs every target of every panel, as Grafana would, over one time range. */
export async function queryPanels(
  prometheusUrl: string,
  dashboard: Dashboard,
  range: { start: number; end: number; step: number },
): Promise<RenderedPanel[]> {
  const rendered: RenderedPanel[] = [];
  for (const panel of dashboard.panels) {
    const lines: Line[] = [];
    const empty: string[] = [];
    for (const target of panel.targets) {
      const series = await queryRange(prometheusUrl, target.expr, range.start, range.end, range.step);
      if (series.length === 0) empty.push(target.expr);
      lines.push(...series.map((s) => toLine(s, target.legendFormat)));
    }
    rendered.push({ panel, lines, empty });
  }
  return rendered;
}

function toLine(series: Series, format: string | undefined): Line {
  return {
    label: legend(format, series.metric),
    points: series.values.map(([t, v]) => [t, Number(v)] as [number, number]),
  };
}
