import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message as sent, quoted-printable soft breaks and escapes undone, so links read whole. */
  raw: string;
  /** The first address in the message starting with `publicUrl`. */
  link(publicUrl: string): string;
}

/** Quoted-printable as nodemailer writes text parts: `=` line ends join lines, `=XX` is a byte. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/**
 * A real SMTP server on a free local port that keeps what it receives, for tests that send mail the way
 * production does (SMTP_URL) and follow the link in it. No TLS and no sign-in: it listens on 127.0.0.1 only.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1'));
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          link(publicUrl) {
            const escaped = publicUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            const match = raw.match(new RegExp(`${escaped}[^\\s"<>]+`));
            if (!match) throw new Error(`no ${publicUrl} link in the mail to ${this.to.join(', ')}`);
            return match[0].replace(/&amp;/g, '&');
          },
        });
        for (const wake of waiting) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first mail to `address`, waiting up to `timeoutMs` for it. */
    async mailTo(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((mail) => mail.to.includes(address));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            resolve();
          };
          waiting.add(wake);
          setTimeout(wake, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
