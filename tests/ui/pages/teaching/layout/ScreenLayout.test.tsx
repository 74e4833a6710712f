import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { teachingScreenMachine } from '@/application/teaching/teachingScreen.machine';
import {
  layoutNeedsSentenceLines,
  SCREEN_LAYOUTS,
  screenLayout,
} from '@/domain/catalog/screenLayouts';
import { DEFAULT_DISPLAY_SETTINGS } from '@/domain/display/settings';
import { gapPartsIn, NO_GAPS, selectGaps } from '@/domain/teaching/gaps';
import { GapMenu } from '@/ui/pages/teaching/gaps/GapMenu';
import { GappedText } from '@/ui/pages/teaching/gaps/GappedText';
import { useGapState } from '@/ui/pages/teaching/gaps/useGapState';
import { NO_IMAGES_PLACEHOLDER, ScreenLayout } from '@/ui/pages/teaching/layout/ScreenLayout';
import { useSentenceFocus, type SentenceFocus } from '@/ui/pages/teaching/layout/useSentenceFocus';
import { spanishMarket } from '../../../../domain/questions/fixtures';

const target = (
  <section aria-label="Spanish text">
    <p>Hola</p>
  </section>
);
const native = (
  <section aria-label="English translation">
    <p>Hello</p>
  </section>
);

function focusAt(index: number, count = 3, move = vi.fn()): SentenceFocus {
  return { index, count, sentenceIds: [index + 1], move };
}

const regionNames = () =>
  screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));

describe('ScreenLayout', () => {
  it('shows the text, then its translation, each its own labelled region, on every layout', () => {
    for (const { id } of SCREEN_LAYOUTS) {
      const { unmount, container } = render(
        <ScreenLayout
          layout={id}
          target={target}
          native={native}
          sentenceCount={3}
          focus={focusAt(0)}
        />,
      );
      expect(regionNames()).toEqual(['Spanish text', 'English translation']);
      expect(container.querySelector('.screen-layout')).toHaveAttribute('data-layout', String(id));
      unmount();
    }
  });

  it('puts the translation first when the languages are flipped', () => {
    render(<ScreenLayout layout={1} target={target} native={native} flipped sentenceCount={1} />);
    expect(regionNames()).toEqual(['English translation', 'Spanish text']);
    const main = screen.getByRole('region', { name: 'English translation' }).parentElement;
    expect(main).toHaveClass('screen-layout-main');
  });

  it('leaves out a text the teacher hid', () => {
    render(<ScreenLayout layout={3} target={false} native={native} sentenceCount={2} />);
    expect(regionNames()).toEqual(['English translation']);
    expect(document.querySelectorAll('.screen-layout-slot')).toHaveLength(1);
  });

  it('has an image area on layouts 5, 6, 8 and 9 only, with a hint until there are images', () => {
    for (const { id, hasImages } of SCREEN_LAYOUTS) {
      const { unmount, container } = render(
        <ScreenLayout layout={id} target={target} native={native} sentenceCount={1} />,
      );
      expect(container.querySelector('.screen-layout-images') !== null).toBe(hasImages);
      expect(screen.queryByText(NO_IMAGES_PLACEHOLDER) !== null).toBe(hasImages);
      unmount();
    }
  });

  it('shows the images given instead of the hint, arranged as the layout says', () => {
    const { container } = render(
      <ScreenLayout
        layout={8}
        target={target}
        native={native}
        images={<img src="data:," alt="el mercado" />}
        sentenceCount={1}
      />,
    );
    expect(screen.getByRole('img', { name: 'el mercado' })).toBeInTheDocument();
    expect(screen.queryByText(NO_IMAGES_PLACEHOLDER)).toBeNull();
    expect(container.querySelector('.screen-layout')).toHaveAttribute('data-images', 'single');
  });

  it('puts the questions beside the texts on layout 10 and nowhere else', () => {
    const questions = (
      <section aria-label="Questions">
        <p>¿Qué compra Lucía?</p>
      </section>
    );
    const { rerender } = render(
      <ScreenLayout
        layout={10}
        target={target}
        native={native}
        questions={questions}
        sentenceCount={1}
      />,
    );
    expect(regionNames()).toEqual(['Spanish text', 'English translation', 'Questions']);
    expect(document.querySelector('.screen-layout')).toHaveAttribute('data-questions', 'beside');
    rerender(
      <ScreenLayout
        layout={1}
        target={target}
        native={native}
        questions={questions}
        sentenceCount={1}
      />,
    );
    expect(regionNames()).toEqual(['Spanish text', 'English translation']);
  });

  it('gives the sentence-by-sentence layouts a grid row per line and one for the score', () => {
    const rows = (layout: number) => {
      const { container, unmount } = render(
        <ScreenLayout layout={layout} target={target} native={native} sentenceCount={5} />,
      );
      const texts = container.querySelector<HTMLElement>('.screen-layout-texts');
      const value = texts?.style.getPropertyValue('--layout-rows');
      unmount();
      return value;
    };
    expect(rows(3)).toBe('11');
    expect(rows(4)).toBe('6');
    expect(rows(7)).toBe('3');
    expect(rows(1)).toBe('');
  });

  it('the focus layout moves with Previous and Next, and says where it is', async () => {
    const user = userEvent.setup();
    const move = vi.fn();
    const { rerender } = render(
      <ScreenLayout
        layout={7}
        target={target}
        native={native}
        sentenceCount={3}
        focus={focusAt(0, 3, move)}
      />,
    );
    const controls = screen.getByRole('group', { name: 'Sentence by sentence' });
    expect(within(controls).getByRole('status')).toHaveTextContent('Sentence 1 of 3');
    const previous = within(controls).getByRole('button', { name: /Previous/ });
    const next = within(controls).getByRole('button', { name: /Next/ });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(move).not.toHaveBeenCalled();
    await user.click(next);
    expect(move).toHaveBeenLastCalledWith(1);
    rerender(
      <ScreenLayout
        layout={7}
        target={target}
        native={native}
        sentenceCount={3}
        focus={focusAt(2, 3, move)}
      />,
    );
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.click(next);
    expect(move).toHaveBeenCalledTimes(1);
  });

  it('the focus layout follows ← and →, but not while typing nor with a modifier', () => {
    const move = vi.fn();
    render(
      <>
        <input aria-label="A gap" />
        <ScreenLayout
          layout={7}
          target={target}
          native={native}
          sentenceCount={3}
          focus={focusAt(1, 3, move)}
        />
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(move).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(move).toHaveBeenLastCalledWith(0);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'A gap' }), { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight', altKey: true });
    expect(move).toHaveBeenCalledTimes(2);
  });

  it('no other layout listens to the arrow keys or shows Previous and Next', () => {
    const move = vi.fn();
    render(
      <ScreenLayout
        layout={1}
        target={target}
        native={native}
        sentenceCount={3}
        focus={focusAt(1, 3, move)}
      />,
    );
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(move).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();
  });
});

