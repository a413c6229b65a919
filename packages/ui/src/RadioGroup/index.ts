export type { RadioGroupItemProps } from './RadioGroup.tsx';
export { RadioGroup } from './RadioGroup.tsx';
