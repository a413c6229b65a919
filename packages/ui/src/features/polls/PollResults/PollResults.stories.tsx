import type { Meta, StoryObj } from '@storybook/react-vite';
import { makePollOption, makePollOptions } from '@vizinhos/api/mocks';
import { type PollOption, type PollOptionId, summarizePoll, type UserId } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PollResults, type PollResultsProps } from './PollResults.tsx';

type PollStoryProps = Omit<PollResultsProps, 'options' | 'summary'> & {
  options: readonly PollOption[];
  userId?: UserId | undefined;
};

/** The poll as a post card shows it: the summary computed by the domain for the reader. */
function PollStory({ options, userId, ...rest }: PollStoryProps) {
  return <PollResults options={options} summary={summarizePoll(options, userId)} {...rest} />;
}

const meta = {
  id: 'polls-pollresults',
  title: 'Enquetes/PollResults',
  component: PollStory,
  args: { options: makePollOptions(), userId: 'user-maria' as UserId, onVote: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PollStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before voting: radio options; "Votar" waits for a choice, then sends it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const vote = canvas.getByRole('button', { name: 'Votar' });
    await expect(vote).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Domingo à tarde' }));
    await userEvent.click(vote);
    await expect(args.onVote).toHaveBeenCalledWith({ optionId: 'option-2' });
  },
};

/** The answer is on its way: the form is busy and cannot be sent twice. */
export const Voting: Story = {
  args: { isVoting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enviando voto...' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Sábado de manhã' })).toBeDisabled();
  },
};

/** After voting: results sorted by count, percentages, the check on the reader's choice, thanks. */
export const Voted: Story = {
  args: { options: makePollOptions([3, 12, 7], 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('list', { name: 'Resultados da votação' })).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Domingo à tarde');
    await expect(rows[0]).toHaveTextContent('54% (12)');
    await expect(rows[2]).toHaveTextContent('Sua escolha: Sábado de manhã');
    await expect(canvas.getByRole('status')).toHaveTextContent('Obrigado por votar!');
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

/** The server lists the reader among an option's responses (spec: Entities and their fields): results, not the form. */
export const VotedByResponse: Story = {
  args: {
    options: [
      makePollOption({
        id: 'option-1' as PollOptionId,
        label: 'Sim',
        count: 5,
        responderIds: ['user-maria' as UserId],
      }),
      makePollOption({ id: 'option-2' as PollOptionId, label: 'Não', count: 2 }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sua escolha:', { exact: false })).toBeInTheDocument();
  },
};

/** Nobody voted yet, seen by an anonymous reader: results at 0%. */
export const Empty: Story = {
  args: { options: makePollOptions([0, 0, 0]), canVote: false, userId: undefined },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('0% (0)');
  },
};

/** Long Portuguese options wrap inside the card. */
export const LongText: Story = {
  args: {
    options: makePollOptions([4, 9], 1).map((option, index) => ({
      ...option,
      label:
        index === 0
          ? 'Reformar a quadra poliesportiva da praça antes da iluminação pública e da calçada'
          : 'Priorizar a iluminação pública das ruas transversais e depois a reforma da quadra',
    })),
  },
};

/** The answer failed (spec: Error catalogue): the reason shows and the choice stays, ready to send again. */
export const VoteFailed: Story = {
  tags: ['visual'],
  args: { errorText: 'Erro ao votar na enquete' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao votar na enquete');
    await userEvent.click(canvas.getByRole('radio', { name: 'Sábado de manhã' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Votar' }));
    await expect(args.onVote).toHaveBeenCalledWith({ optionId: 'option-1' });
  },
};

/** The network failed: its own variant. */
export const VoteNetworkFailed: Story = {
  args: { errorText: 'Erro de rede ao votar na enquete' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Erro de rede ao votar na enquete',
    );
  },
};

/** On a phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1' } } };

/** Dark theme. */
export const Dark: Story = { args: { options: makePollOptions([3, 12, 7], 1) }, globals: { theme: 'dark' } };

/** Every state side by side, for visual review. */
export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
        maxWidth: 900,
      }}
    >
      <PollStory {...args} options={makePollOptions()} />
      <PollStory {...args} options={makePollOptions()} isVoting />
      <PollStory {...args} options={makePollOptions([3, 12, 7], 0)} />
      <PollStory {...args} options={makePollOptions([0, 0, 0])} canVote={false} userId={undefined} />
    </div>
  ),
  decorators: [(Story) => <Story />],
};
