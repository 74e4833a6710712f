import {
  Fragment,
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import type { ReactNode } from 'react';
import { isRtl } from '@/domain/catalog/languages';
import type { GapLevel } from '@/domain/display/settings';
import type { AlignedSentence, ResourceContent, Token } from '@/domain/resource/content';
import { gapHint } from '@/domain/teaching/gapHints';
import {
  gapChoices,
  scoreGaps,
  type Gap,
  type GapAnswers,
  type GapSelection,
  type GapSide,
} from '@/domain/teaching/gaps';
import { GapField, gapSlotKey, type GapMode } from './GapField';
import './gaps.css';
import '../transliteration/transliteration.css';

/** A CSS class for a word (the highlighter by part of speech), or none. */
/** A class for a word (highlighter, chunk highlight); it is told where the word stands too. */
export type TokenHighlight = (
  token: Token,
  sentence: AlignedSentence,
  tokenIndex: number,
) => string | undefined;

export interface GappedTextProps {
  readonly content: ResourceContent;
  readonly side: GapSide;
  readonly selection: GapSelection;
  /** Committed answers by gap key; held by the caller so they survive re-renders and flips. */
  readonly answers: GapAnswers;
  readonly onAnswer: (gapKey: string, value: string) => void;
  readonly revealed: boolean;
  readonly mode: GapMode;
  /** How much an empty gap gives away (the settings' level choice); no help when absent. */
  readonly gapLevel?: GapLevel | undefined;
  /** A sentence per line, or running text in paragraphs. */
  readonly lineBreaks: boolean;
  readonly highlight?: TokenHighlight | undefined;
  /** A reading to write over a word (transliteration), or none; gaps get it once revealed. */
  readonly annotate?: (sentence: AlignedSentence, tokenIndex: number) => string | null | undefined;
  readonly className?: string | undefined;
  /** Only these sentences, by id (the focus layout shows one pair at a time); all when absent. */
  readonly sentenceIds?: readonly number[] | undefined;
}

const NO_ANSWERS: GapAnswers = {};

/**
 * Which of the text's lines (its `<p>`s, by position) are in the viewport now, or undefined when
 * the text is not on the page yet (or has no layout, as in tests): then every line counts.
 */
function linesOnScreen(text: HTMLElement | null): ReadonlySet<number> | undefined {
  if (text === null) return undefined;
  const onScreen = new Set<number>();
  const height = window.innerHeight;
  Array.from(text.children).forEach((line, index) => {
    const { top, bottom } = line.getBoundingClientRect();
    if (bottom >= 0 && top <= height) onScreen.add(index);
  });
  return onScreen;
}
const NO_CHOICES: readonly string[] = [];
const NO_OPTIONS: ReadonlyMap<string, readonly string[]> = new Map();

interface SentenceProps {
  readonly sentence: AlignedSentence;
  readonly side: GapSide;
  /** This sentence's gaps by token index. */
  readonly gaps: ReadonlyMap<number, Gap> | undefined;
  readonly total: number;
  readonly answers: GapAnswers;
  readonly language: string;
  readonly revealed: boolean;
  readonly mode: GapMode;
  readonly gapLevel: GapLevel;
  /** "Choose" mode's options of each gap, by gap key (gapChoices). */
  readonly options: ReadonlyMap<string, readonly string[]>;
  readonly onAnswer: (gapKey: string, value: string) => void;
  readonly highlight: TokenHighlight | undefined;
  readonly annotate: GappedTextProps['annotate'];
}

/** A word with its reading written over it (`<ruby>`), or the word alone. */
function withReading(word: ReactNode, reading: string | null | undefined): ReactNode {
  return reading ? (
    <ruby className="gapped-reading">
      {word}
      <rt>{reading}</rt>
    </ruby>
  ) : (
    word
  );
}

const Sentence = memo(function Sentence({
  sentence,
  side,
  gaps,
  total,
  answers,
  language,
  revealed,
  mode,
  gapLevel,
  options,
  onAnswer,
  highlight,
  annotate,
}: SentenceProps) {
  return (
    <span className="gapped-sentence" data-sentence-id={sentence.id}>
      {sentence.speaker === undefined ? null : (
        <span className="gapped-speaker">{sentence.speaker}: </span>
      )}
      {sentence[side].tokens.map((token, index) => {
        const space = index > 0 && token.spaceBefore ? ' ' : '';
        const gap = gaps?.get(index);
        const highlighted = highlight?.(token, sentence, index);
        // A gapped word's reading would give the answer away until the gaps are revealed.
        const reading = gap === undefined || revealed ? annotate?.(sentence, index) : undefined;
        // A fragment, not a wrapper element: "All" gaps mounts some 300 of these at once.
        if (gap !== undefined)
          return (
            <Fragment key={gapSlotKey(gap)}>
              {space}
              {withReading(
                <GapField
                  gap={gap}
                  total={total}
                  answer={answers[gap.key] ?? ''}
                  language={language}
                  revealed={revealed}
                  mode={mode}
                  hint={gapHint(gap.answer, gapLevel)}
                  options={options.get(gap.key) ?? NO_CHOICES}
                  onAnswer={onAnswer}
                  revealedClassName={highlighted}
                />,
                reading,
              )}
            </Fragment>
          );
        if (reading)
          return (
            <Fragment key={index}>
              {space}
              {withReading(
                highlighted === undefined ? (
                  token.text
                ) : (
                  <span className={highlighted}>{token.text}</span>
                ),
                reading,
              )}
            </Fragment>
          );
        return highlighted === undefined ? (
          space + token.text
        ) : (
          <span key={index}>
            {space}
            <span className={highlighted}>{token.text}</span>
          </span>
        );
      })}
    </span>
  );
});

/**
 * One side of the content with its gaps, for the teaching screen. The words keep the spacing
 * they are written with; the text carries the side's language and its direction (isRtl), so
 * Arabic, Urdu, Pashto and Hebrew read right to left, and the gaps inside with them. An explicit
 * direction rather than `dir="auto"`, which made Chromium look for the first strong letter again
 * as "All" gaps inserted some 300 boxes (README: input to next paint). No spell-checker marks in
 * the gaps: `spellcheck` is inherited, so it is said once here. The score is announced politely after each answer.
 */
export function GappedText({
  content,
  side,
  selection,
  answers,
  onAnswer,
  revealed,
  mode,
  gapLevel = 'no-help',
  lineBreaks,
  highlight,
  annotate,
  className,
  sentenceIds,
}: GappedTextProps) {
  const language = content.language[side];
  // The caller's handler is often a new arrow on each render; a stable wrapper keeps every
  // memoised gap from re-rendering when only one answer changed.
  const latestOnAnswer = useRef(onAnswer);
  useEffect(() => {
    latestOnAnswer.current = onAnswer;
  }, [onAnswer]);
  const answer = useCallback(
    (key: string, value: string) => latestOnAnswer.current(key, value),
    [],
  );

  const gapsBySentence = useMemo(() => {
    const bySentence = new Map<number, Map<number, Gap>>();
    if (selection.side !== side) return bySentence;
    for (const gap of selection.gaps) {
      const inSentence = bySentence.get(gap.sentenceId) ?? new Map<number, Gap>();
      inSentence.set(gap.tokenIndex, gap);
      bySentence.set(gap.sentenceId, inSentence);
    }
    return bySentence;
  }, [selection, side]);
  const options = useMemo(
    () => (mode === 'choose' ? gapChoices(selection, content) : NO_OPTIONS),
    [mode, selection, content],
  );
  const score = useMemo(() => scoreGaps(selection, answers), [selection, answers]);

  // A new draw ("All" gaps: some 300 boxes) shows its gaps at once in the lines on screen, and
  // in the lines outside the viewport one frame later, after that paint (README: input to next
  // paint). Those lines are not painted anyway (content-visibility), so what the teacher sees
  // in that first paint is every gap they asked for; the rest are there before anyone scrolls.
  const textRef = useRef<HTMLDivElement>(null);
  const [drawnEverywhere, setDrawnEverywhere] = useState<GapSelection | null>(null);
  // Layout is read here, before the commit, while it is still the one on screen.
  const onScreen =
    selection === drawnEverywhere || selection.gaps.length === 0
      ? undefined
      : linesOnScreen(textRef.current);
  // Every gap the same width, wide enough for the longest answer (or its level-1 hint, a letter
  // and a spaced dash per letter), so its size gives nothing away beyond what the level shows.
  const perLetter = gapLevel === 'most-help' ? 2 : 1;
  const width =
    selection.gaps.reduce((most, gap) => Math.max(most, gap.answer.length * perLetter), 3) + 2;

  // A sentence without gaps gets the same values whatever the gaps do, so its memo holds and
  // choosing gaps renders only the sentences that have some (README: input to next paint).
  let deferred = false;
  const renderSentence = (sentence: AlignedSentence, lineOnScreen: boolean) => {
    const drawn = gapsBySentence.get(sentence.id);
    if (!lineOnScreen && drawn !== undefined) deferred = true;
    const inSentence = lineOnScreen ? drawn : undefined;
    const gapless = inSentence === undefined;
    return (
      <Sentence
        key={sentence.id}
        sentence={sentence}
        side={side}
        gaps={inSentence}
        total={gapless ? 0 : selection.gaps.length}
        answers={gapless ? NO_ANSWERS : answers}
        language={language}
        revealed={!gapless && revealed}
        mode={gapless ? 'type' : mode}
        gapLevel={gapLevel}
        options={gapless ? NO_OPTIONS : options}
        onAnswer={answer}
        highlight={highlight}
        annotate={annotate}
      />
    );
  };

  // A dialogue turn always starts a line, as the printed dialogue does (fullText).
  const perLine = lineBreaks || content.speakers.length > 0;
  const lines: AlignedSentence[][] = [];
  for (const sentence of content.sentences) {
    if (sentenceIds !== undefined && !sentenceIds.includes(sentence.id)) continue;
    const last = lines.at(-1);
    const previous = last?.at(-1);
    if (last !== undefined && !perLine && previous?.paragraph === sentence.paragraph)
      last.push(sentence);
    else lines.push([sentence]);
  }

  // `--line` lets a screen layout set each line in its own grid row (interlinear).
  const lineElements = lines.map((line, lineIndex) => (
    <p
      key={line[0]?.id}
      className="gapped-line"
      style={{ '--line': String(lineIndex + 1) } as CSSProperties}
    >
      {line.map((sentence, index) => (
        <span key={sentence.id}>
          {index > 0 ? ' ' : null}
          {renderSentence(sentence, onScreen?.has(lineIndex) ?? true)}
        </span>
      ))}
    </p>
  ));

  // After the paint of a draw, the lines that waited get their gaps: a frame, then a task.
  useEffect(() => {
    if (!deferred) return undefined;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setDrawnEverywhere(selection));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [deferred, selection]);

  return (
    <div className={['gapped', className].filter(Boolean).join(' ')}>
      <div
        ref={textRef}
        className={`gapped-text ${perLine ? 'gapped-lines' : 'gapped-running'}`}
        lang={language}
        dir={isRtl(language) ? 'rtl' : 'ltr'}
        spellCheck={false}
        style={{ '--gap-width': `${String(width)}ch` } as CSSProperties}
      >
        {lineElements}
      </div>
      <p className="gap-score" role="status" aria-live="polite">
        {score.total > 0 && score.answered > 0
          ? `${String(score.correct)} of ${String(score.total)} right`
          : ''}
      </p>
    </div>
  );
}
