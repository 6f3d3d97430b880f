import DashboardIcon from '@mui/icons-material/Dashboard';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useNotify } from 'react-admin';

import { OrderHistoryMessages } from '@kilau/domain';

import { errorMessage } from '../../providers/http';
import { queueDashboardUrl } from './api';

/**
 * The sidebar's 'Queues': opens the queue dashboard in a new tab through a one-minute link the
 * shop signs for the staff member. The tab is opened at the click (a browser blocks windows
 * opened later) and sent on once the link arrives.
 */
export function QueuesMenuItem() {
  const notify = useNotify();
  const open = async () => {
    const tab = window.open('about:blank', '_blank');
    try {
      const url = await queueDashboardUrl();
      if (tab) tab.location.replace(url);
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      notify(errorMessage(error, OrderHistoryMessages.queuesOpenFailed), { type: 'error' });
    }
  };
  return (
    <MenuItem onClick={open} role="menuitem" sx={{ color: 'text.secondary' }}>
      <ListItemIcon>
        <DashboardIcon />
      </ListItemIcon>
      <ListItemText primary={OrderHistoryMessages.queues} />
    </MenuItem>
  );
}
