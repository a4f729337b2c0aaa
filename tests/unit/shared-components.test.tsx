import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppHeader } from '../../src/components/layout/app-header.tsx';
import { LoadingOverlay, OVERLAY_GRACE_MS } from '../../src/components/loading-overlay/loading-overlay.tsx';
import { AppModal } from '../../src/components/modal/app-modal.tsx';
import { coupleUser } from '../../mocks/scenarios.ts';
import { renderWithProviders } from './support/render-with-providers.tsx';

describe('the loading overlay', () => {
  it.each(['plain', 'light', 'dark'] as const)('shows the heart in the %s variant', (variant) => {
    render(<LoadingOverlay variant={variant} />);
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveTextContent('Загрузка…');
    expect(overlay).toHaveAttribute('data-variant', variant);
    expect(overlay.querySelector('svg.loading-overlay__heart')).not.toBeNull();
  });

  it('when delayed, covers the screen at once and shows the heart only once the wait is noticeable', async () => {
    vi.useFakeTimers();
    try {
      render(<LoadingOverlay variant="plain" delayed />);
      const overlay = screen.getByRole('status');
      expect(overlay).not.toHaveTextContent('Загрузка…');
      expect(overlay.querySelector('svg')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(OVERLAY_GRACE_MS));
      expect(overlay).toHaveTextContent('Загрузка…');
      expect(overlay.querySelector('svg.loading-overlay__heart')).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing when inactive', () => {
    render(<LoadingOverlay active={false} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the modal', () => {
  it('has a close button only when it can be closed, and locks page scrolling while open', async () => {
    const onClose = vi.fn();
    const { user, rerender } = renderWithProviders(
      <AppModal title="Авторизация" onClose={onClose}>
        Содержимое
      </AppModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Авторизация' });
    expect(dialog).toHaveTextContent('Содержимое');
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledOnce();

    rerender(<AppModal title="Знакомство">Шаг 1 из 4</AppModal>);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Закрыть' })).toBeNull());
  });

  it('unlocks scrolling when closed', async () => {
    const { rerender } = render(<AppModal title="Регистрация" open />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<AppModal title="Регистрация" open={false} />);
    expect(document.body.style.overflow).toBe('');
  });
});

describe('the header', () => {
  it('shows the session chip only with a session', () => {
    const props = { navIsHidden: false, onToggleNavHidden: () => undefined, navId: 'nav' };
    const { rerender } = render(
      <MemoryRouter>
        <AppHeader session={null} {...props} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('session-chip')).toBeNull();
    rerender(
      <MemoryRouter>
        <AppHeader session={coupleUser('active')} {...props} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('session-chip')).toHaveTextContent('Анна & Пётр');
  });
});

describe('starting the app', () => {
  it("throws 'Отсутствует корневой элемент' when the page has no root element", async () => {
    vi.resetModules();
    await expect(import('../../src/main.tsx')).rejects.toThrow('Отсутствует корневой элемент');
  });
});
