// The signs the analyser finds, shared by the finder, its weights, phrases, texts and marks.

/** The kinds of sign that lower a text's objectivity. */
export type ObjectivitySignKind =
  | 'emotional'
  | 'insult'
  | 'intensifier'
  | 'vague'
  | 'opinion'
  | 'generalisation'
  | 'rumour'
  | 'shouting'
  | 'exclamation'
  | 'tone';

/** One sign found in the text: where it is (UTF-16 offsets, end exclusive), its kind and its cost. */
export type ObjectivitySign = { start: number; end: number; kind: ObjectivitySignKind; penalty: number };
