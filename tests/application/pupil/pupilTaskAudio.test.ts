import { describe, expect, it, vi } from 'vitest';
import { makePupilTaskAudio } from '@/application/pupil/pupilTaskAudio';
import type { PupilTaskGateway } from '@/application/pupil/submissionPorts';

describe('makePupilTaskAudio', () => {
  it('loads a task’s recording through the pupil’s own task, whatever track id the player names', async () => {
    const blob = new Blob(['mp3'], { type: 'audio/mpeg' });
    const taskAudio = vi.fn<PupilTaskGateway['taskAudio']>(() => Promise.resolve(blob));
    const load = makePupilTaskAudio({ gateway: { taskAudio } }).loader(3, 11);
    await expect(load(12)).resolves.toBe(blob);
    expect(taskAudio).toHaveBeenCalledWith(3, 11);
  });

  it('passes a refusal on, for the player to say it could not load the recording', async () => {
    const taskAudio = vi.fn<PupilTaskGateway['taskAudio']>(() =>
      Promise.reject(new Error('Your teacher has deleted the recording of this task.')),
    );
    const load = makePupilTaskAudio({ gateway: { taskAudio } }).loader(3, 11);
    await expect(load(12)).rejects.toThrow('deleted the recording');
  });
});
