export type { PollResultsProps } from './PollResults.tsx';
export { PollResults } from './PollResults.tsx';
