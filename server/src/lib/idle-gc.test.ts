import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs `script` in a Node process with the server's --expose-gc and idle-gc.ts imported as `quiet`. */
function run(script: string, flags: string[]): { newSpaceMiB: number[] } {
  const module = path.join(import.meta.dirname, 'idle-gc.ts');
  const source = `
    const v8 = await import('node:v8');
    const { collectWhenQuiet } = await import(${JSON.stringify(module)});
    const { EventEmitter } = await import('node:events');
    const server = new EventEmitter();
    const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 1048576;
    ${script}`;
  const child = spawnSync(process.execPath, [...flags, '--import', 'tsx', '--input-type=module', '-e', source], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}');
}

// A burst of allocation that survives a while (as a big export's rows do) grows the young generation.
const burst = `
  let keep = [];
  for (let round = 0; round < 40; round++) {
    for (let i = 0; i < 50_000; i++) keep.push({ i, text: 'row ' + i });
    if (keep.length > 400_000) keep = [];
  }
  keep = null;`;

/**
 * The young generation's size (MiB) after the burst, and after 1.5 s of `collectWhenQuiet` every
 * 200 ms, with `meanwhile` running (e.g. requests coming in).
 */
function newSpaceAround(flags: string[], meanwhile = ''): [number, number] {
  const result = run(
    `${burst}
    const grown = newSpace();
    collectWhenQuiet(server, 200);
    ${meanwhile}
    await new Promise((resolve) => setTimeout(resolve, 1500));
    console.log(JSON.stringify({ newSpaceMiB: [grown, newSpace()] }));`,
    flags,
  );
  return result.newSpaceMiB as [number, number];
}

const SERVER_FLAGS = ['--max-semi-space-size=64', '--expose-gc'];

describe('collectWhenQuiet', () => {
  it('gives the young generation back once the event loop goes quiet after a busy stretch', () => {
    const [grown, after] = newSpaceAround(SERVER_FLAGS);
    expect(grown).toBeGreaterThanOrEqual(32);
    expect(after).toBeLessThanOrEqual(8);
  }, 60_000);

  it('never interrupts a server that keeps answering requests, however few', () => {
    const [grown, after] = newSpaceAround(SERVER_FLAGS, "setInterval(() => server.emit('request'), 100).unref();");
    expect(grown).toBeGreaterThanOrEqual(32);
    expect(after).toBe(grown);
  }, 60_000);

  it('does nothing without --expose-gc (tests, npm run dev)', () => {
    const [grown, after] = newSpaceAround(['--max-semi-space-size=64']);
    expect(after).toBe(grown);
  }, 60_000);
});
