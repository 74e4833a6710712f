// The built-in billing engine's local payment page takes test cards only (issue #13: "a test
// card completes or fails the payment", so the whole flow runs on a fresh machine with no
// provider). The numbers are the ones Stripe's test mode uses, so a teacher who has seen one
// page recognises the other. No real card is ever accepted: Parlo's own page moves no money.

/** The card that pays. */
export const PAYING_TEST_CARD = '4242424242424242';
/** The card that is declined, to see a failed payment. */
export const DECLINED_TEST_CARD = '4000000000000002';

export const CARD_MESSAGES = {
  name: 'Enter the name on the card.',
  number: 'Enter the card number: 13 to 19 digits.',
  luhn: 'This card number is not valid: check the digits.',
  notTestCard:
    'This is not a test card. Parlo’s own payment page takes test cards only: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
  expiryFormat: 'Enter the expiry date as MM/YY, such as 08/29.',
  expired: 'This card has expired: enter a card whose expiry date has not passed.',
  cvc: 'Enter the security code (CVC): 3 or 4 digits.',
  declined: 'Your card was declined. Nothing was charged.',
} as const;

export interface CardDetails {
  readonly cardNumber: string;
  /** MM/YY. */
  readonly expiry: string;
  readonly cvc: string;
  readonly name: string;
}

/** What the page does with a card: pay, decline it, or ask for a field again. */
export type CardVerdict =
  | { readonly type: 'card/pays' }
  | { readonly type: 'card/declined'; readonly message: string }
  | {
      readonly type: 'card/invalid';
      readonly field: keyof CardDetails;
      readonly message: string;
    };

/** The digits of a card number as people type it: spaces and dashes between groups go. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn check digit rule every card number obeys (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Whether an MM/YY expiry is still good at `now`: a card works until the end of its month
 * (the month shown on it counts), in UTC.
 */
export function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (match === null) return CARD_MESSAGES.expiryFormat;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryFormat;
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current ? CARD_MESSAGES.expired : null;
}

/** The checks of the local payment page, in the order a form is read: first problem wins. */
export function checkTestCard(card: CardDetails, now: Date): CardVerdict {
  const invalid = (field: keyof CardDetails, message: string): CardVerdict => ({
    type: 'card/invalid',
    field,
    message,
  });
  if (card.name.trim() === '') return invalid('name', CARD_MESSAGES.name);
  const digits = cardDigits(card.cardNumber);
  if (!/^\d{13,19}$/.test(digits)) return invalid('cardNumber', CARD_MESSAGES.number);
  if (!passesLuhn(digits)) return invalid('cardNumber', CARD_MESSAGES.luhn);
  if (digits !== PAYING_TEST_CARD && digits !== DECLINED_TEST_CARD)
    return invalid('cardNumber', CARD_MESSAGES.notTestCard);
  const expiry = expiryProblem(card.expiry, now);
  if (expiry !== null) return invalid('expiry', expiry);
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return invalid('cvc', CARD_MESSAGES.cvc);
  return digits === PAYING_TEST_CARD
    ? { type: 'card/pays' }
    : { type: 'card/declined', message: CARD_MESSAGES.declined };
}
