import { SetMetadata } from '@nestjs/common';

export const FAILURE_MESSAGE = 'kilau:failure-message';

/**
 * The product's wording for any failure of this call ('Failed to request OTP'). The
 * FailureMessageInterceptor answers it as `message` and keeps the specific reason as `detail`,
 * so the storefront shows the seed's words and a developer still sees why. Bodies that cannot
 * be read at all (malformed JSON, too large) are refused before any call is chosen, with their
 * own clear message.
 */
export const FailureMessage = (message: string) => SetMetadata(FAILURE_MESSAGE, message);
