import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryFromLocales } from '@/application/account/countryFromLocales';
import { COUNTRIES, isCountryCode } from '@/domain/catalog/countries';

describe('the registration form’s default country', () => {
  it.each([
    [['en-GB'], 'GBR'],
    [['de-AT', 'de'], 'AUT'],
    [['zh-Hant-TW'], 'TWN'],
    [['pt-br'], 'BRA'],
    [['fr', 'es-MX'], 'MEX'],
  ])('%j gives %s: the first language that names a region', (locales, expected) => {
    expect(countryFromLocales(locales)).toBe(expected);
  });

  it.each([[[]], [['fr']], [['es-419']], [['not a tag!']], [['en-ZZ']]])(
    '%j names no country of the catalogue, so the default is USA (spec §3)',
    (locales) => {
      expect(countryFromLocales(locales)).toBe('USA');
    },
  );

  it('every country of the catalogue is reached from some region code', () => {
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const reached = new Set(
      letters.flatMap((a) => letters.map((b) => countryFromLocales([`en-${a}${b}`]))),
    );
    expect(reached).toEqual(new Set(COUNTRIES.map((country) => country.code)));
  });

  it('whatever the browser says, the answer is a country of the catalogue', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (locales) => isCountryCode(countryFromLocales(locales))),
    );
  });
});
