import { CheckoutMessages } from '@kilau/domain';

import { useAsync } from '../ui/useAsync';
import { type AreaCode, checkoutApi } from './checkout-api';
import { describedBy, FormField } from './FormField';

/**
 * The district (kecamatan) of the chosen city, the seed's 'area code' dropdown (order-side seed §2);
 * disabled until a city is chosen. Shoppers know their kecamatan, not J&T's codes: an option names
 * the district alone, and J&T's code only tells apart two records of the same name.
 */
export function AreaCodeField(props: {
  city: string;
  destAreaCode: string;
  onChoose: (area: AreaCode | null) => void;
  onLeave: () => void;
  error?: string;
  disabled: boolean;
}) {
  const { city, destAreaCode, onChoose, onLeave, error, disabled } = props;
  const codes = useAsync((signal) => (city ? checkoutApi.areaCodes(city, signal) : Promise.resolve([])), [city]);
  const id = 'checkout-area-code';
  const failed = codes.status === 'error' ? CheckoutMessages.areaCodesFailed : undefined;
  const hint = city ? undefined : CheckoutMessages.citySelectFirst;
  const message = failed ?? error;
  return (
    <FormField id={id} label="District (Kecamatan)" error={message} hint={hint}>
      <select
        id={id}
        value={destAreaCode}
        disabled={disabled || !city || codes.status !== 'done'}
        required
        onChange={(event) => onChoose(codes.data?.find((a) => a.kode_jnt_receiver_area === event.target.value) ?? null)}
        onBlur={onLeave}
        {...describedBy(id, message, hint)}
      >
        <option value="">{city && codes.status === 'loading' ? 'Loading districts...' : 'Select a district'}</option>
        {codes.data?.map((area, _i, all) => (
          <option key={area.id} value={area.kode_jnt_receiver_area}>
            {districtLabel(area, all)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The district's name; with J&T's code only when another record of the city has the same name. */
function districtLabel(area: AreaCode, all: AreaCode[]): string {
  const named = (other: AreaCode) => other.kecamatan.toLowerCase() === area.kecamatan.toLowerCase();
  return all.filter(named).length > 1 ? `${area.kecamatan} (${area.kode_jnt_receiver_area})` : area.kecamatan;
}
