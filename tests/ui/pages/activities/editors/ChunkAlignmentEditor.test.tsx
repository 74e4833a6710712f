import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CHUNKS_NOT_ALIGNED_NOTICE } from '@/domain/questions/chunks';
import type { ResourceContent } from '@/domain/resource/content';
import { ChunkAlignmentEditor } from '@/ui/pages/activities/editors/ChunkAlignmentEditor';
import { spanishMarket } from '../../../../domain/questions/fixtures';

/** The first two sentences: enough to show that an edit stays in its sentence. */
const content: ResourceContent = {
  ...spanishMarket,
  sentences: spanishMarket.sentences.slice(0, 2),
};

function Harness({
  initial = content,
  onChange,
}: {
  readonly initial?: ResourceContent;
  readonly onChange: (next: ResourceContent) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ChunkAlignmentEditor
      content={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

function setup(initial?: ResourceContent) {
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

const sentence = (id: number) => within(screen.getByRole('region', { name: `Sentence ${id}` }));

describe('ChunkAlignmentEditor', () => {
  it('shows each sentence’s chunks in pairs, target beside native, and says they align', () => {
    setup();
    const rows = sentence(1).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [expect.stringContaining('Los sábados,'), expect.stringContaining('On Saturdays,')],
      [
        expect.stringContaining('Lucía va al mercado'),
        expect.stringContaining('Lucía goes to the market'),
      ],
      [expect.stringContaining('con su abuelo.'), expect.stringContaining('with her grandfather.')],
    ]);
    expect(sentence(1).getByText('Aligned: 3 chunks on each side.')).toBeInTheDocument();
    expect(screen.getByText('Every sentence is aligned.')).toBeInTheDocument();
  });

  it('splitting a chunk at a word emits the split, and flags the sentence until the other side follows', async () => {
    const { user, last } = setup();
    await user.click(sentence(1).getByRole('button', { name: 'Split target chunk 2' }));
    const before = sentence(1).getByRole('button', { name: 'Split target chunk 2 before “va”' });
    expect(before).toHaveFocus();
    await user.click(before);
    expect(last().sentences[0]?.chunks.map((chunk) => chunk.target)).toEqual([
      'Los sábados,',
      'Lucía',
      'va al mercado',
      'con su abuelo.',
    ]);
    expect(last().sentences[1]).toEqual(content.sentences[1]);
    expect(sentence(1).getByText(/Not aligned: 4 target and 3 native chunks/)).toBeInTheDocument();
    expect(screen.getByText(/1 of 2 sentences not aligned/)).toBeInTheDocument();
    // The focus lands on the button that undoes the split.
    expect(
      sentence(1).getByRole('button', { name: 'Merge target chunk 2 with chunk 3' }),
    ).toHaveFocus();

    await user.click(sentence(1).getByRole('button', { name: 'Split native chunk 2' }));
    await user.click(
      sentence(1).getByRole('button', { name: 'Split native chunk 2 before “goes”' }),
    );
    expect(last().sentences[0]?.chunks[1]).toEqual({ target: 'Lucía', native: 'Lucía' });
    expect(sentence(1).getByText('Aligned: 4 chunks on each side.')).toBeInTheDocument();
  });

  it('merging a chunk with the next joins them, keyboard only', async () => {
    const { user, last } = setup();
    sentence(2).getByRole('button', { name: 'Merge native chunk 1 with chunk 2' }).focus();
    await user.keyboard('{Enter}');
    expect(last().sentences[1]?.chunks.map((chunk) => chunk.native)).toEqual([
      'The market is in the main square',
      'of the village.',
      '',
    ]);
    expect(sentence(2).getByText(/Not aligned: 3 target and 2 native chunks/)).toBeInTheDocument();
    expect(sentence(2).getByText('No native chunk to pair with')).toBeInTheDocument();
  });

  it('Start again gives one aligned chunk per side', async () => {
    const { user, last } = setup();
    await user.click(sentence(2).getByRole('button', { name: 'Start sentence 2 again' }));
    expect(last().sentences[1]?.chunks).toEqual([
      { target: content.sentences[1]?.target.text, native: content.sentences[1]?.native.text },
    ]);
  });

  it('when no sentence is aligned, says what pupils see', () => {
    const broken: ResourceContent = {
      ...content,
      sentences: content.sentences.map((s) => ({
        ...s,
        chunks: [...s.chunks, { target: 'extra', native: '' }],
      })),
    };
    setup(broken);
    expect(
      screen.getByText(new RegExp(CHUNKS_NOT_ALIGNED_NOTICE.slice(0, 40))),
    ).toBeInTheDocument();
    expect(sentence(1).getByText(/target chunks do not|Not aligned/)).toBeInTheDocument();
  });
});
