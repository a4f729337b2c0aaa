import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Drives one URL on loopback for a bounded time and returns throughput and latency. */
export async function measure(
  name: string,
  options: { url: string; seconds?: number; connections?: number } & Partial<autocannon.Options>,
): Promise<LoadResult> {
  const { url, seconds = 5, connections = 10, ...rest } = options;
  const result = await autocannon({ url, duration: seconds, connections, ...rest });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(title: string, rows: LoadResult[], baseline?: LoadResult) {
  console.log(`\n${title}`);
  console.log(
    'case'.padEnd(34),
    'req/s'.padStart(9),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    ' vs bare',
  );
  for (const row of rows) {
    const ratio = baseline ? `${((row.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)}%` : '';
    console.log(
      row.name.padEnd(34),
      String(row.requestsPerSecond).padStart(9),
      String(row.p50).padStart(8),
      String(row.p99).padStart(8),
      String(row.errors).padStart(7),
      ` ${ratio}`,
    );
  }
}
