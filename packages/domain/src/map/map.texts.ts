/** Texts of the area drawing dialog (spec: Screens and routes, Validation rules, Error catalogue); the spec has them in English. */
export const areaDrawingTexts = {
  drawArea: 'Draw Area',
  valid: 'Valid',
  needMorePoints: 'Need at least 3 points',
  tooFewPointsAlert: 'Please draw at least 3 points to create an area',
  saved: 'Area boundary saved successfully!',
  saveFailed: 'Failed to save area boundary',
  saveError: 'Error saving area boundary',
} as const;

/** Refusals of an area boundary as the server words them (spec: Validation rules, beyond it for range and crossing). */
export const areaBoundaryTexts = {
  // spec: "Please draw at least 3 points to create an area"
  tooFewPoints: 'Desenhe pelo menos 3 pontos para criar uma área.',
  outOfRange: 'Há pontos fora do mapa: a latitude vai de -90 a 90 e a longitude de -180 a 180.',
  outsideCanvas: 'Há pontos fora da área de desenho.',
  selfCrossing: 'As linhas do contorno se cruzam. Desenhe a área sem cruzar as linhas.',
  missing: 'Envie o contorno da área.',
} as const;

/** The location picker's option beyond the spec: the point is published rounded to about 100 m. */
export const approximateLocationTexts = {
  label: 'Localização aproximada',
  hint: 'O ponto publicado é arredondado para cerca de 100 m, para não mostrar a casa de ninguém.',
} as const;
