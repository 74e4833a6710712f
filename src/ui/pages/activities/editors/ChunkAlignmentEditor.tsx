import { useEffect, useId, useState } from 'react';
import {
  CHUNKS_NOT_ALIGNED_NOTICE,
  CHUNKS_UNALIGNED_MESSAGE,
  checkChunkAlignment,
  type ChunkCheck,
} from '@/domain/questions/chunks';
import {
  chunkSides,
  chunkWords,
  mergeSentenceChunks,
  resetSentenceChunks,
  splitSentenceChunk,
  type ChunkSide,
} from '@/domain/resource/chunkEditing';
import type { AlignedSentence, ResourceContent } from '@/domain/resource/content';
import { EditorButton } from './controls';
import './editors.css';

export interface ChunkAlignmentEditorProps {
  readonly content: ResourceContent;
  /** Every edit, as the whole new content (only the sentences' chunks change). */
  readonly onChange: (next: ResourceContent) => void;
  /** The level of each sentence's heading (h3 by default: the page names the editor). */
  readonly headingLevel?: 2 | 3 | 4;
}

const SIDE_NAMES: Readonly<Record<ChunkSide, string>> = { target: 'target', native: 'native' };

/** Where the focus goes after a split or merge: the button that undoes it, or the chunk. */
interface FocusTarget {
  readonly sentenceId: number;
  readonly side: ChunkSide;
  readonly index: number;
}

function chunkId(uid: string, target: FocusTarget, part: 'merge' | 'chunk'): string {
  return `${uid}-s${target.sentenceId}-${target.side}-${target.index}-${part}`;
}

/** What the check of one sentence says, in the teacher's words. */
function checkMessage(check: ChunkCheck, sides: { target: number; native: number }): string {
  switch (check.type) {
    case 'ok':
      return `Aligned: ${sides.target} ${sides.target === 1 ? 'chunk' : 'chunks'} on each side.`;
    case 'chunks/unaligned':
      return `Not aligned: ${check.target} target and ${check.native} native chunks. Split or merge until both sides have the same number; until then pupils do not get this sentence.`;
    case 'chunks/mismatch':
      return `The ${SIDE_NAMES[check.side]} chunks do not join back into the sentence. Start this sentence again.`;
  }
}

/**
 * Each sentence's chunks, target beside native (spec §5: equal numbers on each side). A chunk
 * is split before any of its words (Split shows them) and merged with the next by buttons, so
 * every change is keyboard-made and nothing needs dragging; the chunks on one row are a pair. The domain's split and merge never change
 * a side's characters, so the chunks always join back into the sentence.
 */
export function ChunkAlignmentEditor({
  content,
  onChange,
  headingLevel = 3,
}: ChunkAlignmentEditorProps) {
  const uid = useId();
  const [focus, setFocus] = useState<FocusTarget | null>(null);
  // One chunk at a time offers its words to split before: a button between every word of every
  // sentence would bury the page (and a screen reader's list of buttons) under split buttons.
  const [opened, setOpened] = useState<FocusTarget | null>(null);
  const Heading = `h${headingLevel}` as const;

  // The split or merge button the teacher pressed is gone; the focus goes to the one that
  // undoes it (the new chunk's Merge), or to the chunk itself when it has none.
  useEffect(() => {
    if (focus === null) return;
    const target =
      document.getElementById(chunkId(uid, focus, 'merge')) ??
      document.getElementById(chunkId(uid, focus, 'chunk'));
    target?.focus();
  }, [focus, uid]);

  // An opened chunk's first word button takes the focus: the choice to make is there.
  useEffect(() => {
    if (opened === null) return;
    document
      .getElementById(chunkId(uid, opened, 'chunk'))
      ?.querySelector<HTMLElement>('.chunk-split')
      ?.focus();
  }, [opened, uid]);

  const checks = content.sentences.map((sentence) => checkChunkAlignment(sentence));
  const unaligned = checks.filter((check) => check.type !== 'ok').length;

  return (
    <div className="chunk-editor">
      <div role="status" className="editor-checks">
        {unaligned === 0 ? (
          <p className="editor-ok">Every sentence is aligned.</p>
        ) : (
          <>
            <p className="editor-error">
              {unaligned} of {content.sentences.length} sentences not aligned.{' '}
              {CHUNKS_UNALIGNED_MESSAGE}.
            </p>
            {unaligned === content.sentences.length ? (
              <p className="editor-hint">
                Until one is aligned, pupils see: “{CHUNKS_NOT_ALIGNED_NOTICE}”
              </p>
            ) : null}
          </>
        )}
      </div>
      {content.sentences.map((sentence, position) => (
        <SentenceChunks
          key={sentence.id}
          uid={uid}
          Heading={Heading}
          content={content}
          sentence={sentence}
          check={checks[position] ?? { type: 'ok' }}
          opened={opened?.sentenceId === sentence.id ? opened : null}
          onOpen={(side, index) =>
            setOpened(side === null ? null : { sentenceId: sentence.id, side, index })
          }
          onSplit={(side, index, at) => {
            setOpened(null);
            setFocus({ sentenceId: sentence.id, side, index });
            onChange(splitSentenceChunk(content, sentence.id, side, index, at));
          }}
          onMerge={(side, index) => {
            setOpened(null);
            setFocus({ sentenceId: sentence.id, side, index });
            onChange(mergeSentenceChunks(content, sentence.id, side, index));
          }}
          onReset={() => onChange(resetSentenceChunks(content, sentence.id))}
        />
      ))}
    </div>
  );
}

