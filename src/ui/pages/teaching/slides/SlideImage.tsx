import { useEffect, useRef, useState, type DragEvent } from 'react';
import { IMAGE_MIME_TYPES } from '@/domain/media/imageFormat';
import { planRefusal } from '@/domain/privileges/privileges';
import { FormAlert } from '@/ui/components/FormAlert';
import { RefusalText } from '@/ui/components/PlanGate';
import type { ResourceImages } from './useResourceImages';

/** What the teacher may do with a slide's image. */
export type SlideImageAccess =
  /** The owner, with the plan's `uploadImages` privilege, on the teacher's door. */
  | 'edit'
  /** The owner whose plan lacks the privilege: told so, offered nothing. */
  | 'not-in-plan'
  /** Anyone else, and every visitor of the public door: the image only. */
  | 'view';

export const NOT_IN_PLAN_MESSAGE = planRefusal('uploadImages');

export interface SlideImageProps {
  /** 0-based index into `content.vocabulary`. */
  readonly slot: number;
  /** The target word: the image's alternative text. */
  readonly word: string;
  readonly lang: string;
  readonly images: ResourceImages;
  readonly access: SlideImageAccess;
}

const carriesFiles = (event: { readonly dataTransfer: DataTransfer | null }) =>
  event.dataTransfer?.types.includes('Files') ?? false;

/**
 * A slide's picture and, for the owner who may upload, the ways to change it: drop a file from
 * the desktop onto the picture, or "Choose an image" (keyboard, touch screens, anyone who cannot
 * drag). A file is checked in the browser first (its size and its first bytes), so a wrong one
 * is refused at once with nothing sent and nothing changed; the server checks again and may
 * still refuse with its own message. One upload at a time: a double drop or click sends once.
 */
export function SlideImage({ slot, word, lang, images, access }: SlideImageProps) {
  const loaded = images.forSlot(slot);
  const editing = access === 'edit';
  const { busy, outcome } = images.work(slot);
  const [dropping, setDropping] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);

  // A file dropped beside the zone would make the browser leave the teaching screen to show it.
  useEffect(() => {
    if (!editing) return undefined;
    const guard = (event: globalThis.DragEvent) => {
      if (event.defaultPrevented || !carriesFiles(event)) return;
      event.preventDefault();
      if (event.type === 'dragover' && event.dataTransfer !== null) {
        event.dataTransfer.dropEffect = 'none';
      }
    };
    window.addEventListener('dragover', guard);
    window.addEventListener('drop', guard);
    return () => {
      window.removeEventListener('dragover', guard);
      window.removeEventListener('drop', guard);
    };
  }, [editing]);

  // The Remove button goes with the image; the focus stays with the slide's controls.
  useEffect(() => {
    if (outcome?.kind === 'removed') chooseButton.current?.focus();
  }, [outcome]);

  const send = (files: readonly File[]) => {
    if (files.length > 0) images.upload(slot, files);
  };

  const dropHandlers = editing
    ? {
        onDragEnter: (event: DragEvent<HTMLDivElement>) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDropping(true);
        },
        onDragOver: (event: DragEvent<HTMLDivElement>) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = busy === null ? 'copy' : 'none';
          setDropping(true);
        },
        onDragLeave: (event: DragEvent<HTMLDivElement>) => {
          // Moving over the picture inside the zone is not leaving it.
          const to = event.relatedTarget;
          if (to instanceof Node && event.currentTarget.contains(to)) return;
          setDropping(false);
        },
        onDrop: (event: DragEvent<HTMLDivElement>) => {
          event.preventDefault();
          setDropping(false);
          send([...event.dataTransfer.files]);
        },
      }
    : {};

  const picture =
    loaded === undefined ? null : loaded.url !== null ? (
      <img className="slide-image-picture" src={loaded.url} alt={word} lang={lang} />
    ) : (
      <p className="slide-image-placeholder">
        {loaded.failed ? 'The image could not be loaded.' : 'Loading the image…'}
      </p>
    );

  if (!editing) {
    return (
      <>
        {picture !== null && <div className="slide-image">{picture}</div>}
        {access === 'not-in-plan' && (
          <p className="slide-image-note">
            <RefusalText text={NOT_IN_PLAN_MESSAGE} />
          </p>
        )}
      </>
    );
  }

  return (
    <>
      <div
        className={`slide-image slide-drop-zone${dropping ? ' is-dropping' : ''}${busy === null ? '' : ' is-busy'}`}
        data-testid="slide-drop-zone"
        {...dropHandlers}
      >
        {picture ?? (
          <p className="slide-image-placeholder">
            Drag an image from your computer onto this slide, or choose one.
          </p>
        )}
        {dropping && (
          <p className="slide-drop-hint" aria-hidden="true">
            Drop the image to add it to this slide
          </p>
        )}
      </div>
      <div className="slide-image-actions">
        <input
          ref={input}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          // Hidden: the button below opens it, so it is reached the way every other control is.
          hidden
          data-testid="slide-image-input"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // Cleared so that choosing the same file again, once fixed, is a change too.
            event.currentTarget.value = '';
            send(files);
          }}
        />
        <button
          ref={chooseButton}
          type="button"
          className="button button-quiet"
          aria-disabled={busy !== null || undefined}
          onClick={() => {
            if (busy === null) input.current?.click();
          }}
        >
          {loaded === undefined ? 'Choose an image' : 'Choose another image'}
        </button>
        {loaded !== undefined && (
          <button
            type="button"
            className="button button-quiet"
            aria-disabled={busy !== null || undefined}
            onClick={() => images.remove(loaded.image.id)}
          >
            Remove image
          </button>
        )}
      </div>
      <FormAlert message={outcome?.kind === 'failed' ? outcome.message : null} />
      <p role="status" className="slide-image-status">
        {busy === 'uploading'
          ? 'Uploading the image…'
          : busy === 'removing'
            ? 'Removing the image…'
            : outcome?.kind === 'added'
              ? `Image added to “${word}”.`
              : outcome?.kind === 'removed'
                ? `Image removed from “${word}”.`
                : ''}
      </p>
    </>
  );
}
