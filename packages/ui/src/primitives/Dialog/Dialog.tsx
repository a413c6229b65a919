import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { commonTexts } from '../../common.texts.ts';
import { Stack } from '../../primitives/Stack/Stack.tsx';
import { backdrop, modalDescription, modalTitle } from '../../theme/surfaces.css.ts';
import { cx } from '../../utils/cx.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { closeCorner, content, widthVar } from './Dialog.css.ts';

/** Props of Dialog.Content. */
export type DialogContentProps = ComponentPropsWithRef<typeof RadixDialog.Content> & {
  /** CSS width of the box (capped by the viewport). */
  width?: string;
  /** Show the corner close button (named "Fechar"). */
  hasCloseButton?: boolean;
};

function Content({ width, hasCloseButton = true, className, style, children, ...rest }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={backdrop} />
      <Stack gap="md" asChild>
        <RadixDialog.Content
          {...rest}
          style={{ ...style, ...(width ? assignInlineVars({ [widthVar]: width }) : {}) }}
          className={cx(content, className)}
        >
          {children}
          {hasCloseButton ? (
            <RadixDialog.Close asChild>
              <IconButton icon="close" aria-label={commonTexts.close} className={closeCorner} />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </Stack>
    </RadixDialog.Portal>
  );
}

function Title({ className, ...rest }: ComponentPropsWithRef<typeof RadixDialog.Title>) {
  return <RadixDialog.Title {...rest} className={cx(modalTitle, className)} />;
}

function Description({ className, ...rest }: ComponentPropsWithRef<typeof RadixDialog.Description>) {
  return <RadixDialog.Description {...rest} className={cx(modalDescription, className)} />;
}

/** A modal dialog in Radix's words: Root, Trigger, Content, Title, Description, Close. */
export const Dialog = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Content,
  Title,
  Description,
  Close: RadixDialog.Close,
};
