import type { BundleReport } from './bundle.ts';
import type { SeedReport } from './database.ts';
import type { ExcelWork } from './excel.ts';
import type { Measurement } from './load.ts';
import type { Propagation } from './propagation.ts';

/** The targets (issue 3, "Instant quotes"). */
export const TARGETS = {
  /** Hello route ÷ bare Node http server (issue 20). */
  helloRatio: 0.7,
  /** Resident memory of the server, MiB: idle, and under 100-connection load (issue 20). */
  idleMiB: 150,
  loadMiB: 300,
  /** A rate saved on one instance in another's search within (ms), and that one's pings meanwhile (ms). */
  propagationMs: 200,
  pingStallMs: 50,
  throughputRatio: 0.6,
  p99Ratio: 2,
  p99Growth: 1.5,
  /** kB as Vite prints them: 1 kB = 1000 bytes. */
  firstRouteGzipKb: 160,
} as const;

export type SizeResult = {
  n: number;
  database: string;
  seed: SeedReport;
  /** A bare Node http server answering the hello route's bytes: the reference for the hello route. */
  bare: Measurement;
  /**
   * The same bare server answering every request with one search answer's bytes (`bareAnswerBytes`): the
   * most any search could do on this machine, since it does nothing but send the answer.
   */
  bareAnswer: Measurement;
  bareAnswerBytes: number;
  hello: Measurement;
  /** Varied searches: every request a new one (lane, date, cargo, sort), as users search. */
  search: Measurement;
  /** The same few bodies over and over: what the answer cache serves. */
  cached: Measurement;
  /** Served lanes the varied searches drew from. */
  lanes: number;
  bodies: number;
  firstSearchMs: number;
  itemsPerAnswer: number;
  /** Mean size of one search answer (uncompressed JSON). */
  answerBytes: number;
  /** Mean latency (hello, search) at one connection: the time of one request without queueing. */
  singleMean: [number, number];
  /**
   * Server RSS (MiB): idle 5 s after start, after the index loaded, the peak under load, 5 s after the
   * load, and after `BENCH_QUIET` seconds of quiet (null when not waited for).
   */
  rss: { idle: number | null; indexed: number | null; peak: number; after: number | null; quiet: number | null };
  propagation: Propagation | null;
  /** The rate sheet export and import with pings meanwhile (null when skipped). */
  excel: ExcelWork | null;
  /** 1-minute load average before and after measuring (other work on the machine shows here). */
  loadAvg: [number, number];
};

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kb = (bytes: number) => fmt(bytes / 1000, 1);
const mark = (met: boolean) => (met ? '✓ met' : '✗ missed');
const short = (n: number) => (n >= 1_000_000 ? `${fmt(n / 1_000_000)}M` : n >= 1000 ? `${fmt(n / 1000)}k` : fmt(n));

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function loadTable(results: SizeResult[]): string {
  const rows = results.map((r, i) => {
    const helloRatio = r.hello.reqPerSec / r.bare.reqPerSec;
    const throughput = r.search.reqPerSec / r.hello.reqPerSec;
    const p99Ratio = r.search.p99 / Math.max(r.hello.p99, 1e-9);
    const previous = results[i - 1];
    const growth = previous ? r.search.p99 / Math.max(previous.search.p99, 1e-9) : null;
    return [
      short(r.n),
      `${fmt(r.seed.validNow)} / ${fmt(r.seed.expired)}`,
      fmt(r.bare.reqPerSec),
      fmt(r.hello.reqPerSec),
      `${fmt(helloRatio, 2)} ${mark(helloRatio >= TARGETS.helloRatio)}`,
      fmt(r.hello.p99),
      fmt(r.search.reqPerSec),
      fmt(r.search.p99),
      `${fmt(throughput, 2)} ${mark(throughput >= TARGETS.throughputRatio)}`,
      `${fmt(r.bareAnswer.reqPerSec / r.hello.reqPerSec, 2)} (${kb(r.bareAnswerBytes)} kB)`,
      `${fmt(p99Ratio, 2)} ${mark(p99Ratio <= TARGETS.p99Ratio)}`,
      growth === null ? '—' : `${fmt(growth, 2)} ${mark(growth <= TARGETS.p99Growth)}`,
      `${fmt(r.cached.reqPerSec)} / ${fmt(r.cached.p99)} (${fmt(r.cached.reqPerSec / r.hello.reqPerSec, 2)}×)`,
    ];
  });
  return table(
    [
      'rate lines',
      'valid / expired',
      'bare Node req/s',
      'hello req/s',
      `hello ÷ bare (≥ ${TARGETS.helloRatio})`,
      'hello p99 ms',
      'varied search req/s',
      'varied search p99 ms',
      `throughput ratio (≥ ${TARGETS.throughputRatio})`,
      'ceiling: bare Node sending a search answer ÷ hello',
      `p99 ratio (≤ ${TARGETS.p99Ratio})`,
      `p99 growth ×10 (≤ ${TARGETS.p99Growth})`,
      'cache: repeated bodies req/s / p99 ms (÷ hello)',
    ],
    rows,
  );
}

const mib = (value: number | null) => (value === null ? '—' : fmt(value));

