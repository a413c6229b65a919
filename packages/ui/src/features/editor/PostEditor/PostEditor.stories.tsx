import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_NOW } from '@vizinhos/api/mocks';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PostEditorStory } from './PostEditor.story.tsx';

const factual = {
  title: 'Mutirão de limpeza da praça',
  text: 'No sábado, 12/12, às 9h, a associação fará a limpeza da praça da Rua das Flores, 123. Haverá 20 sacos e 10 pares de luvas.',
};
const rant = {
  title: 'Que ABSURDO',
  text: 'ABSURDO!!! Esses vândalos nojentos sempre destroem tudo, ninguém aguenta mais essa pouca vergonha!!! Eu acho que ninguém faz nada.',
};
const expanded = { isExpanded: true };

const meta = {
  id: 'feed-posteditor',
  title: 'Linha do tempo/PostEditor',
  component: PostEditorStory,
  args: { now: FIXTURE_NOW, onSend: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostEditorStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('form', { name: 'Nova postagem' });

async function chooseCategory(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Categoria' }));
  await userEvent.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** Collapsed to its title until the title gets focus (spec: Screens and routes). */
export const Collapsed: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Texto' })).toBeNull();
  },
};

/** Focusing the title opens the text, the category (Geral), the image and the buttons. */
export const Expanded: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(form(canvasElement));
    await userEvent.click(canvas.getByRole('textbox', { name: 'Título' }));
    await expect(canvas.getByRole('textbox', { name: 'Texto' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Categoria' })).toHaveTextContent('Geral');
    await expect(canvas.getByRole('button', { name: 'Adicionar imagem' })).toBeVisible();
    await expect(canvas.getByText('JPG, PNG ou GIF, até 10 MB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Analisar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publicar' })).toBeVisible();
  },
};

/** Votação: two options, up to five; removal only while more than two (spec: Validation rules). */
export const Poll: Story = {
  tags: ['visual'],
  args: { initial: expanded },
  play: async ({ canvasElement, args }) => {
    await chooseCategory(canvasElement, 'Votação');
    const canvas = within(form(canvasElement));
    await expect(canvas.queryByRole('button', { name: /Remover opção/ })).toBeNull();
    const add = canvas.getByRole('button', { name: 'Adicionar opção' });
    for (let i = 0; i < 3; i += 1) await userEvent.click(add);
    await expect(canvas.getByRole('textbox', { name: 'Opção 5' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Adicionar opção' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover opção 5' }));
    await expect(canvas.queryByRole('textbox', { name: 'Opção 5' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), 'Horário da feira');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Opção 1' }), 'Manhã');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Opção 2' }), 'Tarde');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Opção 3' }), 'Noite');
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    // Votação has no automatic check (spec: Validation rules).
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({
        category: 'Votaçao',
        type: 'poll',
        pollOptions: ['Manhã', 'Tarde', 'Noite'],
      }),
    );
  },
};

