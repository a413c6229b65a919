/**
 * The drafts of one writer out of a tab's store, where each key starts with its writer's prefix
 * (`userId|`): the keys without the prefix, so the next resident signed in on the tab sees none of them.
 */
export function ownDrafts(stored: Readonly<Record<string, string>>, prefix: string): Record<string, string> {
  const own: Record<string, string> = {};
  for (const [key, text] of Object.entries(stored))
    if (key.startsWith(prefix)) own[key.slice(prefix.length)] = text;
  return own;
}
