/**
 * The `pretty` log format: one short line per entry for a person at a terminal, e.g.
 * `10:51:02 GET /v2/ping 200 1.2 ms  req=8c338117` or `10:51:03 WARN  SMS gateway refused gatewayCode=…`.
 * pino writes JSON lines into it; anything that is not JSON passes through unchanged.
 */
const LABELS: Array<[number, string]> = [
  [50, 'ERROR '],
  [40, 'WARN  '],
  [30, ''],
  [0, 'DEBUG '],
];
/** Fields every entry has, or that the request line's message already says. */
const SHOWN_ELSEWHERE = new Set([
  'level',
  'time',
  'msg',
  'pid',
  'hostname',
  'reqId',
  'err',
  'method',
  'url',
  'status',
  'ms',
]);

function clock(time: unknown): string {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  return date.toTimeString().slice(0, 8);
}

function value(item: unknown): string {
  return typeof item === 'string' ? item : JSON.stringify(item);
}

export function prettyLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const label = LABELS.find(([from]) => level >= from)?.[1] ?? '';
  const extras = Object.entries(entry)
    .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
    .map(([key, item]) => `${key}=${value(item)}`);
  if (typeof entry.reqId === 'string') extras.push(`req=${entry.reqId.slice(0, 8)}`);
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const detail = err ? `\n${err.stack ?? err.message ?? ''}` : '';
  const tail = extras.length > 0 ? `  ${extras.join(' ')}` : '';
  return `${clock(entry.time)} ${label}${value(entry.msg ?? '')}${tail}${detail}\n`;
}

export function prettyStream(out: { write(text: string): unknown }): { write(line: string): void } {
  return { write: (line) => void out.write(prettyLine(line)) };
}
