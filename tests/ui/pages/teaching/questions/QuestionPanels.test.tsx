import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QUESTION_TYPE_VALUES, questionTypeLabel } from '@/domain/catalog/questionTypes';
import { deriveQuestions } from '@/domain/questions/deriveQuestions';
import type { QuestionSet } from '@/domain/questions/types';
import { QuestionPanels } from '@/ui/pages/teaching/questions/QuestionPanels';
import { frenchPicnic, spanishMarket } from '../../../../domain/questions/fixtures';

const all = deriveQuestions(spanishMarket, QUESTION_TYPE_VALUES, { seed: 7 }).questions;

/** The question set with only some types, each cut to its first `count` items. */
function only(types: readonly (keyof QuestionSet)[], count = 3, set = all): QuestionSet {
  return Object.fromEntries(types.map((type) => [type, set[type]?.slice(0, count)]));
}

function setup(questions: QuestionSet, showNative = false, content = spanishMarket) {
  const user = userEvent.setup();
  render(<QuestionPanels questions={questions} content={content} showNative={showNative} />);
  return user;
}

/** The item group labelled "<type label> n". */
function item(type: keyof QuestionSet, number: number) {
  return screen.getByRole('group', {
    name: `${questionTypeLabel(type) ?? ''} ${String(number)} of ${String(3)}`,
  });
}

function check(group: HTMLElement) {
  return within(group).getByRole('button', { name: /^Check question/ });
}

