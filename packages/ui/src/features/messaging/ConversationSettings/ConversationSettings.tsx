import type { ConversationParticipant } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useState } from 'react';
import { ConfirmDialog } from '../../../primitives/AlertDialog/ConfirmDialog.tsx';
import { Avatar } from '../../../primitives/Avatar/Avatar.tsx';
import { Badge } from '../../../primitives/Badge/Badge.tsx';
import { Button } from '../../../primitives/Button/Button.tsx';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { cx } from '../../../utils/cx.ts';
import { messagingTexts as texts } from '../messaging.texts.ts';
import { ResidentPicker, type ResidentPickerProps } from '../ResidentPicker/ResidentPicker.tsx';
import * as styles from './ConversationSettings.css.ts';

/** A participant row, with what the reader may do to it computed by the domain. */
export type SettingsParticipant = {
  participant: ConversationParticipant;
  /** The domain's isConversationAdmin on its role. */
  isAdmin: boolean;
  /** The domain's canActOnParticipant: a group admin, never on oneself. */
  canAct: boolean;
};

/** Props of ConversationSettings. */
export type ConversationSettingsProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  title: string | undefined;
  participants: ReadonlyArray<SettingsParticipant>;
  /** The reader may rename and add (the domain's canManageConversation: an admin of a group of more than 2). */
  canManage: boolean;
  /** "Sair da Conversa" in a group, "Excluir Conversa" otherwise (the domain's leaveConversationLabel). */
  leaveLabel: string;
  isGroup: boolean;
  /** The residents to add: the picker's state, when the reader may add. */
  picker?: Omit<ResidentPickerProps, 'excludedIds'> | undefined;
  /** A change is on its way. */
  isBusy?: boolean;
  /** The last change failed (the server's Portuguese text); what was typed stays. */
  errorText?: string | undefined;
  onRename: (change: { title: string }) => void;
  onAddSelected: () => void;
  onRemove: (change: { participant: ConversationParticipant }) => void;
  onSetAdmin: (change: { participant: ConversationParticipant; isAdmin: boolean }) => void;
  onLeave: () => void;
  onClose: () => void;
};

/** The conversation settings (spec: Messaging app; Roles and permissions). */
export function ConversationSettings({
  title,
  participants,
  canManage,
  leaveLabel,
  isGroup,
  picker,
  isBusy = false,
  errorText,
  onRename,
  onAddSelected,
  onRemove,
  onSetAdmin,
  onLeave,
  onClose,
  className,
  ...rest
}: ConversationSettingsProps) {
  const [draftTitle, setDraftTitle] = useState(title ?? '');
  const inConversation = participants.flatMap(({ participant }) => (participant.id ? [participant.id] : []));
  return (
    <Stack gap="none" asChild>
      <section
        {...rest}
        aria-label={texts.settingsTitle}
        className={cx(styles.root, className)}
        aria-busy={isBusy || undefined}
      >
        <Inline wrap={false} asChild>
          <header className={styles.header}>
            <IconButton icon="arrowLeft" aria-label={texts.closeSettings} onClick={() => onClose()} />
            <h2 className={styles.heading}>{texts.settingsTitle}</h2>
          </header>
        </Inline>
        <Stack gap="md" className={styles.body}>
          {errorText ? (
            <p role="alert" className={styles.error}>
              {errorText}
            </p>
          ) : null}
          {canManage ? (
            <Inline align="end" wrap={false} asChild>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  if (draftTitle.trim()) onRename({ title: draftTitle.trim() });
                }}
              >
                <TextField
                  label={texts.titleLabel}
                  value={draftTitle}
                  onChange={(event) => setDraftTitle(event.target.value)}
                  className={styles.grow}
                />
                <Button type="submit" size="sm" disabled={isBusy || !draftTitle.trim()}>
                  {texts.saveTitle}
                </Button>
              </form>
            </Inline>
          ) : null}
          <h3 className={styles.subheading}>{texts.participants}</h3>
          <Stack gap="xs" asChild>
            <ul className={styles.people} aria-label={texts.participants}>
              {participants.map(({ participant, isAdmin, canAct }) => (
                <Inline key={participant.id ?? participant.username} wrap={false} asChild>
                  <li>
                    <Avatar username={participant.username} src={participant.avatar} size="sm" />
                    <span className={styles.grow}>{participant.username}</span>
                    {isAdmin ? <Badge tone="secondary">{texts.adminLabel}</Badge> : null}
                    {canAct ? (
                      <>
                        <Button
                          size="sm"
                          emphasis="ghost"
                          tone="default"
                          disabled={isBusy}
                          onClick={() => onSetAdmin({ participant, isAdmin: !isAdmin })}
                        >
                          {isAdmin ? texts.demote : texts.promote}
                          <VisuallyHidden> {participant.username}</VisuallyHidden>
                        </Button>
                        <IconButton
                          icon="trash"
                          tone="danger"
                          disabled={isBusy}
                          aria-label={texts.remove(participant.username)}
                          onClick={() => onRemove({ participant })}
                        />
                      </>
                    ) : null}
                  </li>
                </Inline>
              ))}
            </ul>
          </Stack>
          {canManage && picker ? (
            <Stack>
              <h3 className={styles.subheading}>{texts.addParticipants}</h3>
              <ResidentPicker {...picker} excludedIds={inConversation} />
              <div>
                <Button
                  size="sm"
                  disabled={isBusy || picker.selected.length === 0}
                  onClick={() => onAddSelected()}
                >
                  {texts.addSelected}
                </Button>
              </div>
            </Stack>
          ) : null}
          <ConfirmDialog
            question={isGroup ? texts.confirmLeave : texts.confirmDelete}
            confirmLabel={leaveLabel}
            onConfirm={() => onLeave()}
            trigger={
              <Button tone="danger" emphasis="outline" disabled={isBusy}>
                {leaveLabel}
              </Button>
            }
          />
        </Stack>
      </section>
    </Stack>
  );
}
