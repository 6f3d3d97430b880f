import { Tab, Tabs } from '@mui/material';

import { ADMIN_ORDER_TABS } from '@kilau/domain';

/** The status tabs in the seed's order, each with its count under the current search and days. */
export function StatusTabs({
  tab,
  counts,
  onChange,
}: {
  tab: string;
  counts: Record<string, number> | undefined;
  onChange: (tab: string) => void;
}) {
  return (
    <Tabs
      value={tab}
      onChange={(_, next: string) => onChange(next)}
      variant="scrollable"
      aria-label="Order status"
      // the tabs scroll within the page's width instead of widening the page (a 1280 px laptop)
      sx={{ contain: 'inline-size' }}
    >
      {ADMIN_ORDER_TABS.map(({ key, label }) => (
        <Tab key={key} value={key} label={counts ? `${label} (${counts[key] ?? 0})` : label} />
      ))}
    </Tabs>
  );
}
