import type { ComponentPropsWithRef } from 'react';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { shellTexts } from '../shell.texts.ts';

/** The live connection's states (doc 1 §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

/** Props of ConnectionBadge. */
export type ConnectionBadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  status: ConnectionStatus;
};

/** "Online" in green when connected, otherwise "Reconectando..." in the warning colour (doc 1 §2, §4). */
export function ConnectionBadge({ status, ...rest }: ConnectionBadgeProps) {
  const isOnline = status === 'connected';
  return (
    <Badge role="status" tone={isOnline ? 'success' : 'warning'} data-status={status} {...rest}>
      {isOnline ? shellTexts.online : shellTexts.reconnecting}
    </Badge>
  );
}
