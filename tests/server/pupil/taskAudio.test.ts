import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskData } from '@/domain/homework/types';
import { insertAudioTrack } from '../../../server/db/repositories/resourceAudio';
import { homeworks, homeworkTasks } from '../../../server/db/schema/homework';
import type { AudioTrackRow } from '../../../server/db/schema/resources';
import { PUPIL_TASK_AUDIO_MESSAGES } from '../../../server/http/routes/pupilHomework';
import type { CreatedUser, TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';
import { insertClassroom, insertHomework, VOCABULARY } from '../homework/support';
import { as } from '../resources/support';

/*
 * GET /v1/pupil/tasks/:homeworkId/:taskId/audio (issue #11): the recording of a listening task,
 * for the pupil the homework was given to, read from the homework's resource. Anyone else, a
 * task read by the browser's voice and a recording deleted since all answer 404.
 */

let t: TestApp;
let teacher: CreatedUser;
let admin: CreatedUser;
let ana: CreatedUser;
let ben: CreatedUser;
let classroom: number;
let resourceId: number;
let trackId: number;

const BYTES = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 7, 7, 7]);

const listening = (audio: TaskData['audio']): TaskData => ({
  ...VOCABULARY,
  text: { target: 'El pan y el queso.', native: 'The bread and the cheese.' },
  ...(audio === undefined ? {} : { audio }),
});

/** A homework given to Ana, made from `resource`, whose first task is done with `audio`. */
async function homeworkWith(
  audio: TaskData['audio'],
  options: { resource?: number | null; startsAt?: Date } = {},
): Promise<{ homeworkId: number; taskId: number }> {
  const homework = await insertHomework(t.db, {
    teacherId: teacher.row.id,
    classroomIds: [classroom],
    tasks: 1,
    ...(options.startsAt === undefined
      ? {}
      : { startsAt: options.startsAt, dueAt: new Date(options.startsAt.getTime() + 86_400_000) }),
    pupils: [{ pupilId: ana.row.id, classroomId: classroom }],
  });
  const taskId = homework.taskIds[0] ?? 0;
  await t.db
    .update(homeworks)
    .set({ resourceId: options.resource === undefined ? resourceId : options.resource })
    .where(eq(homeworks.id, homework.id));
  await t.db
    .update(homeworkTasks)
    .set({ data: listening(audio), skill: 'LISTENING' })
    .where(eq(homeworkTasks.id, taskId));
  return { homeworkId: homework.id, taskId };
}

async function storeTrack(
  resource: number,
  data: Buffer,
  mimeType: AudioTrackRow['mimeType'] = 'audio/mpeg',
) {
  const track = await insertAudioTrack(
    t.db,
    {
      resourceId: resource,
      kind: 'upload',
      mimeType,
      fileName: 'market.mp3',
      bytes: data.length,
      data,
      createdAt: t.clock.now(),
    },
    10,
  );
  if (typeof track === 'string') throw new Error(`no track stored: ${track}`);
  return track.id;
}

