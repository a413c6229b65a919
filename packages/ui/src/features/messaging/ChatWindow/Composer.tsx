import type { KeyboardEvent } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { TextArea } from '../../../primitives/TextArea/TextArea.tsx';
import { messagingTexts as texts } from '../messaging.texts.ts';
import * as styles from './ChatWindow.css.ts';

/** Props of Composer. */
export type ComposerProps = {
  draft: string;
  /** The draft may be sent (the domain's validateMessageDraft: text or an attached post). */
  canSend: boolean;
  /** Which key press sends (the domain's isSendKey: Enter; Shift+Enter makes a new line). */
  isSendKey: (event: { key: string; shiftKey: boolean }) => boolean;
  onDraftChange: (change: { text: string }) => void;
  onSend: (request: { text: string }) => void;
};

/** The message box: grows to 120 px (spec: Business constants and limits), Enter sends, Shift+Enter makes a new line. */
export function Composer({ draft, canSend, isSendKey, onDraftChange, onSend }: ComposerProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing || !isSendKey(event)) return;
    event.preventDefault();
    if (canSend) onSend({ text: draft });
  };
  return (
    <Inline align="start" wrap={false} asChild>
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend) onSend({ text: draft });
        }}
      >
        <TextArea
          label={texts.messageLabel}
          labelHidden
          placeholder={texts.messagePlaceholder}
          hint={texts.sendHint}
          minRows={1}
          maxRows={5}
          value={draft}
          onChange={(event) => onDraftChange({ text: event.target.value })}
          onKeyDown={onKeyDown}
          className={styles.composerField}
        />
        <Button type="submit" disabled={!canSend}>
          {texts.send}
        </Button>
      </form>
    </Inline>
  );
}
