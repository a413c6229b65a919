import { Stack } from '@vizinhos/ui';
import { CalendarFeedBox } from '../features/events/index.ts';
import { BlockedMembersPanel } from '../features/moderation/index.ts';
import { EmailSettingsPanel, PushSettingsPanel } from '../features/notifications/index.ts';
import { SettingsOverlay } from '../features/settings/index.ts';

/**
 * `/configuracoes`: the settings dialog with the calendar feed (events), the push alerts and the
 * e-mail choices (notifications) and the block list (moderation) in its slots.
 */
export function SettingsView() {
  return (
    <SettingsOverlay
      calendarFeed={<CalendarFeedBox canRegenerate />}
      notifications={
        <Stack gap="xl">
          <PushSettingsPanel />
          <EmailSettingsPanel />
        </Stack>
      }
      blocked={<BlockedMembersPanel />}
    />
  );
}
