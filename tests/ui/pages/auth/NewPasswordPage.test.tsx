import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@/domain/validation/patterns';
import { renderApp } from '../../support/renderApp';
import { FAKE_MESSAGES } from '../../support/services';

const save = () => screen.getByRole('button', { name: /Save new password|Saving/ });

async function open(path = '/newpassword/reset-tok') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
  return app;
}

describe('/newpassword/:id', () => {
  it('holds the new password to the rule of spec §5 and the confirmation to it', async () => {
    const app = await open();
    await app.user.type(screen.getByLabelText('New password'), 'password');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'other');
    await app.user.click(save());
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(VALIDATION_MESSAGES.password),
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(app.accountGateway.setNewPassword).not.toHaveBeenCalled();
  });

  it('sends the token of the address with the password, then links to sign in', async () => {
    const app = await open();
    await app.user.type(screen.getByLabelText('New password'), 'N3w!password');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'N3w!password');
    await app.user.click(save());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Password changed' }),
    ).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(FAKE_MESSAGES.newPassword);
    expect(app.accountGateway.setNewPassword).toHaveBeenCalledWith('reset-tok', 'N3w!password');
    await app.user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it("an expired link gets the server's message inline and a way to ask for a new one", async () => {
    const app = renderApp('/newpassword/old', {
      account: {
        setNewPassword: () => Promise.reject(new Error('This password link has expired.')),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    await app.user.type(screen.getByLabelText('New password'), 'N3w!password');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'N3w!password');
    await app.user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('This password link has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute(
      'href',
      '/forgetPassword',
    );
  });
});
