/**
 * Texts of the area drawing dialog (spec: Screens and routes, Validation rules, Error catalogue): the
 * spec has them in English; the screen shows them in Portuguese, the spec's words beside each.
 */
export const areaDrawingTexts = {
  // spec: "Draw Area"
  // spec: "Valid"
  valid: 'Válido',
  // spec: "Need at least 3 points"
  needMorePoints: 'São necessários pelo menos 3 pontos',
  // spec: "Please draw at least 3 points to create an area"
  tooFewPointsAlert: 'Desenhe pelo menos 3 pontos para criar uma área.',
  // spec: "Area boundary saved successfully!"
  saved: 'Limite da área salvo com sucesso!',
  // spec: "Failed to save area boundary"
  saveFailed: 'Falha ao salvar o limite da área',
  // spec: "Error saving area boundary"
  saveError: 'Erro ao salvar o limite da área',
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

/** The map loader's messages (spec: Error catalogue), with Leaflet in place of the vendor's name. */
export const mapLoaderTexts = {
  // spec: "Failed to load ... API after multiple attempts"
  failedAfterAttempts: 'Não foi possível carregar o Leaflet depois de várias tentativas.',
  // spec: "Timeout loading ... API (20 seconds)"
  timeout: 'Tempo esgotado ao carregar o Leaflet (20 segundos).',
  // spec: "Erro ao criar o mapa"
  createFailed: 'Erro ao criar o mapa',
} as const;
