import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { checkoutFormProblem, phoneDigits } from '@kilau/domain';

import type { AreaCode, CitySuggestion } from './checkout-api';
import type { ShippingForm } from './checkout-lines';
import { keepForm } from './kept-form';

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
 * typed: choosing a city fills its province and clears the area code; choosing a district suggests
 * its postal code where J&T's list has one (never over a code the shopper typed);
 * `onDestinationChange` lets the page reset the shipping fee whenever the destination moves. What
 * is typed is kept in the tab for `owner` (`kept-form.ts`), so a reload keeps it.
 */
export function useCheckoutForm(
  initial: ShippingForm | string,
  fee: number,
  onDestinationChange: () => void,
  owner?: string,
) {
  const [form, setForm] = useState<ShippingForm>(() =>
    typeof initial === 'string' ? { ...EMPTY, email: initial } : initial,
  );
  /** The postal code last filled in by a district choice: replaced by the next one, unlike a typed code. */
  const suggested = useRef<string | null>(null);
  useEffect(() => {
    if (owner) keepForm(owner, form);
  }, [owner, form]);
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
        postal_code: typedPostal(f, suggested.current) ? f.postal_code : '',
      }));
      onDestinationChange();
    },
    [onDestinationChange],
  );

  const chooseArea = useCallback(
    (area: AreaCode | null) => {
      setForm((f) => {
        if (typedPostal(f, suggested.current)) return { ...f, ...district(area) };
        suggested.current = area?.postal_code ?? null;
        return { ...f, ...district(area), postal_code: area?.postal_code ?? '' };
      });
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

function district(area: AreaCode | null): Pick<ShippingForm, 'district' | 'destAreaCode'> {
  return { district: area?.kecamatan ?? '', destAreaCode: area?.kode_jnt_receiver_area ?? '' };
}

/** True when the postal code is the shopper's own typing, not empty and not the last suggestion. */
function typedPostal(form: ShippingForm, suggested: string | null): boolean {
  return form.postal_code.trim() !== '' && form.postal_code !== suggested;
}
