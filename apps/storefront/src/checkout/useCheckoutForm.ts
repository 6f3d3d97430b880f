import { useCallback, useMemo, useState } from 'react';

import { checkoutFormProblem, phoneDigits } from '@kilau/domain';

import type { AreaCode, CitySuggestion } from './checkout-api';
import type { ShippingForm } from './checkout-lines';

export type TextField = 'first_name' | 'last_name' | 'email' | 'address' | 'postal_code';

const EMPTY: ShippingForm = {
  first_name: '',
  last_name: '',
  email: '',
  newsletter: false,
  address: '',
  receiver_phone: '',
  city: '',
  district: '',
  destAreaCode: '',
  province: '',
  postal_code: '',
};

/**
 * The contact and shipping form. City and area code are chosen from the service's lists, never
 * typed: choosing a city fills its province and clears the area code; `onDestinationChange` lets
 * the page reset the shipping fee whenever the destination moves.
 */
export function useCheckoutForm(initial: ShippingForm | string, fee: number, onDestinationChange: () => void) {
  const [form, setForm] = useState<ShippingForm>(() =>
    typeof initial === 'string' ? { ...EMPTY, email: initial } : initial,
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  const touch = useCallback((name: string) => setTouched((all) => (all.has(name) ? all : new Set(all).add(name))), []);
  const setText = useCallback((name: TextField, value: string) => setForm((f) => ({ ...f, [name]: value })), []);
  const setPhone = useCallback((typed: string) => setForm((f) => ({ ...f, receiver_phone: phoneDigits(typed) })), []);
  const setNewsletter = useCallback((newsletter: boolean) => setForm((f) => ({ ...f, newsletter })), []);

  const chooseCity = useCallback(
    (city: CitySuggestion | null) => {
      setForm((f) => ({
        ...f,
        city: city?.kabupaten_kota ?? '',
        province: city?.province ?? '',
        district: '',
        destAreaCode: '',
      }));
      onDestinationChange();
    },
    [onDestinationChange],
  );

  const chooseArea = useCallback(
    (area: AreaCode | null) => {
      setForm((f) => ({ ...f, district: area?.kecamatan ?? '', destAreaCode: area?.kode_jnt_receiver_area ?? '' }));
      onDestinationChange();
    },
    [onDestinationChange],
  );

  const problem = useMemo(() => checkoutFormProblem(form, fee), [form, fee]);
  /** A field's message, once the shopper has been through it. */
  const fieldError = useCallback(
    (name: string) => (touched.has(name) ? problem?.fields[name] : undefined),
    [problem, touched],
  );

  return { form, problem, fieldError, touch, setText, setPhone, setNewsletter, chooseCity, chooseArea };
}

export type CheckoutFormControls = ReturnType<typeof useCheckoutForm>;
