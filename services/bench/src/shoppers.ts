import { randomUUID } from 'node:crypto';

import { ShopClient } from '@kilau/local-stack';

/**
 * Shoppers logged in the real way: each asks for a code, the worker mails it, the code is read
 * from the mail catcher's inbox and traded for an access token. A few at a time.
 */
export async function logInShoppers(apiUrl: string, inboxUrl: string, count: number, label: string): Promise<string[]> {
  const client = new ShopClient(apiUrl);
  const emails = Array.from(
    { length: count },
    (_, i) => `bench-${label}-${i + 1}-${randomUUID().slice(0, 6)}@example.com`,
  );
  const tokens: string[] = [];
  for (let i = 0; i < emails.length; i += 5)
    tokens.push(...(await Promise.all(emails.slice(i, i + 5).map((email) => client.logIn(email, inboxUrl)))));
  return tokens;
}
