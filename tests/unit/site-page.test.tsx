import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ScenarioName } from '../../mocks/scenarios.ts';
import { mockDb } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import { mockUser } from './support/subscription.ts';

// The page's chunk is loaded once up front rather than inside the first test.
await import('../../src/features/site/components/site-page.tsx');

async function openPage(scenario: ScenarioName = 'site-page', prepare?: () => void) {
  const view = renderApp('/site', scenario, prepare);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await screen.findByLabelText('Адрес');
  return { ...view, user };
}

const stored = () => mockDb.sites![mockUser().id]!;

describe('the wedding site page (issue 41)', () => {
  it('shows the saved site: its address to copy, the design, the texts, the palette and the questions', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Сайт свадьбы' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Адрес')).toHaveValue('anna-i-petr'));
    expect(screen.getByTestId('site-address')).toHaveTextContent(/\/w\/anna-i-petr$/);
    expect(screen.getByRole('button', { name: /Скопировать/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /Классика/ })).toBeChecked();
    expect((screen.getByLabelText('Ваша история') as HTMLTextAreaElement).value).toContain('книжном магазине');
    expect(screen.getByDisplayValue('Можно ли прийти с детьми?')).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('saves a changed design and story, and the mock keeps them', async () => {
    const { user } = await openPage();
    await waitFor(() => expect(screen.getByLabelText('Адрес')).toHaveValue('anna-i-petr'));
    await user.click(screen.getByRole('radio', { name: /Сад/ }));
    const story = screen.getByLabelText('Ваша история');
    await user.clear(story);
    await user.type(story, 'Короткая история');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await findNotice('success')).toHaveTextContent('Сайт сохранён');
    expect(stored()).toMatchObject({ theme: 'garden', story: 'Короткая история', slug: 'anna-i-petr' });
  });

  it('says what an address may be before sending, and puts a taken one’s message under the field', async () => {
    const { user } = await openPage('site-page', () => {
      mockDb.sites = { other: { ...blankOther(), slug: 'zanyato', saved: true } };
    });
    await waitFor(() => expect(screen.getByLabelText('Адрес')).toHaveValue('anna-i-petr'));
    const slug = screen.getByLabelText('Адрес');
    await user.clear(slug);
    await user.type(slug, 'свадьба');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(/только латинские буквы, цифры и дефис/)).toBeInTheDocument();
    await user.clear(slug);
    await user.type(slug, 'zanyato');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Этот адрес уже занят другой свадьбой — выберите другой')).toBeInTheDocument();
    expect(stored().slug).toBe('anna-i-petr');
  });

  it('offers an address made from the couple’s names before the first save', async () => {
    await openPage('active');
    await waitFor(() =>
      expect((screen.getByLabelText('Адрес') as HTMLInputElement).value).toMatch(/^[a-z0-9-]{3,40}$/),
    );
    expect(screen.getByText(/Адрес предложен по вашим именам/)).toBeInTheDocument();
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});

function blankOther() {
  return {
    enabled: true,
    slug: '',
    story: '',
    dressCode: '',
    palette: [],
    faq: [],
    transfer: '',
    accommodation: '',
    theme: 'minimal' as const,
    password: '',
  };
}
