import { memo, useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import type { AlignedSentence, ResourceContent, Token } from '@/domain/resource/content';
import {
  gapOptions,
  scoreGaps,
  type Gap,
  type GapAnswers,
  type GapSelection,
  type GapSide,
} from '@/domain/teaching/gaps';
import { GapField, type GapMode } from './GapField';
import './gaps.css';

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
  /** A sentence per line, or running text in paragraphs. */
  readonly lineBreaks: boolean;
  readonly highlight?: TokenHighlight | undefined;
  readonly className?: string | undefined;
}

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
  readonly options: readonly string[];
  readonly onAnswer: (gapKey: string, value: string) => void;
  readonly highlight: TokenHighlight | undefined;
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
  options,
  onAnswer,
  highlight,
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
        if (gap !== undefined)
          return (
            <span key={index}>
              {space}
              <GapField
                gap={gap}
                total={total}
                answer={answers[gap.key] ?? ''}
                language={language}
                revealed={revealed}
                mode={mode}
                options={options}
                onAnswer={onAnswer}
                revealedClassName={highlighted}
              />
            </span>
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
 * they are written with; the text carries the side's language and `dir="auto"`, so Arabic,
 * Urdu, Pashto and Hebrew read right to left. The score is announced politely after each answer.
 */
export function GappedText({
  content,
  side,
  selection,
  answers,
  onAnswer,
  revealed,
  mode,
  lineBreaks,
  highlight,
  className,
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
    () => (mode === 'choose' ? gapOptions(selection, content) : []),
    [mode, selection, content],
  );
  const score = useMemo(() => scoreGaps(selection, answers), [selection, answers]);
  // Every gap the same width, wide enough for the longest answer, so its size gives nothing away.
  const width = selection.gaps.reduce((most, gap) => Math.max(most, gap.answer.length), 3) + 2;

  const renderSentence = (sentence: AlignedSentence) => (
    <Sentence
      key={sentence.id}
      sentence={sentence}
      side={side}
      gaps={gapsBySentence.get(sentence.id)}
      total={selection.gaps.length}
      answers={answers}
      language={language}
      revealed={revealed}
      mode={mode}
      options={options}
      onAnswer={answer}
      highlight={highlight}
    />
  );

  // A dialogue turn always starts a line, as the printed dialogue does (fullText).
  const perLine = lineBreaks || content.speakers.length > 0;
  const lines: AlignedSentence[][] = [];
  for (const sentence of content.sentences) {
    const last = lines.at(-1);
    const previous = last?.at(-1);
    if (last !== undefined && !perLine && previous?.paragraph === sentence.paragraph)
      last.push(sentence);
    else lines.push([sentence]);
  }

  return (
    <div className={['gapped', className].filter(Boolean).join(' ')}>
      <div
        className={`gapped-text ${perLine ? 'gapped-lines' : 'gapped-running'}`}
        lang={language}
        dir="auto"
        style={{ '--gap-width': `${String(width)}ch` } as CSSProperties}
      >
        {lines.map((line) => (
          <p key={line[0]?.id} className="gapped-line">
            {line.map((sentence, index) => (
              <span key={sentence.id}>
                {index > 0 ? ' ' : null}
                {renderSentence(sentence)}
              </span>
            ))}
          </p>
        ))}
      </div>
      <p className="gap-score" role="status" aria-live="polite">
        {score.total > 0 && score.answered > 0
          ? `${String(score.correct)} of ${String(score.total)} right`
          : ''}
      </p>
    </div>
  );
}
