import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommentCreatorStory } from './CommentCreator.story.tsx';

const meta = {
  id: 'comments-commentcreator',
  title: 'Comentários/CommentCreator',
  component: CommentCreatorStory,
  args: { initialText: '', onSend: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentCreatorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new comment: blank text is never sent; Comentar and Ctrl+Enter send (spec: Validation rules). */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Escreva um comentário' });
    const send = canvas.getByRole('button', { name: 'Comentar' });
    await expect(box).toHaveAttribute('rows', '3');
    await expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(box, 'Levo as mesas.');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    await expect(args.onSend).toHaveBeenLastCalledWith({ text: '   Levo as mesas.' });
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

/** A reply opens focused, named for whom it answers. */
export const Reply: Story = {
  tags: ['visual'],
  args: { replyTo: 'joao.pereira', autoFocus: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Escreva uma resposta para joao.pereira' });
    await expect(box).toHaveFocus();
  },
};

/**
 * Esc cancels a reply, as Cancelar does (spec: Validation rules). Not a visual baseline: it ends on
 * a clicked button, whose focus ring Chromium anti-aliases differently from run to run.
 */
export const ReplyCancels: Story = {
  args: { replyTo: 'joao.pereira', autoFocus: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Escreva uma resposta para joao.pereira' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/** The comment is on its way: the button is busy and cannot send twice. */
export const Sending: Story = {
  args: { initialText: 'Levo as mesas.', isSending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Escreva um comentário' }));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Creating failed (spec: Error catalogue): the reason shows and the draft stays. */
export const CreateFailed: Story = {
  tags: ['visual'],
  args: { initialText: 'Levo as mesas.', errorText: 'Erro ao criar comentário' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao criar comentário');
    await expect(canvas.getByRole('textbox', { name: 'Escreva um comentário' })).toHaveValue(
      'Levo as mesas.',
    );
  },
};

/**
 * The server refused the comment (the app's outbox hands it back): the reason, the draft kept to
 * send again, and "Descartar" to let it go.
 */
export const RefusedDiscard: Story = {
  args: {
    initialText: 'Levo as mesas.',
    errorText: 'Você está silenciado até amanhã.',
    onDiscard: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Você está silenciado até amanhã.');
    await expect(canvas.getByRole('button', { name: 'Comentar' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }));
    await expect(args.onDiscard).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Escreva um comentário' })).toHaveValue('');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The network failed: its own variant, the draft stays. */
export const CreateNetworkFailed: Story = {
  args: { initialText: 'Levo as mesas.', errorText: 'Erro de rede ao criar comentário' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Erro de rede ao criar comentário',
    );
  },
};

const heated = 'Você é um idiota, todo mundo sabe que isso é mentira';

/**
 * A heated comment: the gentle nudge under the box, the insults marked as the post coach
 * marks them, and never a gate: Comentar still sends it as it is.
 */
export const Nudged: Story = {
  args: { initialText: heated, coached: true, onDismissNudge: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nudge = canvas.getByRole('status');
    await expect(nudge).toHaveTextContent(
      'Que tal reformular? Comentários respeitosos recebem mais respostas',
    );
    const marks = canvas.getByRole('list', { name: 'Trechos que baixam a objetividade' });
    await expect(within(marks).getByRole('button', { name: 'é um idiota' })).toHaveAccessibleDescription(
      'Ofensa: critique o fato, não a pessoa.',
    );
    await expect(canvasElement.querySelectorAll('mark').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Comentar' }));
    await expect(args.onSend).toHaveBeenCalledWith({ text: heated });
  },
};

/** An edit that takes the heat out makes the nudge and the marks go away. */
export const NudgeGoesAwayOnEdit: Story = {
  args: { initialText: heated, coached: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Que tal reformular?');
    const box = canvas.getByRole('textbox', { name: 'Escreva um comentário' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Discordo: a feira mudou para sábado, está no aviso da prefeitura.');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(0);
  },
};

/** "Dispensar" hides the nudge for this comment; the text stays and can be sent. */
export const NudgeDismissed: Story = {
  args: { initialText: heated, coached: true, onDismissNudge: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dispensar' }));
    await expect(args.onDismissNudge).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('textbox', { name: 'Escreva um comentário' })).toHaveValue(heated);
    await userEvent.click(canvas.getByRole('button', { name: 'Comentar' }));
    await expect(args.onSend).toHaveBeenCalledWith({ text: heated });
  },
};

/** A factual or friendly comment never shows the nudge, however long. */
export const CalmNoNudge: Story = {
  args: { initialText: 'Concordo, também vi isso ontem. Obrigado pela informação!', coached: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button', { name: 'Dispensar' })).toBeNull();
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(0);
  },
};
