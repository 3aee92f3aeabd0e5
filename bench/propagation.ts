import type { ServerHandle } from './load.ts';

/** How a rate saved on one instance reaches another instance's search, and what it costs that instance. */
export type Propagation = {
  rounds: number;
  /** From A's answer to the save until B's search shows the new price, per round (ms). */
  visibleMs: number[];
  /** The slowest /v2/ping answer of B while the rounds ran, and how many pings it answered. */
  pingMaxMs: number;
  pings: number;
};

const HEADERS = { appid: '1', appclient: 'pc', 'content-type': 'application/json' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The envelope of an answer, as far as the bench reads it. */
type Envelope = { result?: { data?: { accesstoken?: string; id?: string; items?: unknown[] } } } | null;

async function post(url: string, body: object, token?: string): Promise<{ status: number; json: Envelope }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: token ? { ...HEADERS, accesstoken: token } : HEADERS,
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json().catch(() => null)) as Envelope };
}

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Saves an LCL rate through the operators' desk of instance A (the demo administrator), then changes its
 * price round after round; after each save, searches B every 5 ms until B shows the new price. Meanwhile
 * a client pings B every 10 ms: a reload that blocks B's event loop shows as a slow ping.
 */
export async function measurePropagation(
  a: ServerHandle,
  b: ServerHandle,
  lane: { pol: string; pod: string },
  rounds = 6,
): Promise<Propagation> {
  const login = await post(`${a.url}/v2/ops/login`, { username: 'admin', password: 'Admin@2026' });
  const token: string | undefined = login.json?.result?.data?.accesstoken;
  if (!token) throw new Error(`the demo administrator could not log in on A: HTTP ${login.status}`);

  const search = { kind: 'export', ...lane, carriers: ['COSU'], sort: 'price', pageSize: 100 };
  const shows = async (amount: number) => {
    const answer = await post(`${b.url}/v2/oe_sea/price`, search);
    const items = (answer.json?.result?.data?.items ?? []) as Array<{ oceanPerWm?: { amount?: number } | null }>;
    return items.some((item) => item.oceanPerWm?.amount === amount);
  };

  // B's index is loaded by its first search: that load is not what is measured.
  await shows(-1);
  let pinging = true;
  let pingMaxMs = 0;
  let pings = 0;
  const pinger = (async () => {
    while (pinging) {
      const started = performance.now();
      await fetch(`${b.url}/v2/ping`).then((r) => r.arrayBuffer());
      pingMaxMs = Math.max(pingMaxMs, performance.now() - started);
      pings++;
      await sleep(10);
    }
  })();

  const visibleMs: number[] = [];
  let id: string | undefined;
  try {
    for (let round = 0; round < rounds; round++) {
      // A price no generated or demo line has: 1.01, 1.02, … USD per W/M.
      const cents = 101 + round;
      const rate = {
        kind: 'export',
        pol: lane.pol,
        pod: lane.pod,
        carrier: 'COSU',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        cutoffDays: 0,
        cargoCutDays: 0,
        transitDays: 12,
        validFrom: isoDay(-1),
        validTo: isoDay(60),
        currency: 'USD',
        oceanRate: (cents / 100).toFixed(2),
        ...(id ? { id } : {}),
      };
      const saved = await post(`${a.url}/v2/ops/rate/lcl/save`, rate, token);
      if (saved.status !== 200)
        throw new Error(`saving a rate on A: HTTP ${saved.status} ${JSON.stringify(saved.json)}`);
      id = saved.json?.result?.data?.id;
      const answered = performance.now();
      while (!(await shows(cents))) {
        if (performance.now() - answered > 30_000) throw new Error('B did not show the saved rate within 30 s');
        await sleep(5);
      }
      visibleMs.push(performance.now() - answered);
      await sleep(300);
    }
  } finally {
    pinging = false;
    await pinger;
  }
  return { rounds, visibleMs, pingMaxMs, pings };
}
