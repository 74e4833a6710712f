// The class languages a teacher can create resources in (spec §9: 38 languages, Afrikaans to
// Yoruba). The spec does not list them; this set is what schools in the UK, Ireland and the US
// teach as modern, community or classical languages. Persian is left out on purpose: it is
// written right to left, and the spec names exactly four RTL languages (Arabic, Urdu, Pashto,
// Hebrew).
import { isOneOf } from './membership';

/** How a non-Latin script can be shown with a reading aid above or beside it (spec §9). */
export const TRANSLITERATION_KINDS = ['furigana', 'romaji', 'pinyin', 'latin'] as const;
export type TransliterationKind = (typeof TRANSLITERATION_KINDS)[number];

export interface Language {
  /** BCP-47 primary language subtag, as the matching rules and the server use it. */
  readonly code: string;
  /** English name, the sort key of the list. */
  readonly name: string;
  /** The language's name for itself, shown next to the English name. */
  readonly nativeName: string;
  /** Right-to-left script: the teaching screen flips its text direction. */
  readonly rtl: boolean;
  /** Reading aids offered for this language; empty for Latin-script languages. */
  readonly transliterations: readonly TransliterationKind[];
  /** Locale handed to speech synthesis and recognition. */
  readonly speechLocale: string;
}

// Speech locales prefer the European variant where a school in the UK or Ireland would
// (es-ES, pt-PT, en-GB). Latin has no speech engine locale; 'la' lets the engine fall back.
export const LANGUAGES = [
  {
    code: 'af',
    name: 'Afrikaans',
    nativeName: 'Afrikaans',
    rtl: false,
    transliterations: [],
    speechLocale: 'af-ZA',
  },
  {
    code: 'ar',
    name: 'Arabic',
    nativeName: 'العربية',
    rtl: true,
    transliterations: ['latin'],
    speechLocale: 'ar-SA',
  },
  {
    code: 'bn',
    name: 'Bengali',
    nativeName: 'বাংলা',
    rtl: false,
    transliterations: ['latin'],
    speechLocale: 'bn-BD',
  },
  {
    code: 'ca',
    name: 'Catalan',
    nativeName: 'Català',
    rtl: false,
    transliterations: [],
    speechLocale: 'ca-ES',
  },
  {
    code: 'cs',
    name: 'Czech',
    nativeName: 'Čeština',
    rtl: false,
    transliterations: [],
    speechLocale: 'cs-CZ',
  },
  {
    code: 'da',
    name: 'Danish',
    nativeName: 'Dansk',
    rtl: false,
    transliterations: [],
    speechLocale: 'da-DK',
  },
  {
    code: 'nl',
    name: 'Dutch',
    nativeName: 'Nederlands',
    rtl: false,
    transliterations: [],
    speechLocale: 'nl-NL',
  },
  {
    code: 'en',
    name: 'English',
    nativeName: 'English',
    rtl: false,
    transliterations: [],
    speechLocale: 'en-GB',
  },
  {
    code: 'fr',
    name: 'French',
    nativeName: 'Français',
    rtl: false,
    transliterations: [],
    speechLocale: 'fr-FR',
  },
  {
    code: 'de',
    name: 'German',
    nativeName: 'Deutsch',
    rtl: false,
    transliterations: [],
    speechLocale: 'de-DE',
  },
  {
    code: 'el',
    name: 'Greek',
    nativeName: 'Ελληνικά',
    rtl: false,
    transliterations: ['latin'],
    speechLocale: 'el-GR',
  },
  {
    code: 'gu',
    name: 'Gujarati',
    nativeName: 'ગુજરાતી',
    rtl: false,
    transliterations: ['latin'],
    speechLocale: 'gu-IN',
  },
  {
    code: 'he',
    name: 'Hebrew',
    nativeName: 'עברית',
    rtl: true,
    transliterations: ['latin'],
    speechLocale: 'he-IL',
  },
  {
    code: 'hi',
    name: 'Hindi',
    nativeName: 'हिन्दी',
    rtl: false,
    transliterations: ['latin'],
    speechLocale: 'hi-IN',
  },
  {
    code: 'ga',
    name: 'Irish',
    nativeName: 'Gaeilge',
    rtl: false,
    transliterations: [],
    speechLocale: 'ga-IE',
  },
  {
    code: 'it',
    name: 'Italian',
    nativeName: 'Italiano',
    rtl: false,
    transliterations: [],
    speechLocale: 'it-IT',
  },
  {
    code: 'ja',
    name: 'Japanese',
    nativeName: '日本語',
    rtl: false,
    transliterations: ['furigana', 'romaji'],
    speechLocale: 'ja-JP',
  },
  {
    code: 'ko',
    name: 'Korean',
    nativeName: '한국어',
    rtl: false,
    transliterations: ['latin'],
    speechLocale: 'ko-KR',
  },
  {
    code: 'la',
    name: 'Latin',
    nativeName: 'Latina',
    rtl: false,
    transliterations: [],
    speechLocale: 'la',
  },
  {
    code: 'zh',
    name: 'Mandarin Chinese',
    nativeName: '中文',
    rtl: false,
    transliterations: ['pinyin'],
    speechLocale: 'zh-CN',
  },
  {
    code: 'no',
    name: 'Norwegian',
    nativeName: 'Norsk',
    rtl: false,
    transliterations: [],
    speechLocale: 'nb-NO',
  },
  {
    code: 'ps',
    name: 'Pashto',
    nativeName: 'پښتو',
    rtl: true,
    transliterations: ['latin'],
    speechLocale: 'ps-AF',
  },
  {
    code: 'pl',
    name: 'Polish',
    nativeName: 'Polski',
    rtl: false,
    transliterations: [],
    speechLocale: 'pl-PL',
  },
  {
    code: 'pt',
    name: 'Portuguese',
    nativeName: 'Português',
    rtl: false,
    transliterations: [],
    speechLocale: 'pt-PT',
  },
  {
    code: 'pa',
    name: 'Punjabi',
    nativeName: 'ਪੰਜਾਬੀ',
    rtl: false,
    transliterations: ['latin'],
    speechLocale: 'pa-IN',
  },
  {
    code: 'ro',
    name: 'Romanian',
    nativeName: 'Română',
    rtl: false,
    transliterations: [],
    speechLocale: 'ro-RO',
  },
  {
    code: 'ru',
    name: 'Russian',
    nativeName: 'Русский',
    rtl: false,
    transliterations: ['latin'],
    speechLocale: 'ru-RU',
  },
  {
    code: 'so',
    name: 'Somali',
    nativeName: 'Soomaali',
    rtl: false,
    transliterations: [],
    speechLocale: 'so-SO',
  },
  {
    code: 'es',
    name: 'Spanish',
    nativeName: 'Español',
    rtl: false,
    transliterations: [],
    speechLocale: 'es-ES',
  },
  {
    code: 'sw',
    name: 'Swahili',
    nativeName: 'Kiswahili',
    rtl: false,
    transliterations: [],
    speechLocale: 'sw-KE',
  },
  {
    code: 'sv',
    name: 'Swedish',
    nativeName: 'Svenska',
    rtl: false,
    transliterations: [],
    speechLocale: 'sv-SE',
  },
  {
    code: 'tl',
    name: 'Tagalog',
    nativeName: 'Tagalog',
    rtl: false,
    transliterations: [],
    speechLocale: 'fil-PH',
  },
  {
    code: 'tr',
    name: 'Turkish',
    nativeName: 'Türkçe',
    rtl: false,
    transliterations: [],
    speechLocale: 'tr-TR',
  },
  {
    code: 'uk',
    name: 'Ukrainian',
    nativeName: 'Українська',
    rtl: false,
    transliterations: ['latin'],
    speechLocale: 'uk-UA',
  },
  {
    code: 'ur',
    name: 'Urdu',
    nativeName: 'اردو',
    rtl: true,
    transliterations: ['latin'],
    speechLocale: 'ur-PK',
  },
  {
    code: 'vi',
    name: 'Vietnamese',
    nativeName: 'Tiếng Việt',
    rtl: false,
    transliterations: [],
    speechLocale: 'vi-VN',
  },
  {
    code: 'cy',
    name: 'Welsh',
    nativeName: 'Cymraeg',
    rtl: false,
    transliterations: [],
    speechLocale: 'cy-GB',
  },
  {
    code: 'yo',
    name: 'Yoruba',
    nativeName: 'Yorùbá',
    rtl: false,
    transliterations: [],
    speechLocale: 'yo-NG',
  },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return isOneOf(LANGUAGE_CODES, value);
}

/** The language with this code, or undefined for a code outside the catalogue. */
export function languageByCode(code: string): Language | undefined {
  return LANGUAGES.find((language) => language.code === code);
}

/** Whether text in this language runs right to left; unknown codes run left to right. */
/** The language's English name for labels; an unknown code is shown as it is. */
export function languageName(code: string): string {
  return languageByCode(code)?.name ?? code;
}

export function isRtl(code: string): boolean {
  return languageByCode(code)?.rtl ?? false;
}

/** Reading aids offered for this language; none for an unknown code. */
export function transliterationsOf(code: string): readonly TransliterationKind[] {
  return languageByCode(code)?.transliterations ?? [];
}
