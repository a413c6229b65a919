import type { Preview } from '@storybook/react-vite';

type BeforeEach = Extract<Preview['beforeEach'], (...args: never[]) => unknown>;
type AfterEach = Extract<Preview['afterEach'], (...args: never[]) => unknown>;

// Any `securitypolicyviolation` while a story renders or plays fails its test, as in the journeys.
// The stories' pages are served with a policy (contentSecurityPolicy.ts, vitestProject.ts).

const violationsByStory = new Map<string, string[]>();

/** Starts listening for CSP violations before the story renders. */
export const watchCspViolations: BeforeEach = (context) => {
  const violations: string[] = [];
  violationsByStory.set(context.id, violations);
  const listen = (event: SecurityPolicyViolationEvent) => {
    violations.push(
      `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
    );
  };
  document.addEventListener('securitypolicyviolation', listen, true);
  return () => document.removeEventListener('securitypolicyviolation', listen, true);
};

/** Fails the story's test if the browser reported any CSP violation. */
export const failOnCspViolations: AfterEach = async (context) => {
  // The browser fires the event in a task of its own: let any pending one arrive first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const violations = violationsByStory.get(context.id) ?? [];
  violationsByStory.delete(context.id);
  if (violations.length > 0)
    throw new Error(`Content-Security-Policy violation in this story:\n${violations.join('\n')}`);
};
