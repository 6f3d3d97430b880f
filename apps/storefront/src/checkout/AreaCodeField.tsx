import { useTranslation } from 'react-i18next';

import { CheckoutMessages } from '@kilau/domain';

import { useAsync } from '../ui/useAsync';
import { type AreaCode, checkoutApi } from './checkout-api';
import { describedBy, FormField } from './FormField';

/** The area code (kecamatan) of the chosen city (order-side seed §2); disabled until a city is chosen. */
export function AreaCodeField(props: {
  city: string;
  destAreaCode: string;
  onChoose: (area: AreaCode | null) => void;
  onLeave: () => void;
  error?: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  const { city, destAreaCode, onChoose, onLeave, error, disabled } = props;
  const codes = useAsync((signal) => (city ? checkoutApi.areaCodes(city, signal) : Promise.resolve([])), [city]);
  const id = 'checkout-area-code';
  const failed = codes.status === 'error' ? CheckoutMessages.areaCodesFailed : undefined;
  const hint = city ? undefined : CheckoutMessages.citySelectFirst;
  const message = failed ?? error;
  return (
    <FormField id={id} label="Area Code" error={message} hint={hint}>
      <select
        id={id}
        value={destAreaCode}
        disabled={disabled || !city || codes.status !== 'done'}
        required
        onChange={(event) => onChoose(codes.data?.find((a) => a.kode_jnt_receiver_area === event.target.value) ?? null)}
        onBlur={onLeave}
        {...describedBy(id, message, hint)}
      >
        <option value="">
          {city && codes.status === 'loading' ? t('Loading area codes...') : t('Select an area code')}
        </option>
        {codes.data?.map((area) => (
          <option key={area.id} value={area.kode_jnt_receiver_area}>
            {area.kecamatan} ({area.kode_jnt_receiver_area})
          </option>
        ))}
      </select>
    </FormField>
  );
}
