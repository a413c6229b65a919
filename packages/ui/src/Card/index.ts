export type { CardProps } from './Card.tsx';
export { Card } from './Card.tsx';
