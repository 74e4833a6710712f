import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Resource, UploadRequest } from '@/application/resources/ports';
import type { TextFileRead } from '@/application/resources/readTextFile';
import {
  firstInvalidField,
  selectIsSending,
  selectUploadedId,
  uploadMachine,
  type FileRead,
  type UploadActor,
} from '@/application/resources/upload.machine';
import { makeUploadImplementations } from '@/application/resources/uploadImplementations';
import { DRAFT_MESSAGES } from '@/domain/draft/draftForm';
import { fakeResourceGateway, resource } from './fakes';

const TEXT = 'Me llamo Ana. Vivo en Madrid.';

const txt = (name: string) => new File(['x'], name, { type: 'text/plain' });
const read = (name: string, result: TextFileRead): FileRead => ({ name, read: result });

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The machine with its actors swapped: `upload` and `readFile` answer as each test says. */
function start(
  mode: 'add' | 'upload',
  actors: {
    upload?: (request: UploadRequest) => Promise<Resource>;
    readFile?: (file: File) => Promise<FileRead>;
  } = {},
) {
  const upload = vi.fn(actors.upload ?? (() => Promise.resolve(resource({ id: 57 }))));
  const readFile = vi.fn(
    actors.readFile ?? ((file: File) => Promise.resolve(read(file.name, { ok: true, text: TEXT }))),
  );
  const machine = uploadMachine.provide({
    actors: {
      upload: fromPromise<Resource, UploadRequest>(({ input }) => upload(input)),
      readFile: fromPromise<FileRead, { file: File }>(({ input }) => readFile(input.file)),
    },
  });
  const actor = createActor(machine, { input: { mode } }).start();
  return { actor, upload, readFile };
}

function fill(actor: UploadActor) {
  actor.send({ type: 'field.changed', field: 'name', value: '  Ana en Madrid ' });
  actor.send({ type: 'field.changed', field: 'target', value: 'es' });
  actor.send({ type: 'field.changed', field: 'native', value: 'en' });
  actor.send({ type: 'field.changed', field: 'audience', value: 'A2' });
  actor.send({ type: 'field.changed', field: 'text', value: `${TEXT}\r\n` });
}

