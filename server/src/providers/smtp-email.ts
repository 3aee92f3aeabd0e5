import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { EmailProvider } from './email.ts';
import { GatewayError } from './gateway-error.ts';

/**
 * E-mail over SMTP with nodemailer. `url` names the server and the login, e.g.
 * `smtps://user:password@smtp.example.com:465` (TLS from the start) or `smtp://…:587` (STARTTLS when
 * the server offers it). Tested against a local SMTP server (smtp-server) that receives the message.
 */
export type SmtpOptions = { url: string; from: string };

export function createSmtpEmailProvider(options: SmtpOptions, log: FastifyBaseLogger): EmailProvider {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send(_db, message) {
      try {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
      } catch (error) {
        const failure = error as { code?: string; responseCode?: number; permanent?: boolean };
        const gatewayCode = failure.responseCode ? `SMTP ${failure.responseCode}` : (failure.code ?? 'unknown');
        // The reply code says what went wrong; the address and the text stay out of the log.
        log.warn({ gateway: 'smtp', gatewayCode }, 'mail server refused');
        throw new GatewayError('EMAIL_SEND_FAILED', { gatewayCode, retryable: failure.permanent !== true });
      }
    },
  };
}
