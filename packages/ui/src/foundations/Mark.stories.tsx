import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../primitives/Inline/Inline.tsx';
import { Logo } from '../primitives/Logo/Logo.tsx';
import { Stack } from '../primitives/Stack/Stack.tsx';
import * as styles from './Foundations.css.ts';

function MarkSheet() {
  return (
    <Stack gap="lg" className={styles.section}>
      <h2 className={styles.heading}>A marca: duas casas lado a lado, vizinhas</h2>
      <p className={styles.caption}>
        Um desenho só (primitives/Logo/markShape.ts) serve o cabeçalho, o favicon e os ícones do app; o bloco
        segue o tom primário do tema.
      </p>
      <Inline gap="md" wrap={false}>
        <Logo size="lg" label="Vizinhos" />
        <Logo size="md" />
        <Logo size="sm" />
      </Inline>
      <Inline gap="md" wrap={false}>
        <Logo size="md" />
        <span className={styles.title}>Vizinhos</span>
      </Inline>
    </Stack>
  );
}

const meta = {
  id: 'foundations-mark',
  title: 'Fundamentos/Marca',
  component: MarkSheet,
  tags: ['visual', '!autodocs'],
} satisfies Meta<typeof MarkSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mark at 64, 32 and 24 px, and beside the name as in the header. */
export const Sizes: Story = {
  play: async ({ canvasElement }) => {
    // Alone it is an image named Vizinhos; beside the name it is decorative.
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(1);
    await expect(within(canvasElement).getByRole('img', { name: 'Vizinhos' })).toBeVisible();
  },
};
