import type { ObjectUrls } from '@/application/teaching/ports';

/** The browser's object URLs, looked up at each call (tests install their own on `URL`). */
export function createBrowserObjectUrls(): ObjectUrls {
  return {
    make: (bytes) => URL.createObjectURL(bytes),
    release: (url) => URL.revokeObjectURL(url),
  };
}
