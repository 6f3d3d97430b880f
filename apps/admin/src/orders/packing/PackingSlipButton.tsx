import PrintIcon from '@mui/icons-material/Print';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';

import { AdminMessages, orderNumber } from '@kilau/domain';

import { showBlob } from '../../ui/saveFile';
import { fetchPdf, packingSlipPath } from '../management/api';

/**
 * 'Packing slip': the order's slip (PDF) in a new tab, to print with its label. `compact` is the
 * table row's icon; the order page shows the words.
 */
export function PackingSlipButton({ orderId, compact = false }: { orderId: number; compact?: boolean }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const label = `${AdminMessages.packingSlip} ${orderNumber(orderId)}`;
  const open = async () => {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      showBlob(await fetchPdf(packingSlipPath(orderId)), `packing-slip-${orderId}.pdf`, tab);
    } catch {
      tab?.close();
      notify(AdminMessages.packingSlipFailed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (compact) {
    return (
      <Tooltip title={label}>
        <span>
          <IconButton size="small" aria-label={label} onClick={open} disabled={busy}>
            <PrintIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button variant="outlined" startIcon={<PrintIcon />} onClick={open} disabled={busy} aria-label={label}>
      {AdminMessages.packingSlip}
    </Button>
  );
}
