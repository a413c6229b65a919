import type { ComponentPropsWithRef } from 'react';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { shellTexts } from '../shell.texts.ts';

/** The live connection's states (spec: States and transitions). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

/** Props of ConnectionBadge. */
export type ConnectionBadgeProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  status: ConnectionStatus;
};

/** "Online" in green when connected, otherwise "Reconectando..." in the warning colour (spec: Screens and routes, States and transitions). */
export function ConnectionBadge({ status, ...rest }: ConnectionBadgeProps) {
  const isOnline = status === 'connected';
  return (
    <Badge role="status" tone={isOnline ? 'success' : 'warning'} data-status={status} {...rest}>
      {isOnline ? shellTexts.online : shellTexts.reconnecting}
    </Badge>
  );
}
