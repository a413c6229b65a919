import type { Meta, StoryObj } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { expect } from 'storybook/test';
import { Badge } from '../primitives/Badge/Badge.tsx';
import { Button } from '../primitives/Button/Button.tsx';
import { toneNames, vars } from './contract.css.ts';
import {
  bar,
  caption,
  grid,
  heading,
  row,
  section,
  spaceSize,
  swatch,
  swatchColor,
} from './Foundations.css.ts';

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <div>
      <div className={swatch} style={assignInlineVars({ [swatchColor]: value })} />
      <div className={caption}>{name}</div>
    </div>
  );
}

function Colours() {
  const flat: Array<[string, string]> = [
    ...Object.entries(vars.color.surface).map(([k, v]): [string, string] => [`surface.${k}`, v]),
    ...Object.entries(vars.color.text).map(([k, v]): [string, string] => [`text.${k}`, v]),
    ...Object.entries(vars.color.border).map(([k, v]): [string, string] => [`border.${k}`, v]),
  ];
  return (
    <div className={section}>
      <h2 className={heading}>Superfícies, texto e bordas</h2>
      <div className={grid}>
        {flat.map(([name, value]) => (
          <Swatch key={name} name={name} value={value} />
        ))}
      </div>
      {toneNames.map((tone) => (
        <div key={tone} className={section}>
          <h2 className={heading}>Tom {tone}</h2>
          <div className={grid}>
            {Object.entries(vars.color.tone[tone]).map(([part, value]) => (
              <Swatch key={part} name={`${tone}.${part}`} value={value} />
            ))}
          </div>
          <div className={row}>
            <Badge tone={tone}>Suave</Badge>
            <Badge tone={tone} emphasis="solid">
              Sólido
            </Badge>
            <Button tone={tone}>Botão</Button>
            <Button tone={tone} emphasis="soft">
              Botão suave
            </Button>
          </div>
        </div>
      ))}
    </div>
  );
}

function Typography() {
  return (
    <div className={section}>
      {Object.entries(vars.fontSize).map(([name, size]) => (
        <div key={name} className={row}>
          <span className={caption}>{name}</span>
          <span style={{ fontSize: size }}>Vizinhos da Vila Mariana — ação, atenção, reunião</span>
        </div>
      ))}
      {Object.entries(vars.fontWeight).map(([name, weight]) => (
        <div key={name} className={row}>
          <span className={caption}>{name}</span>
          <span style={{ fontWeight: weight }}>Rua das Flores, 123</span>
        </div>
      ))}
    </div>
  );
}

function Spacing() {
  return (
    <div className={section}>
      {Object.entries(vars.space).map(([name, value]) => (
        <div key={name} className={row}>
          <span className={caption}>{name}</span>
          <div className={bar} style={assignInlineVars({ [spaceSize]: value })} />
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: Colours,
  tags: ['visual'],
} satisfies Meta<typeof Colours>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour of the contract and the six tones, as Badge and Button use them. */
export const Colors: Story = {};
/** The type scale and weights in Inter, self-hosted (so screenshots match on every machine). */
export const Type: Story = {
  render: () => <Typography />,
  play: async () => {
    const loaded = await document.fonts.load('400 16px "Inter Variable"', 'Vizinhos');
    // `check` alone is true when no face matches; a loaded face proves the font is self-hosted.
    await expect(loaded.some((face) => face.family.replaceAll('"', '') === 'Inter Variable')).toBe(true);
  },
};
/** The space scale. */
export const Space: Story = { render: () => <Spacing /> };