/** The screen's composition, as TeachingScreenPage wires it: gaps outside, the layout to choose. */
function Screen() {
  const gaps = useGapState(spanishMarket, 'target', 42);
  const screenActor = useActorRef(teachingScreenMachine, {
    input: { settings: DEFAULT_DISPLAY_SETTINGS, sentenceCount: spanishMarket.sentences.length },
  });
  const focus = useSentenceFocus(spanishMarket.sentences, screenActor);
  const [layout, setLayout] = useState(1);
  const plain = selectGaps(spanishMarket, 'native', NO_GAPS, 42);
  const only = screenLayout(layout).texts === 'focus' ? focus.sentenceIds : undefined;
  const lineBreaks = layoutNeedsSentenceLines(layout);
  return (
    <>
      <GapMenu
        value={gaps.choice}
        onChange={gaps.setChoice}
        onRevealAll={gaps.revealAll}
        onReset={gaps.reset}
        parts={gapPartsIn(spanishMarket, 'target')}
      />
      <label>
        Layout
        <input type="number" value={layout} onChange={(e) => setLayout(Number(e.target.value))} />
      </label>
      <ScreenLayout
        layout={layout}
        target={
          <section aria-label="Spanish text">
            <GappedText
              content={spanishMarket}
              side="target"
              selection={gaps.selection}
              answers={gaps.answers}
              onAnswer={gaps.answer}
              revealed={gaps.revealed}
              mode="type"
              lineBreaks={lineBreaks}
              sentenceIds={only}
            />
          </section>
        }
        native={
          <section aria-label="English translation">
            <GappedText
              content={spanishMarket}
              side="native"
              selection={plain}
              answers={gaps.answers}
              onAnswer={gaps.answer}
              revealed={false}
              mode="type"
              lineBreaks={lineBreaks}
              sentenceIds={only}
            />
          </section>
        }
        sentenceCount={spanishMarket.sentences.length}
        focus={focus}
      />
    </>
  );
}

describe('ScreenLayout on the teaching screen', () => {
  const sentencesIn = (name: string) =>
    [...screen.getByRole('region', { name }).querySelectorAll('[data-sentence-id]')].map((node) =>
      Number(node.getAttribute('data-sentence-id')),
    );

  it('the focus layout shows one sentence pair at a time, and the next with →', () => {
    render(<Screen />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Layout' }), { target: { value: 7 } });
    expect(sentencesIn('Spanish text')).toEqual([1]);
    expect(sentencesIn('English translation')).toEqual([1]);
    act(() => {
      fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    });
    expect(sentencesIn('Spanish text')).toEqual([2]);
    expect(sentencesIn('English translation')).toEqual([2]);
    expect(screen.getByRole('group', { name: 'Sentence by sentence' })).toHaveTextContent(
      'Sentence 2 of',
    );
  });

  it('numbers the lines so a layout can set each in its own row, a sentence per line', () => {
    render(<Screen />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Layout' }), { target: { value: 3 } });
    const lines = [
      ...screen.getByRole('region', { name: 'Spanish text' }).querySelectorAll('.gapped-line'),
    ];
    expect(lines).toHaveLength(spanishMarket.sentences.length);
    expect(lines.map((line) => (line as HTMLElement).style.getPropertyValue('--line'))).toEqual(
      spanishMarket.sentences.map((_, index) => String(index + 1)),
    );
  });

  it('an answer given in one layout is still there in another', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    // The verbs: the first gap ("va") is in the first sentence, which every layout shows.
    await user.click(screen.getByRole('checkbox', { name: 'Verbs' }));
    const firstGap = screen.getByRole('textbox', { name: /^Gap 1 of \d+$/u });
    await user.type(firstGap, 'zzz{Enter}');
    const layoutField = screen.getByRole('spinbutton', { name: 'Layout' });
    for (const layout of [3, 4, 7, 10, 1]) {
      fireEvent.change(layoutField, { target: { value: layout } });
      expect(screen.getByRole('textbox', { name: /^Gap 1 of \d+$/u })).toHaveValue('zzz');
    }
  });
});
