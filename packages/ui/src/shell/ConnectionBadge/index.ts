export type { ConnectionBadgeProps, ConnectionStatus } from './ConnectionBadge.tsx';
export { ConnectionBadge } from './ConnectionBadge.tsx';
