import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb, planKeyOf, sessionUser } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import './support/resize-observer.ts';

await import('../../src/features/settings/components/settings-page.tsx');

const MB = 1024 * 1024;

describe('the file storage block of the settings', () => {
  it('says how much of the wedding’s 1 GB its files take', async () => {
    renderApp('/settings', 'active', () => {
      const user = sessionUser()!;
      const file = (id: string, size: number) => ({
        id,
        contractorId: 'ct_mock',
        fileName: `${id}.pdf`,
        contentType: 'application/pdf',
        size,
        createdAt: '2026-11-20T10:00:00.000Z',
        base64: '',
      });
      mockDb.contractors = {
        [planKeyOf(user)]: { contractors: [], files: [file('contract', 300 * MB), file('estimate', 50 * MB)] },
      };
    });
    const card = await screen.findByTestId('storage-card');
    expect(within(card).getByRole('heading', { name: 'Файлы свадьбы' })).toBeInTheDocument();
    expect(await within(card).findByText('Занято 350 МБ из 1 ГБ')).toBeInTheDocument();
    expect(card).toHaveTextContent('договоры и сметы подрядчиков');
  });

  it('shows a first small file in tenths of a megabyte, not as nothing', async () => {
    renderApp('/settings', 'active', () => {
      const user = sessionUser()!;
      mockDb.contractors = {
        [planKeyOf(user)]: {
          contractors: [],
          files: [
            {
              id: 'scan',
              contractorId: 'ct_mock',
              fileName: 'скан.pdf',
              contentType: 'application/pdf',
              size: 400_000,
              createdAt: '2026-11-20T10:00:00.000Z',
              base64: '',
            },
          ],
        },
      };
    });
    const card = await screen.findByTestId('storage-card');
    expect(await within(card).findByText('Занято 0,4 МБ из 1 ГБ')).toBeInTheDocument();
  });
});
