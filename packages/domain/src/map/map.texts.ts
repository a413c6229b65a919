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