describe('QuestionPanels', () => {
  it('lists a tab for each type present and moves between them with the arrow keys, Home and End', async () => {
    const user = setup(only(['phrase', 'multi_choice_ques', 'vocabulary']));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Find the phrase',
      'Multiple choice',
      'Key vocabulary',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Find the phrase');

    await user.click(tabs[0] as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Multiple choice' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Multiple choice' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Multiple choice');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Key vocabulary' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Find the phrase' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Key vocabulary');
    // Only the selected tab is in the tab order.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it("keeps a panel's answers when the teacher switches tabs and back", async () => {
    const user = setup(only(['phrase', 'vocabulary']));
    await user.type(within(item('phrase', 1)).getByRole('textbox'), 'hola');
    await user.click(screen.getByRole('tab', { name: 'Key vocabulary' }));
    await user.click(screen.getByRole('tab', { name: 'Find the phrase' }));
    expect(within(item('phrase', 1)).getByRole('textbox')).toHaveValue('hola');
  });

  it('marks a right multiple-choice answer right and a wrong one wrong, with a symbol and words', async () => {
    const items = all.multi_choice_ques ?? [];
    const user = setup(only(['multi_choice_ques']));
    const [first, second] = [items[0], items[1]];
    if (!first || !second) throw new Error('fixture');

    const one = item('multi_choice_ques', 1);
    await user.click(
      within(one).getByRole('radio', { name: first.options[first.correctIndex]?.target }),
    );
    await user.click(check(one));
    expect(within(one).getByText(/^Right$/)).toBeInTheDocument();
    expect(one).toHaveTextContent('✓');
    expect(screen.getByRole('status')).toHaveTextContent('Question 1: Right');

    const two = item('multi_choice_ques', 2);
    const wrong = second.options.find((_, index) => index !== second.correctIndex);
    await user.click(within(two).getByRole('radio', { name: wrong?.target }));
    await user.click(check(two));
    expect(within(two).getByText(/^Wrong$/)).toBeInTheDocument();
    expect(two).toHaveTextContent('✗');
    expect(screen.getByRole('status')).toHaveTextContent('Question 2: Wrong');
  });

  it('marks true / false / not in the text against the key', async () => {
    const items = all.true_false_ques ?? [];
    const user = setup(only(['true_false_ques']));
    const labels = { true: 'True', false: 'False', not_in_text: 'Not in the text' } as const;
    const first = items[0];
    if (!first) throw new Error('fixture');

    const one = item('true_false_ques', 1);
    expect(within(one).getAllByRole('radio')).toHaveLength(3);
    await user.click(within(one).getByRole('radio', { name: labels[first.answer] }));
    await user.click(check(one));
    expect(within(one).getByText(/^Right$/)).toBeInTheDocument();

    const other = first.answer === 'true' ? 'not_in_text' : 'true';
    await user.click(within(one).getByRole('radio', { name: labels[other] }));
    // A changed answer takes back the old feedback until it is checked again.
    expect(within(one).queryByText(/^Right$/)).not.toBeInTheDocument();
    await user.click(check(one));
    expect(within(one).getByText(/^Wrong$/)).toBeInTheDocument();
  });

  it('checks typed vocabulary case-insensitively, on Enter as on Check', async () => {
    const first = all.vocabulary?.[0];
    if (!first) throw new Error('fixture');
    const user = setup(only(['vocabulary']));
    const one = item('vocabulary', 1);
    expect(one).toHaveTextContent(first.native);
    await user.type(
      within(one).getByRole('textbox', { name: 'Your answer to question 1' }),
      `${first.target.toUpperCase()}{Enter}`,
    );
    expect(within(one).getByText(/^Right$/)).toBeInTheDocument();

    const two = item('vocabulary', 2);
    await user.click(check(two));
    expect(within(two).getByText('Wrong: no answer yet')).toBeInTheDocument();
  });

  it('rebuilds a sentence from chunk buttons in order, with undo, and marks it right', async () => {
    const first = all.chunks?.[0];
    if (!first) throw new Error('fixture');
    const user = setup(only(['chunks']));
    const one = item('chunks', 1);
    const pieces = within(one).getByRole('group', { name: 'Pieces' });
    // A placed piece keeps its place among the pieces, named "(placed)".
    const button = (text: string) =>
      within(pieces).getByRole('button', { name: new RegExp(`^${text}( ?\\(placed\\))?$`, 'u') });

    // A wrong first pick, taken back.
    const wrongFirst = first.chunks[1]?.target ?? '';
    await user.click(button(wrongFirst));
    expect(button(wrongFirst)).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(one).getByRole('button', { name: 'Undo' }));
    expect(button(wrongFirst)).not.toHaveAttribute('aria-disabled');

    for (const chunk of first.chunks) await user.click(button(chunk.target));
    // Placed pieces are spent: the focus moves on to the sentence rather than being dropped.
    const line = within(one).getByRole('list', { name: 'Your sentence' });
    expect(line).toContainElement(document.activeElement as HTMLElement);
    expect(
      within(line)
        .getAllByRole('listitem')
        .map((piece) => piece.textContent),
    ).toEqual(first.chunks.map((c) => c.target));
    await user.click(check(one));
    expect(within(one).getByText(/^Right$/)).toBeInTheDocument();
  });

  it('shows every answer on "Show answers", the right option named as such', async () => {
    const items = all.multi_choice_ques ?? [];
    const user = setup(only(['multi_choice_ques']));
    await user.click(screen.getByRole('button', { name: 'Show answers' }));
    items.slice(0, 3).forEach((mc, index) => {
      const group = item('multi_choice_ques', index + 1);
      const answer = mc.options[mc.correctIndex]?.target ?? '';
      expect(within(group).getByText(/^Answer:/)).toHaveTextContent(`Answer: ${answer}`);
      expect(within(group).getByText('Right answer').closest('label')).toHaveTextContent(answer);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Answers shown');
  });

  it('announces the panel score on "Check all", and "Try again" clears the panel', async () => {
    const items = all.vocabulary ?? [];
    const user = setup(only(['vocabulary']));
    await user.type(within(item('vocabulary', 1)).getByRole('textbox'), items[0]?.target ?? '');
    await user.type(within(item('vocabulary', 2)).getByRole('textbox'), 'nada');
    await user.type(within(item('vocabulary', 3)).getByRole('textbox'), items[2]?.target ?? '');
    await user.click(screen.getByRole('button', { name: 'Check all' }));

    expect(screen.getByRole('status')).toHaveTextContent('Score: 2 of 3 right');
    expect(screen.getByText('2 of 3 right')).toBeVisible();
    expect(within(item('vocabulary', 2)).getByText(/^Wrong$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(item('vocabulary', 1)).getByRole('textbox')).toHaveValue('');
    expect(screen.queryByText('2 of 3 right')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Answers cleared');
  });

  it('shows translation help only when showNative is on', () => {
    const first = all.multi_choice_ques?.[0];
    if (!first) throw new Error('fixture');
    const { unmount } = render(
      <QuestionPanels
        questions={only(['multi_choice_ques'])}
        content={spanishMarket}
        showNative={false}
      />,
    );
    expect(screen.queryByText(first.question.native)).not.toBeInTheDocument();
    unmount();
    render(
      <QuestionPanels questions={only(['multi_choice_ques'])} content={spanishMarket} showNative />,
    );
    expect(screen.getAllByText(first.question.native)[0]).toBeInTheDocument();
  });

  it('checks comprehension against the model answer and shows it', async () => {
    const first = all.comprehension?.[0];
    if (!first) throw new Error('fixture');
    const user = setup(only(['comprehension']));
    const one = item('comprehension', 1);
    await user.type(
      within(one).getByRole('textbox'),
      `${first.answer.target.toLowerCase()}{Enter}`,
    );
    expect(within(one).getByText(/^Right$/)).toBeInTheDocument();
    expect(within(one).getByText(/^Model answer:/)).toHaveTextContent(first.answer.target);
  });

  it('shows an open-ended model answer on request, with no marking', async () => {
    const first = all.open_ended_ques?.[0];
    if (!first) throw new Error('fixture');
    const user = setup(only(['open_ended_ques']));
    expect(screen.queryByRole('button', { name: 'Check all' })).not.toBeInTheDocument();
    const one = item('open_ended_ques', 1);
    await user.click(within(one).getByRole('button', { name: /^Show answer/ }));
    expect(within(one).getByText(/^Model answer:/)).toHaveTextContent(first.modelAnswer.target);
  });

  it('answers who said what with speaker radios', async () => {
    const questions = deriveQuestions(frenchPicnic, ['who_said_what'], { seed: 7 }).questions;
    const first = questions.who_said_what?.[0];
    if (!first) throw new Error('fixture');
    const user = setup(only(['who_said_what'], 3, questions), false, frenchPicnic);
    const one = item('who_said_what', 1);
    await user.click(within(one).getByRole('radio', { name: first.answer }));
    await user.click(check(one));
    expect(within(one).getByText(/^Right$/)).toBeInTheDocument();
  });

  it('spots the mistakes by pressing the wrong words', async () => {
    const mistakes = all.deliberate_errors?.[0];
    if (!mistakes) throw new Error('fixture');
    const user = setup(only(['deliberate_errors']));
    const group = screen.getByRole('group', { name: 'Spot the mistakes 1 of 1' });
    const text = within(group).getByRole('group', { name: 'Text with mistakes' });
    const firstError = mistakes.errors[0];
    if (!firstError) throw new Error('fixture');
    const word = within(text)
      .getAllByRole('button', { name: firstError.wrong })
      .find((button) => button.getAttribute('aria-pressed') !== null);
    await user.click(word as HTMLElement);
    expect(word).toHaveAttribute('aria-pressed', 'true');
    await user.click(check(group));
    const total = mistakes.errors.length;
    expect(group).toHaveTextContent(
      total === 1
        ? 'Right: 1 of 1 mistakes found.'
        : `Not yet: 1 of ${String(total)} mistakes found.`,
    );
    await user.click(screen.getByRole('button', { name: 'Show answers' }));
    expect(within(group).getByText(/^Answer:/)).toHaveTextContent(
      `${firstError.wrong} → ${firstError.right}`,
    );
  });
});
