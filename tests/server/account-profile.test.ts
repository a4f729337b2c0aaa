import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../support/accounts.ts';
import { fieldMessages } from '../support/api.ts';
import { databaseTargets, whileNoSchemaIsDropped } from '../support/databases.ts';
import {
  hugeDimensionsPng,
  jpegWithGps,
  noisePng,
  profileForm,
  sixMegabytePng,
  smallPng,
  smallWebp,
} from '../support/images.ts';
import { buildApp } from '../../server/app.ts';
import { useTestApp, TEST_PASSWORD_COST } from '../support/test-app.ts';

describe.each(databaseTargets)('the profile and the userpic on %s', (target) => {
  const t = useTestApp(target);

  const update = (user: SignedUpUser, form: FormData) => t.api.post('/user/update', form, { cookie: user.cookie });
  const uploadsDir = () => path.join(t.dataDir, 'uploads');
  /** The names in the file store (the database), as the server keeps them. */
  const storedFiles = async () =>
    (await t.app.db.selectFrom('stored_files').select('name').orderBy('name').execute()).map((row) => row.name);
  const nameOf = (userpicUrl: string) => userpicUrl.split('/').pop()!;
  const storedBytes = async (userpicUrl: string) => {
    const row = await t.app.db
      .selectFrom('stored_files')
      .select('bytes')
      .where('name', '=', nameOf(userpicUrl))
      .executeTakeFirst();
    return row ? Buffer.from(row.bytes) : null;
  };

  it('saves the wizard steps one by one and answers the session user each time', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const step1 = await update(anna, profileForm({ brideName: 'Анна', groomName: 'Пётр' }));
    expect(step1.statusCode).toBe(200);
    expect(step1.json()).toMatchObject({ brideName: 'Анна', groomName: 'Пётр', isShowInitWizard: true });

    const step2 = await update(
      anna,
      profileForm({ registrationDate: '2027-06-12T14:00:00+03:00', banquetDate: '2027-06-12T18:00:00.000Z' }),
    );
    expect(step2.json()).toMatchObject({
      brideName: 'Анна',
      registrationDate: '2027-06-12T11:00:00.000Z',
      banquetDate: '2027-06-12T18:00:00.000Z',
    });

    await update(anna, profileForm({ registrationLocation: 'Грибоедовский ЗАГС', banquetLocation: 'Ресторан «Сад»' }));
    const last = await update(anna, profileForm({ amountOfGuests: '2', isShowInitWizard: 'false' }));
    expect(last.json()).toEqual({
      ...anna.user,
      brideName: 'Анна',
      groomName: 'Пётр',
      registrationDate: '2027-06-12T11:00:00.000Z',
      banquetDate: '2027-06-12T18:00:00.000Z',
      registrationLocation: 'Грибоедовский ЗАГС',
      banquetLocation: 'Ресторан «Сад»',
      amountOfGuests: 2,
      isShowInitWizard: false,
    });
    expect((await t.api.get('/whoami', { cookie: anna.cookie })).json()).toEqual(last.json());
  });

  it('keeps fields that are left out or empty, and sets the advice flag', async () => {
    const anna = await signUp(t.app, t.dataDir);
    await update(anna, profileForm({ brideName: 'Анна', groomName: 'Пётр' }));
    const res = await update(anna, profileForm({ brideName: '', groomName: '  Пётр Ильич ', isShowAdvice: 'true' }));
    expect(res.json()).toMatchObject({ brideName: 'Анна', groomName: 'Пётр Ильич', isShowAdvice: true });
  });

  it.each([
    ['amountOfGuests', '6', 'Введенное число превышает максимально допустимое'],
    ['amountOfGuests', '-1', 'Введенное число меньше минимально допустимого'],
    ['amountOfGuests', 'много', 'Поле не заполнено или заполнено неверно'],
    ['amountOfGuests', '2.5', 'Поле не заполнено или заполнено неверно'],
    ['registrationDate', 'в июне', 'Дата не заполнена или заполнена неверно'],
    ['registrationDate', '2027-06-12', 'Дата не заполнена или заполнена неверно'],
    ['banquetDate', '1850-01-01T00:00:00Z', 'Дата меньше, чем минимально допустимая'],
    ['banquetDate', '2207-06-12T00:00:00Z', 'Дата больше, чем максимально допустимая'],
    ['isShowAdvice', 'yes', 'Поле не заполнено или заполнено неверно'],
    ['isShowInitWizard', '0', 'Поле не заполнено или заполнено неверно'],
    ['brideName', 'А'.repeat(101), 'Количество символов превышает максимально допустимое: не более 100 символов'],
    [
      'banquetLocation',
      'z'.repeat(5000),
      'Количество символов превышает максимально допустимое: не более 300 символов',
    ],
    ['groomName', 'Пётр\u0000', 'Поле не заполнено или заполнено неверно'],
  ])('refuses %s = %j with its message', async (field, value, message) => {
    const anna = await signUp(t.app, t.dataDir);
    const res = await update(anna, profileForm({ groomName: 'Пётр', [field]: value }));
    expect(res.statusCode).toBe(422);
    expect(fieldMessages(res)).toEqual({ [field]: message });
    // Nothing of a refused form is saved.
    expect((await t.api.get('/whoami', { cookie: anna.cookie })).json().groomName).toBeNull();
  });

  describe('dates against the calendar and each other (issue 22)', () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

    it('refuses a new date in the past, one years ahead, and a banquet before the registration', async () => {
      const anna = await signUp(t.app, t.dataDir);
      expect(fieldMessages(await update(anna, profileForm({ registrationDate: inDays(-3) })))).toEqual({
        registrationDate: 'Дата меньше, чем минимально допустимая: этот день уже прошёл',
      });
      const far = fieldMessages(await update(anna, profileForm({ registrationDate: inDays(5 * 366) })));
      expect(far.registrationDate).toMatch(/^Дата больше, чем максимально допустимая: не позже \d\d\.\d\d\.\d{4}$/);
      expect(
        fieldMessages(await update(anna, profileForm({ registrationDate: inDays(100), banquetDate: inDays(99) }))),
      ).toEqual({ banquetDate: 'Дата меньше, чем минимально допустимая: банкет не может начаться раньше регистрации' });
      // Changing only the registration to after a saved banquet is refused on the banquet too.
      expect(
        (await update(anna, profileForm({ registrationDate: inDays(100), banquetDate: inDays(100.2) }))).statusCode,
      ).toBe(200);
      expect(fieldMessages(await update(anna, profileForm({ registrationDate: inDays(101) })))).toEqual({
        banquetDate: 'Дата меньше, чем минимально допустимая: банкет не может начаться раньше регистрации',
      });
    });

    it('keeps accepting a saved date that has since passed, sent again unchanged', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const past = inDays(-30);
      await t.app.db
        .updateTable('weddings')
        .set({ registration_date: past })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('wedding_members')
            .innerJoin('users', 'users.id', 'wedding_members.user_id')
            .select('wedding_members.wedding_id')
            .where('users.email', '=', anna.email),
        )
        .execute();
      const res = await update(anna, profileForm({ registrationDate: past, brideName: 'Анна' }));
      expect(res.statusCode).toBe(200);
    });
  });

  it('reports every bad field at once', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const res = await update(anna, profileForm({ amountOfGuests: '9', registrationDate: 'завтра' }));
    expect(fieldMessages(res)).toEqual({
      amountOfGuests: 'Введенное число превышает максимально допустимое',
      registrationDate: 'Дата не заполнена или заполнена неверно',
    });
  });

  it('takes the form as multipart only: JSON is a 400', async () => {
    const anna = await signUp(t.app, t.dataDir);
    const res = await t.api.post('/user/update', { brideName: 'Анна' }, { cookie: anna.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Профиль сохраняется формой multipart/form-data');
  });

  it.each([
    ['garbage after the boundary', 'multipart/form-data; boundary=xyz', 'garbage'],
    [
      'a part cut off',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="brideName"\r\n\r\nАнна',
    ],
    ['no boundary', 'multipart/form-data', '--xyz\r\n'],
    [
      'a file cut off',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="userpic"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    ],
    [
      'a prototype field',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--xyz--\r\n',
    ],
  ])('answers a malformed form (%s) with 400, never a 5xx', async (_case, contentType, payload) => {
    const anna = await signUp(t.app, t.dataDir);
    const res = await t.api.post('/user/update', payload, {
      cookie: anna.cookie,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('needs a session', async () => {
    const res = await t.api.post('/user/update', profileForm({ brideName: 'Анна' }));
    expect(res.statusCode).toBe(401);
  });

  describe('the userpic', () => {
    it('stores a photo re-encoded as WebP of at most 512 px, without its EXIF and GPS data', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const photo = await jpegWithGps(1200, 900);
      expect((await sharp(photo).metadata()).exif).toBeDefined();

      const res = await update(
        anna,
        profileForm({ brideName: 'Анна' }, { data: photo, name: 'me.jpg', type: 'image/jpeg' }),
      );
      expect(res.statusCode).toBe(200);
      const { userpic } = res.json();
      expect(userpic).toMatch(/^\/api\/v1\/uploads\/[\w-]{22}\.webp$/);

      const bytes = (await storedBytes(userpic))!;
      const stored = await sharp(bytes).metadata();
      expect(stored.format).toBe('webp');
      expect([stored.width, stored.height]).toEqual([512, 384]);
      expect(stored.exif).toBeUndefined();
      expect(stored.icc).toBeUndefined();
      expect(bytes.includes('PhoneCam')).toBe(false);
    });

    it('serves the picture to its owner: WebP, nosniff, cached for good (names are never reused)', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const { userpic } = (
        await update(anna, profileForm({}, { data: await smallPng(), name: 'a.png', type: 'image/png' }))
      ).json();
      const res = await t.api.get(userpic.replace('/api/v1', ''), { cookie: anna.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    });

    it('does not show one user’s picture to another, nor to nobody', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const petr = await signUp(t.app, t.dataDir);
      const { userpic } = (
        await update(anna, profileForm({}, { data: await smallWebp(), name: 'a.webp', type: 'image/webp' }))
      ).json();
      const url = userpic.replace('/api/v1', '');
      expect((await t.api.get(url, { cookie: petr.cookie })).statusCode).toBe(404);
      expect((await t.api.get(url)).statusCode).toBe(401);
      expect((await t.api.get('/uploads/..%2F..%2Fwedding.sqlite', { cookie: anna.cookie })).statusCode).toBe(404);
    });

    it('removes the old picture when a new one replaces it', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const first = (
        await update(anna, profileForm({}, { data: await smallPng(), name: 'a.png', type: 'image/png' }))
      ).json();
      const second = (
        await update(anna, profileForm({}, { data: await jpegWithGps(), name: 'b.jpg', type: 'image/jpeg' }))
      ).json();
      expect(second.userpic).not.toBe(first.userpic);
      expect(await storedBytes(first.userpic)).toBeNull();
      expect(await storedBytes(second.userpic)).not.toBeNull();
      expect((await t.api.get(first.userpic.replace('/api/v1', ''), { cookie: anna.cookie })).statusCode).toBe(404);
    });

    it.each([
      ['a text file named like a photo', Buffer.from('just some text, not a picture'), 'photo.jpg', 'image/jpeg'],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'a.svg',
        'image/svg+xml',
      ],
      [
        'a GIF',
        Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
        'a.gif',
        'image/gif',
      ],
      [
        'a JPEG header over garbage',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
        'x.jpg',
        'image/jpeg',
      ],
    ])('refuses %s with 415 and stores nothing', async (_case, data, name, type) => {
      const anna = await signUp(t.app, t.dataDir);
      const before = await storedFiles();
      const res = await update(anna, profileForm({ brideName: 'Анна' }, { data, name, type }));
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Загрузите изображение в формате JPEG, PNG или WebP');
      expect(await storedFiles()).toEqual(before);
      expect((await t.api.get('/whoami', { cookie: anna.cookie })).json().brideName).toBeNull();
    });

    it('refuses a 6 MB image with 413, leaves nothing on disk and keeps the old picture', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const kept = (
        await update(anna, profileForm({}, { data: await smallPng(), name: 'a.png', type: 'image/png' }))
      ).json();
      const big = await sixMegabytePng();
      expect(big.length).toBeGreaterThan(6_000_000);
      const before = await storedFiles();
      const res = await update(
        anna,
        profileForm({ brideName: 'Анна' }, { data: big, name: 'big.png', type: 'image/png' }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Файл слишком большой: загрузите изображение не больше 5 МБ');
      expect(await storedFiles()).toEqual(before);
      const whoami = (await t.api.get('/whoami', { cookie: anna.cookie })).json();
      expect(whoami.userpic).toBe(kept.userpic);
      expect(whoami.brideName).toBeNull();
    });

    it('accepts an image just under 5 MB', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const data = await noisePng(1250);
      expect(data.length).toBeGreaterThan(4_500_000);
      expect(data.length).toBeLessThan(5 * 1024 * 1024);
      const res = await update(anna, profileForm({}, { data, name: 'noise.png', type: 'image/png' }));
      expect(res.statusCode).toBe(200);
    });

    it('moves the pictures an older version kept in DATA_DIR/uploads into the database when the server starts', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const picture = await smallWebp();
      const name = 'OlderVersionPicture123.webp';
      await t.app.db.updateTable('users').set({ userpic: name }).where('id', '=', anna.userId).execute();
      fs.mkdirSync(uploadsDir(), { recursive: true });
      const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      const oldOrphan = path.join(uploadsDir(), 'OldOrphanOldOrphanOld1.webp');
      const newOrphan = path.join(uploadsDir(), 'NewOrphanNewOrphanNew1.webp');
      fs.writeFileSync(path.join(uploadsDir(), name), picture);
      fs.writeFileSync(oldOrphan, 'x');
      fs.writeFileSync(newOrphan, 'x');
      fs.utimesSync(oldOrphan, hoursAgo, hoursAgo);

      // Its migrations read the whole catalogue, which a schema dropped meanwhile would break.
      const restarted = await whileNoSchemaIsDropped(async () => {
        const built = await buildApp(t.config, { passwordCost: TEST_PASSWORD_COST });
        await built.ready();
        return built;
      });
      await restarted.background.settled();
      await restarted.close();
      const served = await t.api.get(`/uploads/${name}`, { cookie: anna.cookie });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(picture)).toBe(true);
      expect(fs.existsSync(path.join(uploadsDir(), name))).toBe(false);
      expect(fs.existsSync(oldOrphan)).toBe(false);
      expect(fs.existsSync(newOrphan)).toBe(true);
      fs.rmSync(newOrphan);
    });

    it('refuses a small file of too many pixels with 413 before decoding it', async () => {
      const anna = await signUp(t.app, t.dataDir);
      const before = await storedFiles();
      const res = await update(
        anna,
        profileForm({}, { data: await hugeDimensionsPng(), name: 'a.png', type: 'image/png' }),
      );
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Изображение слишком большое: не больше 40 мегапикселей');
      expect(await storedFiles()).toEqual(before);
    });
  });
});
