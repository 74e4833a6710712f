// The teaching screen's ten layouts (spec §9); layouts 5, 6, 8 and 9 have room for images, so
// the image upload is offered only with those.

export const SCREEN_LAYOUTS = [
  { id: 1, hasImages: false },
  { id: 2, hasImages: false },
  { id: 3, hasImages: false },
  { id: 4, hasImages: false },
  { id: 5, hasImages: true },
  { id: 6, hasImages: true },
  { id: 7, hasImages: false },
  { id: 8, hasImages: true },
  { id: 9, hasImages: true },
  { id: 10, hasImages: false },
] as const;
export type ScreenLayoutId = (typeof SCREEN_LAYOUTS)[number]['id'];

export function layoutHasImages(id: number): boolean {
  return SCREEN_LAYOUTS.find((layout) => layout.id === id)?.hasImages ?? false;
}
