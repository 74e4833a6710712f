import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createToastNotifier, TOAST_CONTAINER_PROPS } from '@/ui/notifications/toastNotifier';
import { renderApp } from '../support/renderApp';

describe('toast notifier', () => {
  it('is configured top right, 5000 ms, dark (spec §4, §8)', () => {
    expect(TOAST_CONTAINER_PROPS).toEqual({
      position: 'top-right',
      autoClose: 5000,
      theme: 'dark',
    });
  });

  it('shows an error toast, top right and dark, that closes after 5000 ms', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => createToastNotifier().error('Something went wrong'));
    const toast = await screen.findByText('Something went wrong');
    const toastElement = toast.closest('.Toastify__toast');
    expect(toastElement).toHaveClass('Toastify__toast--error', 'Toastify__toast-theme--dark');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-right',
    );
    const progress = toastElement?.querySelector('[role="progressbar"]');
    expect(progress).toHaveStyle({ animationDuration: '5000ms' });
  });

  it('shows a success toast', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => createToastNotifier().success('Saved'));
    expect((await screen.findByText('Saved')).closest('.Toastify__toast')).toHaveClass(
      'Toastify__toast--success',
    );
  });
});
