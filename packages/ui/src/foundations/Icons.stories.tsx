import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames } from '../primitives/Icon/Icon.tsx';
import { Inline } from '../primitives/Inline/Inline.tsx';
import { Stack } from '../primitives/Stack/Stack.tsx';
import * as styles from './Foundations.css.ts';

function IconSet() {
  return (
    <Stack gap="lg" className={styles.section}>
      <h2 className={styles.heading}>Ícones (grade de 24, traço de 2, cor do texto)</h2>
      <p className={styles.caption}>
        Sempre decorativos: o botão que os contém leva o nome acessível (IconButton com aria-label).
      </p>
      <ul className={styles.grid} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {iconNames.map((name) => (
          <Inline key={name} gap="md" wrap={false} asChild>
            <li>
              <Icon name={name} size={24} />
              <span className={styles.caption} translate="no">
                {name}
              </span>
            </li>
          </Inline>
        ))}
      </ul>
    </Stack>
  );
}

const meta = {
  id: 'foundations-icons',
  title: 'Fundamentos/Ícones',
  component: IconSet,
  tags: ['visual', '!autodocs'],
} satisfies Meta<typeof IconSet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon the package draws, with its name. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
