import { SMTPServer } from 'smtp-server';
import { freePort } from '@afilia/service-kit/testing';
import { SmtpEmailSender } from '../../src/emails/email-sender.js';

interface Received {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

/** A mail server on 127.0.0.1 that keeps what it is sent (and refuses rechazado@example.com): the SMTP adapter's other end. */
async function localSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === 'rechazado@example.com') callback(Object.assign(new Error('No existe ese buzón'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A header's value, its encoded words (RFC 2047) decoded. */
function header(raw: string, name: string): string {
  const head = raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`)) ?? '';
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The plain-text body, decoded from its transfer encoding. */
function body(raw: string): string {
  const [, ...rest] = raw.split('\r\n\r\n');
  const text = rest.join('\r\n\r\n');
  const encoding = header(raw, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(text, 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    )
      .toString('utf8')
      .replace(/\r\n/g, '\n');
  return text.replace(/\r\n/g, '\n');
}

describe('the SMTP adapter', () => {
  it('delivers the message to the mail server: sender, recipient, subject and body as written', async () => {
    const smtp = await localSmtp();
    try {
      const sender = new SmtpEmailSender(`smtp://127.0.0.1:${smtp.port}`, 'Afilia <no-responder@afilia.app>');
      const text = 'Hola Ana,\n\nSol Creadora aplicó a tu campaña "Otoño".\n\nPodés cambiar qué emails recibís en Configuración.';
      await sender.send({ to: 'ana@example.com', subject: 'Nueva aplicación', text });

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.mailFrom).toBe('no-responder@afilia.app');
      expect(mail!.rcptTo).toEqual(['ana@example.com']);
      expect(header(mail!.raw, 'From')).toBe('Afilia <no-responder@afilia.app>');
      expect(header(mail!.raw, 'To')).toBe('ana@example.com');
      expect(header(mail!.raw, 'Subject')).toBe('Nueva aplicación');
      expect(body(mail!.raw).trimEnd()).toBe(text);
    } finally {
      await smtp.close();
    }
  });

  it('fails when the server refuses the recipient, so the outbox tries again', async () => {
    const smtp = await localSmtp();
    try {
      const sender = new SmtpEmailSender(`smtp://127.0.0.1:${smtp.port}`, 'Afilia <no-responder@afilia.app>');
      await expect(sender.send({ to: 'rechazado@example.com', subject: 'x', text: 'x' })).rejects.toThrow(/No existe ese buzón/);
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
