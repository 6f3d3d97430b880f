import type { ReviewLinkFacts } from '../decider.js';
import { reviewLinkMail } from './review-link-mail.js';

const link: ReviewLinkFacts = {
  orderId: 42,
  userId: 7,
  email: 'ayu@example.com',
  firstName: 'Ayu',
  userName: 'Ayu Lestari',
  items: { productIds: [1], charmIds: [], giftSetIds: [] },
  itemNames: ['Kalung Bulan Emas'],
};

describe('the review-link mail in the language the order was placed in', () => {
  it('is Indonesian only for an Indonesian order', () => {
    const mail = reviewLinkMail({ ...link, language: 'id' }, 'tok', 'https://kilau.example', 14);
    expect(mail.subject).toBe('Bagaimana pesanan Kilau #42 Anda?');
    expect(mail.text).toContain('Halo Ayu,');
    expect(mail.text).toContain('Tulis ulasan: https://kilau.example/review?token=tok');
    expect(mail.text).toContain('berlaku 14 hari.');
    expect(mail.text.replace(/https?:\/\/\S+/g, '')).not.toMatch(/\b(Hi|Your|review helps|Write|works for|days)\b/);
  });

  it('is English only for an English order', () => {
    const mail = reviewLinkMail({ ...link, language: 'en' }, 'tok', 'https://kilau.example', 1);
    expect(mail.subject).toBe('How do you like your Kilau order #42?');
    expect(mail.text).toContain('works for 1 day.');
    expect(mail.text).not.toMatch(/Pesanan|Tautan|Tulis|ulasan/);
  });

  it('keeps both languages when the order has none', () => {
    const mail = reviewLinkMail(link, 'tok', 'https://kilau.example', 14);
    expect(mail.subject).toBe('How do you like your Kilau order #42? / Bagaimana pesanan Anda?');
    expect(mail.text).toContain('Write your review / Tulis ulasan: https://kilau.example/review?token=tok');
  });
});
