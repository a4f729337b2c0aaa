import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithGps } from '../support/images.ts';
import { grantSubscription, newCoupleOnProduct, signInBrowser, type ProductUser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/** A soft two-colour picture as a phone photo would be (JPEG), different per card. */
async function picture(from: string, to: string, width = 900, height = 1200): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.6}" cy="${height * 0.35}" r="${width * 0.22}" fill="#fff" fill-opacity="0.35"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const CARDS: Array<{ title: string; category: string; colours: [string, string]; link?: string; favorite?: boolean }> =
  [
    { title: 'Платье с кружевными рукавами', category: 'dress', colours: ['#f8e1e4', '#c98b97'], favorite: true },
    { title: 'Костюм цвета графит', category: 'suit', colours: ['#dfe3ef', '#6f7b9c'] },
    {
      title: 'Низкий пучок',
      category: 'hair',
      colours: ['#f3e6d3', '#b98c5f'],
      link: 'https://www.pinterest.com/pin/42',
    },
    { title: 'Букет из пионов', category: 'bouquet', colours: ['#fbe3ea', '#d77a96'], favorite: true },
    { title: 'Зал в зелени и свечах', category: 'hall', colours: ['#e3e8d6', '#7f9868'], favorite: true },
    { title: 'Торт с ягодами', category: 'cake', colours: ['#fdf3e7', '#c9777d'] },
  ];

describe('the looks and decor boards in the browser, against the real server (issue 28)', () => {
  const journey = useProductInBrowser();

  /** A subscribed couple (support grants 30 days) with a few cards pinned through the API. */
  async function coupleWithCards(): Promise<ProductUser> {
    const user = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, user, 'boards journey');
    for (const card of CARDS) {
      const form = new FormData();
      form.append('title', card.title);
      form.append('category', card.category);
      if (card.link) form.append('link', card.link);
      const bytes = await picture(...card.colours);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
      const res = await fetch(`${journey.product.url}/api/v1/looks`, {
        method: 'POST',
        headers: { cookie: user.cookie, origin: journey.product.url },
        body: form,
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const { id } = (await res.json()) as { id: string };
      if (card.favorite) {
        const marked = await fetch(`${journey.product.url}/api/v1/looks/${id}`, {
          method: 'PATCH',
          headers: { cookie: user.cookie, origin: journey.product.url, 'content-type': 'application/json' },
          body: JSON.stringify({ favorite: true }),
        });
        expect(marked.status).toBe(200);
      }
    }
    return user;
  }

  it('adds a card with a photo, marks it a favourite and filters the board by favourites', async () => {
    const user = await coupleWithCards();
    const context = await journey.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    await signInBrowser(context, journey.product, user);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${journey.product.url}/profile/looks`);
    await page.getByText('4 карточки · в избранном: 2').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Зал в зелени и свечах').count()).toBe(0);

    // A new card: a phone photo (with GPS in its EXIF), a title and its kind.
    await page.getByRole('button', { name: /Добавить карточку/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Название').fill('Туфли-лодочки');
    await dialog.getByRole('combobox', { name: 'Вид' }).click();
    await page.getByTitle('Обувь').click();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'shoes.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(2400, 3200) });
    await dialog.getByLabel('Ссылка, где нашли').fill('https://example.ru/shoes/7');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Карточка добавлена').waitFor();
    await page.getByText('5 карточек · в избранном: 2').waitFor();

    // Its thumbnail loads with the session cookie, re-encoded and small.
    const thumbnail = page.getByRole('img', { name: 'Туфли-лодочки' });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(360);

    await page.getByRole('button', { name: 'В избранное: Туфли-лодочки' }).click();
    await page.getByText('Добавлено в избранное').waitFor();
    await page.getByText('5 карточек · в избранном: 3').waitFor();
    await page.getByRole('checkbox', { name: 'Только избранное' }).check();
    await expect.poll(() => page.locator('.board__grid > li').count()).toBe(3);
    await page.getByRole('checkbox', { name: 'Только избранное' }).uncheck();
    await expect.poll(() => page.locator('.board__grid > li').count()).toBe(5);

    // Every thumbnail has loaded before the picture is taken.
    await expect
      .poll(() =>
        page
          .locator('.board-card__picture')
          .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)),
      )
      .toBe(true);
    await saveScreenshot(page, 'looks-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(page, 'looks-375');

    await page.goto(`${journey.product.url}/profile/decor`);
    await page.getByText('2 карточки · в избранном: 1').waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'decor-375');
    await page.getByRole('button', { name: /Добавить карточку/ }).click();
    await page.getByRole('dialog').getByLabel('Название').waitFor();
    await saveScreenshot(page, 'decor-add-375');
    await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
    await page.setViewportSize({ width: 1440, height: 900 });
    await saveScreenshot(page, 'decor-1440');
    expect(errors).toEqual([]);
    await context.close();
  });
});
