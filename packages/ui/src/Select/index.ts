export type { SelectRootProps } from './Select.tsx';
export { Select } from './Select.tsx';
