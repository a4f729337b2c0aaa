import { spawn } from 'node:child_process';
import os from 'node:os';

/*
 * `npm test` runs these static checks and builds before vitest. They are independent of each other
 * and each mostly uses one core, so they run two (or as many as there are cores) at a time; each
 * one's output is printed whole when it ends, so runs do not interleave. Any failure fails the lot.
 */
// Longest first, so the last to start is a short one.
const CHECKS = [
  'lint',
  'typecheck:app',
  'typecheck:contract',
  'typecheck:node',
  'build:mock',
  'build',
  'knip',
  'i18n:check',
];

interface Outcome {
  script: string;
  code: number | null;
  seconds: number;
}

function runScript(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(
        `\n── npm run ${script}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds.toFixed(1)} s\n`,
      );
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      resolve({ script, code, seconds });
    });
  });
}

const queue = [...CHECKS];
const outcomes: Outcome[] = [];
const lanes = Math.max(2, os.availableParallelism());
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let script = queue.shift(); script; script = queue.shift()) outcomes.push(await runScript(script));
  }),
);

const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
