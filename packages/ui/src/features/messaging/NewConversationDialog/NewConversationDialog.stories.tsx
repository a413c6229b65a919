import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeWireResidents } from '@vizinhos/api/mocks';
import { mapDefined, normalizeUser } from '@vizinhos/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { messagingTexts as texts } from '../messaging.texts.ts';
import { NewConversationDialogStory } from './NewConversationDialog.story.tsx';

const residents = mapDefined(makeWireResidents(), normalizeUser).map(({ id, username, avatar }) => ({
  id,
  username,
  avatar,
}));

const meta = {
  id: 'messages-newconversationdialog',
  title: 'Conversas/NewConversationDialog',
  component: NewConversationDialogStory,
  args: { open: true, residents, onOpenChange: fn(), onCreate: fn() },
} satisfies Meta<typeof NewConversationDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: texts.newConversation });

/** One character does not search; two do (spec: Validation rules); a resident joins with a click. */
export const Default: Story = {
  play: async () => {
    const modal = within(await dialog());
    const search = modal.getByRole('searchbox', { name: texts.searchResidents });
    await userEvent.type(search, 'a');
    await expect(modal.queryByRole('list', { name: texts.residentsFound })).not.toBeInTheDocument();
    await userEvent.type(search, 'n');
    await userEvent.click(modal.getByRole('button', { name: `${texts.add} ana.lima` }));
    await expect(modal.getByRole('list', { name: texts.participants })).toHaveTextContent('ana.lima');
    await expect(modal.queryByRole('textbox', { name: texts.titleLabel })).not.toBeInTheDocument();
  },
};

/** Nobody chosen: creating says a participant is needed and sends nothing. */
export const NeedsParticipant: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: texts.create }));
    await expect(modal.getByRole('alert')).toHaveTextContent('Selecione pelo menos um participante.');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Two residents: the title is offered (spec: Validation rules) and goes with the creation. */
export const GroupWithTitle: Story = {
  args: { initiallySelected: residents.slice(0, 2) },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.type(modal.getByRole('textbox', { name: texts.titleLabel }), 'Mutirão da praça');
    await userEvent.click(modal.getByRole('button', { name: texts.create }));
    await expect(args.onCreate).toHaveBeenCalledWith({ title: 'Mutirão da praça' });
  },
};

/** The search on its way. */
export const Searching: Story = {
  args: { searchStatus: 'loading' },
  play: async () => {
    const modal = within(await dialog());
    await userEvent.type(modal.getByRole('searchbox', { name: texts.searchResidents }), 'jo');
    await waitFor(() => expect(modal.getByRole('status', { name: texts.searching })).toBeInTheDocument());
  },
};

/** Nobody found. */
export const NoResidents: Story = {
  args: { residents: [] },
  play: async () => {
    const modal = within(await dialog());
    await userEvent.type(modal.getByRole('searchbox', { name: texts.searchResidents }), 'zé');
    await expect(modal.getByText(texts.noResidents)).toBeVisible();
  },
};

/** The creation failed: the server's text, and the choice stays. */
export const CreateFailed: Story = {
  args: { initiallySelected: residents.slice(0, 1), errorText: 'Erro ao criar a conversa' },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('alert')).toHaveTextContent('Erro ao criar a conversa');
    await expect(modal.getByRole('list', { name: texts.participants })).toHaveTextContent('joao.pereira');
  },
};

/** A group being created, for visual review. */
export const States: Story = {
  tags: ['visual'],
  args: { initiallySelected: residents.slice(0, 2), isCreating: true },
  play: async () => {
    await dialog();
  },
};
