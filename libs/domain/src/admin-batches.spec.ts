import { type BatchResult, labelBatchDialog, receiptBatchDialog } from './admin-batches.js';

const ok = (order_id: number): BatchResult => ({ order_id, ok: true, reason: null });
const failed = (order_id: number, reason: string): BatchResult => ({ order_id, ok: false, reason });

describe('bulk action result dialogs (order-side seed §2, §8)', () => {
  it.each<[string, BatchResult[], string, string[], number[]]>([
    ['all labelled', [ok(1), ok(2)], 'Labels Ready', [], []],
    [
      'one failed',
      [ok(1), failed(2, 'Gagal membuat resi: X')],
      'Partial Label Creation Failure',
      ['Order #2: Gagal membuat resi: X'],
      [2],
    ],
    ['all failed', [failed(1, 'a'), failed(2, 'b')], 'Label Creation Failed', ['Order #1: a', 'Order #2: b'], [1, 2]],
  ])('labels: %s', (_, results, title, failures, retry) => {
    expect(labelBatchDialog(results)).toEqual({ title, message: null, failures, retry });
  });

  it.each<[string, BatchResult[], string, string | null, number[]]>([
    ['all printed', [ok(1), ok(2), ok(3)], 'Receipts Ready', null, []],
    ['one failed', [ok(1), failed(2, 'System error at JNT'), ok(3)], 'Partial Print Failure', null, [2]],
    [
      'none printed',
      [failed(1, 'No response from shipping provider')],
      'Print Failed',
      'Failed to generate any receipts. Please try again or contact support.',
      [1],
    ],
  ])('receipts: %s', (_, results, title, message, retry) => {
    const shown = receiptBatchDialog(results);
    expect(shown).toMatchObject({ title, message, retry });
    expect(shown.failures).toHaveLength(retry.length);
  });

  it('names a failure without a reason by its order alone', () => {
    expect(receiptBatchDialog([{ order_id: 7, ok: false, reason: null }, ok(8)]).failures).toEqual(['Order #7: ']);
  });
});
