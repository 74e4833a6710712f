import { describe, expect, it } from 'vitest';
import {
  checkProfileForm,
  COUNTRY_MESSAGE,
  LANGUAGE_MESSAGE,
  profileFormValues,
  TOO_MANY_PROFILES_MESSAGE,
  USER_NAME_KEPT_MESSAGE,
} from '@/application/account/profileForm';
import { VALIDATION_MESSAGES } from '@/domain/validation/patterns';
import {
  TEACHER_PROFILE_MESSAGES,
  TEACHER_PROFILES_MAX,
} from '@/domain/validation/teacherProfiles';
import { profile } from './fakes';

const start = profileFormValues(profile());

describe('the Profile form', () => {
  it('starts from the profile, an absent user name as an empty field', () => {
    expect(start).toEqual({
      fullName: 'Ada Lovelace',
      userName: '',
      country: 'GBR',
      enableExperimentalFeatures: false,
      teacherProfiles: [
        { key: 'saved-1', name: 'Year 8', nativeLanguage: 'en', targetLanguage: 'es' },
      ],
    });
  });

  it('sends every field, trimmed, with the teaching profiles as the whole new list', () => {
    const result = checkProfileForm(
      {
        ...start,
        fullName: '  Ada King ',
        userName: ' ada.k ',
        enableExperimentalFeatures: true,
        teacherProfiles: [
          ...start.teacherProfiles,
          { key: 'new-1', name: ' GCSE French ', nativeLanguage: 'en', targetLanguage: 'fr' },
        ],
      },
      profile(),
    );
    expect(result).toEqual({
      ok: true,
      changes: {
        fullName: 'Ada King',
        userName: 'ada.k',
        country: 'GBR',
        enableExperimentalFeatures: true,
        teacherProfiles: [
          { name: 'Year 8', nativeLanguage: 'en', targetLanguage: 'es' },
          { name: 'GCSE French', nativeLanguage: 'en', targetLanguage: 'fr' },
        ],
      },
    });
  });

  it('an empty user name where none was set is not sent', () => {
    const result = checkProfileForm(start, profile());
    expect(result.ok && 'userName' in result.changes).toBe(false);
  });

  it('a user name once set cannot be emptied', () => {
    const result = checkProfileForm({ ...start, userName: '' }, profile({ userName: 'ada' }));
    expect(result).toMatchObject({
      ok: false,
      errors: { fields: { userName: USER_NAME_KEPT_MESSAGE } },
    });
  });

  it.each(['ab', 'ada lovelace', 'a'.repeat(41), 'ada@school'])(
    'the user name %j breaks the rule of 3 to 40 letters, digits, dots, hyphens, underscores',
    (userName) => {
      expect(checkProfileForm({ ...start, userName }, profile())).toMatchObject({
        ok: false,
        errors: { fields: { userName: VALIDATION_MESSAGES.userName } },
      });
    },
  );

  it('names, countries and profile rows are checked together, each message where it belongs', () => {
    const result = checkProfileForm(
      {
        ...start,
        fullName: 'Ada 2',
        country: 'XXX',
        teacherProfiles: [
          { key: 'saved-1', name: '  ', nativeLanguage: 'en', targetLanguage: 'es' },
          { key: 'new-1', name: 'Latin', nativeLanguage: 'en', targetLanguage: 'tlh' },
          { key: 'new-2', name: 'x'.repeat(61), nativeLanguage: 'en', targetLanguage: 'fr' },
          { key: 'new-3', name: 'Fine', nativeLanguage: 'en', targetLanguage: 'fr' },
        ],
      },
      profile(),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        fields: { fullName: VALIDATION_MESSAGES.name, country: COUNTRY_MESSAGE },
        teacherProfiles: {
          'saved-1': { name: VALIDATION_MESSAGES.profileName },
          'new-1': { targetLanguage: LANGUAGE_MESSAGE },
          'new-2': { name: VALIDATION_MESSAGES.profileName },
        },
      },
    });
  });

  it('an empty full name is "required"', () => {
    expect(checkProfileForm({ ...start, fullName: ' ' }, profile())).toMatchObject({
      ok: false,
      errors: { fields: { fullName: VALIDATION_MESSAGES.required } },
    });
  });

  it('no teaching profile at all is allowed, and sent as an empty list', () => {
    expect(checkProfileForm({ ...start, teacherProfiles: [] }, profile())).toMatchObject({
      ok: true,
      changes: { teacherProfiles: [] },
    });
  });

  it('marks a second profile of the same name (any case) and every profile past the limit', () => {
    const row = (key: string, name: string) => ({
      key,
      name,
      nativeLanguage: 'en',
      targetLanguage: 'es',
    });
    const twice = checkProfileForm(
      { ...start, teacherProfiles: [...start.teacherProfiles, row('new-1', ' year 8 ')] },
      profile(),
    );
    expect(twice).toEqual({
      ok: false,
      errors: {
        fields: {},
        teacherProfiles: { 'new-1': { name: TEACHER_PROFILE_MESSAGES.duplicate } },
      },
    });
    const rows = Array.from({ length: TEACHER_PROFILES_MAX + 2 }, (_, i) => row(`r${i}`, `C${i}`));
    const tooMany = checkProfileForm({ ...start, teacherProfiles: rows }, profile());
    expect(tooMany.ok ? {} : tooMany.errors.teacherProfiles).toEqual({
      [`r${TEACHER_PROFILES_MAX}`]: { name: TOO_MANY_PROFILES_MESSAGE },
      [`r${TEACHER_PROFILES_MAX + 1}`]: { name: TOO_MANY_PROFILES_MESSAGE },
    });
    expect(
      checkProfileForm(
        { ...start, teacherProfiles: rows.slice(0, TEACHER_PROFILES_MAX) },
        profile(),
      ).ok,
    ).toBe(true);
  });
});
