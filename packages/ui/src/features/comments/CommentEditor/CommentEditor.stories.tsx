import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeComment } from '@vizinhos/api/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommentEditorStory } from './CommentEditor.story.tsx';

const meta = {
  id: 'comments-commenteditor',
  title: 'Comentários/CommentEditor',
  component: CommentEditorStory,
  args: { initialText: makeComment().text, onSave: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty or blank text cannot be saved, by button or by keys (spec: Validation rules). */
export const Empty: Story = {
  args: { initialText: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Salvar' });
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Editar comentário' }), '   ');
    await expect(save).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The comment's text, focused and ready to edit; Salvar sends it. */
export const WithText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Editar comentário' });
    await expect(box).toHaveFocus();
    await expect(box).toHaveValue('Ótima iniciativa! Posso levar as mesas dobráveis do condomínio.');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      text: 'Ótima iniciativa! Posso levar as mesas dobráveis do condomínio.',
    });
  },
};

/** Ctrl+Enter and Cmd+Enter both save the edited text (spec: Validation rules). */
export const SaveWithKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Editar comentário' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Levo as mesas e as cadeiras.');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSave).toHaveBeenLastCalledWith({ text: 'Levo as mesas e as cadeiras.' });
    await userEvent.type(box, ' E o som.');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    await expect(args.onSave).toHaveBeenLastCalledWith({ text: 'Levo as mesas e as cadeiras. E o som.' });
    await expect(args.onSave).toHaveBeenCalledTimes(2);
    await expect(box).toHaveValue('Levo as mesas e as cadeiras. E o som.');
  },
};

/** Esc cancels without saving, as Cancelar does (spec: Validation rules). */
export const CancelWithEsc: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Editar comentário' }), ' Eu também!');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A long Portuguese comment grows the box up to its row limit. */
export const LongText: Story = {
  args: {
    initialText:
      'Concordo plenamente com a proposta, mas gostaria de lembrar que a calçada da esquina da Rua Domingos de Morais com a Rua das Flores continua quebrada desde o começo do ano, e os idosos do condomínio ao lado têm dificuldade para passar por ali, principalmente em dias de chuva. Já abrimos três chamados na subprefeitura da Vila Mariana e nenhum foi respondido; se cada vizinho registrar o seu, talvez a obra saia antes do fim do inverno.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Editar comentário' })).toHaveValue(args.initialText);
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};
