import { describe, expect, it } from 'vitest';
import { cpuSeconds, median, parseWrk, summarize, wrkDuration } from './load.ts';

describe('the load figures', () => {
  it("reads wrk's durations in milliseconds", () => {
    expect(wrkDuration('850.00us')).toBe(0.85);
    expect(wrkDuration('1.23ms')).toBe(1.23);
    expect(wrkDuration('1.50s')).toBe(1500);
  });

  it('reads req/s, p50, p99 and every kind of error from wrk --latency output', () => {
    const output = `Running 5s test @ http://127.0.0.1:1/health
  1 threads and 10 connections
  Latency Distribution
     50%  150.00us
     75%  200.00us
     90%  300.00us
     99%    2.13ms
  100000 requests in 5.00s, 15.00MB read
  Socket errors: connect 0, read 1, write 0, timeout 2
  Non-2xx or 3xx responses: 4
Requests/sec:  20000.40
Transfer/sec:      3.00MB`;
    expect(parseWrk(output)).toEqual({ requests: 100000, requestsPerSecond: 20000, p50: 0.15, p99: 2.13, errors: 7 });
  });

  it('takes medians over rounds and the median of the per-round ratios to the bare route', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const run = (requestsPerSecond: number, cpuMicros: number) => ({
      name: 'x',
      requests: requestsPerSecond * 5,
      requestsPerSecond,
      p50: 1,
      p99: 2,
      errors: 0,
      cpuMicros,
    });
    const figures = summarize(
      'case',
      [run(10, 200), run(30, 100), run(20, 400)],
      [run(100, 50), run(100, 50), run(40, 50)],
    );
    expect(figures.requestsPerSecond).toBe(20);
    expect(figures.ratio).toBe(0.3);
    expect(figures.cpuMicros).toBe(200);
    expect(figures.cpuRatio).toBe(0.25);
  });

  it("reads a process's CPU time on Linux", () => {
    const seconds = cpuSeconds(process.pid);
    if (process.platform === 'linux') expect(seconds).toBeGreaterThan(0);
    else expect(seconds).toBeUndefined();
  });
});
