import type { DecisionBar } from '@vizinhos/domain';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { moderationUiTexts as texts } from '../moderation.texts.ts';

/** Props of AwaitsOther. */
export type AwaitsOtherProps = {
  /** Why the reader may not decide the item. */
  reason: DecisionBar;
};

/**
 * In place of a queue item's or an appeal's actions when the reader may not decide it (spec 3:
 * nobody judges their own case): "Aguarda outro moderador" and why.
 */
export function AwaitsOther({ reason }: AwaitsOtherProps) {
  return (
    <Callout icon="user">
      <strong>{texts.awaitsOther}</strong>
      <span>{texts.awaitsOtherWhy[reason]}</span>
    </Callout>
  );
}
