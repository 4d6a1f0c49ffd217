import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`; nodemailer's URL options such as
 * `?ignoreTLS=true` pass through). Timeouts are short so that a dead mail server fails a
 * delivery in seconds rather than holding it for nodemailer's default minutes. nodemailer's own
 * logger stays off: it would write message bodies, which carry reset links.
 */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
    logger: false,
    debug: false,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
