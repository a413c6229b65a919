export type { CalloutProps } from './Callout.tsx';
export { Callout } from './Callout.tsx';
