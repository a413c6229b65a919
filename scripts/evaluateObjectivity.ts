// `pnpm evaluate:objectivity [split] [--before=<rev>]` (or `pnpm exec node scripts/evaluateObjectivity.ts`):
// first the gate's and the comment nudge's figures on held-out text by other people (the test split of
// ToLD-Br, toldBr/toldBr.tsv) and on the team's own test posts, now and with the analyser of <rev>
// (by default where this branch left main, read with `git archive`), beside the issue's targets;
// then the objectivity analyser's figures on the
// labelled posts (packages/domain/src/objectivity/objectivityPosts.tsv), by default on the test split
// that training never reads: accuracy at the publishing line of 70, factual posts blocked, posts to
// rewrite that pass, per category, region, place, register and hard case, and the confusion at 70
// and at 60, with the analyser before the model (the lexicon alone) on the same posts beside it.
// It also prints the model's size and the time to score a 1,000-character post here.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { analyzeObjectivity } from '../packages/domain/src/objectivity/analyzeObjectivity.ts';
import { commentNudge } from '../packages/domain/src/objectivity/commentNudge.ts';
import {
  measureObjectivity,
  type ObjectivityFigures,
} from '../packages/domain/src/objectivity/measureObjectivity.ts';
import { measureTone, type ToneFigures, toneRate } from '../packages/domain/src/objectivity/measureTone.ts';
import {
  type LabelledObjectivityPost,
  readObjectivityPosts,
} from '../packages/domain/src/objectivity/readObjectivityPosts.ts';
import { readToneSet } from '../packages/domain/src/objectivity/readToneSet.ts';
import { scoreObjectivityLexicon } from '../packages/domain/src/objectivity/scoreObjectivityLexicon.ts';

const folder = path.join('packages', 'domain', 'src', 'objectivity');
const args = process.argv.slice(2);
const split = args.find((arg) => !arg.startsWith('--')) ?? 'test';
if (!['train', 'validation', 'test'].includes(split)) {
  console.error(`Uso: evaluate:objectivity [train|validation|test] [--before=<revisão>] (não "${split}")`);
  process.exit(2);
}
const beforeRev =
  args.find((arg) => arg.startsWith('--before='))?.slice('--before='.length) ??
  execFileSync('git', ['merge-base', 'HEAD', 'main'], { encoding: 'utf8' }).trim();
const posts = readObjectivityPosts(readFileSync(path.join(folder, 'objectivityPosts.tsv'), 'utf8')).filter(
  (post) => post.split === split,
);
const model = (text: string) => analyzeObjectivity(text).objectivity;

// The analyser as it was at beforeRev: its domain sources unpacked under .cache (inside the repository, so that
// their imports resolve as the package's do) and imported from there.
type Analyser = {
  analyzeObjectivity: (text: string) => { objectivity: number };
  commentNudge: (text: string) => { show: boolean };
};
async function analyserAt(rev: string): Promise<Analyser> {
  if (!/^[\w./-]+$/.test(rev)) throw new Error(`not a revision: ${rev}`);
  const commit = execFileSync('git', ['rev-parse', rev], { encoding: 'utf8' }).trim();
  const root = path.join('.cache', 'objectivity-before', commit);
  if (!existsSync(root)) {
    mkdirSync(root, { recursive: true });
    execSync(`git archive ${commit} packages/domain/src | tar -x -C ${root}`);
  }
  return import(pathToFileURL(path.resolve(root, folder, 'index.ts')).href) as Promise<Analyser>;
}
const before = await analyserAt(beforeRev);

// The issue's figures: tone on held-out text by other people, and the gate on the team's own posts.
const tweets = readToneSet(readFileSync(path.join(folder, 'toldBr', 'toldBr.tsv'), 'utf8')).filter(
  (tweet) => tweet.split === split,
);
const [toneNow, toneBefore] = [
  measureTone(tweets, (text) => ({ objectivity: model(text), nudged: commentNudge(text).show })),
  measureTone(tweets, (text) => ({
    objectivity: before.analyzeObjectivity(text).objectivity,
    nudged: before.commentNudge(text).show,
  })),
];
const cell = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(8);
const line = (name: string, now: number, then: number, target = '') =>
  console.log(`${name.padEnd(44)} ${cell(now)} ${cell(then)}   ${target}`);
