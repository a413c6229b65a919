import { coachObjectivity } from './coachObjectivity.ts';

/** What the analyser answers (spec: Entities and their fields: objectivity as a percentage, suggestions as texts). */
export type ObjectivityAnalysis = { objectivity: number; suggestions: string[] };

/**
 * Scores how objective a post's text is, 0 to 100, with pt-BR suggestions: the coach's answer
 * without its marks, so the server's POST /api/v1/analyzer and the browser agree.
 */
export function analyzeObjectivity(text: string): ObjectivityAnalysis {
  const { objectivity, suggestions } = coachObjectivity(text);
  return { objectivity, suggestions };
}
