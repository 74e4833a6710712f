import { vi } from 'vitest';
import type { AccountGateway, AccountProfile } from '@/application/account/ports';

/** A teacher's profile as GET /account_setting answers it: the one fake profile every layer's tests start from. */
export function profile(overrides: Partial<AccountProfile> = {}): AccountProfile {
  return {
    id: 7,
    email: 'ada@school.example',
    fullName: 'Ada Lovelace',
    userName: null,
    country: 'GBR',
    role: 'public',
    subscription: null,
    teacherProfiles: [{ id: 1, name: 'Year 8', nativeLanguage: 'en', targetLanguage: 'es' }],
    organisation: null,
    selectedTeacherProfile: 1,
    pupilPlatformAllowed: true,
    totalTeachersAllowed: 1,
    remainingTeachers: 0,
    remainingPupils: 30,
    totalPupilsAllowed: 30,
    enableExperimentalFeatures: false,
    ...overrides,
  };
}

const unexpected = () => Promise.reject(new Error('not expected in this test'));

/** A gateway whose every call is a spy; tests give the ones they use an implementation. */
export function fakeGateway(calls: Partial<AccountGateway> = {}) {
  return {
    register: vi.fn<AccountGateway['register']>(calls.register ?? unexpected),
    verifyEmail: vi.fn<AccountGateway['verifyEmail']>(calls.verifyEmail ?? unexpected),
    forgotPassword: vi.fn<AccountGateway['forgotPassword']>(calls.forgotPassword ?? unexpected),
    setNewPassword: vi.fn<AccountGateway['setNewPassword']>(calls.setNewPassword ?? unexpected),
    getProfile: vi.fn<AccountGateway['getProfile']>(calls.getProfile ?? unexpected),
    updateProfile: vi.fn<AccountGateway['updateProfile']>(calls.updateProfile ?? unexpected),
    changePassword: vi.fn<AccountGateway['changePassword']>(calls.changePassword ?? unexpected),
  };
}
