import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@/domain/validation/patterns';
import {
  TEACHER_PROFILE_MESSAGES,
  TEACHER_PROFILES_MAX,
} from '@/domain/validation/teacherProfiles';
import { PROFILE_SAVED_MESSAGE } from '@/ui/pages/account/ProfileForm';
import { renderApp } from '../../support/renderApp';
import { FAKE_MESSAGES, fakeProfile } from '../../support/services';

type App = ReturnType<typeof renderApp>;

async function openProfile(options: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp('/account_setting', { role: 'public', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  await screen.findByLabelText('Full name');
  return app;
}

const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving…)$/ });

/** The labels of the header menu's entries, after opening it. */
async function menuLabels(app: App): Promise<string[]> {
  const banner = screen.getByRole('banner');
  const button = within(banner).getByRole('button', { name: /Menu/ });
  if (button.getAttribute('aria-expanded') !== 'true') await app.user.click(button);
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
  const labels = within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
  await app.user.keyboard('{Escape}');
  return labels;
}

describe('/account_setting loads the profile', () => {
  it('fills the form from GET /account_setting', async () => {
    const app = await openProfile({ profile: { fullName: 'Tess Teacher', country: 'IRL' } });
    expect(app.accountGateway.getProfile).toHaveBeenCalled();
    expect(screen.getByLabelText('Full name')).toHaveValue('Tess Teacher');
    expect(screen.getByLabelText('User name')).toHaveValue('');
    expect(screen.getByLabelText('Country')).toHaveValue('IRL');
    expect(screen.getByLabelText('Show experimental features')).not.toBeChecked();
    const row = screen.getByRole('group', { name: 'Profile 1' });
    expect(within(row).getByLabelText('Profile name')).toHaveValue('Year 8 Spanish');
    expect(within(row).getByLabelText('Native language')).toHaveValue('en');
    expect(within(row).getByLabelText('Target language')).toHaveValue('es');
  });

  it('says why the profile could not load, and tries again on request', async () => {
    let attempts = 0;
    const app = renderApp('/account_setting', {
      role: 'public',
      account: {
        getProfile: () => {
          attempts += 1;
          return attempts === 1
            ? Promise.reject(new Error('The server could not be reached'))
            : Promise.resolve(fakeProfile());
        },
      },
    });
    // The page shares the load that sign-in started, rather than asking twice.
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached');
    expect(app.accountGateway.getProfile).toHaveBeenCalledTimes(1);
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(app.accountGateway.getProfile).toHaveBeenCalledTimes(2);
  });
});

