import { useCallback, useState } from 'react';

import { CheckoutMessages } from '@kilau/domain';

import { ApiError } from '../api/http';
import { checkoutApi } from './checkout-api';
import { tariffOutcome } from './shipping-fee';

export interface ShippingFeeState {
  /** 0 until J&T quoted one (the seed's reset value). */
  fee: number;
  checking: boolean;
  problem: string | null;
  check(weight: number, destAreaCode: string): Promise<void>;
  reset(): void;
}

/** 'Check Shipping Fee' (order-side seed §2, §8): asks J&T through the shop; failures reset to 0. */
export function useShippingFee(initialFee = 0): ShippingFeeState {
  const [fee, setFee] = useState(initialFee);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const check = useCallback(async (weight: number, destAreaCode: string) => {
    if (!destAreaCode) {
      setFee(0);
      setProblem(CheckoutMessages.destinationCodesMissing);
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      const outcome = tariffOutcome(await checkoutApi.tariff(weight, destAreaCode));
      setFee('fee' in outcome ? outcome.fee : 0);
      setProblem('problem' in outcome ? outcome.problem : null);
    } catch (failure) {
      setFee(0);
      // too many checks says how long to wait; any other failure is the seed's one line
      const waitFor = failure instanceof ApiError && failure.status === 429 ? failure.reason : null;
      setProblem(waitFor ? `${CheckoutMessages.shippingFeeFailed}: ${waitFor}` : CheckoutMessages.shippingFeeFailed);
    } finally {
      setChecking(false);
    }
  }, []);

  const reset = useCallback(() => {
    setFee(0);
    setProblem(null);
  }, []);

  return { fee, checking, problem, check, reset };
}
