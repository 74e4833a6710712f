import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, countryByCode, isCountryCode } from '@/domain/catalog/countries';
import { DEFAULT_COUNTRY } from '@/domain/session/userInfo';

describe('countries', () => {
  it('lists about two hundred countries', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
  });

  it('uses unique ISO 3166-1 alpha-3 codes', () => {
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRIES.length);
  });

  it('gives every country a unique English name, sorted alphabetically', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(new Set(names).size).toBe(names.length);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('includes the default country of a session', () => {
    expect(countryByCode(DEFAULT_COUNTRY)?.name).toBe('United States');
  });

  it('finds the countries Parlo is used in most by code', () => {
    expect(countryByCode('GBR')?.name).toBe('United Kingdom');
    expect(countryByCode('IRL')?.name).toBe('Ireland');
    expect(countryByCode('ESP')?.name).toBe('Spain');
  });

  it('returns undefined for an unknown or lower-case code', () => {
    expect(countryByCode('XXX')).toBeUndefined();
    expect(countryByCode('usa')).toBeUndefined();
    expect(isCountryCode('GB')).toBe(false);
    expect(isCountryCode('GBR')).toBe(true);
  });
});
