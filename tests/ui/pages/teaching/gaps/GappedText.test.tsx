import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  gapChoices,
  percentageGapCount,
  selectGaps,
  gapPartsIn,
  type GapSide,
} from '@/domain/teaching/gaps';
import { wordsOf, type ResourceContent, type Token } from '@/domain/resource/content';
import type { GapLevel } from '@/domain/display/settings';
import { gapHint } from '@/domain/teaching/gapHints';
import { GapMenu } from '@/ui/pages/teaching/gaps/GapMenu';
import { GappedText } from '@/ui/pages/teaching/gaps/GappedText';
import { useGapState } from '@/ui/pages/teaching/gaps/useGapState';
import { side as sideOf, spanishMarket } from '../../../../domain/questions/fixtures';

const SEED = 42;

/** The screen's composition: menus and one side of the text, state in the hook. */
function Harness({
  content = spanishMarket,
  side = 'target',
  mode = 'type',
  lineBreaks = true,
  highlight,
  gapLevel,
}: {
  readonly gapLevel?: GapLevel;
  readonly content?: ResourceContent;
  readonly side?: GapSide;
  readonly mode?: 'type' | 'choose';
  readonly lineBreaks?: boolean;
  readonly highlight?: (token: Token) => string | undefined;
}) {
  const gaps = useGapState(content, side, SEED);
  return (
    <>
      <GapMenu
        value={gaps.choice}
        onChange={gaps.setChoice}
        onRevealAll={gaps.revealAll}
        onReset={gaps.reset}
        parts={gapPartsIn(content, side)}
      />
      <GappedText
        content={content}
        side={side}
        selection={gaps.selection}
        answers={gaps.answers}
        onAnswer={(key, value) => gaps.answer(key, value)}
        revealed={gaps.revealed}
        mode={mode}
        lineBreaks={lineBreaks}
        highlight={highlight}
        gapLevel={gapLevel}
      />
    </>
  );
}

const fiveRandom = () => selectGaps(spanishMarket, 'target', { kind: 'random', count: 5 }, SEED);

async function chooseRandom(user: ReturnType<typeof userEvent.setup>, count: string) {
  await user.selectOptions(screen.getByLabelText('Random gaps'), count);
}

