import { useId, useState, type KeyboardEvent } from 'react';
import type { Resource } from '@/application/resources/ports';
import { usePrivileges } from '@/ui/app/usePrivileges';
import { isTypingTarget } from '../settings/useShowHideKeys';
import { PART_OF_SPEECH_LABELS } from '../settings/partOfSpeechLabels';
import { SlideImage, type SlideImageAccess } from './SlideImage';
import type { ResourceImages } from './useResourceImages';
import './slides.css';
import { StepButtons } from '@/ui/components/StepButtons';

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export const NO_VOCABULARY_NOTICE = 'This resource has no key vocabulary to show on slides.';

export interface VocabSlidesProps {
  readonly resource: Resource;
  readonly door: 'teacher' | 'public';
  /** The screen's images (`useResourceImages`), shared with any image strip beside the slides. */
  readonly images: ResourceImages;
  /** The level of the slides' heading, to fit the page they sit in. */
  readonly headingLevel?: 2 | 3 | 4;
}

/**
 * Vocabulary slides for the teaching screen: one key word a slide, large, for the projector;
 * its translation hidden until the teacher reveals it (a button or R); its picture, if one was
 * dropped onto the slide. Previous and Next move through the words, and so do ← and → while
 * the focus is anywhere in the slides (not while typing); the slide reached is announced.
 */
export function VocabSlides({ resource, door, images, headingLevel = 3 }: VocabSlidesProps) {
  const vocabulary = resource.content.vocabulary;
  const { target, native } = resource.content.language;
  const privileges = usePrivileges();
  const [position, setPosition] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const titleId = useId();
  const hintId = useId();
  const translationId = useId();
  const Heading = HEADINGS[headingLevel];

  const access: SlideImageAccess =
    door !== 'teacher' || !resource.owner
      ? 'view'
      : privileges.uploadImages
        ? 'edit'
        : 'not-in-plan';

  const count = vocabulary.length;
  // The list can shrink under the teacher (an edit elsewhere): stay on a slide that exists.
  const index = Math.min(position, Math.max(count - 1, 0));
  const item = vocabulary[index];

  if (item === undefined) {
    return (
      <section className="vocab-slides" aria-labelledby={titleId}>
        <Heading id={titleId}>Vocabulary slides</Heading>
        <p className="vocab-slides-notice">{NO_VOCABULARY_NOTICE}</p>
      </section>
    );
  }

  const go = (to: number) => {
    const next = Math.min(Math.max(to, 0), count - 1);
    if (next === index) return;
    setPosition(next);
    // Every slide starts with its translation hidden, so the class can guess it first.
    setRevealed(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.ctrlKey || event.altKey || event.metaKey || isTypingTarget(event.target)) return;
    const moves: Readonly<Record<string, number>> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      go(to);
    } else if ((event.key === 'r' || event.key === 'R') && !event.repeat) {
      event.preventDefault();
      setRevealed((shown) => !shown);
    }
  };

  return (
    <section className="vocab-slides" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <Heading id={titleId}>Vocabulary slides</Heading>
      <p className="vocab-slides-hint" id={hintId}>
        Previous and Next, or the <kbd>←</kbd> and <kbd>→</kbd> keys, move between the words;{' '}
        <kbd>R</kbd> shows or hides the translation.
      </p>
      <div
        className="vocab-slide"
        role="group"
        aria-roledescription="slide"
        aria-label={`${String(index + 1)} of ${String(count)}: ${item.target}`}
        aria-describedby={hintId}
        // Focusable, so a click or tap on the slide puts the arrow keys to work here.
        tabIndex={0}
      >
        <SlideImage
          key={index}
          slot={index}
          word={item.target}
          lang={target}
          images={images}
          access={access}
        />
        <p className="vocab-slide-word" lang={target} dir="auto">
          {item.target}
        </p>
        <p className="vocab-slide-pos">{PART_OF_SPEECH_LABELS[item.pos]}</p>
        <div className="vocab-slide-translation" id={translationId}>
          {revealed && (
            <p lang={native} dir="auto">
              {item.native}
            </p>
          )}
        </div>
        <button
          type="button"
          className="button button-quiet"
          aria-expanded={revealed}
          aria-controls={translationId}
          aria-keyshortcuts="R"
          onClick={() => setRevealed((shown) => !shown)}
        >
          {revealed ? 'Hide the translation' : 'Show the translation'} <kbd>R</kbd>
        </button>
      </div>
      <div className="vocab-slides-nav">
        <StepButtons
          index={index}
          count={count}
          noun="Slide"
          onMove={go}
          positionClassName="vocab-slides-position"
        />
      </div>
    </section>
  );
}
