import { describe, expect, it } from 'vitest';
import { formatNotificationFooter } from './formatNotificationFooter.ts';
import { notificationsDomainTexts } from './notifications.texts.ts';

describe('notification texts', () => {
  it.each([
    ['spec: Screens and routes: footer', formatNotificationFooter(10, 42), 'Mostrando 10 de 42 notificações'],
    ['spec: Screens and routes: default content', notificationsDomainTexts.defaultContent, 'Sem conteúdo'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
