import type { Meta, StoryObj } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Inline } from '../primitives/Inline/Inline.tsx';
import { Stack } from '../primitives/Stack/Stack.tsx';
import { vars } from '../theme/contract.css.ts';
import { scales } from '../theme/scales.ts';
import * as styles from './Foundations.css.ts';

function SpaceScale() {
  return (
    <Stack gap="lg" className={styles.section}>
      <h2 className={styles.heading}>Espaçamento (múltiplos de 4 px, com 2 px para ajustes finos)</h2>
      {Object.entries(vars.space).map(([name, value]) => (
        <Inline gap="md" wrap={false} key={name}>
          <span
            className={styles.caption}
          >{`${name} · ${scales.space[name as keyof typeof scales.space]}`}</span>
          <div className={styles.bar} style={assignInlineVars({ [styles.spaceSize]: value })} />
        </Inline>
      ))}
      <h2 className={styles.heading}>Cantos e sombras</h2>
      <div className={styles.grid}>
        {Object.entries(vars.radii).map(([name, radius]) => (
          <div key={name}>
            <div
              className={styles.swatch}
              style={{ borderRadius: radius, background: vars.color.surface.raised }}
            />
            <div className={styles.caption}>{`radii.${name}`}</div>
          </div>
        ))}
        {Object.entries(vars.shadow).map(([name, shadow]) => (
          <div key={name}>
            <div
              className={styles.swatch}
              style={{ boxShadow: shadow, background: vars.color.surface.raised }}
            />
            <div className={styles.caption}>{`shadow.${name}`}</div>
          </div>
        ))}
      </div>
    </Stack>
  );
}

const meta = {
  id: 'foundations-space',
  title: 'Fundamentos/Espaçamento',
  component: SpaceScale,
  tags: ['visual', '!autodocs'],
} satisfies Meta<typeof SpaceScale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The space scale, the corner radii and the shadows. */
export const Scale: Story = {};
