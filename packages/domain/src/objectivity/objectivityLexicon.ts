// The hand-kept Portuguese lexicon of the objectivity analyser; objectivityLexicon.generated.ts adds
// the strong feelings of a published sentiment list. Words are stored without accents and in lower
// case, because residents type "horrivel" as often as "horrível"; matching folds the text the same way.

function wordSet(...lines: string[]): ReadonlySet<string> {
  return new Set(lines.join(' ').split(' '));
}

/** Emotional or judging words: they tell how the writer feels, not what happened. */
export const EMOTIONAL_WORDS = wordSet(
  'horrivel horriveis terrivel terriveis pessimo pessima pessimos pessimas absurdo absurda absurdos',
  'ridiculo ridicula ridiculos vergonha vergonhoso vergonhosa nojento nojenta nojo nojeira revoltante',
  'revoltado revoltada escandalo escandaloso palhacada descaso porcaria inutil inuteis maravilhoso',
  'maravilhosa incrivel fantastico fantastica perfeito perfeita lindo linda odeio odiei amo amei detesto',
  'insuportavel lamentavel deprimente assustador assustadora medonho desgraca bandido bandidos caos',
  'inaceitavel horror pior otimo otima chato chata raiva indignado indignada indignante cansei',
  'inacreditavel impressionante tristeza triste imundo imunda imundice incompetencia desrespeito',
  'covardia sacanagem roubalheira mamata bosta piada',
);

/** Words that insult a person or a group: they judge someone instead of reporting what they did. */
export const INSULTS = wordSet(
  'idiota idiotas imbecil imbecis burro burra burros burras otario otaria otarios babaca babacas',
  'canalha canalhas palhaco palhacos vagabundo vagabunda vagabundos vagabundas safado safada safados',
  'cretino cretina cretinos escroto escrotos folgado folgada folgados folgadas marginal marginais',
  'porcos porcas grosseiro grosseira grosseiros incompetente incompetentes corja cambada gentalha rale',
  'pilantra pilantras vigarista vigaristas trouxa trouxas maloqueiro maloqueiros corno',
  'desgracado desgracada desgracados verme vermes escrota escrotas',
  'retardado retardada retardados mongoloide besta bestas fdp vadia vadias',
);

/** Words that inflate a statement without adding a fact. */
export const INTENSIFIERS = wordSet(
  'muito muita demais extremamente totalmente absolutamente completamente super tao tanto tanta mega',
  'literalmente simplesmente',
);

/** Words that stretch one case into a rule about everyone or every time. */
export const GENERALISATIONS = wordSet('sempre nunca jamais');

/** Vague quantities where a number would inform. */
export const VAGUE_QUANTIFIERS = wordSet(
  'varios varias muitos muitas alguns algumas bastante bastantes diversos diversas inumeros inumeras',
  'ninguem todos todas monte tantos tantas',
);

/** Markers of a personal opinion, single words. */
export const OPINION_WORDS = wordSet(
  'acho achamos acredito creio sinto parece pessoalmente opiniao suponho imagino sinceramente',
  'francamente obviamente obvio obvia evidentemente claramente deveria deveriam',
);

/** Words that pass on hearsay rather than what the writer saw. */
export const RUMOUR_WORDS = wordSet('boato boatos fofoca supostamente aparentemente');

/** Words that name a place: a street, a square, a landmark. */
export const PLACE_WORDS = wordSet(
  'rua avenida av praca travessa alameda estrada rodovia largo viela esquina cruzamento numero bairro',
  'condominio bloco portaria escola mercado parque ponto estacao cep padaria farmacia igreja ubs',
  'hospital creche quadra predio apto apartamento garagem salao calcada andar elevador biblioteca',
);

/** Words that point at a place without naming it ("nesse bairro"), so the place after them is no fact. */
export const DEMONSTRATIVES = wordSet('esse essa nesse nessa desse dessa este neste nesta deste desta');

/** Words that name a day or a month, so a date written in words counts as a date. */
export const DATE_WORDS = wordSet(
  'segunda terca quarta quinta sexta sabado domingo hoje ontem amanha janeiro fevereiro marco abril',
  'maio junho julho agosto setembro outubro novembro dezembro manha tarde noite madrugada',
);
