import { keepLatest, type Mail, mailStats, type Outbox } from './outbox.ts';

/** Where the local mailbox page is served (loopback clients only). */
export const mailboxPath = '/caixa-de-correio';

/** A mail the local mailbox keeps: what was sent, its number and when. */
export type StoredMail = Mail & { id: number; sentAt: Date };

/** An outbox whose mails a local page shows: used when no SMTP relay is configured. */
export type MailboxOutbox = Omit<Outbox, 'sent'> & { sent: StoredMail[]; mailboxPath: string };

/**
 * An outbox that prints each mail with its link to the log, as the console outbox does, and keeps
 * the latest `keep` mails for the local mailbox page, so a newcomer can activate an account and
 * reset a password with nothing else installed (like letter_opener_web or MailDev).
 */
export function createMailboxOutbox(
  print: (line: string) => void,
  now: () => Date = () => new Date(),
  keep = 200,
): MailboxOutbox {
  const sent: StoredMail[] = [];
  let next = 1;
  return {
    sent,
    mailboxPath,
    async send(mail) {
      keepLatest(sent, { ...mail, id: next++, sentAt: now() }, keep);
      mailStats.sent++;
      print(`✉️  Para: ${mail.to} | ${mail.subject}\n   ${mail.link}`);
    },
  };
}

/** Whether an outbox keeps its mails for the local mailbox page. */
export function isMailbox(outbox: Outbox): outbox is MailboxOutbox {
  return typeof (outbox as Partial<MailboxOutbox>).mailboxPath === 'string';
}
