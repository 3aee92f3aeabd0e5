import { describe, expect, it } from 'vitest';
import { prettyLine } from './log-format.ts';

const at = new Date(2026, 10, 26, 10, 51, 2).getTime();

describe('the pretty log format', () => {
  it('shows a request as one short line with its user and request id', () => {
    const json = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'vm',
      reqId: '8c338117-99b7-408a-80de-527fe31f6462',
      method: 'GET',
      url: '/user/info',
      status: 200,
      ms: 3.1,
      user: 'acc-1',
      msg: 'GET /user/info 200 3.1 ms',
    });
    expect(prettyLine(json)).toBe('10:51:02 GET /user/info 200 3.1 ms  user=acc-1 req=8c338117\n');
  });

  it('labels warnings and errors and shows an error with its stack', () => {
    expect(prettyLine(JSON.stringify({ level: 40, time: at, msg: 'SMS gateway refused', gatewayCode: 'isv.X' }))).toBe(
      '10:51:02 WARN  SMS gateway refused  gatewayCode=isv.X\n',
    );
    const error = JSON.stringify({
      level: 50,
      time: at,
      msg: 'unhandled error',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(prettyLine(error)).toBe('10:51:02 ERROR unhandled error\nError: boom\n    at x\n');
  });

  it('passes anything that is not JSON through', () => {
    expect(prettyLine('plain text\n')).toBe('plain text\n');
  });
});
