export type { PollResultsProps } from './PollResults/PollResults.tsx';
export { PollResults } from './PollResults/PollResults.tsx';
