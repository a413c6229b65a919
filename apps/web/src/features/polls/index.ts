// Polls in the web app: so far only where their live frames arrive.
export { applyPollsLiveEvent, type PollsLiveEvent } from './live.ts';
