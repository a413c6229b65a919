import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeAppealItems, makeModerationLogLines, makeReportItems } from '@vizinhos/api/mocks';
import { expect, fn, within } from 'storybook/test';
import { AppealList } from '../AppealList/AppealList.tsx';
import { ModerationLog } from '../ModerationLog/ModerationLog.tsx';
import { ModerationQueue } from '../ModerationQueue/ModerationQueue.tsx';
import { ModerationScreen } from './ModerationScreen.tsx';

const meta = {
  id: 'moderation-moderationscreen',
  title: 'Moderação/ModerationScreen',
  component: ModerationScreen,
  args: {
    queue: (
      <ModerationQueue
        items={makeReportItems()}
        firstReportedLabels={{}}
        onKeep={fn()}
        onRemove={fn()}
        onWarn={fn()}
        onMute={fn()}
      />
    ),
    log: <ModerationLog lines={makeModerationLogLines()} />,
  },
} satisfies Meta<typeof ModerationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The queue, then the pending second looks, then the record. */
export const WithAppeals: Story = {
  args: { appeals: <AppealList appeals={makeAppealItems()} onRestore={fn()} onUphold={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Denúncias pendentes', 'Pedidos de revisão', 'Registro de moderação']);
  },
};

/** The queue above the record. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Denúncias pendentes', 'Registro de moderação']);
  },
};
