import { type Answer, type LoginMail, readLoginMail, type ShopUnderTest } from '../shop-app.js';

/**
 * A caller of the shop as one client among many: the test shop trusts its loopback proxy
 * (TRUST_PROXY's default), so X-Forwarded-For names the client, as a load balancer would.
 */
export function client(shop: ShopUnderTest, ip: string) {
  const headers = { 'x-forwarded-for': ip };
  const newestMail = () => shop.mail.store.list()[0]?.id ?? 0;
  return {
    ip,
    requestCode: (email: string): Promise<Answer> =>
      shop.call('POST', '/api/auth/request-otp/', { body: { email }, headers }),
    /** Asks for a code and reads its mail, as the address's owner would. */
    async codeMail(email: string): Promise<LoginMail> {
      const before = newestMail();
      const asked = await this.requestCode(email);
      if (asked.status !== 200) throw new Error(`request-otp answered ${asked.status}: ${JSON.stringify(asked.body)}`);
      return readLoginMail(shop, email, before);
    },
    verify: (email: string, code: string): Promise<Answer> =>
      shop.call('POST', '/api/auth/verify-otp/', { body: { email, code }, headers }),
    openLink: (token: string): Promise<Answer> =>
      shop.call('POST', '/api/auth/verify-link/', { body: { token }, headers }),
  };
}

/** `count` four-digit codes, none of them `code`. */
export function wrongCodes(code: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => String((Number(code) + 1 + i) % 10_000).padStart(4, '0'));
}

/**
 * An attacker from `clients` fresh client addresses, each asking for its own code at `email` and
 * guessing it wrong five times: answers every verify answer in order.
 */
export async function guessFromManyClients(shop: ShopUnderTest, email: string, clients: string[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const ip of clients) {
    const attacker = client(shop, ip);
    const { code } = await attacker.codeMail(email);
    for (const wrong of wrongCodes(code, 5)) answers.push(await attacker.verify(email, wrong));
  }
  return answers;
}

/** The login-paused alerts this address has been mailed. */
export function pauseAlerts(shop: ShopUnderTest, email: string) {
  return shop.mail.store
    .list()
    .filter((m) => m.to.includes(email) && /codes for your address are paused/.test(m.subject));
}
