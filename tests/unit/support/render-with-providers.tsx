import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/app/providers.tsx';
import { createAppServices, type AppServices } from '../../../src/lib/services/app-services.ts';

/** Renders a piece of UI inside the app's providers (antd, services, SWR) and a memory router. */
export function renderWithProviders(ui: ReactNode, services: AppServices = createAppServices()) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders services={services}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, services, user };
}

/** Waits for the one notice on screen of that type (error, success, warning). */
export async function findNotice(type: 'error' | 'success' | 'warning' = 'error'): Promise<HTMLElement> {
  return screen.findByTestId(`notice-${type}`);
}
