import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceImage } from '@/application/resources/ports';
import { IMAGE_MAX_BYTES, IMAGE_PROBLEM_MESSAGES } from '@/domain/media/imageFormat';
import { NOT_IN_PLAN_MESSAGE } from '@/ui/pages/teaching/slides/SlideImage';
import { NO_VOCABULARY_NOTICE } from '@/ui/pages/teaching/slides/VocabSlides';
import { CONTENT } from '../../../../application/resources/fakes';
import { getRefusal, refusalText } from '../../../support/refusal';
import { renderApp } from '../../../support/renderApp';
import {
  installObjectUrls,
  PNG_BYTES,
  pngFile,
  removeObjectUrls,
  renderSlides,
  resourceWith,
} from './slidesHarness';

const WORDS = CONTENT.vocabulary;
const COUNT = WORDS.length;
const status = (n: number) => `Slide ${String(n)} of ${String(COUNT)}`;
const word = () => document.querySelector('.vocab-slide-word')?.textContent;
const fileInput = () => screen.getByTestId<HTMLInputElement>('slide-image-input');
const dropZone = () => screen.getByTestId('slide-drop-zone');
const STORED: ResourceImage = { id: 41, slot: 0, mimeType: 'image/png', byteLength: 16 };

function drop(files: readonly File[]) {
  fireEvent.drop(dropZone(), { dataTransfer: { files, types: ['Files'] } });
}

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

let urls: ReturnType<typeof installObjectUrls>;
beforeEach(() => {
  urls = installObjectUrls();
});
afterEach(() => {
  removeObjectUrls();
});

