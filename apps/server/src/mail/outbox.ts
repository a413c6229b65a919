/**
 * An e-mail the server sends: activation and password reset carry a link; the digest and the alerts
 * also an HTML part and their one-click unsubscribe address (RFC 8058).
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  link: string;
  html?: string;
  unsubscribeUrl?: string;
};

/**
 * Where mail goes; `sent` keeps the latest mails so tests and the console can read them. `send`
 * never fails (a relay outage must not fail a signup); `deliver`, where the outbox has it, rejects
 * when the relay refused, so a job can retry.
 */
export type Outbox = {
  send: (mail: Mail) => Promise<void>;
  deliver?: (mail: Mail) => Promise<void>;
  sent: Mail[];
};

/** Mails handed to a relay and refused by it (GET /metrics: bounces at the door, not later DSNs). */
export const mailStats = { sent: 0, failed: 0 };

/** Records a sent mail, dropping the oldest beyond `keep` so a long-running server's memory stays bounded. */
export function keepLatest<TMail extends Mail>(sent: TMail[], mail: TMail, keep: number): void {
  sent.push(mail);
  if (sent.length > keep) sent.shift();
}

/** An outbox that prints each mail with its link to the log (the default). */
export function createConsoleOutbox(print: (line: string) => void, keep = 200): Outbox {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      keepLatest(sent, mail, keep);
      print(`✉️  Para: ${mail.to} | ${mail.subject}\n   ${mail.link}`);
    },
  };
}
