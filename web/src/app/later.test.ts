import { afterEach, describe, expect, it, vi } from 'vitest';

const agreement = { default: () => null };
const loadAgreement = vi.fn(async () => agreement);

vi.mock('./page-loaders.ts', () => ({ pages: { agreementPage: () => loadAgreement() } }));

afterEach(() => {
  vi.clearAllMocks();
  vi.resetModules();
});

/** How many turns of the microtask queue pass before `promise` settles (a task would pass more than 50). */
async function microtasksUntil(promise: Promise<unknown>): Promise<number> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let turn = 0; turn < 50; turn++) {
    if (settled) return turn;
    await Promise.resolve();
  }
  return Number.POSITIVE_INFINITY;
}

describe('later: a lazy page through page-loaders.ts', () => {
  it('loads a page once and hands the loaded module over within the same task afterwards', async () => {
    const { later } = await import('./later.ts');
    expect(await later('agreementPage')()).toBe(agreement);
    expect(loadAgreement).toHaveBeenCalledTimes(1);

    const again = later('agreementPage')();
    expect(await microtasksUntil(again)).toBeLessThanOrEqual(2);
    expect(await again).toBe(agreement);
    // The page's import is not asked again: the route's loader runs before the browser's next task.
    expect(loadAgreement).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load (a chunk may load on the next try)', async () => {
    const { later } = await import('./later.ts');
    loadAgreement.mockRejectedValueOnce(new Error('offline'));
    await expect(later('agreementPage')()).rejects.toThrow('offline');
    expect(await later('agreementPage')()).toBe(agreement);
    expect(loadAgreement).toHaveBeenCalledTimes(2);
  });
});
