import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { mockDb } from '../../mocks/store.ts';
import './support/native-files.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import { dismissExpiryModal, mockUser, plain } from './support/subscription.ts';

// The page's chunk is loaded once up front rather than inside the first test.
await import('../../src/features/gifts/components/gifts-page.tsx');

async function openPage(prepare?: () => void) {
  const view = renderApp('/gifts', 'gifts-page', prepare);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await screen.findAllByTestId('gift');
  return { ...view, user };
}

const giversShown = () =>
  screen.queryAllByTestId('gift').map((gift) => gift.querySelector('.gift__from')?.textContent ?? '');
const storedGifts = () => mockDb.gifts![mockUser().id]!;
const quickForm = () => screen.getByRole('region', { name: 'Записать подарок' });

afterEach(() => mockServer.events.removeAllListeners());

describe('the gifts page (issue 41)', () => {
  it('lists the gifts received newest first, with the money, the things and who still waits for thanks', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Подарки' })).toBeInTheDocument();
    expect(giversShown()).toEqual(['Коллеги Анны', 'Маша Лебедева', 'Ирина Сергеевна Волкова, Сергей Петрович Волков']);
    expect(plain(screen.getAllByTestId('gift')[0]!.textContent)).toContain('15 000 ₽');
    expect(screen.getAllByTestId('gift')[1]).toHaveTextContent('Сервиз');
    const summary = await screen.findByTestId('gift-summary');
    await waitFor(() => expect(plain(summary.textContent)).toContain('65 000 ₽'));
    expect(summary).toHaveTextContent('Вещами1 вещь');
    expect(summary).toHaveTextContent('Поблагодарили1 подарок');
    expect(summary).toHaveTextContent('Ещё ждут благодарности2 подарка');
  });

  it('records envelopes one after another: Enter records, the form empties and the giver field keeps the keyboard', async () => {
    const { user } = await openPage();
    const form = within(quickForm());
    await user.type(form.getByLabelText('От кого'), 'Семья Ковалёвых');
    await user.type(form.getByLabelText('Сумма, ₽'), '20000{Enter}');
    expect(await findNotice('success')).toHaveTextContent('Подарок записан');
    await waitFor(() => expect(giversShown()[0]).toBe('Семья Ковалёвых'));
    await waitFor(() => expect(form.getByLabelText('От кого')).toHaveFocus());
    expect(form.getByLabelText('От кого')).toHaveValue('');

    await user.keyboard('Дядя Коля');
    await user.type(form.getByLabelText('Сумма, ₽'), '5000{Enter}');
    await waitFor(() => expect(giversShown().slice(0, 2)).toEqual(['Дядя Коля', 'Семья Ковалёвых']));
    expect(storedGifts().map((gift) => [gift.from, gift.amountKopecks])).toContainEqual(['Дядя Коля', 500_000]);
    await waitFor(() => expect(plain(screen.getByTestId('gift-summary').textContent)).toContain('90 000 ₽'));
  });

  it('records a thing, and asks who gave it and what it is before sending anything', async () => {
    const { user } = await openPage();
    const form = within(quickForm());
    await user.click(form.getByText('Вещь'));
    await user.click(form.getByRole('button', { name: 'Записать' }));
    expect(await form.findByText('Укажите, от кого подарок, или выберите гостей из списка')).toBeInTheDocument();
    expect(form.getByText('Поле не может быть пустым')).toBeInTheDocument();
    expect(storedGifts()).toHaveLength(3);
    await user.type(form.getByLabelText('От кого'), 'Катя Морозова');
    await user.type(form.getByLabelText('Что за вещь'), 'Плед{Enter}');
    await waitFor(() => expect(giversShown()[0]).toBe('Катя Морозова'));
    expect(storedGifts().at(-1)).toMatchObject({ kind: 'item', item: 'Плед', amountKopecks: null });
  });

  it('ticks «поблагодарили» and shows only those who still wait for thanks', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('radio', { name: 'Ждут благодарности' }));
    expect(giversShown()).toEqual(['Коллеги Анны', 'Маша Лебедева']);
    await user.click(screen.getByRole('checkbox', { name: 'Поблагодарили: Маша Лебедева' }));
    await waitFor(() => expect(giversShown()).toEqual(['Коллеги Анны']));
    await waitFor(() => expect(storedGifts().find((gift) => gift.id === 'gf_mock_2')!.thanked).toBe(true));
    await user.click(screen.getByRole('radio', { name: 'Все' }));
    expect(screen.getByRole('checkbox', { name: 'Поблагодарили: Маша Лебедева' })).toBeChecked();
  });

  it('corrects a recorded gift and deletes one only after confirming', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Изменить: Коллеги Анны' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('Сумма, ₽');
    expect(amount).toHaveValue('15000');
    await user.clear(amount);
    await user.type(amount, '17000');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await findNotice('success')).toHaveTextContent('Подарок изменён');
    await waitFor(() => expect(storedGifts().find((gift) => gift.id === 'gf_mock_1')!.amountKopecks).toBe(1_700_000));

    await user.click(screen.getByRole('button', { name: 'Удалить: Маша Лебедева' }));
    const confirm = (await screen.findAllByText('Удалить подарок?')).at(-1)!.closest('.ant-modal') as HTMLElement;
    expect(confirm).toHaveTextContent('Подарок от «Маша Лебедева» будет удалён из списка.');
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(giversShown()).not.toContain('Маша Лебедева'));
    expect(storedGifts().map((gift) => gift.id)).not.toContain('gf_mock_2');
  });

  it('keeps the wishlist: adds a thing with a link and a price, and deletes one', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Список желаний' }));
    expect(await screen.findByText('Кофемашина')).toBeInTheDocument();
    expect(screen.getAllByTestId('wish')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Добавить желание' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Что хотите получить'), 'Блендер');
    await user.type(within(dialog).getByLabelText('Ссылка'), 'https://example.ru/blender');
    await user.type(within(dialog).getByLabelText('Цена, ₽'), '7990');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await findNotice('success')).toHaveTextContent('Добавлено в список желаний');
    await waitFor(() => expect(screen.getAllByTestId('wish')).toHaveLength(4));
    expect(mockDb.giftWishes![mockUser().id]!.at(-1)).toMatchObject({ title: 'Блендер', priceKopecks: 799_000 });

    await user.click(screen.getByRole('button', { name: 'Удалить: Кофемашина' }));
    const confirm = (await screen.findAllByText('Убрать из списка желаний?'))
      .at(-1)!
      .closest('.ant-modal') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.getAllByTestId('wish')).toHaveLength(3));
  });

  it('shows which wishes guests reserved, by name only when the guest gave one, and releases one after confirming', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Список желаний' }));
    const [coffee, linen, dinner] = await screen.findAllByTestId('wish');
    expect(coffee).toHaveTextContent('Выбран: Оля Смирнова');
    expect(linen).toHaveTextContent('Выбран гостем');
    expect(linen).not.toHaveTextContent('Выбран:');
    expect(dinner).not.toHaveTextContent('Выбран');
    expect(within(dinner!).queryByRole('button', { name: /Снять бронь/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Снять бронь: Кофемашина' }));
    const confirm = (await screen.findAllByText('Снять бронь гостя?')).at(-1)!.closest('.ant-modal') as HTMLElement;
    expect(confirm).toHaveTextContent('«Кофемашина» снова станет свободным на сайте свадьбы');
    await user.click(within(confirm).getByRole('button', { name: 'Снять бронь' }));
    expect(await findNotice('success')).toHaveTextContent('Бронь снята');
    await waitFor(() => expect(screen.getAllByTestId('wish')[0]).not.toHaveTextContent('Выбран'));
    expect(mockDb.giftWishes![mockUser().id]![0]).toMatchObject({ reserved: false, reservedBy: '' });
  });

  it("shows a wish's picture, and puts a new one on it from the dialog, refusing one over 10 MB", async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Список желаний' }));
    const [coffee, , dinner] = await screen.findAllByTestId('wish');
    expect(coffee!.querySelector('img.wish__picture')).toHaveAttribute('src', '/api/v1/gift-pictures/wf_mock_coffee');
    expect(dinner!.querySelector('img.wish__picture')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Изменить: Сертификат на ужин в ресторане' }));
    const dialog = await screen.findByRole('dialog');
    // The picker's input is drawn anew after each choice.
    const input = () => dialog.querySelector('input[type=file]') as HTMLInputElement;
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(input(), huge);
    expect(await findNotice('error')).toHaveTextContent('Файл больше 10 МБ');
    expect(within(dialog).queryByText('huge.jpg')).not.toBeInTheDocument();
    await user.upload(input(), new File(['jpeg'], 'dinner.jpg', { type: 'image/jpeg' }));
    expect(within(dialog).getByText('dinner.jpg')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(mockDb.giftWishes![mockUser().id]![2]!.picture).toMatch(/^wf_/));
    await waitFor(() =>
      expect(screen.getAllByTestId('wish')[2]!.querySelector('img.wish__picture')).toHaveAttribute(
        'src',
        expect.stringMatching(/^\/api\/v1\/gift-pictures\/wf_/),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Изменить: Кофемашина' }));
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(again).getByRole('button', { name: 'Убрать картинку' }));
    await user.click(within(again).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(mockDb.giftWishes![mockUser().id]![0]!.picture).toBeNull());
  });

  it('keeps the money block: says the product holds no money, previews the QR code and saves a link and details', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Деньги' }));
    expect(
      await screen.findByText(
        'Мы не храним и не переводим деньги: гости переводят их напрямую вам — по вашей ссылке или реквизитам.',
      ),
    ).toBeInTheDocument();
    const link = screen.getByLabelText('Ссылка для перевода');
    expect(link).toHaveValue(mockDb.giftMoney![mockUser().id]!.link);
    const preview = screen.getByRole('region', { name: 'Как это увидят гости' });
    expect(within(preview).getByLabelText('QR-код для перевода')).toBeInTheDocument();
    expect(preview).toHaveTextContent('Наведите камеру телефона, чтобы открыть ссылку для перевода.');

    await user.clear(link);
    await user.type(link, 'https://bank');
    await user.click(screen.getByRole('button', { name: /Сохранить/ }));
    expect(await screen.findByText('Ссылка должна вести на сайт банка: https://адрес-банка/…')).toBeInTheDocument();
    expect(preview).toHaveTextContent('Наведите камеру телефона, чтобы скопировать реквизиты.');

    await user.clear(link);
    const details = screen.getByLabelText('Реквизиты');
    await user.clear(details);
    await user.type(details, 'Телефон для СБП: +7 900 000-00-00');
    await user.click(screen.getByRole('button', { name: /Сохранить/ }));
    expect(await findNotice('success')).toHaveTextContent('Сохранено');
    expect(mockDb.giftMoney![mockUser().id]).toEqual({ link: '', details: 'Телефон для СБП: +7 900 000-00-00' });
    expect(preview).toHaveTextContent('Телефон для СБП: +7 900 000-00-00');

    await user.clear(details);
    await user.click(screen.getByRole('button', { name: /Сохранить/ }));
    await waitFor(() => expect(mockDb.giftMoney![mockUser().id]).toEqual({ link: '', details: '' }));
    expect(preview).toHaveTextContent('Блок с деньгами на сайте не показывается');
    expect(within(preview).queryByLabelText('QR-код для перевода')).not.toBeInTheDocument();
  });

  it('lets a helper record and tick gifts, but not delete them nor change the wishlist', async () => {
    const { user } = await openPage(() => {
      mockUser().wedding = { id: 'w_anna', role: 'helper' };
      dismissExpiryModal();
    });
    const form = within(quickForm());
    expect(form.getByLabelText('От кого')).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Поблагодарили: Коллеги Анны' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Удалить: Коллеги Анны' })).toBeDisabled();
    await user.type(form.getByLabelText('От кого'), 'Тётя Света');
    await user.type(form.getByLabelText('Сумма, ₽'), '3000{Enter}');
    await waitFor(() => expect(giversShown()[0]).toBe('Тётя Света'));

    await user.click(screen.getByRole('tab', { name: 'Список желаний' }));
    expect(await screen.findByTestId('read-only-notice')).toHaveTextContent(
      'Вы помощник: можно смотреть план, менять его могут пара и партнёр',
    );
    expect(screen.getByRole('button', { name: 'Добавить желание' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Удалить: Кофемашина' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Снять бронь: Кофемашина' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Деньги' }));
    expect(await screen.findByLabelText('Ссылка для перевода')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Сохранить/ })).toBeDisabled();
  });

  it('says how to start while nothing is recorded', async () => {
    renderApp('/gifts', 'active');
    expect(await screen.findByText(/Подарков пока нет\. Записывайте конверты/)).toBeInTheDocument();
  });
});