const audioOf = async (user: CreatedUser | null, ids: { homeworkId: number; taskId: number }) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/pupil/tasks/${String(ids.homeworkId)}/${String(ids.taskId)}/audio`,
    headers: user === null ? {} : bearer(await tokenFor(t.app, user)),
  });

beforeAll(async () => {
  t = await testApp();
  teacher = await createUser(t.db, { role: 'public' });
  admin = await createUser(t.db, { role: 'admin' });
  ana = await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id });
  ben = await createUser(t.db, { role: 'PUPIL', teacherId: teacher.row.id });
  classroom = await insertClassroom(t.db, teacher.row.id);
  resourceId = (await (await as(t, teacher)).upload()).id;
  trackId = await storeTrack(resourceId, BYTES);
  // Ben has homework of his own, so his 404 is not for want of any.
  await insertHomework(t.db, {
    teacherId: teacher.row.id,
    classroomIds: [classroom],
    pupils: [{ pupilId: ben.row.id, classroomId: classroom }],
  });
});
afterAll(() => t.close());

describe('GET /api/v1/pupil/tasks/:homeworkId/:taskId/audio', () => {
  it('gives the pupil the bytes of the task’s recording, with its type, as the teacher gets them', async () => {
    const ids = await homeworkWith({ kind: 'track', trackId });
    const response = await audioOf(ana, ids);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['cache-control']).toBe('private');
    expect(response.rawPayload.equals(BYTES)).toBe(true);
    const teachers = await (
      await as(t, teacher)
    ).call('GET', `/api/resources/${String(resourceId)}/audio/${String(trackId)}`);
    expect(teachers.rawPayload.equals(response.rawPayload)).toBe(true);
    expect(teachers.headers['content-type']).toBe(response.headers['content-type']);
  });

  it('serves the task’s own track of several, in the type it was stored with', async () => {
    const other = Buffer.from([0x4f, 0x67, 0x67, 0x53, 1, 2, 3]);
    const second = await storeTrack(resourceId, other, 'audio/ogg');
    const response = await audioOf(ana, await homeworkWith({ kind: 'track', trackId: second }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/ogg');
    expect(response.rawPayload.equals(other)).toBe(true);
  });

  it('answers anyone but the pupil as the other pupil routes do: 401, 403, the same 404', async () => {
    const ids = await homeworkWith({ kind: 'track', trackId });
    const statuses = {
      'signed out': (await audioOf(null, ids)).statusCode,
      teacher: (await audioOf(teacher, ids)).statusCode,
      admin: (await audioOf(admin, ids)).statusCode,
      'another pupil': (await audioOf(ben, ids)).statusCode,
    };
    expect(statuses).toEqual({ 'signed out': 401, teacher: 403, admin: 403, 'another pupil': 404 });
    const ben404 = await audioOf(ben, ids);
    const missing = await audioOf(ana, { homeworkId: 999_999, taskId: ids.taskId });
    const otherTask = await audioOf(ana, { homeworkId: ids.homeworkId, taskId: 999_999 });
    expect(ben404.json()).toEqual({ message: 'Not found.' });
    expect(missing.json()).toEqual(ben404.json());
    expect(otherTask.statusCode).toBe(404);
    expect(otherTask.json()).toEqual(ben404.json());
  });

  it('is not found before the homework starts, as the task itself is not', async () => {
    const later = new Date(t.clock.now().getTime() + 7 * 86_400_000);
    const ids = await homeworkWith({ kind: 'track', trackId }, { startsAt: later });
    const response = await audioOf(ana, ids);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers 404 for a task read by the browser’s voice, or with no audio at all', async () => {
    for (const audio of [{ kind: 'speech', language: 'es' } as const, undefined]) {
      const response = await audioOf(ana, await homeworkWith(audio));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: PUPIL_TASK_AUDIO_MESSAGES.noRecording });
    }
  });

  it('answers 404 saying so when the recording was deleted since, alone or with its resource', async () => {
    const api = await as(t, teacher);
    const doomed = await storeTrack(resourceId, BYTES);
    const trackGone = await homeworkWith({ kind: 'track', trackId: doomed });
    expect((await audioOf(ana, trackGone)).statusCode).toBe(200);
    const deleted = await api.call(
      'DELETE',
      `/api/resources/${String(resourceId)}/audio/${String(doomed)}`,
    );
    expect(deleted.statusCode).toBe(200);
    const afterTrack = await audioOf(ana, trackGone);
    expect(afterTrack.statusCode).toBe(404);
    expect(afterTrack.json()).toEqual({ message: PUPIL_TASK_AUDIO_MESSAGES.gone });

    const other = (await api.upload()).id;
    const resourceGone = await homeworkWith(
      { kind: 'track', trackId: await storeTrack(other, BYTES) },
      { resource: other },
    );
    expect((await audioOf(ana, resourceGone)).statusCode).toBe(200);
    expect((await api.call('DELETE', `/api/resources/${String(other)}`)).statusCode).toBeLessThan(
      300,
    );
    const afterResource = await audioOf(ana, resourceGone);
    expect(afterResource.statusCode).toBe(404);
    expect(afterResource.json()).toEqual({ message: PUPIL_TASK_AUDIO_MESSAGES.gone });
  });

  it('reads the track from the homework’s own resource only, whatever id the task names', async () => {
    const elsewhere = (await (await as(t, teacher)).upload()).id;
    const foreign = await storeTrack(elsewhere, BYTES);
    const response = await audioOf(ana, await homeworkWith({ kind: 'track', trackId: foreign }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PUPIL_TASK_AUDIO_MESSAGES.gone });
  });
});
