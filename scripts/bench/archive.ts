import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { signUpCouples } from './couples.ts';
import { startProduct } from './processes.ts';

/*
 * Issue 42: the export of a wedding with 5,000 guests and 200 MB of files, from the real product in
 * its own process (SQLite): how soon the download starts, how long it takes, and what the server
 * process holds in memory meanwhile (its resident set, read from /proc every 20 ms).
 * BENCH_ARCHIVE_GUESTS and BENCH_ARCHIVE_MB change the sizes.
 */

const MB = 1024 * 1024;
const FILE_MB = 10;

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

async function call(url: string, cookie: string, method: string, route: string, body?: unknown) {
  const form = body instanceof FormData;
  const response = await fetch(`${url}/api/v1${route}`, {
    method,
    headers: { cookie, origin: url, ...(body === undefined || form ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function benchArchive(
  guests = Number(process.env.BENCH_ARCHIVE_GUESTS ?? 5000),
  filesMb = Number(process.env.BENCH_ARCHIVE_MB ?? 200),
): Promise<void> {
  let product = await startProduct();
  try {
    const [couple] = await signUpCouples(product, {}, 1);
    const { url } = product;
    const cookie = couple!.cookie;
    let next = 0;
    const addGuests = async () => {
      while (next < guests) {
        next += 1;
        await call(url, cookie, 'POST', '/guests', {
          name: `Гость ${next}`,
          from: next % 2 ? 'bride' : 'groom',
          email: `g${next}@example.ru`,
        });
      }
    };
    await Promise.all(Array.from({ length: 8 }, addGuests));
    // Contracts of 10 MB, 20 to a contractor (the cap), as PDFs of random bytes that do not compress.
    for (let made = 0, contractor = ''; made < filesMb / FILE_MB; made++) {
      if (made % 20 === 0)
        contractor = String(
          (await call(url, cookie, 'POST', '/contractors', { category: 'photographer', name: `Студия ${made}` })).id,
        );
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(FILE_MB * MB - 9)]);
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), `Договор ${made + 1}.pdf`);
      await call(url, cookie, 'POST', `/contractors/${contractor}/files`, form);
    }

    // A fresh process, as after a deploy: what the uploads left in memory is not the export's.
    await product.stop();
    product = await startProduct({ dataDir: product.dataDir });
    // Settled: the process's own start-up work (its first jobs) done before the export is asked for.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const rows = [];
    // A process that has served the couple before: the guest list read and downloaded once (the
    // spreadsheet library loaded), as any running server has.
    for (const route of ['/guests', '/guests/download']) {
      const answer = await fetch(`${product.url}/api/v1${route}`, { headers: { cookie } });
      await answer.arrayBuffer();
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // The first export of the process, then a second: what the export itself holds.
    for (const run of ['first', 'second']) {
      const baseline = residentMb(product.pid);
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, residentMb(product.pid))), 20);
      const started = performance.now();
      const response = await fetch(`${product.url}/api/v1/wedding/export`, { headers: { cookie } });
      if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
      const reader = response.body.getReader();
      let firstByte = 0;
      let bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!firstByte) firstByte = performance.now() - started;
        bytes += value.byteLength;
      }
      const total = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, residentMb(product.pid));
      const estimate = Number(response.headers.get('x-archive-estimate'));
      rows.push({
        export: run,
        'first byte, s': (firstByte / 1000).toFixed(2),
        'whole, s': (total / 1000).toFixed(1),
        'zip, MB': (bytes / MB).toFixed(1),
        'estimate, MB': (estimate / MB).toFixed(1),
        'RSS before, MB': baseline.toFixed(0),
        'RSS peak, MB': peak.toFixed(0),
        'growth, MB': (peak - baseline).toFixed(0),
      });
    }
    console.log(
      `\nThe export of a wedding of ${guests} guests and ${filesMb} MB of files (SQLite, the server in its own process)`,
    );
    console.table(rows);
  } finally {
    await product.stop();
    fs.rmSync(product.dataDir, { recursive: true, force: true });
  }
}
