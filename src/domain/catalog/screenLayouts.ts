// The teaching screen's ten layouts (spec §9: "10 screen layouts (images on layouts 5, 6, 8, 9)").
// Each says what it shows and how, so the screen, the settings box and the image upload read
// one list: layouts 5, 6, 8 and 9 have room for images, so the image upload is offered only there.

/**
 * How a layout arranges the resource's images: a row, a column, one large picture, a grid (the
 * names of the picture component's variants, so a layout's arrangement can be passed straight on).
 */
export type ImageArrangement = 'strip' | 'column' | 'single' | 'gallery';

/** How a layout arranges the two texts. */
export type TextArrangement =
  /** Two columns, each text whole, widths from the split setting. */
  | 'columns'
  /** One text above the other, each whole. */
  | 'stacked'
  /** Sentence by sentence, each translation under its sentence. */
  | 'interlinear'
  /** Sentence by sentence in two columns, each sentence level with its translation. */
  | 'rows'
  /** One sentence and its translation at a time. */
  | 'focus';

export interface ScreenLayout {
  readonly id: number;
  /** Short name for the layout menu. */
  readonly name: string;
  /** What the layout is for in a lesson, one line. */
  readonly description: string;
  readonly texts: TextArrangement;
  /** Where the images go; absent on layouts without images. */
  readonly images?: ImageArrangement;
  /** The questions sit beside the texts instead of below the games. */
  readonly questionsBeside: boolean;
  readonly hasImages: boolean;
}

export const SCREEN_LAYOUTS = [
  // The everyday layout: read the text and glance across at the translation.
  {
    id: 1,
    name: 'Side by side',
    description: 'The text and its translation in two columns.',
    texts: 'columns',
    questionsBeside: false,
    hasImages: false,
  },
  // Long lines for a wide text, or reading the whole text before looking at the translation.
  {
    id: 2,
    name: 'Stacked',
    description: 'The text above its translation, each the full width.',
    texts: 'stacked',
    questionsBeside: false,
    hasImages: false,
  },
  // Close reading and decoding: every sentence with its meaning right under it, smaller, so the
  // eye stays on the target language.
  {
    id: 3,
    name: 'Interlinear',
    description: 'Each sentence with its translation under it, smaller.',
    texts: 'interlinear',
    questionsBeside: false,
    hasImages: false,
  },
  // Comparing structure: word order, gender, tenses across the two languages, row by row.
  {
    id: 4,
    name: 'Aligned rows',
    description: 'Sentence pairs in two columns, each sentence level with its translation.',
    texts: 'rows',
    questionsBeside: false,
    hasImages: false,
  },
  // Pre-teaching vocabulary: the pictures first, then the text they come from.
  {
    id: 5,
    name: 'Images above',
    description: 'A strip of images above the text and its translation side by side.',
    texts: 'columns',
    images: 'strip',
    questionsBeside: false,
    hasImages: true,
  },
  // Matching words to pictures while reading: the images stay in view beside the texts.
  {
    id: 6,
    name: 'Images beside',
    description: 'The text above its translation, with a column of images beside them.',
    texts: 'stacked',
    images: 'column',
    questionsBeside: false,
    hasImages: true,
  },
  // Choral reading, drilling and dictation: one sentence pair, large enough for the back row.
  {
    id: 7,
    name: 'Focus',
    description: 'One sentence and its translation at a time, large, with Previous and Next.',
    texts: 'focus',
    questionsBeside: false,
    hasImages: false,
  },
  // Picture talk and prediction: describe the picture, then read about it.
  {
    id: 8,
    name: 'Large picture',
    description: 'One large image beside the text and its translation.',
    texts: 'stacked',
    images: 'single',
    questionsBeside: false,
    hasImages: true,
  },
  // Reviewing vocabulary after reading: every image under the texts, in a grid.
  {
    id: 9,
    name: 'Image gallery',
    description: 'The text and its translation side by side, with the images in a grid below.',
    texts: 'columns',
    images: 'gallery',
    questionsBeside: false,
    hasImages: true,
  },
  // Comprehension work: the class answers the questions with the text in view.
  {
    id: 10,
    name: 'Text and questions',
    description: 'The text and its translation with the questions beside them.',
    texts: 'stacked',
    questionsBeside: true,
    hasImages: false,
  },
] as const satisfies readonly ScreenLayout[];
export type ScreenLayoutId = (typeof SCREEN_LAYOUTS)[number]['id'];

/** The layout with this id; layout 1 for an id that is not one. */
export function screenLayout(id: number): ScreenLayout {
  return SCREEN_LAYOUTS.find((layout) => layout.id === id) ?? SCREEN_LAYOUTS[0];
}

export function layoutHasImages(id: number): boolean {
  return SCREEN_LAYOUTS.find((layout) => layout.id === id)?.hasImages ?? false;
}

/** The layout's entry in the layout menu: "3 · Interlinear". */
export function layoutLabel(id: number): string {
  return `${String(id)} · ${screenLayout(id).name}`;
}

/**
 * Whether the layout sets the texts sentence by sentence (interlinear, aligned rows, focus), so
 * each text needs a sentence per line whatever the line-break setting says.
 */
export function layoutNeedsSentenceLines(id: number): boolean {
  const { texts } = screenLayout(id);
  return texts === 'interlinear' || texts === 'rows' || texts === 'focus';
}
