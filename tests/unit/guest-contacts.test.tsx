import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../../mocks/store.ts';
import type { Guest } from '../../src/contract/guests.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import './support/native-files.ts';
import './support/resize-observer.ts';

// The page's chunk is loaded once up front rather than inside the first test.
await import('../../src/features/guests/components/guest-list-page.tsx');

/*
 * Issue 40, item 1: a guest has an optional e-mail and phone, typed in the guest form, shown in the
 * list and on the guest's card; the phone is checked as a number (the contract's rule, by the answer).
 */

const MASHA: Guest = {
  id: 'g1',
  name: 'Мария',
  from: 'bride',
  withHalf: false,
  halfName: null,
  children: 'none',
  comment: '',
  category: [],
  checked: false,
  email: 'masha@example.com',
  phone: '+7 916 123-45-67',
};

function openGuestPage() {
  return renderApp('/guest-list', 'active', () => {
    mockDb.guests[mockDb.sessionUserId!] = [structuredClone(MASHA)];
  });
}

const stored = () => mockDb.guests[mockDb.sessionUserId!]!;

describe("a guest's e-mail and phone", () => {
  // The list's column of contacts shows from a tablet's width up (jsdom has none): the card always.
  it('are shown on the card, as links to write and to call', async () => {
    const { user } = openGuestPage();
    await user.click(await screen.findByRole('button', { name: 'Мария' }));
    // In jsdom every antd id is the same, so the drawer's label cannot name it: found by its title.
    const card = await waitFor(() => {
      const open = document.querySelector<HTMLElement>('.ant-drawer-open [role="dialog"]');
      expect(open?.querySelector('.ant-drawer-title')).toHaveTextContent('Мария');
      return open!;
    });
    expect(within(card).getByRole('link', { name: 'masha@example.com' })).toHaveAttribute(
      'href',
      'mailto:masha@example.com',
    );
    expect(within(card).getByRole('link', { name: '+7 916 123-45-67' })).toHaveAttribute('href', 'tel:+79161234567');
  });

  it('are typed in the form: a wrong address is refused under its field, a wrong phone by the answer, empty is none', async () => {
    const { user } = openGuestPage();
    await screen.findByRole('button', { name: 'Мария' });
    await user.click(screen.getByRole('button', { name: 'Добавить гостя' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый гость' });
    await user.type(within(dialog).getByLabelText('Имя'), 'Кирилл');
    await user.click(within(dialog).getByRole('combobox', { name: 'Сторона' }));
    await user.click(await screen.findByTitle('Со стороны жениха'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'kirill@');
    await user.type(within(dialog).getByLabelText('Телефон'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Email введен неверно')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.type(within(dialog).getByLabelText('E-mail'), 'kirill@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(/Телефон введён неверно/)).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Телефон'));
    await user.type(within(dialog).getByLabelText('Телефон'), '8 916 123-45-67');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect((await findNotice('success')).textContent).toContain('Гость добавлен');
    await waitFor(() => expect(stored()).toHaveLength(2));
    expect(stored()[1]).toMatchObject({ name: 'Кирилл', email: 'kirill@example.com', phone: '8 916 123-45-67' });
  });

  it('cleared in the form, are none', async () => {
    const { user } = openGuestPage();
    await user.click(await screen.findByRole('button', { name: 'Изменить: Мария' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить гостя' });
    await user.clear(within(dialog).getByLabelText('E-mail'));
    await user.clear(within(dialog).getByLabelText('Телефон'));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(stored()[0]).toMatchObject({ email: null, phone: null }));
  });
});
