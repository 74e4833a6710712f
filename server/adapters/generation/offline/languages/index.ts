import { withShortAnswers } from '../ellipsis';
import type { LanguageModule } from '../language';
import type { Lang } from '../model';
import { german } from './de';
import { english } from './en';
import { spanish } from './es';
import { french } from './fr';
import { italian } from './it';
import { portuguese } from './pt';

/** The six languages the offline generator writes, each with the module that renders it. */
export const LANGUAGE_MODULES: Readonly<Record<Lang, LanguageModule>> = {
  en: withShortAnswers(english),
  es: withShortAnswers(spanish),
  fr: withShortAnswers(french),
  de: withShortAnswers(german),
  it: withShortAnswers(italian),
  pt: withShortAnswers(portuguese),
};
