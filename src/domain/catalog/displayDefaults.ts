// Defaults of the teaching screen's display settings (spec §9). The font-size rules and their
// default live in src/domain/display/fontSize.ts.

export const FONT_FAMILY_DEFAULT = 'Tahoma';
export const LINE_HEIGHT_DEFAULT = 1.5;
