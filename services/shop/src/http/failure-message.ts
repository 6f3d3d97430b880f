import { SetMetadata } from '@nestjs/common';

export const FAILURE_MESSAGE = 'kilau:failure-message';

/**
 * The product's wording for any failure of this call ('Failed to request OTP'). The error
 * filter answers it as `message` and keeps the specific reason as `detail`, so the storefront
 * shows the seed's words and a developer still sees why.
 */
export const FailureMessage = (message: string) => SetMetadata(FAILURE_MESSAGE, message);
