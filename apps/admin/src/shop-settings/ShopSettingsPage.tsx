import { Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Loading, SaveButton, TextInput, Title, useNotify } from 'react-admin';

import {
  checkShopSettings,
  SHOP_SETTINGS_FIELDS,
  SHOP_SETTINGS_LABELS,
  type ShopSettings,
  ShopSettingsMessages,
} from '@kilau/domain';

import { errorMessage } from '../providers/http';
import { saveShopSettings, SHOP_SETTINGS_KEY, useShopSettings } from './api';

const HELP: Partial<Record<keyof ShopSettings, string>> = {
  shop_name: 'Printed as the sender and sent to J&T as the shipper (30 characters at most)',
  phone: 'The number J&T’s courier calls for the pickup',
  pickup_site: 'J&T’s city name of the pickup site: the shipping fees are asked from here',
  origin_code: 'J&T’s three-letter code of the pickup site',
};

const EMPTY = Object.fromEntries(SHOP_SETTINGS_FIELDS.map((field) => [field, ''])) as unknown as ShopSettings;

/**
 * The sender on every label and J&T waybill order, and the pickup site fees are asked from.
 * Checked by libs/domain's rule, the one the service applies before it saves.
 */
export function ShopSettingsPage() {
  const { data, isPending } = useShopSettings();
  const client = useQueryClient();
  const notify = useNotify();
  if (isPending) return <Loading />;
  const values = data?.configured ? pick(data.settings) : EMPTY;

  const save = async (form: Record<string, unknown>) => {
    try {
      const answer = await saveShopSettings(form as unknown as ShopSettings);
      client.setQueryData(SHOP_SETTINGS_KEY, answer);
      notify(ShopSettingsMessages.saved, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error, 'The shop settings could not be saved'), { type: 'error' });
    }
  };

  return (
    <Card sx={{ mt: 1, maxWidth: 760 }}>
      <Title title="Shop settings" />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          Shop settings
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The sender on every shipping label and J&amp;T order. Labels cannot be created until these are saved.
        </Typography>
        <Form defaultValues={values} onSubmit={save} validate={checkShopSettings} noValidate>
          {SHOP_SETTINGS_FIELDS.map((field) => (
            <TextInput
              key={field}
              source={field}
              label={SHOP_SETTINGS_LABELS[field]}
              helperText={HELP[field] ?? false}
              multiline={field === 'address'}
              fullWidth
            />
          ))}
          <SaveButton alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
}

function pick(settings: ShopSettings): ShopSettings {
  return Object.fromEntries(SHOP_SETTINGS_FIELDS.map((field) => [field, settings[field]])) as unknown as ShopSettings;
}
