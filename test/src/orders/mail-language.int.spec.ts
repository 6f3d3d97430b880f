import { addProduct } from '../fixtures/catalogue.js';
import { customers, type ShopUnderTest, startShop } from '../shop-app.js';
import { buyNow, CONTACT } from './checkout-helpers.js';

/**
 * Mails in the shopper's language: the storefront names the language its page shows on every call
 * (Accept-Language); an order placed from an Indonesian page is confirmed in Indonesian only, one
 * from an English page in English only, and a caller naming neither keeps the bilingual mail. A
 * login code comes in the language of the page that asked for it.
 */
describe("mails in the shopper's language", () => {
  let shop: ShopUnderTest;
  beforeAll(async () => {
    shop = await startShop({});
  });
  afterAll(() => shop.close());

  /** Places an order from a page in this language and answers its confirmation mail. */
  async function orderMail(prefix: string, headers: Record<string, string>) {
    const product = await addProduct(shop.sql, { price: 150_000, stock: 5, category: 'ring' });
    const [customer] = await customers(shop, 1, prefix);
    const placed = await buyNow(shop, customer!.access, { product }, shop.url, headers);
    expect(placed.status).toBe(201);
    const orderId = placed.body.order_id as number;
    const mail = await shop.mail.waitForMailTo(CONTACT.email, 15_000, (m) => m.subject.includes(`#${orderId}`));
    const language = await shop.sql.query(
      `SELECT data->>'language' AS language FROM events WHERE event_type = 'OrderPlaced' AND data->>'orderId' = $1`,
      [String(orderId)],
    );
    return { orderId, mail, recorded: language.rows[0]?.language as string | null };
  }

  it('confirms an order from an Indonesian page in Indonesian, without English words', async () => {
    const { orderId, mail, recorded } = await orderMail('bahasa', { 'accept-language': 'id' });
    expect(recorded).toBe('id');
    expect(mail.subject).toBe(`Pesanan Kilau #${orderId} diterima`);
    expect(mail.text).toContain('Halo Rina,');
    expect(mail.text).toMatch(/sebelum \d{1,2} [A-Z][a-z]+ \d{4} pukul \d{2}\.\d{2} WIB;/);
    expect(mail.text).toContain('Bayar sekarang: ');
    const words = mail.text.replace(/https?:\/\/\S+/g, '');
    expect(words).not.toMatch(/\b(at|on|before|Hi|Pay now|Ship to|Follow your order|Shipping)\b/);
  });

  it('confirms an order from an English page in English only', async () => {
    const { orderId, mail, recorded } = await orderMail('english', { 'accept-language': 'en' });
    expect(recorded).toBe('en');
    expect(mail.subject).toBe(`Kilau order #${orderId} received`);
    expect(mail.text).toContain('Hi Rina,');
    expect(mail.text).toContain('Pay now: ');
    expect(mail.text).not.toMatch(/Pesanan|Bayar|Terima kasih|Dikirim ke|Lacak/);
  });

  it('keeps the bilingual mail for a caller that names neither language', async () => {
    const { orderId, mail, recorded } = await orderMail('skrip', {});
    expect(recorded).toBeNull();
    expect(mail.subject).toBe(`Kilau order #${orderId} received / Pesanan diterima`);
  });

  it('mails a login code in the language of the page that asked', async () => {
    const ask = (email: string, language: string) =>
      fetch(`${shop.url}/api/auth/request-otp/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify({ email }),
      });
    expect((await ask('kode.id@example.com', 'id-ID,id;q=0.9')).status).toBe(200);
    const indonesian = await shop.mail.waitForMailTo('kode.id@example.com', 15_000);
    expect(indonesian.subject).toMatch(/^Kode masuk Kilau kamu: \d{4}$/);
    expect(indonesian.text).not.toMatch(/Your Kilau login code|It works for/);
    expect((await ask('kode.en@example.com', 'en-US,en;q=0.9')).status).toBe(200);
    const english = await shop.mail.waitForMailTo('kode.en@example.com', 15_000);
    expect(english.subject).toMatch(/^Your Kilau login code: \d{4}$/);
    expect(english.text).not.toMatch(/Kode masuk|berlaku/);
  });
});
