import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { Resource, ResourceGateway, ResourceImage } from '@/application/resources/ports';
import type { PrivilegeName } from '@/domain/privileges/privileges';
import { ServicesProvider } from '@/ui/app/ServicesContext';
import { SlideImages } from '@/ui/pages/teaching/slides/SlideImages';
import { useResourceImages } from '@/ui/pages/teaching/slides/useResourceImages';
import { VocabSlides } from '@/ui/pages/teaching/slides/VocabSlides';
import { resource as fakeResource } from '../../../../application/resources/fakes';
import { fakeServices } from '../../../support/services';

/** The first bytes of every PNG file, then enough of a header to look like one. */
export const PNG_BYTES = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

export const pngFile = (name = 'market.png') => new File([PNG_BYTES], name, { type: 'image/png' });

/** A resource with the test's images (the shared fake may predate the images field). */
export function resourceWith(images: readonly ResourceImage[], overrides: Partial<Resource> = {}) {
  return { ...fakeResource({ status: 'ready', ...overrides }), images } as Resource;
}

/** Object URLs for jsdom, which has none: each blob gets `blob:slides/<n>`; revocations are kept. */
export function installObjectUrls() {
  let next = 0;
  const live = new Map<string, Blob>();
  const createObjectURL = vi.fn((blob: Blob) => {
    next += 1;
    const url = `blob:slides/${String(next)}`;
    live.set(url, blob);
    return url;
  });
  const revokeObjectURL = vi.fn((url: string) => {
    live.delete(url);
  });
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: revokeObjectURL });
  return { createObjectURL, revokeObjectURL, live: () => [...live.keys()] };
}

export function removeObjectUrls() {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
}

/** A signed-in teacher whose plan grants exactly `granted` (a record the session token carries). */
/** The slides and a picture strip over one `useResourceImages`, as the teaching screen puts them. */
function SlidesHarness({
  resource,
  door,
}: {
  readonly resource: Resource;
  readonly door: 'teacher' | 'public';
}) {
  const images = useResourceImages(resource, door);
  return (
    <main>
      <VocabSlides resource={resource} door={door} images={images} />
      <SlideImages resource={resource} images={images} variant="strip" label="Pictures" />
      <label>
        Notes
        <input />
      </label>
    </main>
  );
}

export interface SlidesOptions {
  readonly resource?: Resource;
  readonly door?: 'teacher' | 'public';
  /** The features the plan lacks; none (the default set) when left out. */
  readonly withheld?: readonly PrivilegeName[];
  readonly gateway?: Partial<ResourceGateway>;
}

/** Renders the slides over fake services whose image calls are spies. */
export function renderSlides(options: SlidesOptions = {}) {
  let nextId = 500;
  const gateway = {
    image: vi.fn((_id: number, _imageId: number) =>
      Promise.resolve(new Blob([PNG_BYTES], { type: 'image/png' })),
    ),
    sharedImage: vi.fn((_id: number, _imageId: number) =>
      Promise.resolve(new Blob([PNG_BYTES], { type: 'image/png' })),
    ),
    uploadImage: vi.fn((_id: number, slot: number, file: Blob): Promise<ResourceImage> =>
      Promise.resolve({ id: (nextId += 1), slot, mimeType: 'image/png', byteLength: file.size }),
    ),
    removeImage: vi.fn((_id: number, _imageId: number) => Promise.resolve()),
    ...options.gateway,
  };
  const { services } = fakeServices({
    role: 'public',
    withheld: options.withheld,
    resources: gateway,
  });
  const resource = options.resource ?? resourceWith([]);
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter>
      <ServicesProvider value={services}>
        <SlidesHarness resource={resource} door={options.door ?? 'teacher'} />
      </ServicesProvider>
    </MemoryRouter>,
  );
  return { ...view, user, gateway, resource };
}
