import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemberModeration } from './MemberModeration.tsx';

const meta = {
  id: 'moderation-membermoderation',
  title: 'Moderação/MemberModeration',
  component: MemberModeration,
  args: {
    roleActions: ['appointModerator', 'appointAdmin'],
    canMute: true,
    onRoleAction: fn(),
    onMute: fn(),
  },
} satisfies Meta<typeof MemberModeration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The founder on a member's profile: appoint a moderator or an admin, or mute. */
export const Founder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tornar moderador' }));
    await expect(args.onRoleAction).toHaveBeenCalledWith({ action: 'appointModerator' });
    await expect(canvas.getByRole('button', { name: 'Tornar admin' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Silenciar por 7 dias' }));
    await expect(args.onMute).toHaveBeenCalledWith({ hours: 168 });
    await userEvent.click(canvas.getByRole('button', { name: 'Silenciar por 24 horas' }));
    await expect(args.onMute).toHaveBeenCalledWith({ hours: 24 });
  },
};

/** An admin on a moderator's profile: only Remover moderador, no mute (moderators cannot be muted). */
export const AdminOnModerator: Story = {
  args: { roleActions: ['removeModerator'], canMute: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover moderador' }));
    await expect(args.onRoleAction).toHaveBeenCalledWith({ action: 'removeModerator' });
    await expect(canvas.queryByRole('button', { name: 'Silenciar por 24 horas' })).toBeNull();
  },
};

/** A moderator on a member's profile: mute only. */
export const ModeratorMutes: Story = {
  args: { roleActions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Silenciar por 24 horas' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tornar moderador' })).toBeNull();
  },
};

/** A resident: nothing at all. */
export const Nothing: Story = {
  args: { roleActions: [], canMute: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** A call under way: its button waits, the others are disabled. */
export const Busy: Story = {
  args: { busy: 'mute24' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Silenciar por 24 horas' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Tornar moderador' })).toBeDisabled();
  },
};

/** The server refused: the Portuguese refusal in place. */
export const Refused: Story = {
  args: { errorText: 'Não é possível silenciar quem modera a área.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Não é possível silenciar quem modera a área.'),
    ).toBeVisible();
  },
};

/** Muted: until when. */
export const Muted: Story = {
  args: { doneText: 'Morador silenciado até 27/11/2026, 14:30 (horário de Brasília).' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Morador silenciado até 27/11/2026, 14:30',
    );
  },
};
