import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeLanguages,
  createDraft,
  DETAIL_NONE,
  DETAIL_NUMBERS,
  selectedDetails,
  selectedTenses,
  TENSE_NUMBERS,
  TENSE_VARIETY,
  toggleDetail,
  toggleTense,
  type CreationDraft,
} from '@/domain/draft/draftRules';

const apply = (draft: CreationDraft, steps: readonly ((d: CreationDraft) => CreationDraft)[]) =>
  steps.reduce((d, step) => step(d), draft);

describe('creation draft defaults', () => {
  it('has the none-options for detail 7 and tense 6', () => {
    expect(DETAIL_NONE).toBe(7);
    expect(TENSE_VARIETY).toBe(6);
  });

  it('starts with detail none and a variety of tenses selected', () => {
    const draft = createDraft();
    expect(selectedDetails(draft)).toEqual([7]);
    expect(selectedTenses(draft)).toEqual([6]);
  });

  it('starts English to Spanish, 150 words, a plain text, empty text fields', () => {
    expect(createDraft()).toMatchObject({
      title: '',
      from: 'en',
      to: 'es',
      audience: '',
      topic: '',
      count: 150,
      vocabulary: '',
      resourceType: 'text',
    });
  });

  it('takes overrides for any field but details and tenses', () => {
    const draft = createDraft({ from: 'fr', to: 'de', count: 300, title: 'Le marché' });
    expect(draft).toMatchObject({ from: 'fr', to: 'de', count: 300, title: 'Le marché' });
    expect(selectedDetails(draft)).toEqual([7]);
    expect(selectedTenses(draft)).toEqual([6]);
  });

  it('numbers details 0–7 and tenses 0–10', () => {
    expect(DETAIL_NUMBERS).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(TENSE_NUMBERS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('toggling details', () => {
  it('choosing a detail clears the none-option', () => {
    expect(selectedDetails(toggleDetail(createDraft(), 2))).toEqual([2]);
  });

  it('details accumulate and come back sorted', () => {
    const draft = apply(createDraft(), [
      (d) => toggleDetail(d, 5),
      (d) => toggleDetail(d, 0),
      (d) => toggleDetail(d, 3),
    ]);
    expect(selectedDetails(draft)).toEqual([0, 3, 5]);
  });

  it('choosing a chosen detail again unchooses it', () => {
    const draft = apply(createDraft(), [
      (d) => toggleDetail(d, 1),
      (d) => toggleDetail(d, 4),
      (d) => toggleDetail(d, 1),
    ]);
    expect(selectedDetails(draft)).toEqual([4]);
  });

  it('choosing the none-option clears every other detail', () => {
    const draft = apply(createDraft(), [
      (d) => toggleDetail(d, 1),
      (d) => toggleDetail(d, 4),
      (d) => toggleDetail(d, DETAIL_NONE),
    ]);
    expect(selectedDetails(draft)).toEqual([7]);
  });

  it('the none-option cannot be toggled off directly', () => {
    const draft = createDraft();
    const after = toggleDetail(draft, DETAIL_NONE);
    expect(after).toBe(draft);
    expect(selectedDetails(after)).toEqual([7]);
  });

  it('unchoosing the last detail brings the none-option back', () => {
    const draft = apply(createDraft(), [(d) => toggleDetail(d, 3), (d) => toggleDetail(d, 3)]);
    expect(selectedDetails(draft)).toEqual([7]);
  });

  it.each([-1, 8, 10, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'detail %s is out of range and leaves the draft unchanged',
    (n) => {
      const draft = toggleDetail(createDraft(), 2);
      expect(toggleDetail(draft, n)).toBe(draft);
    },
  );

  it('does not touch tenses or other fields', () => {
    const draft = toggleTense(createDraft({ title: 'x' }), 2);
    const after = toggleDetail(draft, 1);
    expect(after.tenses).toBe(draft.tenses);
    expect(after.title).toBe('x');
  });
});

describe('toggling tenses', () => {
  it('choosing a tense clears "use a variety of tenses"', () => {
    expect(selectedTenses(toggleTense(createDraft(), 0))).toEqual([0]);
  });

  it('tenses accumulate across the whole range 0–10 except 6', () => {
    const ordinary = TENSE_NUMBERS.filter((n) => n !== TENSE_VARIETY);
    const draft = apply(
      createDraft(),
      ordinary.map((n) => (d: CreationDraft) => toggleTense(d, n)),
    );
    expect(selectedTenses(draft)).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9, 10]);
  });

  it('choosing tense 6 clears every other tense', () => {
    const draft = apply(createDraft(), [
      (d) => toggleTense(d, 10),
      (d) => toggleTense(d, 2),
      (d) => toggleTense(d, TENSE_VARIETY),
    ]);
    expect(selectedTenses(draft)).toEqual([6]);
  });

  it('tense 6 cannot be toggled off directly', () => {
    const draft = createDraft();
    expect(toggleTense(draft, TENSE_VARIETY)).toBe(draft);
  });

  it('unchoosing the last tense brings tense 6 back', () => {
    const draft = apply(createDraft(), [(d) => toggleTense(d, 9), (d) => toggleTense(d, 9)]);
    expect(selectedTenses(draft)).toEqual([6]);
  });

  it.each([-1, 11, 2.5])('tense %s is out of range and leaves the draft unchanged', (n) => {
    const draft = createDraft();
    expect(toggleTense(draft, n)).toBe(draft);
  });

  it('does not mutate the draft it is given', () => {
    const draft = createDraft();
    const before = structuredClone(draft);
    toggleTense(toggleDetail(draft, 1), 1);
    expect(draft).toEqual(before);
  });

  it('ignores entries stored as false', () => {
    const draft: CreationDraft = { ...createDraft(), tenses: { 1: true, 2: false, 6: false } };
    expect(selectedTenses(draft)).toEqual([1]);
    expect(selectedTenses(toggleTense(draft, 3))).toEqual([1, 3]);
  });
});

describe('changing languages', () => {
  const customised = apply(createDraft(), [(d) => toggleDetail(d, 2), (d) => toggleTense(d, 4)]);

  it('a new From resets details and tenses to their defaults', () => {
    const draft = changeLanguages(customised, { from: 'fr' });
    expect(draft.from).toBe('fr');
    expect(draft.to).toBe('es');
    expect(selectedDetails(draft)).toEqual([7]);
    expect(selectedTenses(draft)).toEqual([6]);
  });

  it('a new To resets details and tenses to their defaults', () => {
    const draft = changeLanguages(customised, { to: 'it' });
    expect(draft).toMatchObject({ from: 'en', to: 'it' });
    expect(selectedDetails(draft)).toEqual([7]);
    expect(selectedTenses(draft)).toEqual([6]);
  });

  it('changing both at once resets too', () => {
    const draft = changeLanguages(customised, { from: 'de', to: 'ja' });
    expect(draft).toMatchObject({ from: 'de', to: 'ja' });
    expect(selectedTenses(draft)).toEqual([6]);
  });

  it('choosing the same languages again keeps the teacher\u2019s choices', () => {
    expect(changeLanguages(customised, { from: 'en', to: 'es' })).toBe(customised);
    expect(changeLanguages(customised, {})).toBe(customised);
  });

  it('keeps the other fields', () => {
    const draft = changeLanguages(createDraft({ title: 'T', topic: 'food', count: 200 }), {
      to: 'fr',
    });
    expect(draft).toMatchObject({ title: 'T', topic: 'food', count: 200 });
  });
});

describe('draft properties', () => {
  const action = fc.oneof(
    fc.integer({ min: -2, max: 12 }).map((n) => ({ kind: 'detail' as const, n })),
    fc.integer({ min: -2, max: 12 }).map((n) => ({ kind: 'tense' as const, n })),
    fc.constantFrom('en', 'es', 'fr').map((lang) => ({ kind: 'from' as const, lang })),
    fc.constantFrom('en', 'es', 'fr').map((lang) => ({ kind: 'to' as const, lang })),
  );
  type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;
  const run = (actions: readonly Action[]) =>
    actions.reduce((d: CreationDraft, a) => {
      switch (a.kind) {
        case 'detail':
          return toggleDetail(d, a.n);
        case 'tense':
          return toggleTense(d, a.n);
        case 'from':
          return changeLanguages(d, { from: a.lang });
        case 'to':
          return changeLanguages(d, { to: a.lang });
      }
    }, createDraft());

  it('a draft never has zero details or zero tenses selected', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const draft = run(actions);
        expect(selectedDetails(draft).length).toBeGreaterThan(0);
        expect(selectedTenses(draft).length).toBeGreaterThan(0);
      }),
    );
  });

  it('the none-option is either alone or absent', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const draft = run(actions);
        const details = selectedDetails(draft);
        const tenses = selectedTenses(draft);
        if (details.includes(DETAIL_NONE)) expect(details).toEqual([DETAIL_NONE]);
        if (tenses.includes(TENSE_VARIETY)) expect(tenses).toEqual([TENSE_VARIETY]);
      }),
    );
  });

  it('selections stay sorted, unique and in range', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const draft = run(actions);
        for (const [list, max] of [
          [selectedDetails(draft), 7],
          [selectedTenses(draft), 10],
        ] as const) {
          expect([...new Set(list)].sort((a, b) => a - b)).toEqual(list);
          expect(list.every((n) => Number.isInteger(n) && n >= 0 && n <= max)).toBe(true);
        }
      }),
    );
  });

  it('toggling an ordinary option twice from a state that has it off is a no-op on the selection', () => {
    fc.assert(
      fc.property(
        fc.array(action, { maxLength: 20 }),
        fc.integer({ min: 0, max: 10 }),
        (actions, n) => {
          fc.pre(n !== TENSE_VARIETY);
          const draft = run(actions);
          fc.pre(!selectedTenses(draft).includes(n));
          expect(selectedTenses(toggleTense(toggleTense(draft, n), n))).toEqual(
            selectedTenses(draft),
          );
        },
      ),
    );
  });
});
