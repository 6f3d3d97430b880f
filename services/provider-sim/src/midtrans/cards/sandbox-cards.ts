/** What Midtrans's sandbox does with one of its test cards (PROVIDERS.md 1.7). */
export interface SandboxCard {
  brand: 'visa' | 'mastercard';
  /** Whether the card is enrolled in 3-D Secure: the payer types the OTP on the bank's page. */
  enrolled: boolean;
  outcome: 'accept' | 'deny';
  /** Who refuses a denied card: the issuing bank, or Midtrans's fraud detection. */
  deniedBy?: 'bank' | 'fds';
}

/** The sandbox's test cards, by number; any other number that passes Luhn is refused as not a test card. */
export const SANDBOX_CARDS: Readonly<Record<string, SandboxCard>> = {
  '4811111111111114': { brand: 'visa', enrolled: true, outcome: 'accept' },
  '4911111111111113': { brand: 'visa', enrolled: true, outcome: 'deny', deniedBy: 'bank' },
  '4411111111111118': { brand: 'visa', enrolled: false, outcome: 'accept' },
  '4611111111111116': { brand: 'visa', enrolled: false, outcome: 'deny', deniedBy: 'fds' },
  '4711111111111115': { brand: 'visa', enrolled: false, outcome: 'deny', deniedBy: 'bank' },
  '5211111111111117': { brand: 'mastercard', enrolled: true, outcome: 'accept' },
  '5111111111111118': { brand: 'mastercard', enrolled: true, outcome: 'deny', deniedBy: 'bank' },
  '5410111111111116': { brand: 'mastercard', enrolled: false, outcome: 'accept' },
  '5411111111111115': { brand: 'mastercard', enrolled: false, outcome: 'deny', deniedBy: 'fds' },
};

/** The OTP every sandbox card's 3-D Secure page accepts. */
export const SANDBOX_OTP = '112233';

/** The Luhn check every card number passes: a typo in one digit never does. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  });
  return sum % 10 === 0;
}

/** "481111-1114": the first six and last four digits, as Midtrans masks a card everywhere. */
export function maskCard(number: string): string {
  return `${number.slice(0, 6)}-${number.slice(-4)}`;
}
