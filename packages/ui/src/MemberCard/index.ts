export type { MemberCardProps } from './MemberCard.tsx';
export { MemberCard } from './MemberCard.tsx';
