import { schema } from '@csg/db';
import { freePort } from '@csg/testing';
import { eq } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp, type AdminHarness, type TestTenant } from './harness.ts';

const RESET_URL = 'https://gateway.example.com/reset-password';
const freshIp = () => `10.${[...randomBytes(3)].join('.')}`;

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** Just enough of an SMTP server (RFC 5321, no TLS, no auth) for nodemailer to hand over a message. */
function startFakeSmtp(port: number): Promise<{ received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.setEncoding('utf8');
    let buffer = '';
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    socket.write('220 fake-smtp ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 2.0.0 queued\r\n');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.split(' ')[0]?.toUpperCase();
        if (verb === 'MAIL') mail.from = line;
        if (verb === 'RCPT') mail.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 2.0.0 bye\r\n');
        else socket.write(verb === 'DATA' ? '354 go ahead\r\n' : '250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        received,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

/** Undoes quoted-printable, which nodemailer uses for long lines. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(50);
  }
}

const outboxFor = (h: AdminHarness, tenant: TestTenant) =>
  h.db
    .select()
    .from(schema.outboxMessages)
    .where(eq(schema.outboxMessages.recipient, `${tenant.username}@example.com`));

const forgot = (h: AdminHarness, username: string) =>
  h.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { username }, remoteAddress: freshIp() });

const smtpPort = await freePort();
/** Nothing listens here: connections are refused, as when the mail server is down. */
let deadSmtpPort = await freePort();
while (deadSmtpPort === smtpPort) deadSmtpPort = await freePort();

describe('password reset mail by SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>> | undefined;
  beforeAll(async () => {
    smtp = await startFakeSmtp(smtpPort);
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const h = useAdminApp({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMTP_FROM: 'gateway@example.com',
    PASSWORD_RESET_URL: RESET_URL,
  });

  it('sends the link to the contact address, and keeps a copy without the token (delivered_via smtp)', async () => {
    const tenant = await h.createTenant('normal_user');
    const res = await forgot(h, tenant.username);
    expect(res.statusCode).toBe(202);

    const [copy] = await eventually(async () => {
      const rows = await outboxFor(h, tenant);
      return rows.length > 0 ? rows : undefined;
    });
    const mail = smtp?.received.find((m) => m.to.some((to) => to.includes(`${tenant.username}@example.com`)));
    expect(mail?.from).toContain('gateway@example.com');
    const text = decodeQuotedPrintable(mail?.data ?? '');
    const token = /reset-password\?token=([\w-]{43})/.exec(text)?.[1] ?? '';
    expect(token).not.toBe('');

    // The stored token is its hash; the stored copy of the mail has the link masked.
    const [row] = await h.db
      .select()
      .from(schema.passwordResetTokens)
      .where(eq(schema.passwordResetTokens.tenantId, tenant.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(copy).toMatchObject({ deliveredVia: 'smtp', recipient: `${tenant.username}@example.com` });
    expect(copy?.body).not.toContain(token);
    expect(copy?.body).toContain(`${RESET_URL}?token=[REDACTED]`);

    const reset = await h.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, newPassword: 'reset by mailed link' },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(204);
  });

  it('sends nothing for an unknown account', async () => {
    const before = smtp?.received.length ?? 0;
    const ghost = `ghost-${randomBytes(4).toString('hex')}`;
    expect((await forgot(h, ghost)).statusCode).toBe(202);
    await sleep(300);
    expect(smtp?.received.length).toBe(before);
  });
});

describe('password reset mail when the SMTP server is down', () => {
  const h = useAdminApp({ SMTP_URL: `smtp://127.0.0.1:${deadSmtpPort}`, PASSWORD_RESET_URL: RESET_URL });

  it('still answers 202, and keeps the mail (with its link) in the outbox for an administrator', async () => {
    const tenant = await h.createTenant('normal_user');
    const res = await forgot(h, tenant.username);
    expect(res.statusCode).toBe(202);
    const [kept] = await eventually(async () => {
      const rows = await outboxFor(h, tenant);
      return rows.length > 0 ? rows : undefined;
    });
    expect(kept?.deliveredVia).toBe('outbox');
    expect(kept?.body).toMatch(/\?token=[\w-]{43}/);
  });
});
