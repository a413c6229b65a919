import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../primitives/Inline/Inline.tsx';
import { Stack } from '../primitives/Stack/Stack.tsx';
import { vars } from '../theme/contract.css.ts';
import { scales } from '../theme/scales.ts';
import * as styles from './Foundations.css.ts';

// What each step of the scale is for (docs/STYLE.md, Type): rem, so a resident's larger browser
// font grows everything with it.
const uses: Record<keyof typeof scales.fontSize, string> = {
  xs: 'Legendas, datas, contadores',
  sm: 'Botões, campos, menus, texto secundário',
  md: 'Texto corrido das postagens e comentários',
  lg: 'Títulos de cartões e de janelas',
  xl: 'Títulos de página',
  xxl: 'Destaques (login, cadastro)',
};

function TypeScale() {
  const sizes = Object.keys(scales.fontSize) as Array<keyof typeof scales.fontSize>;
  return (
    <Stack gap="lg" className={styles.section}>
      <h2 className={styles.heading}>Escala (Inter Variable, 100 a 900, subconjunto latino)</h2>
      {sizes.map((name) => (
        <Inline gap="md" wrap={false} key={name}>
          <span className={styles.caption}>
            {`${name} · ${scales.fontSize[name]} (${Number.parseFloat(scales.fontSize[name]) * 16} px) · ${uses[name]}`}
          </span>
          <span style={{ fontSize: vars.fontSize[name] }}>
            Vizinhos da Vila Mariana: ação, atenção, reunião
          </span>
        </Inline>
      ))}
      <h2 className={styles.heading}>Pesos</h2>
      {Object.entries(vars.fontWeight).map(([name, weight]) => (
        <Inline gap="md" wrap={false} key={name}>
          <span
            className={styles.caption}
          >{`${name} · ${scales.fontWeight[name as keyof typeof scales.fontWeight]}`}</span>
          <span style={{ fontWeight: weight }}>Rua das Flores, 123 · São João · Conceição</span>
        </Inline>
      ))}
      <h2 className={styles.heading}>Entrelinha</h2>
      {Object.entries(vars.lineHeight).map(([name, height]) => (
        <p key={name} style={{ lineHeight: height, maxWidth: '40ch' }}>
          <span
            className={styles.caption}
          >{`${name} · ${scales.lineHeight[name as keyof typeof scales.lineHeight]}`}</span>{' '}
          A feira de trocas volta neste sábado na praça, das 9h às 13h; tragam livros e brinquedos.
        </p>
      ))}
    </Stack>
  );
}

const meta = {
  id: 'foundations-type',
  title: 'Fundamentos/Tipografia',
  component: TypeScale,
  tags: ['visual', '!autodocs'],
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The type scale, weights and line heights in Inter, self-hosted (so screenshots match on every machine). */
export const Scale: Story = {
  play: async () => {
    const loaded = await document.fonts.load('400 16px "Inter Variable"', 'Vizinhos');
    // `check` alone is true when no face matches; a loaded face proves the font is self-hosted.
    await expect(loaded.some((face) => face.family.replaceAll('"', '') === 'Inter Variable')).toBe(true);
  },
};
