// Pending votes: a vote waits for the live vote_update that names the voter; when that
// frame is lost with the connection, the resync after the reconnect settles the vote, for a post and
// for a comment alike, so no button stays disabled until a reload. Live votes carry nothing of the
// voter to the area: the neighbour's count moves, the voter's other tab shows their vote.
import type { WebSocketRoute } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { createPost, openResident, timeline, uniqueTitle } from './support/demoResidents.ts';
import { expect, test } from './support/test.ts';

// A resident no other journey signs in as for votes or comments (write limits are per resident).
const voter = 'gustavo.freitas';

test('a lost vote_update followed by a resync leaves no disabled button, on a post and on a comment', async ({
  page: unused,
  openContext,
}) => {
  await unused.close();
  // The live link passes every frame but vote_update while `dropVotes` holds; `sockets` are the page's.
  let dropVotes = false;
  const sockets: WebSocketRoute[] = [];
  const { page } = await openResident(openContext, voter, {
    waitFor: 'posts',
    prepare: (context) =>
      context.routeWebSocket(/\/ws$/, (ws) => {
        sockets.push(ws);
        const server = ws.connectToServer();
        server.onMessage((message) => {
          if (dropVotes && String(message).includes('vote_update')) return;
          ws.send(message);
        });
      }),
  });
  const badge = page.getByRole('banner').getByRole('status');
  await expect(badge).toHaveText('Online', { timeout: 30_000 });

  const card = timeline(page).getByRole('article').first();
  await card.getByRole('button', { name: /^Comentários/ }).click();
  const section = card.getByRole('region', { name: 'Comentários' });
  const box = section.getByRole('textbox', { name: 'Escreva um comentário' });
  await box.fill('Passei por lá agora há pouco, está tudo calmo.');
  await box.press('Control+Enter');
  const mine = section.getByRole('article', { name: voter }).first();
  await expect(mine).toContainText('Passei por lá agora há pouco, está tudo calmo.');

  const postUp = card.getByRole('button', { name: /^Votar a favor \d/ });
  const postDown = card.getByRole('button', { name: /^Votar contra \d/ });
  const commentUp = mine.getByRole('button', { name: /^Votar a favor do comentário/ });
  const wasPressed = await postUp.getAttribute('aria-pressed');

  // Both votes are answered, and both frames are lost: the buttons wait.
  dropVotes = true;
  const answers = Promise.all([
    page.waitForResponse((response) => /\/posts\/[^/]+\/upvote$/.test(response.url())),
    page.waitForResponse((response) => /\/comments\/[^/]+\/upvote$/.test(response.url())),
  ]);
  await postUp.click();
  await commentUp.click();
  await answers;
  await expect(postUp).toBeDisabled();
  await expect(postDown).toBeDisabled();
  await expect(commentUp).toBeDisabled();

  // The connection drops and comes back; the resync fetches what was missed and settles both votes.
  dropVotes = false;
  await Promise.all(sockets.splice(0).map((ws) => ws.close()));
  await expect(badge).toHaveText('Online', { timeout: 30_000 });
  await expect(postUp).toBeEnabled({ timeout: 20_000 });
  await expect(postDown).toBeEnabled();
  await expect(commentUp).toBeEnabled({ timeout: 20_000 });
  await expect(postUp).toHaveAttribute('aria-pressed', wasPressed === 'true' ? 'false' : 'true');
  await expect(commentUp).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
});

test('a vote moves the neighbour’s count without naming the voter, and shows in the voter’s other tab', async ({
  page: unused,
  openContext,
}) => {
  await unused.close();
  // Residents no other journey signs in as (write limits are per resident).
  const voterName = 'sandra.monteiro';
  // Every frame the neighbour's page receives, to look for the voter in them.
  const neighbourFrames: string[] = [];
  const neighbour = await openResident(openContext, 'renata.pinto', {
    waitFor: 'posts',
    prepare: (context) =>
      context.routeWebSocket(/\/ws$/, (ws) => {
        const server = ws.connectToServer();
        server.onMessage((message) => {
          neighbourFrames.push(String(message));
          ws.send(message);
        });
      }),
  });
  const first = await openResident(openContext, voterName, { waitFor: 'posts' });
  const second = await first.context.newPage();
  await second.goto('/');
  await expect(timeline(second).getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  for (const page of [first.page, second, neighbour.page])
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Online', { timeout: 30_000 });

  const title = uniqueTitle('Mutirão de limpeza da praça');
  await createPost(first.page, title);
  const card = (page: typeof second) => timeline(page).getByRole('article', { name: title });
  for (const page of [first.page, second, neighbour.page]) await expect(card(page)).toBeVisible();

  await card(first.page).getByRole('button', { name: 'Votar a favor 0' }).click();
  await expect(card(first.page).getByRole('button', { name: 'Votar a favor 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The voter's other tab: her own vote, from her own topic.
  await expect(card(second).getByRole('button', { name: 'Votar a favor 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The neighbour: the count, not her vote, and no frame of the vote names her.
  await expect(card(neighbour.page).getByRole('button', { name: 'Votar a favor 1' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const votes = neighbourFrames.filter((frame) => frame.includes('vote_update'));
  expect(votes.length).toBeGreaterThan(0);
  for (const frame of votes) {
    expect(frame).not.toContain(voterName);
    expect(frame).not.toContain('new_direction');
  }
  await expectNoAxeViolations(second);
});
