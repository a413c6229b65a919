/** Texts of the area drawing dialog (doc 1 §2, §5, §8); the spec has them in English. */
export const areaDrawingTexts = {
  drawArea: 'Draw Area',
  valid: 'Valid',
  needMorePoints: 'Need at least 3 points',
  tooFewPointsAlert: 'Please draw at least 3 points to create an area',
  saved: 'Area boundary saved successfully!',
  saveFailed: 'Failed to save area boundary',
  saveError: 'Error saving area boundary',
} as const;
