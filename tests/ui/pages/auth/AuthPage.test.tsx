import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VALIDATION_MESSAGES } from '@/domain/validation/patterns';
import { deferred } from '../../../application/session/fakes';
import { renderApp } from '../../support/renderApp';
import { FAKE_MESSAGES, tokenFor } from '../../support/services';

const loginField = () => screen.getByLabelText('E-mail or username');
const passwordField = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: /Sign in|Signing in/ });

describe('sign-in form', () => {
  it('asks for both fields before sending anything, and focuses the first one in error', async () => {
    const app = renderApp('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await app.user.click(submit());
    expect(screen.getByText('Enter your e-mail address or username.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(loginField()).toHaveAttribute('aria-invalid', 'true');
    expect(loginField()).toHaveAccessibleDescription('Enter your e-mail address or username.');
    expect(loginField()).toHaveFocus();
    expect(app.login).not.toHaveBeenCalled();
  });

  it('clears a message as soon as the field is filled', async () => {
    const app = renderApp('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await app.user.click(submit());
    await app.user.type(loginField(), 'ada');
    expect(screen.queryByText('Enter your e-mail address or username.')).not.toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  });

  it('signs a teacher in and ends on the path the guard remembered, which is then forgotten', async () => {
    const app = renderApp('/preview/42?tab=2', {
      login: () => Promise.resolve(tokenFor('public', 'Grace')),
    });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(app.savedRedirect.get()).toBe('/preview/42?tab=2');

    await app.user.type(loginField(), '  grace@school.example ');
    await app.user.type(passwordField(), 'S3cret!pass');
    await app.user.click(submit());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review your resource' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/preview/42?tab=2');
    expect(app.login).toHaveBeenCalledWith({
      login: 'grace@school.example',
      password: 'S3cret!pass',
    });
    expect(app.storedTokens).toEqual([tokenFor('public', 'Grace')]);
    expect(app.savedRedirect.get()).toBeNull();
    expect(screen.getByRole('button', { name: /Grace/ })).toBeInTheDocument();
  });

  it('without a remembered path, sends a pupil to the pupil home', async () => {
    const app = renderApp('/login', { login: () => Promise.resolve(tokenFor('PUPIL')) });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await app.user.type(loginField(), 'pupil7');
    await app.user.type(passwordField(), 'x');
    await app.user.click(submit());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My homework' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/pupil/home');
  });

  it('disables the form while signing in', async () => {
    const call = deferred<string>();
    const app = renderApp('/signin', { login: () => call.promise });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await app.user.type(loginField(), 'ada');
    await app.user.type(passwordField(), 'pw');
    await app.user.click(submit());

    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(loginField()).toBeDisabled();
    expect(passwordField()).toBeDisabled();

    call.resolve(tokenFor('admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it("shows the session's login error and lets the user try again", async () => {
    let attempts = 0;
    const app = renderApp('/signin', {
      login: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('Wrong username or password'))
          : Promise.resolve(tokenFor('public'));
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await app.user.type(loginField(), 'ada');
    await app.user.type(passwordField(), 'wrong');
    await app.user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password');
    expect(submit()).toBeEnabled();
    expect(app.location()).toBe('/signin');

    await app.user.click(submit());
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('a signed-in user opening /signin goes to the remembered path', async () => {
    const app = renderApp('/signin', { role: 'admin', savedPath: '/user_list' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(app.location()).toBe('/user_list');
  });

  it('never follows a remembered address outside the app', async () => {
    const app = renderApp('/signin', { role: 'public', savedPath: '//evil.example/steal' });
    await waitFor(() => expect(app.location()).toBe('/select_resources'));
  });
});

describe('the sign-in form shows what the server says', () => {
  it.each([
    ['401', 'The e-mail/user name or password is not right.'],
    ['429', 'Too many attempts. Please wait a few minutes.'],
  ])('a %s message appears inline, announced as an alert', async (_status, message) => {
    const app = renderApp('/signin', { login: () => Promise.reject(new Error(message)) });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await app.user.type(loginField(), 'ada@school.example');
    await app.user.type(passwordField(), 'wrong');
    await app.user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(app.location()).toBe('/signin');
  });
});

const registerButton = () =>
  screen.getByRole('button', { name: /Create account|Creating account/ });

async function fillRegistration(app: ReturnType<typeof renderApp>) {
  await app.user.type(screen.getByLabelText('Full name'), ' Ada Lovelace ');
  await app.user.type(screen.getByLabelText('E-mail'), 'ada@school.org ');
  await app.user.type(screen.getByLabelText('Password'), 'Str0ng!pass');
  await app.user.type(screen.getByLabelText('Confirm password'), 'Str0ng!pass');
}

describe('registration', () => {
  it('no longer says that nothing is sent', async () => {
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    expect(screen.queryByText(/nothing (will be|was) sent/)).not.toBeInTheDocument();
    expect(screen.queryByText(/next release/)).not.toBeInTheDocument();
  });

  it('validates the fields with the rules of spec §5 and sends nothing while one fails', async () => {
    const app = renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    await app.user.type(screen.getByLabelText('Full name'), 'Ada 3');
    await app.user.type(screen.getByLabelText('E-mail'), 'ada@school');
    await app.user.type(screen.getByLabelText('Password'), 'password');
    await app.user.type(screen.getByLabelText('Confirm password'), 'passw0rd');
    await app.user.click(registerButton());

    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.name,
    );
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(VALIDATION_MESSAGES.email);
    expect(screen.getByText(VALIDATION_MESSAGES.password)).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(app.accountGateway.register).not.toHaveBeenCalled();
  });

  it('defaults the country to USA when the browser names no region of the list', async () => {
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    // jsdom's browser speaks en-US.
    expect(screen.getByLabelText('Country')).toHaveValue('USA');
  });

  it('takes the default country from the browser region', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr', 'en-GB']);
    try {
      renderApp('/register');
      await screen.findByRole('heading', { level: 1, name: 'Create an account' });
      expect(screen.getByLabelText('Country')).toHaveValue('GBR');
    } finally {
      languages.mockRestore();
    }
  });

  it("sends the details and shows the server's neutral answer under Check your inbox", async () => {
    const app = renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    await fillRegistration(app);
    await app.user.selectOptions(screen.getByLabelText('Country'), 'IRL');
    await app.user.click(registerButton());

    const heading = await screen.findByRole('heading', { level: 2, name: 'Check your inbox' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(FAKE_MESSAGES.register);
    expect(app.accountGateway.register).toHaveBeenCalledWith({
      fullName: 'Ada Lovelace',
      email: 'ada@school.org',
      password: 'Str0ng!pass',
      country: 'IRL',
    });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it("shows the server's refusal inline and keeps what the user typed", async () => {
    const app = renderApp('/register', {
      account: {
        register: () => Promise.reject(new Error('This password is too common. Choose another.')),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    await fillRegistration(app);
    await app.user.click(registerButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password is too common. Choose another.',
    );
    expect(screen.getByLabelText('Full name')).toHaveValue(' Ada Lovelace ');
    expect(registerButton()).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('sends once, however often Create account is pressed while the call is under way', async () => {
    const call = deferred<string>();
    const app = renderApp('/register', { account: { register: () => call.promise } });
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    await fillRegistration(app);
    await app.user.click(registerButton());
    expect(await screen.findByRole('button', { name: 'Creating account…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await app.user.click(registerButton());
    call.resolve('Sent.');
    expect(await screen.findByText('Sent.')).toBeInTheDocument();
    expect(app.accountGateway.register).toHaveBeenCalledTimes(1);
  });
});

describe('forgot password', () => {
  it('checks the e-mail before sending', async () => {
    const app = renderApp('/forgetPassword');
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.required,
    );
    expect(app.accountGateway.forgotPassword).not.toHaveBeenCalled();
  });

  it("sends the address and shows the same neutral answer, whoever's address it is", async () => {
    const app = renderApp('/forgetPassword');
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
    await app.user.type(screen.getByLabelText('E-mail'), ' ada@school.org');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Check your inbox' }),
    ).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(FAKE_MESSAGES.forgot);
    expect(app.accountGateway.forgotPassword).toHaveBeenCalledWith('ada@school.org');
  });

  it('shows a refusal (too many requests) inline', async () => {
    const app = renderApp('/forgetPassword', {
      account: {
        forgotPassword: () => Promise.reject(new Error('Too many attempts. Please wait.')),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
    await app.user.type(screen.getByLabelText('E-mail'), 'ada@school.org');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait.');
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
  });
});

describe('the authentication screen', () => {
  it('links between its three forms', async () => {
    const app = renderApp('/signin');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await app.user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot password' }),
    ).toBeInTheDocument();
  });
});