function SentenceChunks({
  uid,
  Heading,
  content,
  sentence,
  check,
  opened,
  onOpen,
  onSplit,
  onMerge,
  onReset,
}: {
  readonly uid: string;
  readonly Heading: 'h2' | 'h3' | 'h4';
  readonly content: ResourceContent;
  readonly sentence: AlignedSentence;
  readonly check: ChunkCheck;
  /** The chunk of this sentence showing its words to split before, if any. */
  readonly opened: FocusTarget | null;
  /** Opens a chunk's words (or closes them, with a null side). */
  readonly onOpen: (side: ChunkSide | null, index: number) => void;
  readonly onSplit: (side: ChunkSide, index: number, at: number) => void;
  readonly onMerge: (side: ChunkSide, index: number) => void;
  readonly onReset: () => void;
}) {
  const sides = chunkSides(sentence.chunks);
  const rows = Math.max(sides.target.length, sides.native.length);
  const headingId = `${uid}-s${sentence.id}`;
  const cell = (side: ChunkSide, index: number) => {
    const text = sides[side][index];
    if (text === undefined) {
      return (
        <td className="chunk-missing">
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">No {side} chunk to pair with</span>
        </td>
      );
    }
    return (
      <td>
        <Chunk
          id={chunkId(uid, { sentenceId: sentence.id, side, index }, 'chunk')}
          mergeId={chunkId(uid, { sentenceId: sentence.id, side, index }, 'merge')}
          side={side}
          number={index + 1}
          text={text}
          lang={content.language[side]}
          hasNext={index < sides[side].length - 1}
          open={opened?.side === side && opened.index === index}
          onOpen={(open) => onOpen(open ? side : null, index)}
          onSplit={(at) => onSplit(side, index, at)}
          onMerge={() => onMerge(side, index)}
        />
      </td>
    );
  };
  return (
    <section
      className={`editor-section chunk-sentence${check.type === 'ok' ? '' : ' chunk-sentence-unaligned'}`}
      aria-labelledby={headingId}
    >
      <Heading id={headingId}>Sentence {sentence.id}</Heading>
      <p className="editor-source" lang={content.language.target}>
        {sentence.target.text}
      </p>
      <p className="editor-source editor-hint" lang={content.language.native}>
        {sentence.native.text}
      </p>
      <p className={check.type === 'ok' ? 'editor-ok' : 'editor-error'} id={`${headingId}-check`}>
        {checkMessage(check, { target: sides.target.length, native: sides.native.length })}
      </p>
      <table className="editor-chunk-table" aria-describedby={`${headingId}-check`}>
        <caption className="visually-hidden">Chunks of sentence {sentence.id}, in pairs</caption>
        <thead>
          <tr>
            <th scope="col">Target language</th>
            <th scope="col">Native language</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, index) => (
            <tr key={index}>
              {cell('target', index)}
              {cell('native', index)}
            </tr>
          ))}
        </tbody>
      </table>
      <EditorButton label={`Start sentence ${sentence.id} again`} onClick={onReset}>
        Start again
      </EditorButton>
    </section>
  );
}

/**
 * One chunk: its text, a Split button that offers the words to split before (one button per
 * word but the first), and Merge with next.
 */
function Chunk({
  id,
  mergeId,
  side,
  number,
  text,
  lang,
  hasNext,
  open,
  onOpen,
  onSplit,
  onMerge,
}: {
  readonly id: string;
  readonly mergeId: string;
  readonly side: ChunkSide;
  readonly number: number;
  readonly text: string;
  readonly lang: string;
  readonly hasNext: boolean;
  readonly open: boolean;
  readonly onOpen: (open: boolean) => void;
  readonly onSplit: (at: number) => void;
  readonly onMerge: () => void;
}) {
  const name = `${side === 'target' ? 'Target' : 'Native'} chunk ${number}`;
  const words = chunkWords(text, lang);
  return (
    <div id={id} className="chunk" role="group" aria-label={name} tabIndex={-1}>
      {open ? (
        <span className="chunk-words" lang={lang}>
          {words.map((word, index) => (
            <span key={word.start} className="chunk-word">
              {index === 0 ? null : (
                <button
                  type="button"
                  className="chunk-split"
                  aria-label={`Split ${name.toLowerCase()} before “${word.text}”`}
                  title="Split here"
                  onClick={() => onSplit(word.start)}
                >
                  <span aria-hidden="true">✂</span>
                </button>
              )}
              {word.text}
            </span>
          ))}
        </span>
      ) : (
        <span className="chunk-text" lang={lang}>
          {text}
        </span>
      )}
      <span className="chunk-actions">
        {words.length < 2 ? null : open ? (
          <button
            type="button"
            className="button button-quiet editor-button"
            aria-label={`Cancel splitting ${name.toLowerCase()}`}
            onClick={() => onOpen(false)}
          >
            Cancel
          </button>
        ) : (
          <button
            type="button"
            className="button button-quiet editor-button"
            aria-label={`Split ${name.toLowerCase()}`}
            onClick={() => onOpen(true)}
          >
            Split
          </button>
        )}
        {hasNext ? (
          <button
            type="button"
            id={mergeId}
            className="button button-quiet editor-button chunk-merge"
            aria-label={`Merge ${name.toLowerCase()} with chunk ${number + 1}`}
            onClick={onMerge}
          >
            Merge with next
          </button>
        ) : null}
      </span>
    </div>
  );
}