console.log(
  `ToLD-Br, ${split} split: ${toneNow.offensive.texts} offensive (2 or 3 of 3 annotators), ` +
    `${toneNow.calm.texts} calm (none), ${toneNow.disputed.texts} disputed (1 of 3)`,
);
console.log(
  `${''.padEnd(44)} ${'now'.padStart(8)} ${'before'.padStart(8)}   target (${beforeRev.slice(0, 9)} is before)`,
);
const rate = (figures: ToneFigures, verdict: keyof ToneFigures, part: 'nudged' | 'below70' | 'below60') =>
  toneRate(figures[verdict], part);
const toneLine = (
  name: string,
  verdict: keyof ToneFigures,
  part: 'nudged' | 'below70' | 'below60',
  target = '',
) => line(name, rate(toneNow, verdict, part), rate(toneBefore, verdict, part), target);
toneLine('comment nudge on offensive tweets', 'offensive', 'nudged', '≥ 80%');
toneLine('comment nudge on calm tweets', 'calm', 'nudged', '≤ 15%');
toneLine('comment nudge on disputed tweets', 'disputed', 'nudged');
toneLine('offensive tweets below 70 as posts (blocked)', 'offensive', 'below70', '≥ 97%');
toneLine('offensive tweets below 60 as posts', 'offensive', 'below60');
toneLine('calm tweets below 70 as posts', 'calm', 'below70');
toneLine('calm tweets below 60 as posts', 'calm', 'below60');
for (const [name, figures] of [
  ['now', toneNow],
  ['before', toneBefore],
] as const) {
  const { offensive, calm } = figures;
  console.log(
    `confusion of the nudge ${name}: offensive nudged ${offensive.nudged}, offensive not ${offensive.texts - offensive.nudged}, ` +
      `calm nudged ${calm.nudged}, calm not ${calm.texts - calm.nudged}`,
  );
}
const ownNow = measureObjectivity(posts, model);
const ownBefore = measureObjectivity(posts, (text) => before.analyzeObjectivity(text).objectivity);
const accuracyAt = (figures: ObjectivityFigures, at: number) => {
  const c = figures.confusion[at]!;
  return (c.factualPassed + c.rewriteHeld) / figures.size;
};
const blockedAt = (figures: ObjectivityFigures, at: number) => {
  const c = figures.confusion[at]!;
  return c.factualBlocked / Math.max(1, c.factualBlocked + c.factualPassed);
};
console.log(`\nthe team's posts (objectivityPosts.tsv), ${split} split: ${posts.length} posts`);
line('gate accuracy at 70', accuracyAt(ownNow, 0), accuracyAt(ownBefore, 0), '≥ 95%');
line('factual posts blocked at 70', blockedAt(ownNow, 0), blockedAt(ownBefore, 0), '≤ 1%');
line('gate accuracy at 60', accuracyAt(ownNow, 1), accuracyAt(ownBefore, 1));
line('factual posts below 60', blockedAt(ownNow, 1), blockedAt(ownBefore, 1));
const factualNudged = (nudge: (text: string) => { show: boolean }) =>
  posts.filter((post) => post.label === 'publish' && nudge(post.text).show).length /
  Math.max(1, posts.filter((post) => post.label === 'publish').length);
line('factual posts nudged as comments', factualNudged(commentNudge), factualNudged(before.commentNudge));
console.log('');

