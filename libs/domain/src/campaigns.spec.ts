import { campaignItemsFor, type CampaignRule, isCampaignRunning, runningCampaigns } from './campaigns.js';

const now = new Date('2025-02-10T12:00:00Z');
const item = { product: 7, discount_type: 'percent' as const, discount_value: 10 };

describe('which campaigns run', () => {
  it.each<[string, Partial<CampaignRule>, boolean]>([
    ['no start, ends tomorrow', { end_time: '2025-02-11T00:00:00Z' }, true],
    ['null start, ends tomorrow', { start_time: null, end_time: '2025-02-11T00:00:00Z' }, true],
    ['started an hour ago', { start_time: '2025-02-10T11:00:00Z', end_time: '2025-02-11T00:00:00Z' }, true],
    ['starts exactly now', { start_time: now, end_time: '2025-02-11T00:00:00Z' }, true],
    ['starts in an hour', { start_time: '2025-02-10T13:00:00Z', end_time: '2025-02-11T00:00:00Z' }, false],
    ['ends exactly now', { end_time: '2025-02-10T12:00:00Z' }, false],
    ['ended yesterday', { end_time: new Date('2025-02-09T12:00:00Z') }, false],
    ['has no items', { end_time: '2025-02-11T00:00:00Z', items: [] }, false],
    ['has an unreadable end', { end_time: 'soon' }, false],
    ['has an unreadable start', { start_time: 'once', end_time: '2025-02-11T00:00:00Z' }, false],
  ])('given a campaign that %s, it runs: %p', (_, fields, runs) => {
    expect(isCampaignRunning({ items: [item], ...fields } as CampaignRule, now)).toBe(runs);
  });

  it('keeps the running ones in the order given, so the home countdown shows the first', () => {
    const campaigns = [
      { id: 1, end_time: '2025-02-01T00:00:00Z', items: [item] },
      { id: 2, end_time: '2025-03-01T00:00:00Z', items: [item] },
      { id: 3, end_time: '2025-02-20T00:00:00Z', items: [] },
      { id: 4, end_time: '2025-02-15T00:00:00Z', items: [item] },
    ];
    expect(runningCampaigns(campaigns, now).map((c) => c.id)).toEqual([2, 4]);
  });

  it('finds every running item that names a product', () => {
    const running: CampaignRule[] = [
      { end_time: '2025-03-01T00:00:00Z', items: [item, { ...item, product: 8 }] },
      { end_time: '2025-03-01T00:00:00Z', items: [{ product: 7, discount_type: 'amount', discount_value: 99000 }] },
    ];
    expect(campaignItemsFor(7, running).map((i) => i.discount_type)).toEqual(['percent', 'amount']);
    expect(campaignItemsFor(9, running)).toEqual([]);
  });
});
