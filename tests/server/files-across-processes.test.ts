import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { signUp } from '../support/accounts.ts';
import { apiClient } from '../support/api.ts';
import { databaseTargets, whileNoSchemaIsDropped } from '../support/databases.ts';
import { jpegWithGps, profileForm, smallPng } from '../support/images.ts';
import { TEST_PASSWORD_COST, useTestApp } from '../support/test-app.ts';

/**
 * Two server processes behind one balancer: each with a DATA_DIR of its own, one database. On
 * SQLite the database file is in DATA_DIR, so the second instance opens the same folder after
 * everything in it but the database is gone.
 */
describe.each(databaseTargets)('files across two app instances on %s', (target) => {
  const first = useTestApp(target);
  const opened: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of opened) await app.close();
  });

  async function secondInstance(): Promise<ReturnType<typeof apiClient>> {
    let dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-second-'));
    if (target === 'sqlite') {
      dataDir = first.dataDir;
      for (const entry of fs.readdirSync(dataDir)) {
        if (!entry.startsWith('wedding.sqlite')) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
      }
    }
    // Its migrations read the whole catalogue, which a schema dropped meanwhile would break.
    const app = await whileNoSchemaIsDropped(async () => {
      const built = await buildApp({ ...first.config, dataDir }, { passwordCost: TEST_PASSWORD_COST });
      await built.ready();
      return built;
    });
    opened.push(app);
    return apiClient(app);
  }

  it('serves a userpic uploaded through one instance from the other, and a replacement leaves nothing behind', async () => {
    const anna = await signUp(first.app, first.dataDir);
    const uploaded = await first.api.post(
      '/user/update',
      profileForm({}, { data: await smallPng(), name: 'a.png', type: 'image/png' }),
      { cookie: anna.cookie },
    );
    expect(uploaded.statusCode).toBe(200);
    const { userpic } = uploaded.json();
    const viaFirst = await first.api.get(userpic.replace('/api/v1', ''), { cookie: anna.cookie });
    expect(viaFirst.statusCode).toBe(200);

    const second = await secondInstance();
    const viaSecond = await second.get(userpic.replace('/api/v1', ''), { cookie: anna.cookie });
    expect(viaSecond.statusCode).toBe(200);
    expect(viaSecond.headers['content-type']).toBe('image/webp');
    expect(viaSecond.rawPayload.equals(viaFirst.rawPayload)).toBe(true);

    // Replaced through the second instance: the first serves the new one, and the old is gone everywhere.
    const replaced = await second.post(
      '/user/update',
      profileForm({}, { data: await jpegWithGps(), name: 'b.jpg', type: 'image/jpeg' }),
      { cookie: anna.cookie },
    );
    const next = replaced.json().userpic as string;
    expect(next).not.toBe(userpic);
    expect((await first.api.get(next.replace('/api/v1', ''), { cookie: anna.cookie })).statusCode).toBe(200);
    expect((await first.api.get(userpic.replace('/api/v1', ''), { cookie: anna.cookie })).statusCode).toBe(404);
    expect((await second.get(userpic.replace('/api/v1', ''), { cookie: anna.cookie })).statusCode).toBe(404);
    const kept = await first.app.db
      .selectFrom('stored_files')
      .select('name')
      .where('owner_id', '=', anna.userId)
      .execute();
    expect(kept.map((row) => row.name)).toEqual([next.split('/').pop()]);
  });
});
