/** An e-mail the server sends: activation and password reset carry a link. */
export type Mail = { to: string; subject: string; text: string; link: string };

/** Where mail goes; `sent` keeps the latest mails so tests and the console can read them. */
export type Outbox = { send: (mail: Mail) => Promise<void>; sent: Mail[] };

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
