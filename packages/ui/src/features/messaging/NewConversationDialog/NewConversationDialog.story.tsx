// Story harness: the modal with its picker state held here and every rule computed by the domain.
import { offersConversationTitle, shouldSearchUsers, validateNewConversation } from '@vizinhos/domain';
import { useState } from 'react';
import type { Resident, ResidentSearchStatus } from '../ResidentPicker/ResidentPicker.tsx';
import { NewConversationDialog, type NewConversationDialogProps } from './NewConversationDialog.tsx';

type Computed =
  | 'query'
  | 'onQueryChange'
  | 'status'
  | 'found'
  | 'selected'
  | 'onAdd'
  | 'onRemove'
  | 'isTitleOffered'
  | 'validationError';

/** Props of NewConversationDialogStory: the residents the search can find, and how it answers. */
export type NewConversationDialogStoryProps = Omit<NewConversationDialogProps, Computed> & {
  residents: Resident[];
  searchStatus?: Exclude<ResidentSearchStatus, 'short'>;
  initiallySelected?: Resident[];
};

/** A NewConversationDialog searching `residents` by username, as the app searches the server. */
export function NewConversationDialogStory({
  residents,
  searchStatus = 'ready',
  initiallySelected = [],
  ...rest
}: NewConversationDialogStoryProps) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Resident[]>(initiallySelected);
  const text = query.trim().toLowerCase();
  const check = validateNewConversation(selected.length);
  return (
    <NewConversationDialog
      {...rest}
      query={query}
      onQueryChange={({ query: next }) => setQuery(next)}
      status={shouldSearchUsers(query) ? searchStatus : 'short'}
      found={residents.filter((r) => r.username.includes(text)).slice(0, 10)}
      selected={selected}
      onAdd={({ resident }) => setSelected((chosen) => [...chosen, resident])}
      onRemove={({ resident }) => setSelected((chosen) => chosen.filter((c) => c.id !== resident.id))}
      isTitleOffered={offersConversationTitle(selected.length)}
      validationError={check.ok ? undefined : check.message}
    />
  );
}