describe('GappedText with GapMenu', () => {
  it('choosing 5 random gaps shows exactly 5 boxes, labelled "Gap n of 5" in reading order', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    await chooseRandom(user, '5');
    const boxes = screen.getAllByRole('textbox');
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Gap 1 of 5',
      'Gap 2 of 5',
      'Gap 3 of 5',
      'Gap 4 of 5',
      'Gap 5 of 5',
    ]);
    expect(boxes.map((box) => box.dataset.gapKey)).toEqual(fiveRandom().gaps.map((g) => g.key));
  });

  it('marks a right answer right, ignoring case and punctuation, and announces the score', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await chooseRandom(user, '5');
    const first = fiveRandom().gaps[0];
    if (first === undefined) throw new Error('no gap');
    const box = screen.getByRole('textbox', { name: 'Gap 1 of 5' });
    await user.type(box, `${first.answer.toUpperCase()}!{Enter}`);
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveAccessibleDescription('Right');
    expect(box.parentElement).toHaveTextContent('✓');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 5 right');
  });

  it('marks a wrong answer wrong only once it is committed (blur), not while typing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await chooseRandom(user, '5');
    const box = screen.getByRole('textbox', { name: 'Gap 2 of 5' });
    await user.type(box, 'zzzz');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.tab();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Wrong');
    expect(box.parentElement).toHaveTextContent('✗');
    expect(screen.getByRole('status')).toHaveTextContent('0 of 5 right');
  });

  it('an accent slip fills the gap (the accent policy): "esta" fills "está", "estan" does not', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Verbs' }));
    const gaps = selectGaps(spanishMarket, 'target', { kind: 'pos', parts: ['verb'] }, SEED).gaps;
    const esta = gaps.find((g) => g.answer === 'está');
    if (esta === undefined) throw new Error('no está');
    const box = screen.getByRole('textbox', {
      name: `Gap ${String(esta.number)} of ${String(gaps.length)}`,
    });
    await user.type(box, 'estan{Enter}');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.clear(box);
    await user.type(box, 'esta{Enter}');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveAccessibleDescription('Right');
  });

  it('reveal all shows every answer in place of the boxes, keeping the marks', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await chooseRandom(user, '5');
    await user.type(screen.getByRole('textbox', { name: 'Gap 1 of 5' }), 'nope{Enter}');
    await user.click(screen.getByRole('button', { name: 'Reveal all' }));
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    const marks = [...container.querySelectorAll('mark')];
    expect(marks.map((m) => m.textContent)).toEqual(fiveRandom().gaps.map((g) => g.answer));
    expect(marks[0]).toHaveAccessibleDescription('Wrong');
  });

  it('reset clears the gaps, the answers and the menus', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await chooseRandom(user, '5');
    await user.type(screen.getByRole('textbox', { name: 'Gap 1 of 5' }), 'x{Enter}');
    await user.click(screen.getByRole('button', { name: 'Reveal all' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(container.querySelectorAll('mark')).toHaveLength(0);
    expect(screen.getByLabelText('Random gaps')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(container.querySelector('[data-sentence-id="1"]')).toHaveTextContent(
      spanishMarket.sentences[0]?.target.text ?? '?',
      { normalizeWhitespace: false },
    );
    await chooseRandom(user, '5');
    for (const box of screen.getAllByRole('textbox')) expect(box).toHaveValue('');
  });

  it('part-of-speech gaps gap only the verbs, every one of them', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Verbs' }));
    const verbs = spanishMarket.sentences.flatMap((s) =>
      s.target.tokens.filter((t) => t.pos === 'verb').map((t) => t.text),
    );
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(verbs.length);
    expect(boxes[0]).toHaveAccessibleName(`Gap 1 of ${String(verbs.length)}`);
    await user.click(screen.getByRole('button', { name: 'Reveal all' }));
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(verbs);
  });

  it('a percentage gaps that share of the words', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByLabelText('Percentage'), '50');
    const words = spanishMarket.sentences.reduce((n, s) => n + wordsOf(s.target).length, 0);
    const expected = selectGaps(spanishMarket, 'target', { kind: 'percentage', percent: 50 }, SEED);
    // As many as the share allows with a word between every two gaps.
    expect(expected.gaps.length).toBeLessThanOrEqual(percentageGapCount(50, words));
    expect(expected.gaps.length).toBeGreaterThan(percentageGapCount(50, words) / 2);
    expect(screen.getAllByRole('textbox')).toHaveLength(expected.gaps.length);
  });

  it('choose mode offers each gap a few options with its answer, and choosing the answer marks it right', async () => {
    const user = userEvent.setup();
    render(<Harness mode="choose" />);
    await chooseRandom(user, '5');
    const selects = screen.getAllByRole('combobox', { name: /^Gap \d of 5$/ });
    expect(selects).toHaveLength(5);
    const gaps = fiveRandom().gaps;
    const choices = gapChoices(fiveRandom(), spanishMarket);
    selects.forEach((select, index) => {
      const gap = gaps[index];
      const offered = within(select)
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(1);
      expect(offered).toEqual(choices.get(gap?.key ?? ''));
      expect(offered).toContain(gap?.answer);
      expect(offered.length).toBeGreaterThanOrEqual(3);
      expect(offered.length).toBeLessThanOrEqual(4);
    });
    const [first, second] = gaps;
    if (first === undefined || second === undefined) throw new Error('too few gaps');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gap 1 of 5' }), first.answer);
    expect(screen.getByRole('combobox', { name: 'Gap 1 of 5' })).toHaveAccessibleDescription(
      'Right',
    );
    const wrong = (choices.get(second.key) ?? []).find((option) => option !== second.answer) ?? '';
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gap 2 of 5' }), wrong);
    expect(screen.getByRole('combobox', { name: 'Gap 2 of 5' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 of 5 right');
  });

  it('answers survive a re-render with other display settings', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness lineBreaks />);
    await chooseRandom(user, '5');
    await user.type(screen.getByRole('textbox', { name: 'Gap 3 of 5' }), 'hola{Enter}');
    rerender(<Harness lineBreaks={false} />);
    expect(screen.getByRole('textbox', { name: 'Gap 3 of 5' })).toHaveValue('hola');
  });
});

