import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp';

describe('/pupil/home', () => {
  it('greets the pupil by the name in the session and says where homework will appear', async () => {
    renderApp('/pupil/home', { role: 'PUPIL' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My homework' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hello, Ada Lovelace!')).toBeInTheDocument();
    expect(screen.getByText('Your homework will appear here.')).toBeInTheDocument();
    expect(screen.getByText(/later release/)).toBeInTheDocument();
  });

  it('loads no teacher profile for a pupil', async () => {
    const app = renderApp('/pupil/home', { role: 'PUPIL' });
    await screen.findByRole('heading', { level: 1, name: 'My homework' });
    expect(app.accountGateway.getProfile).not.toHaveBeenCalled();
  });
});
