import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '../primitives/Logo/Logo.tsx';
import * as styles from './Foundations.css.ts';

function MarkSheet() {
  return (
    <div className={styles.section}>
      <h2 className={styles.heading}>A marca: duas casas lado a lado, vizinhas</h2>
      <p className={styles.caption}>
        Um desenho só (primitives/Logo/markShape.ts) serve o cabeçalho, o favicon e os ícones do app; o bloco
        segue o tom primário do tema.
      </p>
      <div className={styles.row}>
        <Logo size="lg" label="Vizinhos" />
        <Logo size="md" />
        <Logo size="sm" />
      </div>
      <div className={styles.row}>
        <Logo size="md" />
        <span className={styles.title}>Vizinhos</span>
      </div>
    </div>
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
