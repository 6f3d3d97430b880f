import { Typography } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal, useGetIdentity } from 'react-admin';

import { AdminMessages } from '@kilau/domain';

/** The header: a greeting by the staff member's name, the page's title and the user menu (logout). */
export function AppBar() {
  const { identity } = useGetIdentity();
  return (
    <RaAppBar>
      <Typography variant="h6" component="p" sx={{ mr: 2, whiteSpace: 'nowrap' }}>
        {identity?.fullName ? AdminMessages.greeting(identity.fullName) : ''}
      </Typography>
      <TitlePortal />
    </RaAppBar>
  );
}
