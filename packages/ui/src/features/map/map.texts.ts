// What the area drawing pieces say: the spec's English words in Portuguese, the spec's beside each.

import { commonTexts } from '../../common.texts.ts';

/** Fixed texts of the area drawing pieces. */
export const mapTexts = {
  // spec: "Draw Your Area"
  title: 'Desenhe sua área',
  // spec: "Start Drawing"
  startDrawing: 'Começar a desenhar',
  // spec: "Stop Drawing"
  stopDrawing: 'Parar de desenhar',
  // spec: "Undo"
  undo: 'Desfazer',
  // spec: "Clear"
  clear: 'Limpar',
  canvasLabel: 'Área de desenho de 800 por 600 com grade',
  keyboardHint:
    'Com o desenho ativo, foque a área e use as setas para mover o cursor (com Shift, um quadrado da grade por vez) e Enter ou Espaço para marcar um ponto.',
  pointsList: 'Pontos marcados',
  noPoints: 'Nenhum ponto marcado',
  cursor: 'Cursor',
} as const;

/** Texts of the Leaflet maps: the frame, the loader, the picker, the security card and the map view. */
export const mapViewTexts = {
  mapRole: 'mapa',
  zoomIn: 'Aproximar',
  zoomOut: 'Afastar',
  tilesFailed: 'As imagens do mapa não carregaram; marcadores e contornos continuam aqui.',
  loading: 'Carregando o mapa…',
  // spec: "Erro ao carregar o mapa" with "Tentar Novamente"
  loadError: 'Erro ao carregar o mapa',
  retry: 'Tentar Novamente',
  // Location picker (spec: Screens and routes: incident location picker modal).
  pickerTitle: 'Local do incidente',
  pickerMap: 'Mapa para escolher o local do incidente',
  pickerHint:
    'Clique no mapa para marcar o local. Pelo teclado: foque o mapa, mova-o com as setas, aproxime com + e − e marque o centro com Enter.',
  askingPosition: 'Buscando a sua posição atual…',
  positionRefused: 'Não foi possível obter a sua posição; o mapa começa em São Paulo.',
  chosenPoint: 'Local escolhido',
  publishedPoint: 'Ponto publicado',
  noPointYet: 'Nenhum local marcado ainda.',
  confirm: 'Confirmar',
  cancel: commonTexts.cancel,
  // Security map card (spec: Screens and routes: security incident map card).
  cardTitle: 'Mapa de ocorrências',
  cardMap: 'Mapa das ocorrências de segurança da área',
  // spec: "Mapa indisponivel"
  unavailable: 'Mapa indisponível',
  noIncidents: 'Nenhuma ocorrência com localização.',
  incidentList: (count: number) => `Lista das ocorrências no mapa (${count})`,
  // Map view (spec: Screens and routes: map view).
  viewName: commonTexts.map,
  areaMap: 'Mapa da área',
  // spec: Screens and routes, as written (docs/STYLE.md, glossary: the map's two texts keep "posts")
  locatedPosts: 'Posts com Localização',
  noLocatedPosts: 'Nenhuma postagem com localização ainda.',
  coordinates: 'Coordenadas',
  author: 'Autor',
  time: 'Quando',
  text: commonTexts.text,
  // spec: "Draw Area"
  drawArea: 'Desenhar área',
  // The two ways of drawing the boundary (the map one is beyond the spec).
  drawOnGrid: 'Na grade',
  drawOnMap: 'No mapa real',
  drawingMode: 'Onde desenhar',
  outlineMap: 'Mapa para desenhar o limite da área',
  outlineHint:
    'Com o desenho ativo, clique no mapa para marcar um ponto. Pelo teclado: foque o mapa, mova-o com as setas e marque o centro com Enter.',
} as const;