describe('saving the profile', () => {
  it('checks the fields first and focuses the first one in error', async () => {
    const app = await openProfile();
    await app.user.clear(screen.getByLabelText('Full name'));
    await app.user.type(screen.getByLabelText('User name'), 'a b');
    await app.user.click(saveButton());
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.required,
    );
    expect(screen.getByLabelText('User name')).toHaveAccessibleDescription(
      expect.stringContaining('Use 3 to 40 letters'),
    );
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(app.accountGateway.updateProfile).not.toHaveBeenCalled();
    // Messages then follow the typing.
    await app.user.type(screen.getByLabelText('Full name'), 'Ada');
    expect(screen.getByLabelText('Full name')).not.toHaveAccessibleDescription(
      VALIDATION_MESSAGES.required,
    );
  });

  it('adds and removes teaching profiles with the keyboard focus kept in place', async () => {
    const app = await openProfile();
    await app.user.click(screen.getByRole('button', { name: 'Add a teaching profile' }));
    const added = screen.getByRole('group', { name: 'Profile 2' });
    expect(within(added).getByLabelText('Profile name')).toHaveFocus();
    await app.user.click(screen.getByRole('button', { name: 'Remove profile 1' }));
    expect(screen.queryByRole('group', { name: 'Profile 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a teaching profile' })).toHaveFocus();
  });

  it(`stops adding at ${TEACHER_PROFILES_MAX} profiles and says why`, async () => {
    const teacherProfiles = Array.from({ length: TEACHER_PROFILES_MAX - 1 }, (_, i) => ({
      id: i + 1,
      name: `Class ${i + 1}`,
      nativeLanguage: 'en',
      targetLanguage: 'es',
    }));
    const app = await openProfile({ profile: { teacherProfiles } });
    const add = screen.getByRole('button', { name: 'Add a teaching profile' });
    expect(add).not.toHaveAttribute('aria-disabled', 'true');
    await app.user.click(add);
    expect(screen.getByRole('group', { name: `Profile ${TEACHER_PROFILES_MAX}` })).toBeVisible();
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(
      `You have ${TEACHER_PROFILES_MAX} teaching profiles, the most you can keep. Remove one to add another.`,
    );
    await app.user.click(add);
    expect(
      screen.queryByRole('group', { name: `Profile ${TEACHER_PROFILES_MAX + 1}` }),
    ).not.toBeInTheDocument();
  });

  it('two teaching profiles of one name are refused before sending', async () => {
    const app = await openProfile({
      profile: {
        teacherProfiles: [{ id: 1, name: 'Year 8', nativeLanguage: 'en', targetLanguage: 'es' }],
      },
    });
    await app.user.click(screen.getByRole('button', { name: 'Add a teaching profile' }));
    const added = screen.getByRole('group', { name: 'Profile 2' });
    await app.user.type(within(added).getByLabelText('Profile name'), 'year 8');
    await app.user.click(saveButton());
    expect(within(added).getByLabelText('Profile name')).toHaveAccessibleDescription(
      TEACHER_PROFILE_MESSAGES.duplicate,
    );
    expect(app.accountGateway.updateProfile).not.toHaveBeenCalled();
  });

  it('a new teaching profile needs a name', async () => {
    const app = await openProfile();
    await app.user.click(screen.getByRole('button', { name: 'Add a teaching profile' }));
    await app.user.click(saveButton());
    const added = screen.getByRole('group', { name: 'Profile 2' });
    expect(within(added).getByLabelText('Profile name')).toHaveAccessibleDescription(
      'Give the profile a name of up to 60 characters.',
    );
    expect(within(added).getByLabelText('Profile name')).toHaveFocus();
    expect(app.accountGateway.updateProfile).not.toHaveBeenCalled();
  });

  it('sends the form with PUT and confirms with a toast', async () => {
    const app = await openProfile();
    await app.user.clear(screen.getByLabelText('Full name'));
    await app.user.type(screen.getByLabelText('Full name'), 'Ada King');
    await app.user.type(screen.getByLabelText('User name'), 'ada.king');
    await app.user.selectOptions(screen.getByLabelText('Country'), 'FRA');
    await app.user.click(screen.getByRole('button', { name: 'Add a teaching profile' }));
    const added = screen.getByRole('group', { name: 'Profile 2' });
    await app.user.type(within(added).getByLabelText('Profile name'), 'GCSE French');
    await app.user.selectOptions(within(added).getByLabelText('Target language'), 'fr');
    await app.user.click(saveButton());

    await waitFor(() => expect(app.notifier.success).toHaveBeenCalledWith(PROFILE_SAVED_MESSAGE));
    expect(app.accountGateway.updateProfile).toHaveBeenCalledWith({
      fullName: 'Ada King',
      userName: 'ada.king',
      country: 'FRA',
      enableExperimentalFeatures: false,
      teacherProfiles: [
        { name: 'Year 8 Spanish', nativeLanguage: 'en', targetLanguage: 'es' },
        { name: 'GCSE French', nativeLanguage: 'en', targetLanguage: 'fr' },
      ],
    });
    // The form now shows what the server saved.
    expect(screen.getByLabelText('User name')).toHaveValue('ada.king');
    expect(screen.getAllByRole('group', { name: /^Profile \d$/ })).toHaveLength(2);
  });

  it("shows the server's refusal inline", async () => {
    const app = await openProfile({
      account: {
        updateProfile: () =>
          Promise.reject(new Error('That user name is already taken. Choose another one.')),
      },
    });
    await app.user.type(screen.getByLabelText('User name'), 'taken');
    await app.user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That user name is already taken. Choose another one.',
    );
    expect(app.notifier.success).not.toHaveBeenCalled();
  });

  it('the experimental flag reaches the menu as soon as it is saved, without a reload', async () => {
    const app = await openProfile();
    expect(await menuLabels(app)).not.toContain('Setup Organisation');

    await app.user.click(screen.getByLabelText('Show experimental features'));
    // Not before it is saved.
    expect(await menuLabels(app)).not.toContain('Setup Organisation');
    await app.user.click(saveButton());
    await waitFor(() => expect(app.notifier.success).toHaveBeenCalled());
    expect(await menuLabels(app)).toContain('Setup Organisation');

    await app.user.click(screen.getByLabelText('Show experimental features'));
    await app.user.click(saveButton());
    await waitFor(() => expect(app.notifier.success).toHaveBeenCalledTimes(2));
    expect(await menuLabels(app)).not.toContain('Setup Organisation');
  });

  it('a profile that has the flag shows Setup Organisation from sign-in on', async () => {
    const app = renderApp('/select_resources', {
      role: 'admin',
      profile: { enableExperimentalFeatures: true },
    });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await waitFor(async () => expect(await menuLabels(app)).toContain('Setup Organisation'));
  });
});

describe('changing the password', () => {
  async function fill(app: App, current: string, next: string, confirm = next) {
    await app.user.type(screen.getByLabelText('Current password'), current);
    await app.user.type(screen.getByLabelText('New password'), next);
    await app.user.type(screen.getByLabelText('Confirm new password'), confirm);
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('checks the new password against the rule and the confirmation', async () => {
    const app = await openProfile();
    await fill(app, 'anything', 'weak', 'weaker');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(VALIDATION_MESSAGES.password),
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    expect(app.accountGateway.changePassword).not.toHaveBeenCalled();
  });

  it("shows the server's refusal inline", async () => {
    const app = await openProfile({
      account: {
        changePassword: () => Promise.reject(new Error('Your current password is not right.')),
      },
    });
    await fill(app, 'Wr0ng!pass', 'N3w!password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is not right.',
    );
    expect(app.location()).toBe('/account_setting');
  });

  it('a change ends the session (the server ends them all) and sends the user to sign in', async () => {
    const app = await openProfile();
    await fill(app, '0ld!password', 'N3w!password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(app.accountGateway.changePassword).toHaveBeenCalledWith('0ld!password', 'N3w!password');
    expect(app.notifier.success).toHaveBeenCalledWith(FAKE_MESSAGES.changePassword);
    // After signing in again, the user comes back to Profile.
    expect(app.savedRedirect.get()).toBe('/account_setting');
  });
});
