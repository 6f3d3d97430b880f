import { Typography } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';

import { AdminMessages } from '@kilau/domain';

/** The header: the seed's greeting, the page's title and the user menu (logout). */
export function AppBar() {
  return (
    <RaAppBar>
      <Typography variant="h6" component="p" sx={{ mr: 2, whiteSpace: 'nowrap' }}>
        {AdminMessages.welcome}
      </Typography>
      <TitlePortal />
    </RaAppBar>
  );
}
