import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  DECLINED_TEST_CARD,
  PAYING_TEST_CARD,
  checkTestCard,
  expiryProblem,
  passesLuhn,
} from '@/domain/billing/testCards';

const NOW = new Date('2026-03-15T12:00:00Z');
const good = { cardNumber: '4242 4242 4242 4242', expiry: '08/29', cvc: '123', name: 'Tess' };

/** A Luhn-valid number: `body` digits and the check digit that completes them. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) if (passesLuhn(`${body}${d}`)) return `${body}${d}`;
  throw new Error('no check digit');
}

describe('the local payment page’s test cards (issue #13)', () => {
  it('4242 4242 4242 4242 pays and 4000 0000 0000 0002 is declined with nothing charged', () => {
    expect(checkTestCard(good, NOW)).toEqual({ type: 'card/pays' });
    expect(checkTestCard({ ...good, cardNumber: '4000-0000-0000-0002' }, NOW)).toEqual({
      type: 'card/declined',
      message: 'Your card was declined. Nothing was charged.',
    });
    expect(passesLuhn(PAYING_TEST_CARD) && passesLuhn(DECLINED_TEST_CARD)).toBe(true);
  });

  it('a number with one digit changed fails the Luhn check', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 9 }),
        (position, shift) => {
          const digits = [...PAYING_TEST_CARD].map(Number);
          digits[position] = ((digits[position] ?? 0) + shift) % 10;
          const verdict = checkTestCard({ ...good, cardNumber: digits.join('') }, NOW);
          expect(verdict).toEqual({
            type: 'card/invalid',
            field: 'cardNumber',
            message: CARD_MESSAGES.luhn,
          });
        },
      ),
    );
  });

  it('any other Luhn-valid number is "not a test card", never paid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{14}$/), (body) => {
        const number = withCheckDigit(body);
        fc.pre(number !== PAYING_TEST_CARD && number !== DECLINED_TEST_CARD);
        expect(checkTestCard({ ...good, cardNumber: number }, NOW)).toEqual({
          type: 'card/invalid',
          field: 'cardNumber',
          message: CARD_MESSAGES.notTestCard,
        });
      }),
    );
  });

  it('asks for a name, a card number of 13–19 digits, a future MM/YY and a CVC of 3–4 digits', () => {
    const field = (card: Partial<typeof good>) => {
      const verdict = checkTestCard({ ...good, ...card }, NOW);
      return verdict.type === 'card/invalid' ? verdict.field : verdict.type;
    };
    expect(field({ name: '   ' })).toBe('name');
    expect(field({ cardNumber: '4242' })).toBe('cardNumber');
    expect(field({ cardNumber: '4242 4242 4242 424x' })).toBe('cardNumber');
    expect(field({ expiry: '2/29' })).toBe('expiry');
    expect(field({ expiry: '13/29' })).toBe('expiry');
    expect(field({ expiry: '02/26' })).toBe('expiry');
    expect(field({ cvc: '12' })).toBe('cvc');
    expect(field({ cvc: '12345' })).toBe('cvc');
    expect(field({ cvc: '1234' })).toBe('card/pays');
  });

  it('a card works to the end of the month printed on it, and not a month later', () => {
    expect(expiryProblem('03/26', NOW)).toBeNull();
    expect(expiryProblem('02/26', NOW)).toBe(CARD_MESSAGES.expired);
    fc.assert(
      fc.property(fc.integer({ min: -120, max: 120 }), (monthsAhead) => {
        const at = NOW.getUTCFullYear() * 12 + NOW.getUTCMonth() + monthsAhead;
        const mm = String((at % 12) + 1).padStart(2, '0');
        const yy = String(Math.floor(at / 12) % 100).padStart(2, '0');
        expect(expiryProblem(`${mm}/${yy}`, NOW)).toBe(
          monthsAhead >= 0 ? null : CARD_MESSAGES.expired,
        );
      }),
    );
  });
});