export function memoryTable(results: SizeResult[]): string {
  return table(
    [
      'rate lines',
      `idle, 5 s after start (≤ ${TARGETS.idleMiB})`,
      'index loaded',
      `peak under load (≤ ${TARGETS.loadMiB})`,
      '5 s after the load',
      'after a quiet minute (above idle)',
    ],
    results.map((r) => [
      short(r.n),
      `${mib(r.rss.idle)} ${r.rss.idle === null ? '' : mark(r.rss.idle <= TARGETS.idleMiB)}`,
      mib(r.rss.indexed),
      `${fmt(r.rss.peak)} ${mark(r.rss.peak <= TARGETS.loadMiB)}`,
      mib(r.rss.after),
      r.rss.quiet === null || r.rss.idle === null
        ? mib(r.rss.quiet)
        : `${fmt(r.rss.quiet)} (+${fmt(r.rss.quiet - r.rss.idle)})`,
    ]),
  );
}

export function propagationTable(results: SizeResult[]): string {
  const measured = results.filter((r) => r.propagation !== null);
  return table(
    [
      'rate lines',
      'saves',
      'in B after (ms, each save)',
      `slowest (≤ ${TARGETS.propagationMs} ms)`,
      `B's slowest ping meanwhile (≤ ${TARGETS.pingStallMs} ms)`,
      'pings',
    ],
    measured.map((r) => {
      const p = r.propagation as Propagation;
      const slowest = Math.max(...p.visibleMs);
      return [
        short(r.n),
        fmt(p.rounds),
        p.visibleMs.map((ms) => fmt(ms)).join(' / '),
        `${fmt(slowest)} ${mark(slowest <= TARGETS.propagationMs)}`,
        `${fmt(p.pingMaxMs)} ${mark(p.pingMaxMs <= TARGETS.pingStallMs)}`,
        fmt(p.pings),
      ];
    }),
  );
}

export function excelTable(results: SizeResult[]): string {
  const measured = results.filter((r) => r.excel !== null);
  return table(
    [
      'rate lines',
      'export: rows, MB, s',
      `slowest ping during the export (≤ ${TARGETS.pingStallMs} ms)`,
      'import: rows, s',
      `slowest ping during the import (≤ ${TARGETS.pingStallMs} ms)`,
      'pings',
      `memory 5 s after (MiB, idle ≤ ${TARGETS.idleMiB})`,
    ],
    measured.map((r) => {
      const e = r.excel as ExcelWork;
      const exported =
        e.exportStatus === 200
          ? `${fmt(e.exportRows)}, ${fmt(e.exportBytes / 1e6, 1)}, ${fmt(e.exportMs / 1000, 1)}`
          : `HTTP ${e.exportStatus} after ${fmt(e.exportMs / 1000, 1)} s`;
      return [
        short(r.n),
        exported,
        `${fmt(e.exportPingMaxMs)} ${mark(e.exportPingMaxMs <= TARGETS.pingStallMs)}`,
        e.importStatus === 200 ? `${fmt(e.importRows)}, ${fmt(e.importMs / 1000, 1)}` : '—',
        e.importStatus === 200 ? `${fmt(e.importPingMaxMs)} ${mark(e.importPingMaxMs <= TARGETS.pingStallMs)}` : '—',
        fmt(e.pings),
        mib(e.rssAfterMiB),
      ];
    }),
  );
}

export function detailTable(results: SizeResult[]): string {
  return table(
    [
      'rate lines',
      'rate_charges rows',
      'seed s',
      'served lanes searched',
      'first search ms',
      'items / answer',
      'answer kB',
      'varied search p99 per window ms',
      'hello p50 / search p50 ms',
      '1 connection: hello / varied search mean ms',
      'requests (hello / varied / repeated)',
      'load avg before / after',
    ],
    results.map((r) => [
      short(r.n),
      fmt(r.seed.charges),
      fmt(r.seed.seconds, 1),
      fmt(r.lanes),
      fmt(r.firstSearchMs),
      fmt(r.itemsPerAnswer, 1),
      kb(r.answerBytes),
      r.search.p99s.map((p) => fmt(p)).join(' / '),
      `${fmt(r.hello.p50)} / ${fmt(r.search.p50)}`,
      `${fmt(r.singleMean[0], 2)} / ${fmt(r.singleMean[1], 2)}`,
      `${fmt(r.hello.requests)} / ${fmt(r.search.requests)} / ${fmt(r.cached.requests)}`,
      `${fmt(r.loadAvg[0], 1)} / ${fmt(r.loadAvg[1], 1)}`,
    ]),
  );
}

export function bundleTable(report: BundleReport): string {
  const rows = report.routes.map((r) => [
    `\`${r.route}\``,
    fmt(r.files),
    kb(r.rawBytes),
    kb(r.gzipBytes),
    mark(r.gzipBytes <= TARGETS.firstRouteGzipKb * 1000),
    r.readyBy === 'quote-search-form' ? 'search form visible' : 'network idle (no search form found)',
  ]);
  if (report.entryClosure) {
    const e = report.entryClosure;
    rows.push(['entry + static imports (manifest)', fmt(e.files), kb(e.rawBytes), kb(e.gzipBytes), '', 'cross-check']);
  }
  return table(
    [
      'route',
      'JS files',
      'raw kB',
      'gzip -9 kB',
      `target ≤ ${TARGETS.firstRouteGzipKb} kB gzip`,
      'first paint taken at',
    ],
    rows,
  );
}
