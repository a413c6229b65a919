// What the area drawing canvas says; the drawing's own words keep the spec's English.

/** Fixed texts of the map pieces. */
export const mapTexts = {
  title: 'Draw Your Area',
  startDrawing: 'Start Drawing',
  stopDrawing: 'Stop Drawing',
  undo: 'Undo',
  clear: 'Clear',
  canvasLabel: 'Área de desenho de 800 por 600 com grade',
  keyboardHint:
    'Com o desenho ativo, foque a área e use as setas para mover o cursor (com Shift, um quadrado da grade por vez) e Enter ou Espaço para marcar um ponto.',
  pointsList: 'Pontos marcados',
  noPoints: 'Nenhum ponto marcado',
  cursor: 'Cursor',
} as const;
