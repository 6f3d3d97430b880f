import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';

import { AdminMessages, ORDERS_EXPORT_MAX_ROWS } from '@kilau/domain';

import { saveBlob } from '../../ui/saveFile';
import { exportOrders, type OrderFilter } from './api';

/**
 * 'Export CSV': every order of the tab, days and search staff are looking at (all pages, not just
 * this one), as the service writes it, up to the cap the caption states.
 */
export function ExportButton({ filter }: { filter: OrderFilter }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await exportOrders(filter);
      saveBlob(file.blob, file.name);
      if (file.total > file.exported) {
        notify(`Exported the newest ${file.exported} of ${file.total} orders`, { type: 'warning' });
      }
    } catch {
      notify(AdminMessages.exportFailed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack sx={{ alignItems: 'flex-end' }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={run} disabled={busy}>
        {AdminMessages.exportCsv}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
        {AdminMessages.exportCap(ORDERS_EXPORT_MAX_ROWS)}
      </Typography>
    </Stack>
  );
}
