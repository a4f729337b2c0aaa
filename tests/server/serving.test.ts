import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { missingPrivacySettings } from '../../server/plugins/static-app.ts';
import { projectRoot, startProduct } from '../support/product-process.ts';

describe('serving the built app', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-'));
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(
      path.join(distDir, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { distDir });
  });
  afterAll(async () => {
    await app.close();
  });

  it('redirects / to /profile/', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/profile/');
  });

  it('serves index.html at /profile/ and for client routes, never cached', async () => {
    for (const url of ['/profile/', '/profile/budget', '/profile/guest-list?tab=all']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year-long immutable cache, compressed', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/profile/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's own brotli or gzip copy of an asset when the browser accepts it, and the plain file otherwise", async () => {
    const script = `console.log(${JSON.stringify('y'.repeat(4000))});`;
    fs.writeFileSync(path.join(distDir, 'assets', 'login-def456.js'), script);
    // The build's copies, at settings the server would not afford per request.
    const brCopy = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gzipCopy = gzipSync(script, { level: 9 });
    fs.writeFileSync(path.join(distDir, 'assets', 'login-def456.js.br'), brCopy);
    fs.writeFileSync(path.join(distDir, 'assets', 'login-def456.js.gz'), gzipCopy);
    const fetchAs = (acceptEncoding: string) =>
      app.inject({
        method: 'GET',
        url: '/profile/assets/login-def456.js',
        headers: { 'accept-encoding': acceptEncoding },
      });

    const br = await fetchAs('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brCopy)).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await fetchAs('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipCopy)).toBe(true);

    const plain = await fetchAs('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("keeps the build's own records private: Vite's manifest and the build settings (issue 21)", async () => {
    fs.mkdirSync(path.join(distDir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{"secret-manifest":true}');
    fs.writeFileSync(path.join(distDir, 'build-settings.json'), '{"privacyOperator":false}');
    for (const url of [
      '/profile/.vite/manifest.json',
      '/profile/build-settings.json',
      '/profile/%2Evite/manifest.json',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('secret-manifest');
      expect(res.body, url).not.toContain('privacyOperator');
    }
  });

  it('sends a file the headers a file needs, and a page the whole set; HSTS only over https (issue 21)', async () => {
    const asset = await app.inject({ method: 'GET', url: '/profile/assets/index-abc123.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'strict-transport-security',
    ]) {
      expect(asset.headers[name], name).toBeUndefined();
    }
    const page = await app.inject({ method: 'GET', url: '/profile/' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps unknown API routes as JSON 404, not the app shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/budget/unknown/path' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('the privacy operator settings of the build', () => {
  it('names the VITE_PRIVACY_* variables a build lacks, or all of them without build-settings.json', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-settings-'));
    expect(missingPrivacySettings(dir)).toEqual(['VITE_PRIVACY_OPERATOR', 'VITE_PRIVACY_EMAIL']);
    const write = (settings: object) =>
      fs.writeFileSync(path.join(dir, 'build-settings.json'), JSON.stringify(settings));
    write({ privacyOperator: true, privacyEmail: false });
    expect(missingPrivacySettings(dir)).toEqual(['VITE_PRIVACY_EMAIL']);
    write({ privacyOperator: true, privacyEmail: true });
    expect(missingPrivacySettings(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('warns at start, naming the variables, when the built app lacks them', async () => {
    const distDir = path.join(projectRoot, 'dist');
    if (!fs.existsSync(path.join(distDir, 'index.html'))) return; // the test command builds first
    const missing = missingPrivacySettings(distDir);
    const product = await startProduct();
    await product.stop();
    const warning = 'the privacy policy names no personal-data operator or contact';
    if (missing.length === 0) {
      expect(product.output()).not.toContain(warning);
    } else {
      expect(product.output()).toContain(warning);
      for (const name of missing) expect(product.output()).toContain(name);
    }
  });
});

describe('the server process', () => {
  it('stops the start on a bad configuration value, naming it', () => {
    const result = spawnSync(process.execPath, ['server/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, PORT: 'три тысячи', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bad-')) },
      encoding: 'utf8',
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('PORT must be a port number');
  });

  it('shuts down gracefully on SIGTERM', async () => {
    const product = await startProduct({ SERVE_APP: 'false' });
    expect(await product.stop('SIGTERM')).toBe(0);
  });
});

describe('headers behind a TLS proxy and on the API docs', () => {
  it('sends HSTS when the request came over https, and the docs page the product CSP', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-'));
    const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: 'loopback' }), {
      distDir: fs.mkdtempSync(path.join(os.tmpdir(), 'no-dist-')),
    });
    try {
      const secure = await app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const docs = await app.inject({ method: 'GET', url: '/api/v1/docs/' });
      const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(docs.headers['content-security-policy']).toBe(health.headers['content-security-policy']);
      expect(docs.headers['x-frame-options']).toBe('DENY');
    } finally {
      await app.close();
    }
  });
});
