import type { VirtualAccountBank } from './payment-api';

/** The banks a virtual account may be opened at, as the page names them. */
export const VA_BANKS: Array<{ code: VirtualAccountBank; name: string; app: string }> = [
  { code: 'bca', name: 'BCA', app: 'BCA mobile' },
  { code: 'bni', name: 'BNI', app: 'BNI Mobile Banking' },
  { code: 'bri', name: 'BRI', app: 'BRImo' },
];

/** How to pay a virtual account through each of the bank's three channels. */
export function bankGuides(bank: (typeof VA_BANKS)[number]): Array<{ channel: string; steps: string[] }> {
  return [
    {
      channel: `ATM ${bank.name}`,
      steps: [
        `Insert your ${bank.name} card and enter your PIN.`,
        'Choose Other Transactions, then Transfer, then Virtual Account.',
        'Enter the virtual account number shown above.',
        'Check the name and the amount, then confirm.',
        'Keep the receipt as proof of payment.',
      ],
    },
    {
      channel: `Mobile Banking (${bank.app})`,
      steps: [
        `Open ${bank.app} and log in.`,
        'Choose Transfer, then Virtual Account.',
        'Enter the virtual account number shown above.',
        'Check the name and the amount, then confirm with your PIN.',
      ],
    },
    {
      channel: `Internet Banking ${bank.name}`,
      steps: [
        `Log in to ${bank.name} internet banking.`,
        'Choose Transfer Funds, then Transfer to Virtual Account.',
        'Enter the virtual account number shown above.',
        'Check the name and the amount, then confirm with your token.',
      ],
    },
  ];
}
