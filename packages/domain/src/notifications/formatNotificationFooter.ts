import { notificationsDomainTexts } from './notifications.texts.ts';

/** The dropdown footer when more exist than it shows (spec: Screens and routes): "Mostrando 10 de N notificações". */
export function formatNotificationFooter(shown: number, total: number): string {
  return notificationsDomainTexts.footer(shown, total);
}
