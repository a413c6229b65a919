// The English-words check finds the spec's English texts and lets their Portuguese through.
import { describe, expect, it } from 'vitest';
import { englishIn, findEnglish } from './englishWords.ts';

describe('englishIn', () => {
  it.each([
    ['Untitled Post', ['untitled', 'post']],
    ['Loading post...', ['loading', 'post']],
    ['Post not found', ['post', 'not found']],
    ['No notifications yet', ['notifications', 'no … yet']],
    ['Just now', ['just now']],
    ['5m ago', ['ago']],
    ['Save Area (4 points)', ['save', 'area', 'points']],
    ['Network error. Please try again.', ['network', 'error', 'please', 'try again']],
    ['Showing 10 of 25 notifications', ['showing', 'of', 'notifications']],
    ['CLOSE', ['close']],
    ['Posts with location', ['posts', 'with']],
  ])('%s holds English', (text, english) => {
    expect(englishIn(text)).toEqual(english);
  });

  it.each([
    'Postagem sem título',
    'Agora mesmo',
    'há 5 min',
    'Desenhe sua área',
    'Salvar área (4 pontos)',
    'Nenhuma notificação no momento',
    'Usuário ou email',
    'Vizinhos: a rede social da sua vizinhança.',
    '© OpenStreetMap, Leaflet',
    'Online',
    'Fazer login',
    '3 posts com localização',
    '1 post com localização',
    'Posts com Localização',
    'Para: fundador.mwyfy4to@exemplo.com.br · Enviado em 27/11/2026',
    'Abra http://localhost:3000/activation?token=go-to-it para ativar',
  ])('%s is Portuguese', (text) => {
    expect(englishIn(text)).toEqual([]);
  });
});

describe('findEnglish', () => {
  it('names where each English text was found, once', () => {
    const texts = [
      { where: '<button>[aria-label]', text: 'Close' },
      { where: '<button>[aria-label]', text: 'Close' },
      { where: '<h1>', text: 'Vizinhos' },
    ];
    expect(findEnglish(texts)).toEqual(['<button>[aria-label]: "Close" (close)']);
  });
});
