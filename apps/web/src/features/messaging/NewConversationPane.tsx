import { type ConversationId, offersConversationTitle, validateNewConversation } from '@vizinhos/domain';
import { NewConversationDialog } from '@vizinhos/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { createConversationAtom } from './conversationActions.ts';
import { useResidentSearch } from './useResidentSearch.ts';

/** Props of NewConversationPane. */
export type NewConversationPaneProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: { conversationId: ConversationId }) => void;
};

/** The new-conversation modal wired to the search and POST conversations (spec: Validation rules). */
export function NewConversationPane({ open, onOpenChange, onCreated }: NewConversationPaneProps) {
  const { reset, ...picker } = useResidentSearch();
  const create = useSetAtom(createConversationAtom);
  const [isCreating, setCreating] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const check = validateNewConversation(picker.selected.length);
  return (
    <NewConversationDialog
      {...picker}
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          reset();
          setError(undefined);
        }
      }}
      isTitleOffered={offersConversationTitle(picker.selected.length)}
      validationError={check.ok ? undefined : check.message}
      errorText={error}
      isCreating={isCreating}
      onCreate={async ({ title }) => {
        setCreating(true);
        const result = await create({ neighborIds: picker.selected.map((r) => r.id), title });
        setCreating(false);
        if (!result.ok) {
          setError(result.error);
          return;
        }
        reset();
        setError(undefined);
        if (result.conversation) onCreated({ conversationId: result.conversation.id });
      }}
    />
  );
}
