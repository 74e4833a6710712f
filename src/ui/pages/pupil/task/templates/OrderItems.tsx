import { placementOf, piecesAnswer, PIECE_SEPARATOR } from '@/domain/homework/pupilAnswers';
import type { PupilItems } from '@/domain/homework/pupilTask';
import { PieceBoard } from '@/ui/pages/teaching/games/PieceBoard';
import { answerAt, ItemFrame, type TemplateProps } from './common';
import '@/ui/pages/teaching/questions/questions.css';

/** Formats answered by putting pieces in order. */
export const ORDER_FORMATS = new Set(['chunks', 'syllables'] as const);

/**
 * DRAG_AND_DROP: each item's pieces put in order on the chunk game's board (tap, keyboard or
 * drag). The answer is the pieces in the pupil's order joined as the key joins them (chunks with
 * spaces, syllables with hyphens), so the board is rebuilt from the saved answer after a reload.
 */
export function OrderItems({ data, answers, onAnswer, disabled, announce }: TemplateProps) {
  const separator = PIECE_SEPARATOR[data.format] ?? ' ';
  const total = data.items.length;
  const syllables = data.format === 'syllables';
  return (
    <ol className="question-items task-items">
      {data.items.map((raw, index) => {
        const item = raw as PupilItems['chunks'] | PupilItems['syllables'];
        const pieces = item.pieces;
        const placed = placementOf(pieces, answerAt(answers, index), separator);
        const number = index + 1;
        return (
          <ItemFrame key={index} number={number} total={total}>
            <div className="task-order">
              <p className="question-prompt">
                {syllables
                  ? 'Put the syllables in order to make the word.'
                  : 'Put the pieces in order to make the sentence.'}
                {'native' in item ? <span className="question-native">{item.native}</span> : null}
              </p>
              <PieceBoard
                pieces={pieces}
                placed={placed}
                onChange={(next) => onAnswer(index, [piecesAnswer(pieces, next, separator)])}
                language={data.language}
                poolLabel={`${syllables ? 'Syllables' : 'Pieces'} of question ${String(number)}`}
                lineLabel={syllables ? 'Your word' : 'Your sentence'}
                noun={syllables ? ['syllable', 'syllables'] : ['piece', 'pieces']}
                announce={announce}
                disabled={disabled}
              />
            </div>
          </ItemFrame>
        );
      })}
    </ol>
  );
}
