import { type ComponentPropsWithRef, type ReactNode, useEffect, useId, useRef } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { cx } from '../../../utils/cx.ts';
import { messagingTexts as texts } from '../messaging.texts.ts';
import * as styles from './MessagingPanel.css.ts';

/** Props of MessagingPanel. */
export type MessagingPanelProps = Omit<ComponentPropsWithRef<'section'>, 'children'> & {
  /** The conversation list. */
  list: ReactNode;
  /** The open conversation (its chat or its settings), if any. */
  detail?: ReactNode;
  onClose: () => void;
};

/**
 * The messaging panel over the timeline (spec: Messaging app; Layout view): the list beside the open
 * conversation; on a narrow screen, one of the two.
 */
export function MessagingPanel({ list, detail, onClose, className, ...rest }: MessagingPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening the panel takes the keyboard into it: the next Tab reaches its close button, then the list.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Stack gap="none" asChild>
      <section
        {...rest}
        aria-labelledby={headingId}
        data-view={detail ? 'detail' : 'list'}
        className={cx(styles.root, className)}
      >
        <Inline gap="none" justify="between" wrap={false} asChild>
          <header className={styles.header}>
            <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
              {texts.panelTitle}
            </h1>
            <IconButton icon="close" aria-label={commonTexts.close} onClick={() => onClose()} />
          </header>
        </Inline>
        <Inline gap="none" align="stretch" wrap={false} className={styles.columns}>
          <div className={styles.list}>{list}</div>
          {detail ? <div className={styles.detail}>{detail}</div> : null}
        </Inline>
      </section>
    </Stack>
  );
}
