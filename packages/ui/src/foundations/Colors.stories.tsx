import type { Meta, StoryObj } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { expect, within } from 'storybook/test';
import { Badge } from '../primitives/Badge/Badge.tsx';
import { Button } from '../primitives/Button/Button.tsx';
import { Inline } from '../primitives/Inline/Inline.tsx';
import { Stack } from '../primitives/Stack/Stack.tsx';
import { toneNames, vars } from '../theme/contract.css.ts';
import { boundaryPairs, type ColorPair, textPairs } from '../theme/contrastPairs.ts';
import { contrastRatio } from '../theme/contrastRatio.ts';
import { darkColors, lightColors } from '../theme/palettes.ts';
import * as styles from './Foundations.css.ts';

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <div>
      <div className={styles.swatch} style={assignInlineVars({ [styles.swatchColor]: value })} />
      <div className={styles.caption}>{name}</div>
    </div>
  );
}

function flatten(group: string, colors: Record<string, string>): Array<[string, string]> {
  return Object.entries(colors).map(([key, value]): [string, string] => [`${group}.${key}`, value]);
}

/** Every colour of the contract, by meaning, in the theme the toolbar chooses. */
function Tokens() {
  const flat = [
    ...flatten('surface', vars.color.surface),
    ...flatten('text', vars.color.text),
    ...flatten('border', vars.color.border),
  ];
  const canvas = (['canvasLand', 'canvasWater', 'canvasPark', 'canvasStreet', 'canvasLine'] as const).map(
    (key): [string, string] => [key, vars.color[key]],
  );
  return (
    <Stack gap="lg" className={styles.section}>
      <h2 className={styles.heading}>Superfícies, texto e bordas</h2>
      <div className={styles.grid}>
        {flat.map(([name, value]) => (
          <Swatch key={name} name={name} value={value} />
        ))}
      </div>
      {toneNames.map((tone) => (
        <Stack gap="lg" key={tone} className={styles.section}>
          <h2 className={styles.heading}>Tom {tone}</h2>
          <div className={styles.grid}>
            {Object.entries(vars.color.tone[tone]).map(([part, value]) => (
              <Swatch key={part} name={`${tone}.${part}`} value={value} />
            ))}
          </div>
          <Inline gap="md" wrap={false}>
            <Badge tone={tone}>Suave</Badge>
            <Badge tone={tone} emphasis="solid">
              Sólido
            </Badge>
            <Button tone={tone}>Botão</Button>
            <Button tone={tone} emphasis="soft">
              Botão suave
            </Button>
          </Inline>
        </Stack>
      ))}
      <h2 className={styles.heading}>Mapa do desenho da área</h2>
      <div className={styles.grid}>
        {canvas.map(([name, value]) => (
          <Swatch key={name} name={name} value={value} />
        ))}
      </div>
    </Stack>
  );
}

function PairRow({ pair: [name, foreground, background], minimum }: { pair: ColorPair; minimum: number }) {
  const ratio = contrastRatio(foreground, background);
  return (
    <tr>
      <td className={styles.cell}>
        <span
          className={minimum >= 4.5 ? styles.sample : styles.boundarySample}
          style={assignInlineVars({
            [styles.sampleForeground]: foreground,
            [styles.sampleBackground]: background,
          })}
        >
          {minimum >= 4.5 ? 'Aa' : null}
        </span>
      </td>
      <td className={styles.cell}>{name}</td>
      <td className={styles.cell}>{`${ratio.toFixed(2).replace('.', ',')}:1`}</td>
      <td className={styles.cell}>{ratio >= minimum ? `passa (mín. ${minimum}:1)` : 'FALHA'}</td>
    </tr>
  );
}

/** The pairs the theme's unit test holds to WCAG AA, with the ratio each reaches, per theme. */
function Contrast() {
  const themes = [
    ['Tema claro', lightColors],
    ['Tema escuro', darkColors],
  ] as const;
  return (
    <Stack gap="lg" className={styles.section}>
      {themes.map(([label, colors]) => (
        <table key={label} className={styles.table}>
          <caption className={styles.heading}>{label}</caption>
          <thead>
            <tr>
              <th className={styles.cell}>Amostra</th>
              <th className={styles.cell}>Par</th>
              <th className={styles.cell}>Contraste</th>
              <th className={styles.cell}>WCAG AA</th>
            </tr>
          </thead>
          <tbody>
            {textPairs(colors).map((pair) => (
              <PairRow key={pair[0]} pair={pair} minimum={4.5} />
            ))}
            {boundaryPairs(colors).map((pair) => (
              <PairRow key={pair[0]} pair={pair} minimum={3} />
            ))}
          </tbody>
        </table>
      ))}
    </Stack>
  );
}

const meta = {
  id: 'foundations-colors',
  title: 'Fundamentos/Cores',
  component: Tokens,
  tags: ['visual', '!autodocs'],
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour of the contract and the six tones, as Badge and Button use them. */
export const Palette: Story = {};

/** Every text and boundary pair with its contrast ratio in both themes (the theme's test checks the same pairs). */
export const ContrastRatios: Story = {
  render: () => <Contrast />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(2);
    await expect(within(canvasElement).queryByText('FALHA')).not.toBeInTheDocument();
  },
};
