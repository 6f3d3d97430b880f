import { legend } from './dashboard.js';
import { box, GRID } from './page.js';

describe("Grafana's legend format", () => {
  it.each([
    ['{{status}}', { status: '201' }, '201'],
    ['{{provider}} {{operation}} {{outcome}}', { provider: 'jnt', operation: 'order', outcome: 'ok' }, 'jnt order ok'],
    ['{{ read_model }} s', { read_model: 'order-summaries' }, 'order-summaries s'],
    ['{{job}} {{instance}}', { job: 'kilau-api' }, 'kilau-api '],
    ['rows waiting', {}, 'rows waiting'],
    [undefined, { queue: 'mail' }, '{"queue":"mail"}'],
  ])('%s over %j reads %j', (format, metric, expected) => {
    expect(legend(format, metric)).toBe(expected);
  });
});

describe("Grafana's grid", () => {
  const column = (GRID.widthPx - GRID.gapPx) / GRID.columns;

  it.each([
    [
      { x: 0, y: 0, w: 12, h: 8 },
      { left: GRID.gapPx, top: 0 },
    ],
    [
      { x: 12, y: 8, w: 12, h: 8 },
      { left: GRID.gapPx + 12 * column, top: 8 * (GRID.rowPx + GRID.gapPx) },
    ],
  ])('places %j at %j', (gridPos, at) => {
    expect(box(gridPos)).toMatchObject(at);
  });

  it('fills the page width with two half-width panels and their gaps', () => {
    const left = box({ x: 0, y: 0, w: 12, h: 8 });
    const right = box({ x: 12, y: 0, w: 12, h: 8 });
    expect(right.left - (left.left + left.width)).toBeCloseTo(GRID.gapPx);
    expect(right.left + right.width + GRID.gapPx).toBeCloseTo(GRID.widthPx);
    expect(left.height).toBe(8 * GRID.rowPx + 7 * GRID.gapPx);
  });
});