describe('GappedText layout', () => {
  it('carries the side’s language and direction, and writes words with their spaces', () => {
    const { container } = render(<Harness side="native" />);
    const text = container.querySelector('.gapped-text');
    expect(text).toHaveAttribute('lang', 'en');
    expect(text).toHaveAttribute('dir', 'ltr');
    spanishMarket.sentences.forEach((sentence) => {
      expect(
        container.querySelector(`[data-sentence-id="${String(sentence.id)}"]`)?.textContent,
      ).toBe(sentence.native.text);
    });
  });

  it('writes Hebrew with its language for a right-to-left reading', async () => {
    const hebrew: ResourceContent = {
      ...spanishMarket,
      language: { target: 'he', native: 'en' },
      speakers: [],
      sentences: [
        {
          id: 1,
          paragraph: 0,
          target: sideOf('שלום/intj עולם/n .'),
          native: sideOf('Hello/intj world/n .'),
          chunks: [],
        },
      ],
    };
    const user = userEvent.setup();
    const { container } = render(<Harness content={hebrew} />);
    const text = container.querySelector('.gapped-text');
    expect(text).toHaveAttribute('lang', 'he');
    expect(text).toHaveAttribute('dir', 'rtl');
    expect(container.querySelector('[data-sentence-id="1"]')?.textContent).toBe('שלום עולם.');
    // The gaps take the text's direction and its spellcheck="false", with no attribute of their own.
    // One noun: too few for a "choose" list, so only the part-of-speech menu gaps it.
    await user.click(screen.getByRole('checkbox', { name: 'Nouns' }));
    const box = screen.getByRole('textbox', { name: 'Gap 1 of 1' });
    expect(box).not.toHaveAttribute('dir');
    expect(box.closest('[dir]')).toBe(text);
    expect(box.closest('[spellcheck]')).toHaveAttribute('spellcheck', 'false');
  });

  it('a new draw shows the gaps of the lines on screen at once, the others a frame later', async () => {
    // Line n is laid out 1,000 px below line n - 1: only the first is in the viewport.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const line = this instanceof HTMLElement ? this.style.getPropertyValue('--line') : '';
      const top = (Number(line || 1) - 1) * 1000;
      return DOMRect.fromRect({ x: 0, y: top, width: 800, height: 100 });
    });
    try {
      const { container } = render(<Harness lineBreaks />);
      // One change event, no user-event delays: what that render commits, before any frame.
      fireEvent.change(screen.getByLabelText('Random gaps'), { target: { value: 'all' } });
      const lines = Array.from(container.querySelectorAll('.gapped-line'));
      const boxesIn = (line: Element | undefined) => line?.querySelectorAll('input').length ?? 0;
      expect(boxesIn(lines[0])).toBeGreaterThan(0);
      expect(boxesIn(lines[1])).toBe(0);
      await waitFor(() => expect(boxesIn(lines[1])).toBeGreaterThan(0));
      const boxes = screen.getAllByRole('textbox');
      expect(boxes).toHaveLength(lines.reduce((sum, line) => sum + boxesIn(line), 0));
      expect(boxes[0]).toHaveAccessibleName(`Gap 1 of ${String(boxes.length)}`);
    } finally {
      rect.mockRestore();
    }
  });

  it('puts a sentence per line with line breaks, and runs a paragraph together without', () => {
    const paragraphs = new Set(spanishMarket.sentences.map((s) => s.paragraph)).size;
    const { container, rerender } = render(<Harness lineBreaks />);
    expect(container.querySelectorAll('.gapped-line')).toHaveLength(spanishMarket.sentences.length);
    rerender(<Harness lineBreaks={false} />);
    expect(container.querySelectorAll('.gapped-line')).toHaveLength(paragraphs);
    expect(paragraphs).toBeLessThan(spanishMarket.sentences.length);
  });

  it('highlights words by part of speech, but never an open gap', async () => {
    const user = userEvent.setup();
    const highlight = (token: Token) => (token.pos === 'verb' ? 'hl-verb' : undefined);
    const { container } = render(<Harness highlight={highlight} />);
    const verbs = spanishMarket.sentences.flatMap((s) =>
      s.target.tokens.filter((t) => t.pos === 'verb'),
    );
    expect(container.querySelectorAll('.hl-verb')).toHaveLength(verbs.length);
    await user.click(screen.getByRole('checkbox', { name: 'Verbs' }));
    expect(container.querySelectorAll('.hl-verb')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reveal all' }));
    expect(container.querySelectorAll('mark.hl-verb')).toHaveLength(verbs.length);
  });
});

describe('the level choice', () => {
  it('level 1 writes the first letter and a dash per letter into each empty gap', async () => {
    const user = userEvent.setup();
    render(<Harness gapLevel="most-help" />);
    await chooseRandom(user, '5');
    const boxes = screen.getAllByRole('textbox', { name: /^Gap \d of 5$/ });
    const expected = fiveRandom().gaps.map((gap) => gapHint(gap.answer, 'most-help'));
    expect(boxes.map((box) => box.getAttribute('placeholder'))).toEqual(expected);
    expect(expected.every((hint) => hint.includes('_'))).toBe(true);
  });

  it('level 3 gives no hint', async () => {
    const user = userEvent.setup();
    render(<Harness gapLevel="no-help" />);
    await chooseRandom(user, '5');
    for (const box of screen.getAllByRole('textbox', { name: /^Gap \d of 5$/ }))
      expect(box).not.toHaveAttribute('placeholder');
  });
});