/** Votação with fewer than two filled options: the spec's alert, and what was typed stays. */
export const PollNeedsTwoOptions: Story = {
  args: {
    initial: { ...expanded, title: 'Horário da feira', category: 'Votaçao', pollOptions: ['Manhã', ' '] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(form(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Por favor, adicione pelo menos 2 opções para a votação.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Opção 1' })).toHaveValue('Manhã');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Eventos: date (minimum today) and time, cleared when Eventos is chosen (spec: Validation rules). */
export const Event: Story = {
  tags: ['visual'],
  args: { initial: { ...expanded, title: 'Festa junina da rua' } },
  play: async ({ canvasElement, args }) => {
    await chooseCategory(canvasElement, 'Eventos');
    const canvas = within(form(canvasElement));
    const date = canvas.getByLabelText('Data do evento');
    await expect(date).toHaveAttribute('min', '2026-11-21');
    await userEvent.type(date, '2026-11-22');
    await userEvent.type(canvas.getByLabelText('Horário do evento'), '19:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ category: 'Eventos', type: 'event' }),
    );
  },
};

/** Eventos without a time: 'Por favor, defina a data e hora do evento.' */
export const EventNeedsDateTime: Story = {
  args: { initial: { ...expanded, title: 'Festa junina', category: 'Eventos', eventDate: '2026-11-22' } },
  play: async ({ canvasElement }) => {
    const canvas = within(form(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Por favor, defina a data e hora do evento.');
  },
};

/** Eventos in the past: 'A data e hora do evento devem ser no futuro.' */
export const EventMustBeFuture: Story = {
  tags: ['visual'],
  args: {
    initial: {
      ...expanded,
      title: 'Festa junina',
      category: 'Eventos',
      eventDate: '2026-11-20',
      eventTime: '19:00',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(form(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('A data e hora do evento devem ser no futuro.');
  },
};

/** Segurança: the location button hands a location back through the picker's callback. */
export const Security: Story = {
  tags: ['visual'],
  args: { initial: { ...expanded, title: 'Poste apagado', text: 'O poste da esquina está apagado.' } },
  play: async ({ canvasElement, args }) => {
    await chooseCategory(canvasElement, 'Segurança');
    const canvas = within(form(canvasElement));
    await expect(canvas.getByText('Nenhum local marcado.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar local' }));
    await expect(canvas.getByText('Local marcado: -23.58740, -46.63670')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(args.onSend).toHaveBeenCalledWith(
      expect.objectContaining({ category: 'Segurança', location: [-46.6367, -23.5874] }),
    );
  },
};

/** Publishing without a title: the spec's alert, and the text typed stays. */
export const TitleRequired: Story = {
  tags: ['visual'],
  args: { initial: { ...expanded, text: factual.text } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(form(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Por favor, adicione um título para sua postagem.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Texto' })).toHaveValue(factual.text);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Analisar without a title: 'Por favor, escreva um título para analisar.' */
export const AnalysisNeedsTitle: Story = {
  args: { initial: { ...expanded, text: factual.text } },
  play: async ({ canvasElement }) => {
    const canvas = within(form(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Analisar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Por favor, escreva um título para analisar.');
  },
};

/** The automatic check is on its way: the buttons wait. */
export const Analyzing: Story = {
  tags: ['visual'],
  args: { initial: { ...expanded, ...factual }, analyzer: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(form(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(await canvas.findByText('Analisando objetividade...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publicar' })).toBeDisabled();
  },
};

/** A rant scores below 70: blocked, with the result modal (spec: Validation rules). */
export const Blocked: Story = {
  tags: ['visual'],
  args: { initial: { ...expanded, ...rant } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(form(canvasElement)).getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Análise de objetividade' });
    await expect(dialog).toHaveTextContent(/\d+%/);
    await expect(within(dialog).getByText(/Objetividade (baixa|muito baixa)/)).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Sugestões' })).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A factual post passes the automatic check: the approval banner, and the score goes with the post. */
export const ApprovedBanner: Story = {
  tags: ['visual'],
  args: { initial: { ...expanded, ...factual } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(form(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Publicar' }));
    await expect(await canvas.findByText('Texto aprovado na análise de objetividade.')).toBeVisible();
    const [sent] = (args.onSend as ReturnType<typeof fn>).mock.calls[0] as [
      { title: string; objectivityScore: number },
    ];
    await expect(sent.title).toBe(factual.title);
    await expect(sent.objectivityScore).toBeGreaterThanOrEqual(70);
  },
};

/** The analyser call fails: the post goes through (spec: Validation rules). */
export const AnalysisFailsLetsThrough: Story = {
  args: { initial: { ...expanded, ...rant }, analyzer: 'fails' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(form(canvasElement)).getByRole('button', { name: 'Publicar' }));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith(expect.objectContaining({ title: rant.title })),
    );
  },
};

/** Manual Analisar approves (60 or more): the button becomes Publicar; editing asks again (spec: States and transitions). */
export const ManualApproval: Story = {
  tags: ['visual'],
  // The banner held for the screenshot (it hides after 3 s: ApprovalBannerHides); under load the
  // picture was sometimes taken after it went.
  args: { initial: { ...expanded, ...factual }, approvalHideAfterMs: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(form(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Analisar' }));
    await expect(await canvas.findByText('Texto aprovado na análise de objetividade.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Analisar' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Publicar' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Título' }), '!');
    await expect(canvas.getByRole('button', { name: 'Analisar' })).toBeVisible();
  },
};

/** The approval banner hides by itself after its time (spec: States and transitions: 3 s; shortened here). */
export const ApprovalBannerHides: Story = {
  args: { initial: { ...expanded, ...factual }, approvalHideAfterMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(form(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Analisar' }));
    await expect(await canvas.findByText('Texto aprovado na análise de objetividade.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Texto aprovado na análise de objetividade.')).toBeNull());
    // Its live region stays, so the next approval is announced.
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};

/** Manual Analisar below 60 opens the modal; closing it keeps the text. */
export const ManualNotApproved: Story = {
  args: { initial: { ...expanded, ...rant } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(form(canvasElement)).getByRole('button', { name: 'Analisar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Análise de objetividade' });
    await expect(dialog).toHaveTextContent('pelo menos 60%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar e editar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(form(canvasElement)).getByRole('textbox', { name: 'Texto' })).toHaveValue(rant.text);
  },
};

/** The coach marks the words that lower the score, in place, and lists them with their reasons. */
export const CoachMarks: Story = {
  tags: ['visual'],
  args: { initial: { ...expanded, ...rant } },
  play: async ({ canvasElement }) => {
    const canvas = within(form(canvasElement));
    const list = await canvas.findByRole('list', { name: 'Trechos que baixam a objetividade' });
    const first = within(list).getAllByRole('button')[0];
    if (!first) throw new Error('no mark');
    await expect(first).toHaveAccessibleDescription(/.+/);
    await expect(canvas.getByText(/Objetividade estimada: \d+%/)).toBeVisible();
    await expect(canvasElement.querySelectorAll('mark').length).toBeGreaterThan(0);
  },
};

/** Edit mode: expanded and prefilled; Salvar alterações sends (spec: Screens and routes). */
export const EditMode: Story = {
  tags: ['visual'],
  args: {
    isEditMode: true,
    initial: { ...expanded, ...factual },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(within(canvasElement).getByRole('form', { name: 'Editar postagem' }));
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveValue(factual.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith(expect.objectContaining({ title: factual.title })),
    );
  },
};

/** Cancelar empties the editor back to Geral, collapsed (spec: States and transitions). */
export const CancelResets: Story = {
  args: { initial: { ...expanded, title: 'Rascunho', category: 'Segurança' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(form(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveValue('');
    await expect(canvas.queryByRole('combobox', { name: 'Categoria' })).toBeNull();
  },
};

/** A failed create call: the spec's alert, and the draft stays. */
export const CreateFailed: Story = {
  args: { initial: { ...expanded, ...factual }, initialAlert: 'Erro de rede ao criar postagem' },
  play: async ({ canvasElement }) => {
    const canvas = within(form(canvasElement));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro de rede ao criar postagem');
    await expect(canvas.getByRole('textbox', { name: 'Texto' })).toHaveValue(factual.text);
  },
};

/**
 * Publicar pressed with no connection: the post waits in the app's outbox, said so, its fields
 * read-only, and "Descartar" lets it go.
 */
export const WaitingForConnection: Story = {
  args: { initial: { ...expanded, ...factual }, isWaiting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(form(canvasElement));
    await expect(
      canvas.getByText('Enviando... a postagem será publicada quando a conexão voltar.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Texto' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveValue(factual.title);
    await expect(canvas.getByRole('button', { name: 'Publicar' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Título' })).toBeEnabled();
  },
};
