import { assign, fromPromise, setup } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { notProvided } from '@/application/shared/notProvided';
import { failureMessage } from './creation.machine';
import type { Resource, UploadRequest } from './ports';
import { summariseFile, type ReadFileSummary, type TextFileRead } from './readTextFile';
import {
  INITIAL_UPLOAD_VALUES,
  recheckProblems,
  toUploadRequest,
  UPLOAD_FIELDS,
  uploadProblems,
  type UploadErrors,
  type UploadField,
  type UploadMode,
  type UploadValues,
} from './uploadForm';

/** The two files of `/upload_resource`; each fills the form field of the same name. */
export type UploadFileSlot = 'text' | 'translation';

/** One file input as the teacher sees it: the file last read, or why the last one was refused. */
export interface UploadFileState {
  readonly file: ReadFileSummary | null;
  readonly refusal: string | null;
}

/** A file read for the form: its name, and its text or why it was refused. */
export interface FileRead {
  readonly name: string;
  readonly read: TextFileRead;
}

export interface UploadInput {
  readonly mode: UploadMode;
}

export interface UploadContext {
  mode: UploadMode;
  values: UploadValues;
  /** Shown after a submit, then following the fields in error as they are typed. */
  errors: UploadErrors;
  /** The server's refusal in words; cleared by the next attempt. */
  failure: string | null;
  files: Readonly<Record<UploadFileSlot, UploadFileState>>;
  /** The resource made, to review at /preview/{id}. */
  resourceId: number | null;
}

export type UploadEvent =
  | { type: 'field.changed'; field: UploadField; value: string }
  | { type: 'user.submit' }
  /** A file chosen or dropped: read and checked in the browser; the latest choice wins. */
  | { type: 'file.chosen'; slot: UploadFileSlot; file: File }
  /** Refused before reading (several files dropped at once). */
  | { type: 'file.refused'; slot: UploadFileSlot; message: string }
  /** The optional translation file taken away, with its text. */
  | { type: 'file.removed'; slot: UploadFileSlot };

/** What a file input says when the browser could not read the file at all. */
const UNREADABLE = 'The file could not be read. Choose it again.';

/** The file of the `file.chosen` that started a reading. */
function chosenFile(event: UploadEvent): { file: File } {
  if (event.type !== 'file.chosen') throw new Error(UNREADABLE);
  return { file: event.file };
}

const NO_FILE: UploadFileState = { file: null, refusal: null };

/** The values with one field changed, and the messages of the fields already in error rechecked. */
function changed(context: UploadContext, field: UploadField, value: string) {
  const values = { ...context.values, [field]: value };
  return { values, errors: recheckProblems(context.mode, context.errors, values) };
}

