// Polls in the web app: the reader's answer, the live results and their live frames.
export { applyPollsLiveEvent } from './live.ts';
export { answerPollAtom, pollErrorsAtom, votingPollsAtom } from './state.ts';
