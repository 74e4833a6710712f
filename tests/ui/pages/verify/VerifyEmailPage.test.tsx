import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { App } from '@/ui/App';
import { createAppRouter } from '@/ui/app/router';
import { renderApp } from '../../support/renderApp';
import { fakeServices } from '../../support/services';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('/auth/verify-email', () => {
  it('says Verifying… while the call runs, then confirms with a link to sign in', async () => {
    const call = deferred<string>();
    const app = renderApp('/auth/verify-email?token=abc', {
      account: { verifyEmail: () => call.promise },
    });
    expect(await screen.findByText('Verifying…')).toHaveAttribute('role', 'status');
    call.resolve('Confirmed.');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your e-mail is confirmed.' }),
    ).toHaveFocus();
    expect(app.accountGateway.verifyEmail).toHaveBeenCalledWith('abc');
    await app.user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('calls the server once under React StrictMode, whose effects run twice', async () => {
    const fakes = fakeServices();
    const router = createAppRouter({ initialEntries: ['/auth/verify-email?token=once'] });
    render(
      <StrictMode>
        <App services={fakes.services} router={router} />
      </StrictMode>,
    );
    await screen.findByRole('heading', { level: 2, name: 'Your e-mail is confirmed.' });
    expect(fakes.accountGateway.verifyEmail).toHaveBeenCalledTimes(1);
  });

  it("a used or expired link gets the server's message", async () => {
    renderApp('/auth/verify-email?token=used', {
      account: {
        verifyEmail: () =>
          Promise.reject(new Error('This confirmation link has already been used.')),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link has already been used.',
    );
    expect(screen.queryByText('Your e-mail is confirmed.')).not.toBeInTheDocument();
  });

  it('a link without a token calls nothing and says the link is incomplete', async () => {
    const app = renderApp('/auth/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(app.accountGateway.verifyEmail).not.toHaveBeenCalled();
  });
});
