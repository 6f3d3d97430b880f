import { Button, Chip, Stack, TextField } from '@mui/material';
import { useEffect, useEffectEvent, useState } from 'react';

import { AdminMessages, formatShopDay } from '@kilau/domain';

import type { OrderFilter } from './api';

type Narrowing = Omit<OrderFilter, 'tab'>;

/** Each active filter's chip: its name and how its value shows (days as dd/mm/yyyy). */
const CHIPS: Array<[keyof Narrowing, string, (value: string) => string]> = [
  ['start_date', 'From', formatShopDay],
  ['end_date', 'To', formatShopDay],
  ['q', 'Search', (text) => text],
];

/**
 * The filter bar (order-side seed §2, §5): a start and an end day applied together by 'Apply Date
 * Filter' (at least one), 'Reset All', a search applied as staff type, and the active filters as
 * chips that each remove their filter.
 */
export function FilterBar({
  filter,
  onChange,
  onReset,
  onRefused,
}: {
  filter: Narrowing;
  onChange: (next: Narrowing) => void;
  onReset: () => void;
  onRefused: (message: string) => void;
}) {
  const [start, setStart] = useState(filter.start_date ?? '');
  const [end, setEnd] = useState(filter.end_date ?? '');
  const [q, setQ] = useState(filter.q ?? '');

  // a chip removed or 'Reset All' empties the inputs too
  useEffect(() => setStart(filter.start_date ?? ''), [filter.start_date]);
  useEffect(() => setEnd(filter.end_date ?? ''), [filter.end_date]);
  useEffect(() => setQ(filter.q ?? ''), [filter.q]);

  // the search applies once typing pauses
  const search = useEffectEvent((text: string) => onChange({ ...filter, q: text || undefined }));
  useEffect(() => {
    const text = q.trim();
    if (text === (filter.q ?? '')) return;
    const timer = setTimeout(() => search(text), 400);
    return () => clearTimeout(timer);
  }, [q, filter.q]);

  const applyDates = () => {
    if (!start && !end) return onRefused(AdminMessages.dateFilterNeedsDate);
    onChange({ ...filter, start_date: start || undefined, end_date: end || undefined });
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label="Start date"
          type="date"
          size="small"
          fullWidth={false}
          sx={{ width: 180 }}
          value={start}
          onChange={(event) => setStart(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="End date"
          type="date"
          size="small"
          fullWidth={false}
          sx={{ width: 180 }}
          value={end}
          onChange={(event) => setEnd(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="contained" onClick={applyDates}>
          Apply Date Filter
        </Button>
        <Button variant="outlined" onClick={onReset}>
          Reset All
        </Button>
        <TextField
          label="Search orders"
          placeholder="Order ID, e-mail, product or gift set"
          size="small"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          fullWidth={false}
          sx={{ width: 340 }}
        />
      </Stack>
      <Stack direction="row" spacing={1} aria-label="Active filters">
        {CHIPS.filter(([key]) => filter[key]).map(([key, label, shown]) => (
          <Chip
            key={key}
            label={`${label}: ${shown(filter[key]!)}`}
            onDelete={() => onChange({ ...filter, [key]: undefined })}
          />
        ))}
      </Stack>
    </Stack>
  );
}
