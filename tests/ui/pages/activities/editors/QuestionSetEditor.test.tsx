import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QUESTION_TYPE_VALUES } from '@/domain/catalog/questionTypes';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import type { QuestionSet, UnavailableType } from '@/domain/questions/types';
import { QuestionSetEditor } from '@/ui/pages/activities/editors/QuestionSetEditor';
import { frenchPicnic, spanishMarket } from '../../../../domain/questions/fixtures';

const { questions: derived } = deriveQuestions(spanishMarket, QUESTION_TYPE_VALUES, { seed: 7 });

/**
 * The derived set cut down to the types a test needs, two items each: a page of every item is
 * slow to query in jsdom, and two items are enough to show that only the edited one changes.
 */
function only(...types: (keyof QuestionSet)[]): QuestionSet {
  return Object.fromEntries(
    types.flatMap((type) => {
      const items = derived[type];
      return items === undefined ? [] : [[type, items.slice(0, 2)]];
    }),
  );
}

/** The editor with the set kept in state, as the page keeps it; every change is recorded. */
function Harness({
  initial = derived,
  onChange,
  unavailable = [],
}: {
  readonly initial?: QuestionSet;
  readonly onChange: (next: QuestionSet) => void;
  readonly unavailable?: readonly UnavailableType[];
}) {
  const [questions, setQuestions] = useState(initial);
  return (
    <QuestionSetEditor
      questions={questions}
      content={spanishMarket}
      unavailable={unavailable}
      onChange={(next) => {
        onChange(next);
        setQuestions(next);
      }}
    />
  );
}

