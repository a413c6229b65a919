import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import type { ComponentPropsWithRef, ReactElement } from 'react';
import { commonTexts } from '../../common.texts.ts';
import { backdrop, modal, modalDescription, modalTitle } from '../../theme/surfaces.css.ts';
import { cx } from '../../utils/cx.ts';
import type { IntentTriggerProps } from '../../utils/lazyView.tsx';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';

function Content({ className, children, ...rest }: ComponentPropsWithRef<typeof RadixAlertDialog.Content>) {
  return (
    <RadixAlertDialog.Portal>
      <RadixAlertDialog.Overlay className={backdrop} />
      <Stack gap="md" asChild>
        <RadixAlertDialog.Content {...rest} className={cx(modal, className)}>
          {children}
        </RadixAlertDialog.Content>
      </Stack>
    </RadixAlertDialog.Portal>
  );
}

function Title({ className, ...rest }: ComponentPropsWithRef<typeof RadixAlertDialog.Title>) {
  return <RadixAlertDialog.Title {...rest} className={cx(modalTitle, className)} />;
}

function Description({ className, ...rest }: ComponentPropsWithRef<typeof RadixAlertDialog.Description>) {
  return <RadixAlertDialog.Description {...rest} className={cx(modalDescription, className)} />;
}

/** A row of buttons at the end of the dialog. */
function Actions(props: ComponentPropsWithRef<'div'>) {
  return <Inline justify="end" align="stretch" {...props} />;
}

/** A confirmation that must be answered, in Radix's words (Root, Trigger, Content, Title, ...). */
export const AlertDialog = {
  Root: RadixAlertDialog.Root,
  Trigger: RadixAlertDialog.Trigger,
  Content,
  Title,
  Description,
  Actions,
  Cancel: RadixAlertDialog.Cancel,
  Action: RadixAlertDialog.Action,
};

/** Props of ConfirmDialog. */
export type ConfirmDialogProps = {
  /** The spec's question, e.g. "Tem certeza que deseja excluir esta postagem?". */
  question: string;
  /** Label of the confirming button (the action's own verb). */
  confirmLabel: string;
  /** The control that opens the confirmation. */
  trigger: ReactElement<IntentTriggerProps>;
  onConfirm: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** ConfirmDialog with Radix's alert dialog: ConfirmDialog.tsx loads it on the trigger's intent. */
export function RadixConfirmDialog({
  question,
  confirmLabel,
  trigger,
  onConfirm,
  open,
  defaultOpen,
  onOpenChange,
}: ConfirmDialogProps & { defaultOpen?: boolean }) {
  return (
    <RadixAlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger>
      <Content>
        <Title>{question}</Title>
        <Actions>
          <RadixAlertDialog.Cancel asChild>
            <Button emphasis="outline" tone="default">
              {commonTexts.cancel}
            </Button>
          </RadixAlertDialog.Cancel>
          <RadixAlertDialog.Action asChild>
            <Button tone="danger" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </RadixAlertDialog.Action>
        </Actions>
      </Content>
    </RadixAlertDialog.Root>
  );
}
