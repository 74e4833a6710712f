import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { VOCABULARY_ADVICE, VOCABULARY_UNALIGNED_MESSAGE } from '@/domain/questions/vocabulary';
import type { ResourceContent, VocabItem } from '@/domain/resource/content';
import { VocabularyAlignmentEditor } from '@/ui/pages/activities/editors/VocabularyAlignmentEditor';
import { spanishMarket } from '../../../../domain/questions/fixtures';

const word = (n: number): VocabItem => ({
  target: `palabra${n}`,
  native: `word${n}`,
  pos: 'noun',
  sentenceId: 1,
});
const withWords = (count: number): ResourceContent => ({
  ...spanishMarket,
  vocabulary: Array.from({ length: count }, (_, i) => word(i + 1)),
});

function Harness({
  initial,
  onChange,
}: {
  readonly initial: ResourceContent;
  readonly onChange: (next: ResourceContent) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <VocabularyAlignmentEditor
      content={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function setup(initial: ResourceContent) {
  const onChange = vi.fn<(next: ResourceContent) => void>();
  const user = userEvent.setup();
  render(<Harness onChange={onChange} initial={initial} />);
  const last = (): ResourceContent => {
    const call = onChange.mock.lastCall;
    if (call === undefined) throw new Error('onChange was not called');
    return call[0];
  };
  return { user, last };
}

const targets = (content: ResourceContent) => content.vocabulary.map((item) => item.target);

describe('VocabularyAlignmentEditor', () => {
  it('advises 20-25 items when the list has fewer than 20', () => {
    setup(withWords(3));
    expect(
      screen.getByText('The list has 3 items: 20-25 items is a good number for a lesson.'),
    ).toBeVisible();
    // Announced as it changes: the advice lives in a status region.
    expect(screen.getByText(/The list has 3 items/).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(VOCABULARY_UNALIGNED_MESSAGE)).not.toBeInTheDocument();
  });

  it('gives no advice inside 20–25 and the spec’s advice over 25', () => {
    const { unmount } = render(<Harness initial={withWords(22)} onChange={() => undefined} />);
    expect(screen.queryByText(/20-25 items/)).not.toBeInTheDocument();
    unmount();
    render(<Harness initial={withWords(26)} onChange={() => undefined} />);
    expect(screen.getByText(VOCABULARY_ADVICE)).toBeVisible();
  });

  it('editing a row emits the new vocabulary; a half-filled row shows the spec’s message', async () => {
    const { user, last } = setup(withWords(3));
    const native = screen.getByRole('textbox', { name: 'Word 2, native language' });
    await user.clear(native);
    expect(last().vocabulary[1]?.native).toBe('');
    expect(screen.getByText(VOCABULARY_UNALIGNED_MESSAGE)).toBeVisible();
    expect(screen.getByText('Target language: 3 · Native language: 2')).toBeInTheDocument();
    expect(native).toHaveAttribute('aria-invalid', 'true');
    await user.type(native, 'two');
    expect(last().vocabulary[1]?.native).toBe('two');
    expect(screen.queryByText(VOCABULARY_UNALIGNED_MESSAGE)).not.toBeInTheDocument();
  });

  it('a target word found in the text points the row at its sentence', async () => {
    const { user, last } = setup(withWords(1));
    const target = screen.getByRole('textbox', { name: 'Word 1, target language' });
    await user.clear(target);
    await user.type(target, 'naranjas');
    expect(last().vocabulary[0]).toMatchObject({ target: 'naranjas', sentenceId: 4 });
  });

  it('rows move up and down by buttons, and the focus follows the row', async () => {
    const { user, last } = setup(withWords(3));
    await user.click(screen.getByRole('button', { name: 'Move word 1 down' }));
    expect(targets(last())).toEqual(['palabra2', 'palabra1', 'palabra3']);
    expect(screen.getByRole('button', { name: 'Move word 2 down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(targets(last())).toEqual(['palabra2', 'palabra3', 'palabra1']);
    // At the bottom, Move down is disabled: the focus goes to Move up.
    expect(screen.getByRole('button', { name: 'Move word 3 down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move word 3 up' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move word 1 up' })).toBeDisabled();
  });

  it('a row is added, removed, and put back with Undo', async () => {
    const { user, last } = setup(withWords(2));
    await user.click(screen.getByRole('button', { name: 'Add a word' }));
    expect(last().vocabulary).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Word 3, target language' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove word 1' }));
    expect(targets(last())).toEqual(['palabra2', '']);
    expect(screen.getByText('Removed “palabra1”.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(targets(last())).toEqual(['palabra1', 'palabra2', '']);
    expect(
      within(screen.getAllByRole('listitem')[0] as HTMLElement).getByRole('textbox', {
        name: 'Word 1, target language',
      }),
    ).toHaveFocus();
  });
});
