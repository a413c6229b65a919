import { useState } from 'react';
import { profileViewTexts } from './profile.texts.ts';

/** Copying and sharing the invite link: the clipboard, or the system share sheet where there is one. */
export function useInviteSharing() {
  const [statusText, setStatusText] = useState<string | undefined>(undefined);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = ({ link }: { link: string }) => {
    navigator.clipboard.writeText(link).then(
      () => setStatusText(profileViewTexts.linkCopied),
      () => setStatusText(profileViewTexts.copyFailed),
    );
  };
  const share = ({ link }: { link: string }) => {
    // A cancelled share sheet is no error: nothing to say.
    navigator.share({ url: link, title: profileViewTexts.inviteShareTitle }).catch(() => undefined);
  };
  return { canShare, statusText, copy, share };
}