function setup(props: { initial?: QuestionSet; unavailable?: readonly UnavailableType[] } = {}) {
  const onChange = vi.fn<(next: QuestionSet) => void>();
  const user = userEvent.setup();
  render(<Harness onChange={onChange} {...props} />);
  const last = (): QuestionSet => {
    const call = onChange.mock.lastCall;
    if (call === undefined) throw new Error('onChange was not called');
    return call[0];
  };
  return { user, onChange, last };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('QuestionSetEditor', () => {
  it('has one section per type present, headed by its label, in catalogue order', () => {
    setup({ initial: only(...QUESTION_TYPE_VALUES) });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Find the phrase',
      'Comprehension',
      'Multiple choice',
      'Inference',
      'True / false / not in the text',
      'Open-ended',
      'Sentence chunks',
      'Syllables',
      'Key vocabulary',
      'Vocabulary in context',
      'Spot the mistakes',
    ]);
  });

  it('editing a question calls onChange with the set holding the edited question', async () => {
    const { user, last } = setup({ initial: only('comprehension', 'vocabulary') });
    const field = within(section('Comprehension')).getByRole('textbox', {
      name: 'Question 2, target language',
    });
    await user.clear(field);
    await user.type(field, '¿Qué compran?');
    const edited = last();
    expect(edited.comprehension?.[1]?.question.target).toBe('¿Qué compran?');
    expect(edited.comprehension?.[1]?.question.native).toBe(
      derived.comprehension?.[1]?.question.native,
    );
    expect(edited.comprehension?.[0]).toEqual(derived.comprehension?.[0]);
    expect(edited.vocabulary).toEqual(derived.vocabulary?.slice(0, 2));
  });

  it('choosing a new correct option moves the inference answer with it', async () => {
    const { user, last } = setup({ initial: only('inference_questions') });
    const item = derived.inference_questions?.[0];
    if (item === undefined) throw new Error('fixture without inference');
    const other = (item.correctIndex + 1) % item.options.length;
    await user.click(
      within(section('Inference')).getByRole('radio', {
        name: `Question 1, option ${other + 1} is the right answer`,
      }),
    );
    const chosen = last().inference_questions?.[0];
    expect(chosen?.correctIndex).toBe(other);
    expect(chosen?.answer).toEqual(item.options[other]);
    expect(
      within(section('Inference')).getByRole('radio', {
        name: `Question 1, option ${other + 1} is the right answer`,
      }),
    ).toBeChecked();
  });

  it('choosing a new correct option of a multiple-choice question sets its index', async () => {
    const { user, last } = setup({ initial: only('multi_choice_ques') });
    const item = derived.multi_choice_ques?.[0];
    if (item === undefined) throw new Error('fixture without multiple choice');
    const other = (item.correctIndex + 1) % item.options.length;
    await user.click(
      within(section('Multiple choice')).getByRole('radio', {
        name: `Question 1, option ${other + 1} is the right answer`,
      }),
    );
    expect(last().multi_choice_ques?.[0]?.correctIndex).toBe(other);
  });

  it('deleting an item removes it, and Undo puts it back where it was', async () => {
    const { user, last } = setup({ initial: only('comprehension', 'phrase') });
    const before = (derived.comprehension ?? []).slice(0, 2);
    await user.click(
      within(section('Comprehension')).getByRole('button', { name: 'Delete question 1' }),
    );
    expect(last().comprehension).toEqual(before.slice(1));
    const status = screen.getByText('Comprehension: question 1 deleted.');
    expect(status).toBeVisible();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    await user.click(undo);
    expect(last().comprehension).toEqual(before);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(
      within(section('Comprehension')).getByRole('textbox', {
        name: 'Question 1, target language',
      }),
    ).toHaveFocus();
  });

  it('a find-the-phrase answer not in its sentence is emitted, and flagged at the field', async () => {
    const { user, last } = setup({ initial: only('phrase') });
    const field = within(section('Find the phrase')).getByRole('textbox', {
      name: 'Phrase 1, answer in the text',
    });
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.clear(field);
    await user.type(field, 'el elefante azul');
    expect(last().phrase?.[0]?.answer).toBe('el elefante azul');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'This is not in the sentence: pupils could not find it.',
    );
    expect(within(section('Find the phrase')).getByText(/needs fixing/)).toBeInTheDocument();
  });

  it('syllables that do not rejoin to the word are flagged', async () => {
    const { user, last } = setup({ initial: only('syllables') });
    const item = derived.syllables?.[0];
    if (item === undefined) throw new Error('fixture without syllables');
    const field = within(section('Syllables')).getByRole('textbox', { name: 'Word 1, syllables' });
    expect(field).toHaveValue(item.syllables.join('-'));
    await user.type(field, 'x');
    expect(last().syllables?.[0]?.syllables.join('')).toBe(`${item.word}x`);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('adding a statement appends a blank one and puts the focus in it', async () => {
    const { user, last } = setup({ initial: only('true_false_ques') });
    const count = 2;
    await user.click(screen.getByRole('button', { name: 'Add a statement' }));
    expect(last().true_false_ques).toHaveLength(count + 1);
    const field = within(section('True / false / not in the text')).getByRole('textbox', {
      name: `Statement ${count + 1}, target language`,
    });
    expect(field).toHaveFocus();
    await user.selectOptions(
      within(section('True / false / not in the text')).getByRole('combobox', {
        name: `Statement ${count + 1}, answer`,
      }),
      'Not in the text',
    );
    expect(last().true_false_ques?.[count]?.answer).toBe('not_in_text');
  });

  it('shows the reason of a type the content could not give, and lets the teacher write a free-text one', async () => {
    const reason = 'The content has no facts that the text implies.';
    const { user, last } = setup({
      initial: {},
      unavailable: [
        { type: 'who_said_what', reason: 'Who said what needs a dialogue.' },
        { type: 'comprehension', reason },
      ],
    });
    expect(
      within(section('Who said what')).getByText('Who said what needs a dialogue.'),
    ).toBeVisible();
    expect(within(section('Who said what')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section('Comprehension')).getByText(reason)).toBeVisible();
    await user.click(
      within(section('Comprehension')).getByRole('button', { name: 'Add a question' }),
    );
    expect(last().comprehension).toHaveLength(1);
  });

  it('editing a key vocabulary word and its part of speech', async () => {
    const { user, last } = setup({ initial: only('vocabulary') });
    const region = section('Key vocabulary');
    await user.type(within(region).getByRole('textbox', { name: 'Word 1, native language' }), 's');
    expect(last().vocabulary?.[0]?.native).toBe(`${derived.vocabulary?.[0]?.native ?? ''}s`);
    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Word 1, part of speech' }),
      'adverb',
    );
    expect(last().vocabulary?.[0]?.pos).toBe('adverb');
  });

  it('a spot-the-mistakes wrong form equal to its correction is flagged', async () => {
    const { user, last } = setup({ initial: only('deliberate_errors') });
    const error = derived.deliberate_errors?.[0]?.errors[0];
    if (error === undefined) throw new Error('fixture without mistakes');
    const field = within(section('Spot the mistakes')).getByRole('textbox', {
      name: 'Mistake 1, wrong form',
    });
    await user.clear(field);
    await user.type(field, error.right);
    expect(last().deliberate_errors?.[0]?.errors[0]?.wrong).toBe(error.right);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('every control of the editor has a name', () => {
    setup({ initial: only(...QUESTION_TYPE_VALUES) });
    for (const role of ['textbox', 'combobox', 'radio', 'button'] as const) {
      for (const control of screen.queryAllByRole(role)) {
        expect(control).toHaveAccessibleName();
      }
    }
  });
});

describe('QuestionSetEditor on a dialogue', () => {
  it('who said what: the speaker is chosen from the dialogue’s speakers', async () => {
    const { questions } = deriveQuestions(frenchPicnic, ['who_said_what'], { seed: 1 });
    const item = questions.who_said_what?.[0];
    if (item === undefined) throw new Error('fixture without lines');
    const onChange = vi.fn<(next: QuestionSet) => void>();
    const user = userEvent.setup();
    render(
      <QuestionSetEditor
        questions={questions}
        content={frenchPicnic}
        unavailable={[]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Line 1, speaker' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...frenchPicnic.speakers]);
    const other = frenchPicnic.speakers.find((speaker) => speaker !== item.answer) ?? '';
    await user.selectOptions(select, other);
    expect(onChange.mock.lastCall?.[0].who_said_what?.[0]?.answer).toBe(other);
  });
});
