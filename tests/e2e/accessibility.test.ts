import { expect, it, describe } from 'vitest';
import { waitForApp } from './support/browser.ts';
import { useAxeChecks } from './support/axe-sweep.ts';

/*
 * The keyboard and the phone on the real product: a dialog saved with Enter gives focus back, a
 * budget item fits a 375 px screen. axe-core's sweep of every screen is in accessibility-*.test.ts.
 */

describe('keyboard use and the phone layout of the real product in Chromium', () => {
  const { journey, accounts, contextFor, focusedName } = useAxeChecks();

  it('saves a dialog with Enter, gives focus back to its opener, closes the guest form with Escape', async () => {
    const users = await accounts();
    const context = await contextFor('couple', users, 1440, 900);
    const page = await context.newPage();

    await page.goto(`${journey.product.url}/profile/guest-list`);
    await waitForApp(page);
    await page.getByTestId('guest-counts').waitFor();
    const addGuest = page.getByRole('button', { name: 'Добавить гостя' });
    await addGuest.click();
    const guestForm = page.getByRole('dialog', { name: 'Новый гость' });
    await guestForm.getByLabel('Сторона').click();
    await page.getByTitle('Общие', { exact: true }).click();
    await guestForm.getByLabel('Имя', { exact: true }).fill('Ольга Соколова');
    await guestForm.getByLabel('Имя', { exact: true }).press('Enter');
    await page.getByTestId('notice-success').filter({ hasText: 'Гость добавлен' }).first().waitFor();
    await guestForm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Ольга Соколова', exact: true }).waitFor();
    await expect.poll(() => focusedName(page)).toBe('Добавить гостя');

    await addGuest.click();
    await guestForm.getByLabel('Имя', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await guestForm.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toBe('Добавить гостя');

    await page.goto(`${journey.product.url}/profile/budget`);
    await waitForApp(page);
    await page.getByRole('tab', { name: 'Площадка', exact: true }).click();
    await page.getByRole('tab', { name: 'Площадка', exact: true, selected: true }).waitFor();
    await page.getByRole('button', { name: 'Добавить расход' }).click();
    const itemForm = page.getByRole('dialog', { name: 'Новый расход' });
    await itemForm.getByLabel('Название').fill('Свечи на столы');
    await itemForm.getByLabel('Цена, ₽').fill('4500');
    await itemForm.getByLabel('Цена, ₽').press('Enter');
    await page.getByTestId('notice-success').filter({ hasText: 'Расход добавлен' }).first().waitFor();
    await itemForm.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toBe('Добавить расход');

    await page.goto(`${journey.product.url}/profile/todo-list`);
    await waitForApp(page);
    const edit = page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Изменить: / })
      .first();
    const editName = (await edit.getAttribute('aria-label'))!;
    const task = editName.replace(/^Изменить: /, '');
    await expect.poll(() => page.getByRole('tabpanel').getByText(task, { exact: true }).count()).toBe(1);
    await edit.click();
    const todoForm = page.getByRole('dialog', { name: 'Изменить дело' });
    await todoForm.getByLabel('Что сделать').fill(`${task}!`);
    await todoForm.getByLabel('Что сделать').press('Enter');
    await page.getByTestId('notice-success').filter({ hasText: 'Дело обновлено' }).first().waitFor();
    await todoForm.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toBe(`Изменить: ${task}!`);
    await context.close();
  });

  it('shows every figure and both actions of a budget item on a 375 px phone, nothing scrolled sideways', async () => {
    const users = await accounts();
    const context = await contextFor('couple', users, 375, 812);
    const page = await context.newPage();
    await page.goto(`${journey.product.url}/profile/budget`);
    await waitForApp(page);
    await page.getByRole('tab', { name: 'Площадка', exact: true }).click();
    const card = page.getByTestId('budget-card').filter({ hasText: 'Аренда шатра' });
    const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(await card.textContent())).toMatch(
      /Цена120 000 ₽Оплачено40 000 ₽Осталось80 000 ₽Оплатить до1 мая 2027/,
    );
    for (const name of ['Изменить: Аренда шатра', 'Удалить: Аренда шатра']) {
      const action = card.getByRole('button', { name });
      const box = (await action.boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(375);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await card.getByRole('button', { name: 'Изменить: Аренда шатра' }).click();
    await page.getByRole('dialog', { name: 'Изменить расход' }).waitFor();
    await context.close();
  });
});
