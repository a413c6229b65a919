import { useEffect } from 'react';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { editorTexts } from '../editor.texts.ts';

/** Props of ApprovalBanner. */
export type ApprovalBannerProps = {
  isShown: boolean;
  /** Hides itself after this long (the domain's APPROVAL_BANNER_MS, spec: States and transitions: 3 s). */
  hideAfterMs: number;
  onHide: () => void;
  className?: string;
};

/** The banner after an approved objectivity check; it reports `onHide` after `hideAfterMs`. */
export function ApprovalBanner({ isShown, hideAfterMs, onHide, className }: ApprovalBannerProps) {
  useEffect(() => {
    if (!isShown) return;
    const timer = setTimeout(onHide, hideAfterMs);
    return () => clearTimeout(timer);
  }, [isShown, hideAfterMs, onHide]);
  // The live region stays in the page so that the approval is announced when it appears.
  return (
    <div role="status" className={className}>
      {isShown ? (
        <Callout tone="success" icon="check">
          {editorTexts.approved}
        </Callout>
      ) : null}
    </div>
  );
}
