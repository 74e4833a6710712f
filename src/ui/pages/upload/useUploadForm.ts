import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import {
  firstInvalidField,
  selectIsSending,
  selectUploadedId,
  type UploadFileSlot,
  type UploadFileState,
  type uploadMachine,
} from '@/application/resources/upload.machine';
import type { UploadField, UploadMode } from '@/application/resources/uploadForm';

/** One file input's state and what it may send. */
export interface UploadFileControl extends UploadFileState {
  readonly choose: (file: File) => void;
  readonly refuse: (message: string) => void;
  readonly remove: () => void;
}

/**
 * The /add_resource and /upload_resource form over the upload machine (resources.upload): the
 * page reads its values and sends its events. A refused submit focuses the first field in
 * error; a made resource goes to `onUploaded`, never after the page was left (leaving stops
 * the machine with it).
 */
export function useUploadForm({
  mode,
  machine,
  focus,
  onUploaded,
}: {
  readonly mode: UploadMode;
  readonly machine: typeof uploadMachine;
  readonly focus: (field: UploadField) => void;
  readonly onUploaded: (id: number) => void;
}) {
  const actor = useActorRef(machine, { input: { mode } });
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const files = useSelector(actor, (s) => s.context.files);
  const sending = useSelector(actor, selectIsSending);
  const uploadedId = useSelector(actor, selectUploadedId);

  useEffect(() => {
    if (uploadedId !== null) onUploaded(uploadedId);
    // Only the arrival of the id counts, not a new callback from a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploadedId]);

  const setValue = (field: UploadField, value: string) =>
    actor.send({ type: 'field.changed', field, value });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'user.submit' });
    // The machine has taken the press by now: a submit it kept back has its messages in place.
    const snapshot = actor.getSnapshot();
    const invalid = snapshot.matches({ Form: 'Editing' }) ? firstInvalidField(snapshot) : null;
    if (invalid !== null) focus(invalid);
  };

  const fileControl = (slot: UploadFileSlot): UploadFileControl => ({
    ...files[slot],
    choose: (file) => actor.send({ type: 'file.chosen', slot, file }),
    refuse: (message) => actor.send({ type: 'file.refused', slot, message }),
    remove: () => actor.send({ type: 'file.removed', slot }),
  });

  return {
    values,
    errors,
    setValue,
    onSubmit,
    sending,
    failure,
    textFile: fileControl('text'),
    translationFile: fileControl('translation'),
  };
}