describe('vocabulary slides: moving through the words', () => {
  it('Previous and Next move one word at a time, and the slide reached is announced', async () => {
    const { user } = renderSlides();
    expect(word()).toBe(WORDS[0]?.target);
    expect(screen.getByText(status(1))).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(word()).toBe(WORDS[2]?.target);
    expect(screen.getByText(status(3))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(word()).toBe(WORDS[1]?.target);
    expect(screen.getByText(status(2))).toBeInTheDocument();
  });

  it('Previous on the first slide stays there, and keeps the focus', async () => {
    const { user } = renderSlides();
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(word()).toBe(WORDS[0]?.target);
    expect(previous).toHaveFocus();
  });

  it('the word is written in its language, its direction left to the browser', () => {
    renderSlides();
    const shown = document.querySelector('.vocab-slide-word');
    expect(shown).toHaveAttribute('lang', 'es');
    expect(shown).toHaveAttribute('dir', 'auto');
  });

  it('← and → move while the focus is in the slides; Home and End go to the ends', async () => {
    const { user } = renderSlides();
    await user.click(screen.getByRole('group', { name: new RegExp(`^1 of ${String(COUNT)}`) }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(word()).toBe(WORDS[2]?.target);
    await user.keyboard('{ArrowLeft}');
    expect(word()).toBe(WORDS[1]?.target);
    await user.keyboard('{End}');
    expect(word()).toBe(WORDS[COUNT - 1]?.target);
    expect(screen.getByText(status(COUNT))).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(word()).toBe(WORDS[COUNT - 1]?.target);
    await user.keyboard('{Home}');
    expect(word()).toBe(WORDS[0]?.target);
  });

  it('the arrow keys do nothing while the teacher types elsewhere on the page', async () => {
    const { user } = renderSlides();
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(word()).toBe(WORDS[0]?.target);
  });

  it('the translation is hidden until revealed by the button or R, and hidden again on the next slide', async () => {
    const { user } = renderSlides();
    const native = WORDS[0]?.native ?? '';
    expect(screen.queryByText(native)).toBeNull();
    const reveal = screen.getByRole('button', { name: /Show the translation/ });
    expect(reveal).toHaveAttribute('aria-expanded', 'false');
    await user.click(reveal);
    expect(screen.getByText(native)).toHaveAttribute('lang', 'en');
    expect(reveal).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('r');
    expect(screen.queryByText(native)).toBeNull();
    await user.keyboard('R');
    expect(screen.getByText(native)).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByText(WORDS[1]?.native ?? '')).toBeNull();
  });

  it('a resource with no key vocabulary says so', () => {
    renderSlides({ resource: resourceWith([], { content: { ...CONTENT, vocabulary: [] } }) });
    expect(screen.getByText(NO_VOCABULARY_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('vocabulary slides: pictures', () => {
  it('"Choose an image" opens the file picker, so no drag is needed', async () => {
    const { user } = renderSlides();
    const click = vi.spyOn(fileInput(), 'click');
    await user.click(screen.getByRole('button', { name: 'Choose an image' }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('a file that is not an image is refused with a message, and nothing is sent', async () => {
    const { gateway } = renderSlides();
    // The picker's `accept` is only a hint: "All files" lets a teacher choose anything.
    fireEvent.change(fileInput(), {
      target: { files: [new File(['hola, mercado'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_PROBLEM_MESSAGES['not-image']);
    expect(gateway.uploadImage).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a file named .png that is not one is refused too: the bytes decide', async () => {
    const { gateway } = renderSlides();
    drop([
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_PROBLEM_MESSAGES['not-image']);
    expect(gateway.uploadImage).not.toHaveBeenCalled();
  });

  it('an image over 5 MB is refused with a message, and nothing is sent', async () => {
    const { gateway } = renderSlides();
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(PNG_BYTES);
    drop([new File([big], 'huge.png', { type: 'image/png' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_PROBLEM_MESSAGES['too-large']);
    expect(gateway.uploadImage).not.toHaveBeenCalled();
  });

  it('dragging a file over the slide shows where it will go', () => {
    renderSlides();
    fireEvent.dragEnter(dropZone(), { dataTransfer: { types: ['Files'], files: [] } });
    expect(dropZone()).toHaveClass('is-dropping');
    expect(screen.getByText('Drop the image to add it to this slide')).toBeInTheDocument();
    fireEvent.dragLeave(dropZone(), { relatedTarget: document.body });
    expect(dropZone()).not.toHaveClass('is-dropping');
  });

  it('a PNG dropped twice is uploaded once, then shown with its word as its text', async () => {
    const answer = deferred<ResourceImage>();
    const { gateway } = renderSlides({ gateway: { uploadImage: vi.fn(() => answer.promise) } });
    const file = pngFile();
    drop([file]);
    drop([file]);
    await waitFor(() => expect(screen.getByText('Uploading the image…')).toBeInTheDocument());
    drop([file]);
    await act(async () => {
      answer.resolve({ id: 77, slot: 0, mimeType: 'image/png', byteLength: file.size });
      await answer.promise;
    });
    expect(gateway.uploadImage).toHaveBeenCalledTimes(1);
    expect(gateway.uploadImage).toHaveBeenCalledWith(12, 0, file);
    const slide = screen.getByRole('group', { name: new RegExp(`^1 of ${String(COUNT)}`) });
    const image = await within(slide).findByRole('img', { name: WORDS[0]?.target });
    expect(image.getAttribute('src')).toMatch(/^blob:slides\//);
    // What was just sent is shown from the file itself, not downloaded again.
    expect(gateway.image).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    // The picture strip beside the text has it too, with its word and translation.
    const strip = screen.getByRole('region', { name: 'Pictures' });
    expect(within(strip).getByRole('img', { name: WORDS[0]?.target })).toBeInTheDocument();
    expect(strip).toHaveTextContent(WORDS[0]?.native ?? '');
  });

  it('a PNG chosen with the file picker is uploaded for the slide shown', async () => {
    const { user, gateway } = renderSlides();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.upload(fileInput(), pngFile());
    expect(await screen.findAllByRole('img', { name: WORDS[1]?.target })).toHaveLength(2);
    expect(gateway.uploadImage).toHaveBeenCalledWith(12, 1, expect.any(File));
    expect(screen.getByText(`Image added to “${WORDS[1]?.target ?? ''}”.`)).toBeInTheDocument();
  });

  it("the server's refusal is shown as it says it, and the slide keeps no picture", async () => {
    const refusal = 'Your plan does not include uploading images.';
    const { user } = renderSlides({
      gateway: { uploadImage: vi.fn(() => Promise.reject(new Error(refusal))) },
    });
    await user.upload(fileInput(), pngFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a stored picture is read through the gateway, and Remove image deletes it', async () => {
    const { user, gateway } = renderSlides({ resource: resourceWith([STORED]) });
    const image = await screen.findAllByRole('img', { name: WORDS[0]?.target });
    expect(image).toHaveLength(2);
    expect(gateway.image).toHaveBeenCalledTimes(1);
    expect(gateway.image).toHaveBeenCalledWith(12, 41);
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(gateway.removeImage).toHaveBeenCalledWith(12, 41);
    expect(screen.getByRole('button', { name: 'Choose an image' })).toHaveFocus();
    expect(urls.live()).toEqual([]);
  });

  it('leaving the screen revokes every object URL it made', async () => {
    const { unmount } = renderSlides({ resource: resourceWith([STORED]) });
    await screen.findAllByRole('img', { name: WORDS[0]?.target });
    expect(urls.live()).not.toEqual([]);
    unmount();
    expect(urls.live()).toEqual([]);
  });

  it('without the upload privilege the owner is told so, and offered no way to upload', async () => {
    renderSlides({ withheld: ['uploadImages'], resource: resourceWith([STORED]) });
    expect(getRefusal(NOT_IN_PLAN_MESSAGE)).toBeInTheDocument();
    expect(await screen.findAllByRole('img', { name: WORDS[0]?.target })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Choose/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull();
    expect(screen.queryByTestId('slide-drop-zone')).toBeNull();
  });

  it('with the privilege granted in the plan, the controls are there', () => {
    renderSlides({ withheld: ['pdfExport'] });
    expect(screen.getByRole('button', { name: 'Choose an image' })).toBeInTheDocument();
    expect(screen.queryByText(refusalText(NOT_IN_PLAN_MESSAGE))).toBeNull();
  });

  it('the public door reads shared pictures and offers no controls', async () => {
    const { gateway } = renderSlides({
      door: 'public',
      resource: resourceWith([STORED], { owner: false, visibility: 'PUBLIC' }),
    });
    expect(await screen.findAllByRole('img', { name: WORDS[0]?.target })).toHaveLength(2);
    expect(gateway.sharedImage).toHaveBeenCalledWith(12, 41);
    expect(gateway.image).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Choose/ })).toBeNull();
    expect(screen.queryByTestId('slide-drop-zone')).toBeNull();
    expect(screen.queryByText(refusalText(NOT_IN_PLAN_MESSAGE))).toBeNull();
  });

  it("someone else's resource shows its pictures but offers no controls", () => {
    renderSlides({ resource: resourceWith([], { owner: false, ownerName: 'Sam Smith' }) });
    expect(screen.queryByRole('button', { name: /Choose/ })).toBeNull();
    expect(screen.queryByTestId('slide-drop-zone')).toBeNull();
  });
});

describe('the teaching screen', () => {
  it('offers the vocabulary slides among the games', async () => {
    const app = renderApp('/text_translation/12', {
      role: 'public',
      resources: { get: () => Promise.resolve(resourceWith([])) },
    });
    const games = await screen.findByRole('region', { name: 'Games' });
    await app.user.click(within(games).getByText('Vocabulary slides', { selector: 'summary' }));
    expect(within(games).getByRole('heading', { name: 'Vocabulary slides' })).toBeVisible();
    expect(within(games).getByText(status(1))).toBeInTheDocument();
  });
});
