import type { LanguageCode } from '@/domain/catalog/languages';
import type { AlignedSentence, ResourceContent } from '@/domain/resource/content';

/*
 * The teaching screen's audio player reads a resource's content sentence by sentence. A pupil's
 * task carries only the text (a snapshot taken when the homework was set), so the player is
 * given the text cut into sentences (the runtime's sentence segmenter, paragraphs kept), with no
 * translation, chunks or tokens: nothing the voiceover does not read.
 */

const EMPTY = { text: '', tokens: [] } as const;

/** The content the audio player reads for a listening task's text. */
export function listeningContent(text: string, language: LanguageCode): ResourceContent {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  const sentences: AlignedSentence[] = [];
  text.split(/\n\s*\n/u).forEach((paragraph, index) => {
    for (const { segment } of segmenter.segment(paragraph)) {
      const said = segment.trim();
      if (said === '') continue;
      sentences.push({
        id: sentences.length + 1,
        paragraph: index,
        target: { text: said, tokens: [] },
        native: EMPTY,
        chunks: [],
      });
    }
  });
  return {
    language: { target: language, native: language },
    resourceType: 'text',
    title: { target: '', native: '' },
    speakers: [],
    sentences,
    vocabulary: [],
    facts: [],
    unstated: [],
  };
}
