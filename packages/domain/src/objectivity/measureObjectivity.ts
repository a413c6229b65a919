import { AUTOMATIC_OBJECTIVITY_MINIMUM, MANUAL_OBJECTIVITY_MINIMUM } from './objectivityGate.ts';
import type { LabelledObjectivityPost } from './readObjectivityPosts.ts';

/** The confusion at one line: factual posts passed and blocked, posts to rewrite held and passed. */
type ObjectivityConfusion = {
  line: number;
  factualPassed: number;
  factualBlocked: number;
  rewriteHeld: number;
  rewritePassed: number;
};

/** How a scorer does on a set of labelled posts. */
export type ObjectivityFigures = {
  size: number;
  accuracy: number;
  falseBlockRate: number;
  missRate: number;
  confusion: ObjectivityConfusion[];
};

function confusion(
  posts: readonly LabelledObjectivityPost[],
  scores: readonly number[],
  line: number,
): ObjectivityConfusion {
  const counts = { line, factualPassed: 0, factualBlocked: 0, rewriteHeld: 0, rewritePassed: 0 };
  posts.forEach((post, index) => {
    const passes = scores[index]! >= line;
    if (post.label === 'publish') counts[passes ? 'factualPassed' : 'factualBlocked'] += 1;
    else counts[passes ? 'rewritePassed' : 'rewriteHeld'] += 1;
  });
  return counts;
}

/**
 * Measures a scorer at the publishing line of 70 (a factual post below it is a false block, a post to
 * rewrite at or above it is a miss), with the confusion at 70 and at the manual line of 60.
 */
export function measureObjectivity(
  posts: readonly LabelledObjectivityPost[],
  score: (text: string) => number,
): ObjectivityFigures {
  const scores = posts.map((post) => score(post.text));
  const [atPublish, atManual] = [AUTOMATIC_OBJECTIVITY_MINIMUM, MANUAL_OBJECTIVITY_MINIMUM].map((line) =>
    confusion(posts, scores, line),
  ) as [ObjectivityConfusion, ObjectivityConfusion];
  const factual = atPublish.factualPassed + atPublish.factualBlocked;
  const rewrite = atPublish.rewriteHeld + atPublish.rewritePassed;
  const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  return {
    size: posts.length,
    accuracy: ratio(atPublish.factualPassed + atPublish.rewriteHeld, posts.length),
    falseBlockRate: ratio(atPublish.factualBlocked, factual),
    missRate: ratio(atPublish.rewritePassed, rewrite),
    confusion: [atPublish, atManual],
  };
}
