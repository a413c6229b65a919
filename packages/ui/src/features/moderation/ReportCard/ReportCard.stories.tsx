import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeAwaitingReportItem, makeEditedReportItem, makeReportItems } from '@vizinhos/api/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportCard } from './ReportCard.tsx';

const [post, comment, bare] = makeReportItems();

const meta = {
  id: 'moderation-reportcard',
  title: 'Moderação/ReportCard',
  component: ReportCard,
  args: {
    item: post!,
    firstReportedLabel: 'há 3 horas',
    onKeep: fn(),
    onRemove: fn(),
    onWarn: fn(),
    onMute: fn(),
  },
} satisfies Meta<typeof ReportCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post with its reasons and notes; Manter keeps it. */
export const Post: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 denúncias')).toBeVisible();
    await expect(canvas.getByText('Spam ou propaganda (2)')).toBeVisible();
    await expect(canvas.getByText('Já postou a mesma coisa três vezes.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Manter' }));
    await expect(args.onKeep).toHaveBeenCalledWith({ id: 'post-loja' });
  },
};

/**
 * Edited after the reports (spec 3: Queue item): what the reporters saw beside what it says now;
 * the moderator decides on the current version.
 */
export const EditedSinceReported: Story = {
  args: { item: makeEditedReportItem() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reported = canvas.getByRole('region', { name: 'Como foi denunciado' });
    const now = canvas.getByRole('region', { name: 'Como está agora' });
    await expect(
      within(reported).getByText('Bicicleta em bom estado, R$ 600. O folgado do 302 nem precisa perguntar.'),
    ).toBeVisible();
    await expect(
      within(now).getByText('Bicicleta em bom estado, R$ 600. Interessados chamem no privado.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Manter' }));
    await expect(args.onKeep).toHaveBeenCalledWith({ id: 'post-bicicleta' });
  },
};

/** Remover asks for the reason the author reads. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover' }));
    await userEvent.type(
      canvas.getByLabelText('Por que o conteúdo foi removido (o autor lerá)'),
      'Propaganda repetida.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remover conteúdo' }));
    await expect(args.onRemove).toHaveBeenCalledWith({ id: 'post-loja', reason: 'Propaganda repetida.' });
  },
};

/** A comment: Avisar autor sends a private message. */
export const CommentWarn: Story = {
  args: { item: comment! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Comentário')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Avisar autor' }));
    await userEvent.type(canvas.getByLabelText('Mensagem para o autor'), 'Vamos manter o respeito.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar aviso' }));
    await expect(args.onWarn).toHaveBeenCalledWith({
      id: 'comment-briga',
      message: 'Vamos manter o respeito.',
    });
  },
};

/** Silenciar autor offers 24 hours and 7 days. */
export const Mute: Story = {
  args: { item: bare! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sem motivo informado (1)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Silenciar autor' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Silenciar por 7 dias' }));
    await expect(args.onMute).toHaveBeenCalledWith({ id: 'post-boato', hours: 168 });
  },
};

/** An action on its way: the buttons wait. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Manter' })).toBeDisabled();
  },
};

/** A refused action says why on the card. */
export const Failed: Story = {
  args: { errorText: 'Denúncia não encontrada.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Denúncia não encontrada.')).toBeVisible();
  },
};

/** The reader's own post: it awaits another moderator, without the actions (spec 3: Roles and permissions). */
export const AwaitsOtherModerator: Story = {
  args: { item: makeAwaitingReportItem('own_content') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aguarda outro moderador')).toBeVisible();
    await expect(canvas.getByText('O conteúdo é seu.')).toBeVisible();
    await expect(canvas.getByText('3 denúncias')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A Moderador's view of an Admin's post: it goes to an Admin or the Fundador. */
export const AwaitsHigherRole: Story = {
  args: { item: makeAwaitingReportItem('author_role') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aguarda outro moderador')).toBeVisible();
    await expect(canvas.getByText('O conteúdo é de um Admin ou do Fundador.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Manter' })).toBeNull();
  },
};
