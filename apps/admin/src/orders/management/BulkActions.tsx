import { Button, Stack, Typography } from '@mui/material';

import { AdminMessages, type BulkAction } from '@kilau/domain';

const LABELS: Record<BulkAction, string> = {
  create_label: AdminMessages.createLabelsAction,
  print_receipt: AdminMessages.printReceiptsAction,
};

/** The tab's bulk actions (from the status machine), with how many orders are selected. */
export function BulkActions({
  actions,
  selected,
  busy,
  onAction,
}: {
  actions: BulkAction[];
  selected: number;
  busy: boolean;
  onAction: (action: BulkAction) => void;
}) {
  if (actions.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={2}
      role="toolbar"
      aria-label="Bulk actions"
      sx={{
        alignItems: 'center',
        py: 1,
        px: 2,
        bgcolor: selected ? 'action.selected' : 'transparent',
        borderRadius: 1,
      }}
    >
      {selected > 0 && <Typography>{selected} selected</Typography>}
      {actions.map((action) => (
        <Button key={action} variant="contained" disabled={busy} onClick={() => onAction(action)}>
          {LABELS[action]}
        </Button>
      ))}
    </Stack>
  );
}
