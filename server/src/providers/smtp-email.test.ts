import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayRefusal } from '../test/gateway-refusal.ts';
import { createSmtpEmailProvider } from './smtp-email.ts';

const log = Fastify({ logger: false }).log;
const received: Array<{ mail: ParsedMail; mailFrom: string; user: string | undefined }> = [];

/** A local SMTP server that logs in `seabook`/`s3cret`, refuses one mailbox with 550 and keeps the rest. */
function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}
const server = new SMTPServer({
  // The message stays on this machine; the server offers no TLS, so the login goes in clear text here.
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === 'seabook' && auth.password === 's3cret') return callback(null, { user: auth.username });
    callback(smtpError('Invalid username or password', 535));
  },
  onRcptTo(address, _session, callback) {
    if (address.address === 'gone@example.com') return callback(smtpError('Mailbox unavailable', 550));
    callback();
  },
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push({
          mail,
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          user: session.user as string | undefined,
        });
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const FROM = 'Seabook <noreply@seabook.test>';
const adapter = (login = 'seabook:s3cret') =>
  createSmtpEmailProvider({ url: `smtp://${login}@127.0.0.1:${port}`, from: FROM }, log);

describe('e-mail over SMTP', () => {
  it('logs in and delivers the message with its sender, recipient, subject and text', async () => {
    const subject = '订单 SB2611250004：已订舱';
    const text = '您的订单 SB2611250004 状态已变为“待预配”。备注：请于周五前进仓';
    await adapter().send(undefined as never, { to: 'shipper@example.com', subject, text });
    const last = received.at(-1);
    expect(last?.user).toBe('seabook');
    expect(last?.mailFrom).toBe('noreply@seabook.test');
    expect(last?.mail.from?.value[0]).toMatchObject({ address: 'noreply@seabook.test', name: 'Seabook' });
    expect(last?.mail.to).toMatchObject({ value: [{ address: 'shipper@example.com' }] });
    expect(last?.mail.subject).toBe(subject);
    expect(last?.mail.text?.trim()).toBe(text);
  });

  it('turns a wrong password into EMAIL_SEND_FAILED that a retry will not fix', async () => {
    const error = await gatewayRefusal(
      adapter('seabook:wrong').send(undefined as never, { to: 'a@example.com', subject: 's', text: 't' }),
    );
    expect(error).toMatchObject({ key: 'EMAIL_SEND_FAILED', status: 502, gatewayCode: 'SMTP 535', retryable: false });
  });

  it('turns a refused mailbox into EMAIL_SEND_FAILED, and delivers nothing', async () => {
    const before = received.length;
    const error = await gatewayRefusal(
      adapter().send(undefined as never, { to: 'gone@example.com', subject: 's', text: 't' }),
    );
    expect(error).toMatchObject({ key: 'EMAIL_SEND_FAILED', gatewayCode: 'SMTP 550', retryable: false });
    expect(received.length).toBe(before);
  });

  it('reports a server it cannot reach as a failure worth retrying', async () => {
    const unreachable = createSmtpEmailProvider({ url: 'smtp://seabook:s3cret@127.0.0.1:9', from: FROM }, log);
    const error = await gatewayRefusal(
      unreachable.send(undefined as never, { to: 'a@example.com', subject: 's', text: 't' }),
    );
    expect(error).toMatchObject({ key: 'EMAIL_SEND_FAILED', retryable: true });
  });
});