function withFile(context: UploadContext, slot: UploadFileSlot, state: UploadFileState) {
  return { ...context.files, [slot]: state };
}

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
  },
  actors: {
    upload: fromPromise<Resource, UploadRequest>(notProvided('upload')),
    /** Reads and checks a teacher's .txt file (readTextFile). */
    readFile: fromPromise<FileRead, { file: File }>(notProvided('readFile')),
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'field.changed' ? changed(context, event.field, event.value) : {},
    ),
    check: assign({ errors: ({ context }) => uploadProblems(context.mode, context.values) }),
    clearFailure: assign({ failure: null }),
    setFailure: assign((_, params: { error: unknown }) => ({
      failure: failureMessage(params.error),
    })),
    setUploaded: assign((_, params: { id: number }) => ({ resourceId: params.id })),
    /** A file that passed: its text replaces the field's, and its summary confirms which it was. */
    acceptFile: assign(
      ({ context }, params: { slot: UploadFileSlot; name: string; read: TextFileRead }) => {
        const { slot, name, read } = params;
        if (!read.ok)
          return {
            files: withFile(context, slot, { ...context.files[slot], refusal: read.message }),
          };
        return {
          ...changed(context, slot, read.text),
          files: withFile(context, slot, { file: summariseFile(name, read.text), refusal: null }),
        };
      },
    ),
    refuseFile: assign(({ context }, params: { slot: UploadFileSlot; message: string }) => ({
      files: withFile(context, params.slot, {
        ...context.files[params.slot],
        refusal: params.message,
      }),
    })),
    removeFile: assign(({ context }, params: { slot: UploadFileSlot }) => ({
      ...changed(context, params.slot, ''),
      files: withFile(context, params.slot, NO_FILE),
    })),
  },
  guards: {
    isValid: ({ context }) =>
      Object.keys(uploadProblems(context.mode, context.values)).length === 0 &&
      toUploadRequest(context.values) !== null,
    isSlot: ({ event }, params: { slot: UploadFileSlot }) =>
      event.type.startsWith('file.') && 'slot' in event && event.slot === params.slot,
  },
}).createMachine({
  id: 'upload',
  description:
    'The /add_resource and /upload_resource form (issue #4): the teacher’s own text and ' +
    'translation, typed or read from .txt files, checked in the browser, then sent once at a ' +
    'time. A refusal keeps everything typed and says why; success goes on to review the new ' +
    'resource at /preview/{id}.',
  context: ({ input }) => ({
    mode: input.mode,
    values: INITIAL_UPLOAD_VALUES,
    errors: {},
    failure: null,
    files: { text: NO_FILE, translation: NO_FILE },
    resourceId: null,
  }),
  type: 'parallel',
  on: {
    // Typing stays open while the call runs; the values sent are those of the press.
    'field.changed': { actions: 'change' },
  },
  states: {
    Form: {
      initial: 'Editing',
      states: {
        Editing: {
          description:
            'The teacher fills the form. Submitting checks every field: one in error keeps ' +
            'the call back and says what is wrong next to it.',
          on: {
            'user.submit': [
              { guard: 'isValid', target: 'Submitting', actions: 'check' },
              { actions: 'check' },
            ],
          },
        },
        Submitting: {
          description:
            'POST /resources/upload. Further presses are ignored: the text is sent once. A ' +
            'refusal (a 400 on a translation that does not line up…) goes back to the form ' +
            'with its message and every value kept.',
          entry: 'clearFailure',
          invoke: {
            src: 'upload',
            input: ({ context }) => {
              const request = toUploadRequest(context.values);
              // Guarded by isValid on the way in.
              if (request === null) throw new Error('The form is not complete.');
              return request;
            },
            onDone: {
              target: 'Uploaded',
              actions: { type: 'setUploaded', params: ({ event }) => ({ id: event.output.id }) },
            },
            onError: {
              target: 'Editing',
              actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        Uploaded: {
          description: 'The resource exists: the page goes on to review it at /preview/{id}.',
          type: 'final',
        },
      },
    },
    TextFile: {
      description:
        'The text’s .txt file (upload mode), read and checked in the browser. Choosing another ' +
        'file while one is read drops the earlier one, however late it finishes; a refused ' +
        'file leaves the text read before.',
      initial: 'Idle',
      states: {
        Idle: {
          on: {
            'file.chosen': {
              guard: { type: 'isSlot', params: { slot: 'text' } },
              target: 'Reading',
            },
          },
        },
        Reading: {
          on: {
            // Leaves this reading (its answer is dropped) for the file chosen now. Handled here,
            // not on the region: re-entering the region would re-enter the other file's too.
            'file.chosen': {
              guard: { type: 'isSlot', params: { slot: 'text' } },
              target: 'Reading',
              reenter: true,
            },
          },
          invoke: {
            // Each region its own id: both readings may run at once.
            id: 'readText',
            src: 'readFile',
            input: ({ event }) => chosenFile(event),
            onDone: {
              target: 'Idle',
              actions: {
                type: 'acceptFile',
                params: ({ event }) => ({ slot: 'text' as const, ...event.output }),
              },
            },
            onError: {
              target: 'Idle',
              actions: { type: 'refuseFile', params: { slot: 'text', message: UNREADABLE } },
            },
          },
        },
      },
      on: {
        'file.refused': {
          guard: { type: 'isSlot', params: { slot: 'text' } },
          target: '.Idle',
          actions: {
            type: 'refuseFile',
            params: ({ event }) => ({
              slot: 'text' as const,
              message: event.type === 'file.refused' ? event.message : UNREADABLE,
            }),
          },
        },
        'file.removed': {
          guard: { type: 'isSlot', params: { slot: 'text' } },
          target: '.Idle',
          actions: { type: 'removeFile', params: { slot: 'text' } },
        },
      },
    },
    TranslationFile: {
      description:
        'The optional translation’s .txt file, read like the text’s; removing it takes its ' +
        'text away too.',
      initial: 'Idle',
      states: {
        Idle: {
          on: {
            'file.chosen': {
              guard: { type: 'isSlot', params: { slot: 'translation' } },
              target: 'Reading',
            },
          },
        },
        Reading: {
          on: {
            // Leaves this reading (its answer is dropped) for the file chosen now. Handled here,
            // not on the region: re-entering the region would re-enter the other file's too.
            'file.chosen': {
              guard: { type: 'isSlot', params: { slot: 'translation' } },
              target: 'Reading',
              reenter: true,
            },
          },
          invoke: {
            id: 'readTranslation',
            src: 'readFile',
            input: ({ event }) => chosenFile(event),
            onDone: {
              target: 'Idle',
              actions: {
                type: 'acceptFile',
                params: ({ event }) => ({ slot: 'translation' as const, ...event.output }),
              },
            },
            onError: {
              target: 'Idle',
              actions: { type: 'refuseFile', params: { slot: 'translation', message: UNREADABLE } },
            },
          },
        },
      },
      on: {
        'file.refused': {
          guard: { type: 'isSlot', params: { slot: 'translation' } },
          target: '.Idle',
          actions: {
            type: 'refuseFile',
            params: ({ event }) => ({
              slot: 'translation' as const,
              message: event.type === 'file.refused' ? event.message : UNREADABLE,
            }),
          },
        },
        'file.removed': {
          guard: { type: 'isSlot', params: { slot: 'translation' } },
          target: '.Idle',
          actions: { type: 'removeFile', params: { slot: 'translation' } },
        },
      },
    },
  },
});

export type UploadActor = ActorRefFrom<typeof uploadMachine>;
export type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;

/** Whether the text is on its way to the server (the button says so). */
export function selectIsSending(snapshot: UploadSnapshot): boolean {
  return snapshot.matches({ Form: 'Submitting' });
}

/** The resource made, once there is one: the page goes on to review it. */
export function selectUploadedId(snapshot: UploadSnapshot): number | null {
  return snapshot.matches({ Form: 'Uploaded' }) ? snapshot.context.resourceId : null;
}

/** The first field in error in the form's order, for a refused submit to focus; else null. */
export function firstInvalidField(snapshot: UploadSnapshot): UploadField | null {
  const { errors } = snapshot.context;
  return UPLOAD_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}
