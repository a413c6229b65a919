import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AreaOutlineDrawerStory } from '../AreaOutlineDrawer/AreaOutlineDrawer.story.tsx';
import { DrawAreaCanvasStory } from '../DrawAreaCanvas/DrawAreaCanvas.story.tsx';
import { mapTexts, mapViewTexts } from '../map.texts.ts';
import { tileHandlers } from '../tileFixtures/mapSources.story.ts';
import { AreaDrawingDialog } from './AreaDrawingDialog.tsx';

/** The dialog with its mode in React state, as the app holds it. */
function AreaDrawingDialogStory({ onClose }: { onClose: () => void }) {
  const [mode, setMode] = useState<'grid' | 'map'>('grid');
  return (
    <AreaDrawingDialog open mode={mode} onModeChange={(change) => setMode(change.mode)} onClose={onClose}>
      {mode === 'grid' ? (
        <DrawAreaCanvasStory onClose={onClose} />
      ) : (
        <AreaOutlineDrawerStory onClose={onClose} />
      )}
    </AreaDrawingDialog>
  );
}

const meta = {
  id: 'map-areadrawingdialog',
  title: 'Mapa/AreaDrawingDialog',
  component: AreaDrawingDialogStory,
  args: { onClose: fn() },
  parameters: { msw: { handlers: { tiles: tileHandlers.served() } } },
} satisfies Meta<typeof AreaDrawingDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the grid first (spec: Screens and routes), then on the real map; both close with Fechar. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: mapTexts.title }));
    await expect(dialog.getByRole('application', { name: mapTexts.canvasLabel })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: mapViewTexts.drawOnMap }));
    await expect(dialog.getByRole('button', { name: mapViewTexts.drawOnMap })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await dialog.findByRole('application', { name: mapViewTexts.outlineMap })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
