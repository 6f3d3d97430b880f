import { Alert, Button } from '@mui/material';
import { Link, useBasename } from 'react-admin';
import { useLocation } from 'react-router-dom';

import { ShopSettingsMessages } from '@kilau/domain';

import { useShopSettings } from './api';

/**
 * Above every console page: a warning while the sender on labels is still the demo's, an error
 * while there is none (labels are refused then). Nothing once the shop's own details are saved.
 */
export function ShopSettingsBanner() {
  const { data } = useShopSettings();
  const basename = useBasename();
  const here = useLocation().pathname.endsWith('/shop-settings');
  if (!data || (data.configured && !data.settings.demo)) return null;
  const missing = !data.configured;
  return (
    <Alert
      severity={missing ? 'error' : 'warning'}
      role="alert"
      data-testid="shop-settings-banner"
      sx={{ mb: 1 }}
      action={
        here ? undefined : (
          <Button component={Link} to={`${basename}/shop-settings`} color="inherit" size="small">
            Shop settings
          </Button>
        )
      }
    >
      {missing ? ShopSettingsMessages.missingBanner : ShopSettingsMessages.demoBanner}
    </Alert>
  );
}