describe('the upload form', () => {
  it('starts editing an empty form with no message', () => {
    const { actor } = start('add');
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ Form: 'Editing' })).toBe(true);
    expect(snapshot.context.values.text).toBe('');
    expect(snapshot.context.errors).toEqual({});
    expect(snapshot.context.failure).toBeNull();
    expect(selectIsSending(snapshot)).toBe(false);
    expect(selectUploadedId(snapshot)).toBeNull();
  });

  it('keeps a submit with problems back, says what is wrong and names the first field', () => {
    const { actor, upload } = start('add');
    actor.send({ type: 'field.changed', field: 'text', value: TEXT });
    actor.send({ type: 'user.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ Form: 'Editing' })).toBe(true);
    expect(snapshot.context.errors.name).toBeDefined();
    expect(snapshot.context.errors.audience).toBe(DRAFT_MESSAGES.audience);
    expect(snapshot.context.errors.text).toBeUndefined();
    expect(firstInvalidField(snapshot)).toBe('name');
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks for a file in upload mode and for typed text in add mode', () => {
    const added = start('add').actor;
    added.send({ type: 'user.submit' });
    expect(added.getSnapshot().context.errors.text).toMatch(/Type or paste/u);
    const uploaded = start('upload').actor;
    uploaded.send({ type: 'user.submit' });
    expect(uploaded.getSnapshot().context.errors.text).toMatch(/Choose a \.txt file/u);
  });

  it('rechecks only the fields in error as the teacher types, whichever field changed', () => {
    const { actor } = start('add');
    fill(actor);
    actor.send({ type: 'field.changed', field: 'native', value: 'es' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ native: DRAFT_MESSAGES.sameLanguage });
    // Changing the other language of the pair clears the message of this one.
    actor.send({ type: 'field.changed', field: 'target', value: 'fr' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    // A field not in error gets no message before the next submit.
    actor.send({ type: 'field.changed', field: 'name', value: '' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('sends the valid form once, as a request, and ends with the new resource', async () => {
    const call = deferred<Resource>();
    const { actor, upload } = start('add', { upload: () => call.promise });
    fill(actor);
    actor.send({ type: 'user.submit' });
    expect(selectIsSending(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.submit' });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith({
      name: 'Ana en Madrid',
      target: 'es',
      native: 'en',
      level: { kind: 'cefr', level: 'A2' },
      resourceType: 'text',
      text: TEXT,
    });
    call.resolve(resource({ id: 57 }));
    await waitFor(actor, (s) => s.matches({ Form: 'Uploaded' }));
    expect(selectUploadedId(actor.getSnapshot())).toBe(57);
    expect(selectIsSending(actor.getSnapshot())).toBe(false);
  });

  it('goes back to the form on a refusal with the server’s words and every value kept', async () => {
    const { actor, upload } = start('add', {
      upload: () => Promise.reject(new Error('The translation has 3 sentences; the text has 2.')),
    });
    fill(actor);
    const before = actor.getSnapshot().context.values;
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.context.failure !== null);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ Form: 'Editing' })).toBe(true);
    expect(snapshot.context.failure).toBe('The translation has 3 sentences; the text has 2.');
    expect(snapshot.context.values).toEqual(before);
    // The next attempt clears the message while it runs, and is sent again.
    upload.mockImplementation(() => new Promise<never>(() => undefined));
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('says something went wrong when a refusal has no words', async () => {
    const { actor } = start('add', { upload: () => Promise.reject(new Error(' ')) });
    fill(actor);
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toBe('Something went wrong');
  });

  it('sends the values of the press, not those typed while the call runs', () => {
    const { actor, upload } = start('add', { upload: () => new Promise<never>(() => undefined) });
    fill(actor);
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'field.changed', field: 'name', value: 'Another' });
    expect(upload.mock.calls[0]?.[0].name).toBe('Ana en Madrid');
    expect(actor.getSnapshot().context.values.name).toBe('Another');
  });
});

describe('the upload form’s files', () => {
  it('fills the field with a file that passed and confirms its name, size and first lines', async () => {
    const { actor } = start('upload');
    actor.send({ type: 'file.chosen', slot: 'text', file: txt('ana.txt') });
    expect(actor.getSnapshot().matches({ TextFile: 'Reading' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ TextFile: 'Idle' }));
    const { values, files } = actor.getSnapshot().context;
    expect(values.text).toBe(TEXT);
    expect(values.translation).toBe('');
    expect(files.text).toEqual({
      file: { name: 'ana.txt', characters: [...TEXT].length, lines: [TEXT] },
      refusal: null,
    });
    expect(files.translation).toEqual({ file: null, refusal: null });
  });

  it('refuses a bad file with its reason and keeps the text read before', async () => {
    const { actor, readFile } = start('upload');
    actor.send({ type: 'file.chosen', slot: 'text', file: txt('ana.txt') });
    await waitFor(actor, (s) => s.context.files.text.file !== null);
    readFile.mockImplementation((file: File) =>
      Promise.resolve(
        read(file.name, { ok: false, message: '“photo.txt” is not plain UTF-8 text.' }),
      ),
    );
    actor.send({ type: 'file.chosen', slot: 'text', file: txt('photo.txt') });
    await waitFor(actor, (s) => s.context.files.text.refusal !== null);
    const { values, files } = actor.getSnapshot().context;
    expect(files.text.refusal).toBe('“photo.txt” is not plain UTF-8 text.');
    expect(files.text.file?.name).toBe('ana.txt');
    expect(values.text).toBe(TEXT);
  });

  it('keeps the file chosen last when an earlier one finishes reading after it', async () => {
    const slow = deferred<FileRead>();
    const fast = deferred<FileRead>();
    const { actor } = start('upload', {
      readFile: (file) => (file.name === 'big.txt' ? slow.promise : fast.promise),
    });
    actor.send({ type: 'file.chosen', slot: 'text', file: txt('big.txt') });
    actor.send({ type: 'file.chosen', slot: 'text', file: txt('small.txt') });
    fast.resolve(read('small.txt', { ok: true, text: 'Hola.' }));
    await waitFor(actor, (s) => s.matches({ TextFile: 'Idle' }));
    slow.resolve(read('big.txt', { ok: true, text: 'Una historia larga.' }));
    await slow.promise;
    await Promise.resolve();
    const { values, files } = actor.getSnapshot().context;
    expect(values.text).toBe('Hola.');
    expect(files.text.file?.name).toBe('small.txt');
  });

  it('reads the text and the translation side by side, each into its own field', async () => {
    const text = deferred<FileRead>();
    const translation = deferred<FileRead>();
    const { actor } = start('upload', {
      readFile: (file) => (file.name === 'es.txt' ? text.promise : translation.promise),
    });
    actor.send({ type: 'file.chosen', slot: 'text', file: txt('es.txt') });
    actor.send({ type: 'file.chosen', slot: 'translation', file: txt('en.txt') });
    translation.resolve(read('en.txt', { ok: true, text: 'My name is Ana.' }));
    text.resolve(read('es.txt', { ok: true, text: 'Me llamo Ana.' }));
    await waitFor(
      actor,
      (s) => s.matches({ TextFile: 'Idle' }) && s.matches({ TranslationFile: 'Idle' }),
    );
    const { values } = actor.getSnapshot().context;
    expect(values.text).toBe('Me llamo Ana.');
    expect(values.translation).toBe('My name is Ana.');
  });

  it('takes a removed translation away with its text, and drops a reading still running', async () => {
    const late = deferred<FileRead>();
    const { actor, readFile } = start('upload');
    actor.send({ type: 'file.chosen', slot: 'translation', file: txt('en.txt') });
    await waitFor(actor, (s) => s.context.files.translation.file !== null);
    expect(actor.getSnapshot().context.values.translation).toBe(TEXT);
    actor.send({ type: 'file.removed', slot: 'translation' });
    expect(actor.getSnapshot().context.values.translation).toBe('');
    expect(actor.getSnapshot().context.files.translation).toEqual({ file: null, refusal: null });

    readFile.mockImplementation(() => late.promise);
    actor.send({ type: 'file.chosen', slot: 'translation', file: txt('other.txt') });
    actor.send({ type: 'file.removed', slot: 'translation' });
    late.resolve(read('other.txt', { ok: true, text: 'Too late.' }));
    await late.promise;
    await Promise.resolve();
    expect(actor.getSnapshot().context.values.translation).toBe('');
    expect(actor.getSnapshot().context.files.translation.file).toBeNull();
  });

  it('shows a refusal made before reading (several files dropped) on that input only', () => {
    const { actor } = start('upload');
    actor.send({ type: 'file.refused', slot: 'text', message: 'Drop one file at a time.' });
    const { files } = actor.getSnapshot().context;
    expect(files.text.refusal).toBe('Drop one file at a time.');
    expect(files.translation.refusal).toBeNull();
  });

  it('says the file could not be read when reading fails outright', async () => {
    const { actor } = start('upload', { readFile: () => Promise.reject(new Error('gone')) });
    actor.send({ type: 'file.chosen', slot: 'text', file: txt('ana.txt') });
    await waitFor(actor, (s) => s.context.files.text.refusal !== null);
    expect(actor.getSnapshot().context.files.text.refusal).toBe(
      'The file could not be read. Choose it again.',
    );
    expect(actor.getSnapshot().context.values.text).toBe('');
  });

  it('clears the text’s message once a file fills it', async () => {
    const { actor } = start('upload');
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.errors.text).toBeDefined();
    actor.send({ type: 'file.chosen', slot: 'text', file: txt('ana.txt') });
    await waitFor(actor, (s) => s.context.files.text.file !== null);
    expect(actor.getSnapshot().context.errors.text).toBeUndefined();
  });
});

describe('makeUploadImplementations', () => {
  it('reads a real file with readTextFile and sends the request to gateway.upload', async () => {
    const upload = vi.fn(() => Promise.resolve(resource({ id: 91 })));
    const gateway = fakeResourceGateway({ upload });
    const machine = uploadMachine.provide(makeUploadImplementations({ gateway }));
    const actor = createActor(machine, { input: { mode: 'upload' } }).start();
    const file = new File([`${TEXT}\r\n`], 'ana.txt', { type: 'text/plain' });
    actor.send({ type: 'file.chosen', slot: 'text', file });
    await waitFor(actor, (s) => s.context.files.text.file !== null);
    expect(actor.getSnapshot().context.values.text).toBe(TEXT);

    actor.send({ type: 'file.chosen', slot: 'translation', file: new File([], 'empty.txt') });
    await waitFor(actor, (s) => s.context.files.translation.refusal !== null);
    expect(actor.getSnapshot().context.files.translation.refusal).toBe('“empty.txt” is empty.');

    actor.send({ type: 'field.changed', field: 'name', value: 'Ana' });
    actor.send({ type: 'field.changed', field: 'target', value: 'es' });
    actor.send({ type: 'field.changed', field: 'native', value: 'en' });
    actor.send({ type: 'field.changed', field: 'audience', value: 'A2' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches({ Form: 'Uploaded' }));
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ana', text: TEXT }));
    expect(selectUploadedId(actor.getSnapshot())).toBe(91);
  });
});
