import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyShowHideKey,
  DEFAULT_SHOW_HIDE,
  isShowHideKey,
  SHOW_HIDE_KEYS,
  toShowHideKey,
  type ShowHideFlags,
} from '@/domain/display/showHide';

const flags = (target: boolean, native: boolean, questions: boolean): ShowHideFlags => ({
  target,
  native,
  questions,
  all: target && native && questions,
});

describe('show/hide keys', () => {
  it('are T, N, ? and A', () => {
    expect(SHOW_HIDE_KEYS).toEqual(['T', 'N', '?', 'A']);
  });

  it.each(['T', 't', 'N', 'n', '?', 'A', 'a'])('%s is a show/hide key', (key) => {
    expect(isShowHideKey(key)).toBe(true);
  });

  it.each(['', 'x', 'TT', '/', 'Enter', ' ', 'ArrowLeft'])('%j is not a show/hide key', (key) => {
    expect(isShowHideKey(key)).toBe(false);
  });

  it('lower-case letters map to their key', () => {
    expect(toShowHideKey('t')).toBe('T');
    expect(toShowHideKey('q')).toBeUndefined();
  });
});

describe('applying a show/hide key', () => {
  it('everything is shown by default', () => {
    expect(DEFAULT_SHOW_HIDE).toEqual({ target: true, native: true, questions: true, all: true });
  });

  it('T toggles the target text and clears all', () => {
    expect(applyShowHideKey(DEFAULT_SHOW_HIDE, 'T')).toEqual(flags(false, true, true));
    expect(applyShowHideKey(flags(false, true, true), 'T')).toEqual(DEFAULT_SHOW_HIDE);
  });

  it('N toggles the native text', () => {
    expect(applyShowHideKey(DEFAULT_SHOW_HIDE, 'N')).toEqual(flags(true, false, true));
  });

  it('? toggles the questions', () => {
    expect(applyShowHideKey(DEFAULT_SHOW_HIDE, '?')).toEqual(flags(true, true, false));
  });

  it('letters work in lower case too', () => {
    expect(applyShowHideKey(DEFAULT_SHOW_HIDE, 'n')).toEqual(flags(true, false, true));
  });

  it('A hides everything when everything is shown', () => {
    expect(applyShowHideKey(DEFAULT_SHOW_HIDE, 'A')).toEqual(flags(false, false, false));
  });

  it('A shows everything when anything is hidden', () => {
    expect(applyShowHideKey(flags(false, false, false), 'A')).toEqual(DEFAULT_SHOW_HIDE);
    expect(applyShowHideKey(flags(true, false, true), 'a')).toEqual(DEFAULT_SHOW_HIDE);
  });

  it('showing the last hidden part sets all again', () => {
    expect(applyShowHideKey(flags(true, true, false), '?').all).toBe(true);
  });

  it('an unknown key returns the flags unchanged', () => {
    const current = flags(true, false, true);
    expect(applyShowHideKey(current, 'x')).toBe(current);
  });

  it('A repairs stored flags whose all disagrees with the others', () => {
    const inconsistent: ShowHideFlags = { target: true, native: true, questions: true, all: false };
    expect(applyShowHideKey(inconsistent, 'A')).toEqual(flags(false, false, false));
  });
});

describe('show/hide properties', () => {
  const anyFlags = fc.record({
    target: fc.boolean(),
    native: fc.boolean(),
    questions: fc.boolean(),
    all: fc.boolean(),
  });
  const key = fc.constantFrom('T', 'N', '?', 'A', 't', 'n', 'a');

  it('after any show/hide key, all is true exactly when the three parts are shown', () => {
    fc.assert(
      fc.property(anyFlags, fc.array(key, { minLength: 1, maxLength: 20 }), (start, keys) => {
        const end = keys.reduce(applyShowHideKey, start);
        expect(end.all).toBe(end.target && end.native && end.questions);
      }),
    );
  });

  it('T, N and ? pressed twice give back the same flags', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('T', 'N', '?'),
        (t, n, q, k) => {
          const start = flags(t, n, q);
          expect(applyShowHideKey(applyShowHideKey(start, k), k)).toEqual(start);
        },
      ),
    );
  });

  it('A leaves the three parts all equal', () => {
    fc.assert(
      fc.property(anyFlags, (start) => {
        const end = applyShowHideKey(start, 'A');
        expect(end.target === end.native && end.native === end.questions).toBe(true);
      }),
    );
  });
});
