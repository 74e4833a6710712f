import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DRAFT_MESSAGES } from '@/domain/draft/draftForm';
import { createDraft, type CreationDraft } from '@/domain/draft/draftRules';
import { TOUR_PAGES } from '@/ui/tour/tourPages';
import { DashboardForm } from '@/ui/pages/dashboard/DashboardForm';

const complete = createDraft({
  title: 'At the market',
  topic: 'Two friends buy fruit at a market.',
  audience: 'A2',
});

/** The form with a draft kept in state, as a page would keep it. */
function Harness({
  initial = createDraft(),
  onGenerate = () => undefined,
  onDraft = () => undefined,
  unavailable,
}: {
  readonly initial?: CreationDraft;
  readonly onGenerate?: () => void;
  readonly onDraft?: (draft: CreationDraft) => void;
  readonly unavailable?: string;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <DashboardForm
      draft={draft}
      onChange={(next) => {
        onDraft(next);
        setDraft(next);
      }}
      onGenerate={onGenerate}
      generating={false}
      error={null}
      unavailable={unavailable}
    />
  );
}

const checkbox = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('checkbox', { name });

describe('the dashboard form', () => {
  it('marks every dashboard step of the tour that lives on this form', () => {
    const { container } = render(<Harness />);
    const marks = [
      'resource-type',
      'languages',
      'audience-level',
      'word-count',
      'resource-name',
      'prompt',
      'tenses-details',
      'vocabulary',
      'audio-tracks',
      'question-types',
      'generate',
    ];
    for (const mark of marks) {
      expect(TOUR_PAGES.dashboard.map((step) => step.target)).toContain(`[data-tour="${mark}"]`);
      expect(container.querySelectorAll(`[data-tour="${mark}"]`)).toHaveLength(1);
    }
  });

  it('labels every step and every control', () => {
    render(<Harness />);
    for (const group of [
      'Resource type',
      'Languages',
      'Audience level',
      'Tenses',
      'Details',
      'Audio',
      'Question types',
    ])
      expect(screen.getByRole('group', { name: group })).toBeInTheDocument();
    for (const label of [
      'Native language',
      'Target language',
      'Scale',
      'Level',
      'Word count',
      'Resource name',
      'Prompt',
      'Vocabulary to include',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    for (const style of [
      'Text',
      'Dialogue (two speakers)',
      'Dialogue (three speakers)',
      'Single sentences',
      'Comprehensible text',
    ])
      expect(screen.getByRole('radio', { name: style })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'AI voiceover' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Generate for review' })).toBeInTheDocument();
    for (const control of document.querySelectorAll('input, select, textarea'))
      expect(control).toHaveAccessibleName();
  });

  it('offers word counts from 50 to 500 in steps of 50', () => {
    render(<Harness />);
    const options = within(screen.getByLabelText('Word count')).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual([
      '50',
      '100',
      '150',
      '200',
      '250',
      '300',
      '350',
      '400',
      '450',
      '500',
    ]);
  });

  it('choosing "None" clears the other details, and choosing another detail clears "None"', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(checkbox('Details', 'None')).toBeChecked();
    await user.click(checkbox('Details', 'Include dates'));
    await user.click(checkbox('Details', 'Include times'));
    expect(checkbox('Details', 'None')).not.toBeChecked();
    expect(checkbox('Details', 'Include dates')).toBeChecked();
    await user.click(checkbox('Details', 'None'));
    expect(checkbox('Details', 'None')).toBeChecked();
    expect(checkbox('Details', 'Include dates')).not.toBeChecked();
    expect(checkbox('Details', 'Include times')).not.toBeChecked();
  });

  it('"Use a variety of tenses" is exclusive and cannot be unticked directly', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(checkbox('Tenses', 'Use a variety of tenses'));
    expect(checkbox('Tenses', 'Use a variety of tenses')).toBeChecked();
    await user.click(checkbox('Tenses', 'Future'));
    expect(checkbox('Tenses', 'Use a variety of tenses')).not.toBeChecked();
    expect(checkbox('Tenses', 'Future')).toBeChecked();
  });

  it('changing the target language resets tenses and details, and says so', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(checkbox('Tenses', 'Imperfect'));
    await user.click(checkbox('Details', 'Include numbers'));
    await user.selectOptions(screen.getByLabelText('Target language'), 'fr');
    expect(checkbox('Tenses', 'Imperfect')).not.toBeChecked();
    expect(checkbox('Tenses', 'Use a variety of tenses')).toBeChecked();
    expect(checkbox('Details', 'Include numbers')).not.toBeChecked();
    expect(checkbox('Details', 'None')).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      /tenses and details are back to their defaults/,
    );
    await user.click(checkbox('Tenses', 'Present'));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('refuses the same language on both sides with a message', async () => {
    const user = userEvent.setup();
    render(<Harness initial={complete} />);
    expect(screen.getByRole('button', { name: 'Generate for review' })).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Target language'), 'en');
    expect(screen.getByRole('alert')).toHaveTextContent(DRAFT_MESSAGES.sameLanguage);
    expect(screen.getByLabelText('Target language')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Generate for review' })).toBeDisabled();
  });

  it('marks the offline languages and notes that others need an AI provider', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const target = screen.getByLabelText('Target language');
    const offline = within(target).getByRole('group', { name: 'Written offline by Parlo' });
    expect(
      within(offline)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value)
        .sort(),
    ).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
    expect(screen.queryByText(/AI provider must be configured/)).not.toBeInTheDocument();
    await user.selectOptions(target, 'ja');
    expect(screen.getByText(/For Japanese, an AI provider must be configured/)).toBeInTheDocument();
  });

  it('offers "Who said what" only for dialogues, ticked when a dialogue is chosen', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const types = () => screen.getByRole('group', { name: 'Question types' });
    expect(within(types()).queryByRole('checkbox', { name: 'Who said what' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Dialogue (two speakers)' }));
    expect(within(types()).getByRole('checkbox', { name: 'Who said what' })).toBeChecked();
    await user.click(within(types()).getByRole('checkbox', { name: 'Who said what' }));
    expect(within(types()).getByRole('checkbox', { name: 'Who said what' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Single sentences' }));
    expect(within(types()).queryByRole('checkbox', { name: 'Who said what' })).toBeNull();
  });

  it('shows the vocabulary as removable chips', async () => {
    const user = userEvent.setup();
    const onDraft = vi.fn();
    render(<Harness onDraft={onDraft} />);
    await user.type(screen.getByLabelText('Vocabulary to include'), 'pan, leche{Enter}queso');
    const chips = screen.getByRole('list', { name: 'Words to include' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['pan×', 'leche×', 'queso×']);
    await user.click(screen.getByRole('button', { name: 'Remove leche' }));
    expect(screen.getByLabelText('Vocabulary to include')).toHaveValue('pan, queso');
    expect(onDraft).toHaveBeenLastCalledWith(expect.objectContaining({ vocabulary: 'pan, queso' }));
  });

  it('picks a CEFR sublevel or a country’s school year', async () => {
    const user = userEvent.setup();
    const onDraft = vi.fn();
    render(<Harness onDraft={onDraft} />);
    await user.selectOptions(screen.getByLabelText('Level'), 'B1.2');
    expect(onDraft).toHaveBeenLastCalledWith(expect.objectContaining({ audience: 'B1.2' }));
    await user.selectOptions(screen.getByLabelText('Scale'), 'France');
    expect(onDraft).toHaveBeenLastCalledWith(expect.objectContaining({ audience: '' }));
    await user.selectOptions(screen.getByLabelText('Level'), 'France:8');
    expect(screen.getByLabelText('Level')).toHaveDisplayValue('5e (age 12–13)');
  });

  it('keeps Generate disabled until the required fields are valid, and says what is missing', async () => {
    const user = userEvent.setup();
    const onGenerate = vi.fn();
    render(<Harness onGenerate={onGenerate} />);
    const generate = screen.getByRole('button', { name: 'Generate for review' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription(/Resource name: This field is required\./);
    await user.type(screen.getByLabelText('Resource name'), 'At the market');
    await user.type(screen.getByLabelText('Prompt'), 'Buying fruit.');
    expect(generate).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Level'), 'A1');
    expect(generate).toBeEnabled();
    await user.click(generate);
    expect(onGenerate).toHaveBeenCalledTimes(1);
  });

  it('names an invalid resource name once the teacher leaves the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const name = screen.getByLabelText('Resource name');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.type(name, 'Market <b>');
    await user.tab();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      'Use letters, numbers, spaces and common punctuation only.',
    );
  });

  it('needs at least one question type', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ ...complete, questionTypes: ['phrase'] }} />);
    await user.click(screen.getByRole('checkbox', { name: 'Find the phrase' }));
    expect(screen.getByRole('alert')).toHaveTextContent(DRAFT_MESSAGES.questionTypes);
    expect(screen.getByRole('button', { name: 'Generate for review' })).toBeDisabled();
  });

  it('with generation unavailable, a complete draft still cannot be generated and the note says why', () => {
    render(<Harness initial={complete} unavailable="Generating arrives in the next release." />);
    const generate = screen.getByRole('button', { name: 'Generate for review' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription('Generating arrives in the next release.');
  });

  it('announces a failed generation and shows progress while generating', () => {
    render(
      <DashboardForm
        draft={complete}
        onChange={() => undefined}
        onGenerate={() => undefined}
        generating
        error="The provider did not answer."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The provider did not answer.');
    expect(screen.getByRole('button', { name: 'Generating…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