const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(6);
function row(name: string, group: readonly LabelledObjectivityPost[]): string {
  const [now, before] = [
    measureObjectivity(group, model),
    measureObjectivity(group, scoreObjectivityLexicon),
  ];
  const cells = (f: ObjectivityFigures) =>
    `${percent(f.accuracy)} ${percent(f.falseBlockRate)} ${percent(f.missRate)}`;
  return `${name.padEnd(30)} ${String(group.length).padStart(4)}   ${cells(now)}   ${cells(before)}`;
}
function table(title: string, keys: (post: LabelledObjectivityPost) => readonly string[]): void {
  console.log(`\n${title.padEnd(30)} posts   model: acc  block   miss   before: acc  block   miss`);
  const names = [...new Set(posts.flatMap(keys))].sort();
  for (const name of names)
    console.log(
      row(
        name,
        posts.filter((post) => keys(post).includes(name)),
      ),
    );
}

console.log(`objectivity analyser on the ${split} split of objectivityPosts.tsv`);
console.log(
  'acc: accuracy at 70; block: factual posts blocked (below 70); miss: posts to rewrite at 70 or above',
);
table('all', () => ['all']);
table('category', (post) => [post.category]);
table('region', (post) => [post.region]);
table('place', (post) => [post.place]);
table('register', (post) => (post.registers.length === 0 ? ['plain'] : post.registers));
table('hard case', (post) => [post.hardCase]);

// The issue's rule: every region and register within 3 points of the whole split's accuracy.
const overall = measureObjectivity(posts, model).accuracy;
const behind: string[] = [];
for (const [key, groupsOf] of [
  ['region', (post: LabelledObjectivityPost) => [post.region]],
  ['register', (post: LabelledObjectivityPost) => post.registers],
] as const) {
  for (const name of new Set(posts.flatMap(groupsOf))) {
    const group = posts.filter((post) => (groupsOf(post) as readonly string[]).includes(name));
    const accuracy = measureObjectivity(group, model).accuracy;
    if (accuracy < overall - 0.03)
      behind.push(`${key} ${name} ${percent(accuracy).trim()} (${group.length} posts)`);
  }
}
console.log(
  `\nwithin 3 points of ${percent(overall).trim()} for every region and register: ${
    behind.length === 0 ? 'yes' : `no, ${behind.join('; ')}`
  }`,
);

for (const [name, score] of [
  ['model', model],
  ['before', scoreObjectivityLexicon],
] as const) {
  for (const c of measureObjectivity(posts, score).confusion) {
    console.log(
      `\nconfusion of the ${name} at ${c.line}: factual passed ${c.factualPassed}, factual blocked ${c.factualBlocked}, ` +
        `to rewrite held ${c.rewriteHeld}, to rewrite passed ${c.rewritePassed}`,
    );
  }
}

for (const file of ['objectivityModel.generated.ts', 'objectivityToneModel.generated.ts']) {
  const generated = readFileSync(path.join(folder, file));
  console.log(`\n${file}: ${generated.length} bytes, ${gzipSync(generated).length} bytes gzip`);
}
// A 1,000-character post made of different posts of the split, so that its words do not repeat.
const long = posts
  .map((post) => post.text)
  .join(' ')
  .slice(0, 1000);
const runs = 500;
// Processor time rather than the clock, so that other work on the machine does not count; the two
// analysers alternate three times, so that a busy spell does not fall on one of them only.
const timeOf = (score: (text: string) => unknown) => {
  for (let warm = 0; warm < 200; warm += 1) score(`${long}w${warm}`);
  const started = process.cpuUsage();
  for (let run = 0; run < runs; run += 1) score(`${long}${run}`);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / runs;
};
const times = { now: [] as number[], before: [] as number[] };
for (let round = 0; round < 3; round += 1) {
  times.now.push(timeOf(model));
  times.before.push(timeOf((text) => before.analyzeObjectivity(text)));
}
const least = (values: number[]) => Math.min(...values).toFixed(2);
console.log(
  `scoring a 1,000-character post: ${least(times.now)} ms of processor time here (node), ` +
    `${least(times.before)} ms before (the least of 3 rounds each)`,
);
