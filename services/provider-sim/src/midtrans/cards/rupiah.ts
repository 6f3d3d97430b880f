/** "Rp150.000", as Midtrans's pages print an amount. */
export const rupiah = (amount: number): string => `Rp${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
