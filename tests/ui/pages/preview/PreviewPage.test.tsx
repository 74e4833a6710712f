import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AudioTrack,
  DerivedQuestions,
  Resource,
  ResourceGateway,
  ResourcePatch,
} from '@/application/resources/ports';
import type { PrivilegeName } from '@/domain/privileges/privileges';
import { CONTENT, resource } from '../../../application/resources/fakes';
import { getRefusal } from '../../support/refusal';
import { renderApp } from '../../support/renderApp';
import { installObjectUrls, restoreBrowserAudio } from './widgets/browserFakes';

const teacher = { role: 'public' } as const;
const FIRST = 'Los sábados, Lucía va al mercado con su abuelo.';

function openPreview(calls: Partial<ResourceGateway> = {}) {
  return renderApp('/preview/12', {
    ...teacher,
    resources: {
      get: vi.fn(() => Promise.resolve(resource({ questionTypes: ['vocabulary'] }))),
      ...calls,
    },
  });
}

const firstSentence = () => screen.findByLabelText('Sentence 1, Spanish');

describe('/preview/{id}', () => {
  it('shows both texts sentence by sentence, with the name, hashtags and question types', async () => {
    openPreview();
    expect(await firstSentence()).toHaveValue(FIRST);
    expect(screen.getByLabelText('Sentence 1, English')).toHaveValue(
      CONTENT.sentences[0]?.native.text,
    );
    expect(screen.getByLabelText('Resource name')).toHaveValue('At the market');
    expect(screen.getByLabelText('Hashtags')).toHaveValue('#food');
    expect(screen.getByRole('checkbox', { name: 'Key vocabulary' })).toBeChecked();
    // Who said what needs a dialogue: a text does not offer it.
    expect(screen.queryByRole('checkbox', { name: 'Who said what' })).toBeNull();
  });

  it('says which generator wrote the text: the built-in one, or the AI model by name', async () => {
    openPreview();
    expect(await screen.findByText('Written by the built-in generator')).toBeInTheDocument();
  });

  it('names the AI model that wrote a provider’s text', async () => {
    openPreview({
      get: vi.fn(() =>
        Promise.resolve(resource({ writtenBy: { kind: 'ai', model: 'gpt-4o-mini' } })),
      ),
    });
    expect(await screen.findByText('Written by gpt-4o-mini (AI)')).toBeInTheDocument();
    expect(screen.queryByText('Written by the built-in generator')).toBeNull();
  });

  it('an edited sentence and the chosen types are saved before the questions are created', async () => {
    const update = vi.fn((_: number, __: ResourcePatch) => Promise.resolve(resource()));
    const deriveQuestions = vi.fn((): Promise<DerivedQuestions> =>
      Promise.resolve({ questions: { vocabulary: [] }, unavailable: [] }),
    );
    const app = openPreview({ update, deriveQuestions });
    const box = await firstSentence();
    await app.user.clear(box);
    await app.user.type(box, 'Los sábados, Lucía va al mercado con su abuela.');
    await app.user.tab();
    await app.user.click(screen.getByRole('checkbox', { name: 'Comprehension' }));
    await app.user.click(screen.getByRole('button', { name: 'Create questions' }));
    await waitFor(() => expect(app.location()).toBe('/activities/preview/12'));
    const patch = update.mock.calls[0]?.[1];
    expect(patch?.questionTypes).toEqual(['comprehension', 'vocabulary']);
    expect(patch?.content?.sentences[0]?.target.text).toBe(
      'Los sábados, Lucía va al mercado con su abuela.',
    );
    expect(deriveQuestions).toHaveBeenCalledWith(12, ['comprehension', 'vocabulary']);
  });

  it('an empty sentence is refused with the reason and nothing is changed', async () => {
    const app = openPreview();
    const box = await firstSentence();
    await app.user.clear(box);
    await app.user.tab();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/.+/);
  });

  it('Rewrite sends the chosen change and shows the new text', async () => {
    const longer: Resource = resource({
      content: {
        ...CONTENT,
        sentences: CONTENT.sentences.map((sentence) =>
          sentence.id === 1
            ? { ...sentence, target: { ...sentence.target, text: 'Un texto más largo.' } }
            : sentence,
        ),
      },
    });
    const rewrite = vi.fn(() => Promise.resolve(longer));
    const app = openPreview({ rewrite });
    await firstSentence();
    expect(screen.getByRole('button', { name: 'Rewrite' })).toBeDisabled();
    expect(screen.getByLabelText(/Funny/)).toHaveAccessibleName('Funny (AI provider)');
    await app.user.click(screen.getByRole('radio', { name: 'Longer' }));
    await app.user.click(screen.getByRole('button', { name: 'Rewrite' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Sentence 1, Spanish')).toHaveValue('Un texto más largo.'),
    );
    expect(rewrite).toHaveBeenCalledWith(12, 'longer');
  });

  it('a refused rewrite shows the reason and keeps the text', async () => {
    const app = openPreview({
      rewrite: () => Promise.reject(new Error('"Funny" needs an AI provider.')),
    });
    await firstSentence();
    await app.user.click(screen.getByRole('radio', { name: 'Funny (AI provider)' }));
    await app.user.click(screen.getByRole('button', { name: 'Rewrite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"Funny" needs an AI provider.');
    expect(screen.getByLabelText('Sentence 1, Spanish')).toHaveValue(FIRST);
  });

  it('a header link raises "Hold on": Continue stays, Exit follows the link', async () => {
    const app = openPreview();
    await firstSentence();
    await app.user.click(screen.getByRole('button', { name: /Menu/ }));
    await app.user.click(screen.getByRole('link', { name: 'Profile' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: "Hold on - you haven't yet displayed your interactive resource!",
    });
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(app.location()).toBe('/preview/12');

    await app.user.click(screen.getByRole('button', { name: /Menu/ }));
    await app.user.click(screen.getByRole('link', { name: 'Profile' }));
    await app.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Exit' }),
    );
    await waitFor(() => expect(app.location()).toBe('/account_setting'));
  });

  it("someone else's shared resource is offered for display, not for editing", async () => {
    openPreview({
      get: () => Promise.resolve(resource({ owner: false, ownerName: 'Sam Smith' })),
    });
    expect(await screen.findByText(/belongs to Sam Smith/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Display the resource' })).toHaveAttribute(
      'href',
      '/text_translation/12',
    );
    expect(screen.queryByLabelText('Sentence 1, Spanish')).toBeNull();
  });

  it('a resource that cannot be loaded says why, and Retry loads it', async () => {
    let calls = 0;
    const app = openPreview({
      get: () =>
        (calls += 1) === 1
          ? Promise.reject(new Error('Network Error'))
          : Promise.resolve(resource()),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await firstSentence()).toHaveValue(FIRST);
  });
});

describe('/preview/{id} honours the plan (spec §6)', () => {
  const deriveQuestions = vi.fn((): Promise<DerivedQuestions> =>
    Promise.resolve({ questions: { vocabulary: [] }, unavailable: [] }),
  );
  function openWithPlan(withheld: readonly PrivilegeName[]) {
    return renderApp('/preview/12', {
      ...teacher,
      withheld,
      resources: {
        get: vi.fn(() =>
          Promise.resolve(resource({ questionTypes: ['vocabulary', 'comprehension'] })),
        ),
        update: vi.fn((_: number, __: ResourcePatch) => Promise.resolve(resource())),
        deriveQuestions,
      },
    });
  }

  it('a question type the plan lacks is shown locked, unticked, and never sent', async () => {
    const app = openWithPlan(['questionComprehension']);
    await firstSentence();
    const comprehension = screen.getByRole('checkbox', { name: 'Comprehension' });
    expect(comprehension).toBeDisabled();
    expect(comprehension).not.toBeChecked();
    expect(comprehension).toHaveAccessibleDescription('Not in your plan');
    expect(screen.getByRole('checkbox', { name: 'Key vocabulary' })).toBeChecked();
    await app.user.click(screen.getByRole('button', { name: 'Create questions' }));
    await waitFor(() => expect(app.location()).toBe('/activities/preview/12'));
    expect(deriveQuestions).toHaveBeenCalledWith(12, ['vocabulary']);
  });

  it('without Create AI resources the rewrite gives way to what the plan lacks', async () => {
    openWithPlan(['createAiResources']);
    await firstSentence();
    expect(
      getRefusal('Your plan does not include Create AI resources. Upgrade to use it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rewrite' })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Longer/ })).toBeNull();
  });

  describe('audio tracks', () => {
    afterEach(() => {
      restoreBrowserAudio();
    });

    const LESSON: AudioTrack = {
      id: 7,
      kind: 'upload',
      mimeType: 'audio/mpeg',
      bytes: 6,
      fileName: 'lesson.mp3',
      createdAt: '2026-11-21T14:05:00.000Z',
    };

    it("an MP3 is stored with this resource, played from this resource's tracks, and deleted from it", async () => {
      installObjectUrls();
      const addAudio = vi.fn(() => Promise.resolve(LESSON));
      const audio = vi.fn(() => Promise.resolve(new Blob(['ID3'], { type: 'audio/mpeg' })));
      const removeAudio = vi.fn(() => Promise.resolve());
      const app = openPreview({ addAudio, audio, removeAudio });
      await firstSentence();
      const mp3 = new File([new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0])], 'lesson.mp3', {
        type: 'audio/mpeg',
      });
      await app.user.upload(screen.getByLabelText('MP3 file'), mp3);
      await screen.findByText('lesson.mp3 uploaded.');
      expect(addAudio).toHaveBeenCalledExactlyOnceWith(12, {
        kind: 'upload',
        fileName: 'lesson.mp3',
        data: mp3,
      });
      // The editor's list follows the stored track, so it can be played and deleted at once.
      await app.user.click(screen.getByRole('button', { name: 'Play lesson.mp3' }));
      await screen.findByLabelText('lesson.mp3', { selector: 'audio' });
      expect(audio).toHaveBeenCalledExactlyOnceWith(12, 7);

      await app.user.click(screen.getByRole('button', { name: 'Delete lesson.mp3' }));
      const confirm = screen.getByRole('group', { name: 'Delete lesson.mp3?' });
      await app.user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
      await screen.findByText('lesson.mp3 deleted.');
      expect(removeAudio).toHaveBeenCalledExactlyOnceWith(12, 7);
      expect(screen.queryByRole('button', { name: 'Play lesson.mp3' })).toBeNull();
    });
  });
});
