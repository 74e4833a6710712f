import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { screenLayout, type TextArrangement } from '@/domain/catalog/screenLayouts';
import { isTypingTarget } from '../settings/useShowHideKeys';
import type { SentenceFocus } from './useSentenceFocus';
import './screenLayout.css';
import { StepButtons } from '@/ui/components/StepButtons';

/** What an image layout shows until the resource has images. */
export const NO_IMAGES_PLACEHOLDER = 'Add images to the vocabulary slides to see them here.';

export interface ScreenLayoutProps {
  /** The layout's id (spec §9: 1 to 10); an unknown one is laid out as layout 1. */
  readonly layout: number;
  /** The target text's section (with its aria-label), or nothing when the teacher hides it. */
  readonly target: ReactNode;
  /** The translation's section, or nothing when hidden. */
  readonly native: ReactNode;
  /** Flip languages: the translation comes first and is the main text. */
  readonly flipped?: boolean | undefined;
  /** The resource's images, for the layouts that have room for them (5, 6, 8, 9). */
  readonly images?: ReactNode;
  /** The questions, for the layout that puts them beside the texts (10). */
  readonly questions?: ReactNode;
  /** How many sentences the texts have: one row each on the sentence-by-sentence layouts. */
  readonly sentenceCount: number;
  /** The focus layout's position (7); without it the layout shows no Previous and Next. */
  readonly focus?: SentenceFocus | undefined;
}

/**
 * The sentence-by-sentence layouts' grid rows, shared by the two texts: one per line of each text
 * (the focus layout shows a single pair) and one for the gap score under them; none for the rest.
 */
function gridRows(texts: TextArrangement, sentences: number): number {
  switch (texts) {
    case 'interlinear':
      return sentences * 2 + 1;
    case 'rows':
      return sentences + 1;
    case 'focus':
      return 3;
    default:
      return 0;
  }
}

const absent = (node: ReactNode) =>
  node === undefined || node === null || typeof node === 'boolean';

/**
 * The teaching screen's texts, images and questions as the chosen layout arranges them. It
 * takes the parts ready-made: the page builds the sections (gaps, highlighter, hidden texts),
 * the layout only places them, so an answer typed in one layout is there in the next. The texts
 * stay whole sections in reading order in every layout (one region per language for a screen
 * reader); the sentence-by-sentence layouts line them up with a CSS subgrid, not by cutting
 * them into pieces.
 */
export function ScreenLayout({
  layout,
  target,
  native,
  flipped = false,
  images,
  questions,
  sentenceCount,
  focus,
}: ScreenLayoutProps) {
  const { id, texts, images: arrangement, questionsBeside } = screenLayout(layout);
  const slots = [
    { side: 'target', node: target },
    { side: 'native', node: native },
  ].filter((slot) => !absent(slot.node));
  if (flipped) slots.reverse();

  const rows = gridRows(texts, sentenceCount);
  const style = rows > 0 ? ({ '--layout-rows': String(rows) } as CSSProperties) : undefined;

  return (
    <div
      className="screen-layout"
      data-layout={id}
      data-texts={texts}
      data-flipped={flipped ? '' : undefined}
      data-images={arrangement}
      data-questions={questionsBeside && !absent(questions) ? 'beside' : undefined}
    >
      {arrangement !== undefined && (
        <div className="screen-layout-images">
          {absent(images) ? (
            <p className="screen-layout-no-images">{NO_IMAGES_PLACEHOLDER}</p>
          ) : (
            images
          )}
        </div>
      )}
      {texts === 'focus' && focus !== undefined && focus.count > 0 && slots.length > 0 && (
        <FocusControls focus={focus} />
      )}
      <div className="screen-layout-texts" style={style}>
        {slots.map((slot, index) => (
          <div
            key={slot.side}
            className={`screen-layout-slot screen-layout-${index === 0 ? 'main' : 'companion'}`}
            data-side={slot.side}
          >
            {slot.node}
          </div>
        ))}
      </div>
      {questionsBeside && !absent(questions) && (
        <div className="screen-layout-questions">{questions}</div>
      )}
    </div>
  );
}

/**
 * Previous and Next for the focus layout, and ←/→ anywhere on the page that is not another
 * control: not while typing in a gap, nor in the games, which move with the arrow keys themselves.
 */
function FocusControls({ focus }: { readonly focus: SentenceFocus }) {
  const group = useRef<HTMLDivElement>(null);
  const latest = useRef(focus);
  useEffect(() => {
    latest.current = focus;
  }, [focus]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      const onPage = event.target === document.body || event.target === document.documentElement;
      const inLayout =
        event.target instanceof Node && group.current?.parentElement?.contains(event.target);
      if (!onPage && inLayout !== true) return;
      event.preventDefault();
      const { index, move } = latest.current;
      move(event.key === 'ArrowLeft' ? index - 1 : index + 1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const { index, count, move } = focus;
  return (
    <div ref={group} className="screen-layout-focus" role="group" aria-label="Sentence by sentence">
      <StepButtons
        index={index}
        count={count}
        noun="Sentence"
        onMove={move}
        positionClassName="screen-layout-position"
      />
    </div>
  );
}
