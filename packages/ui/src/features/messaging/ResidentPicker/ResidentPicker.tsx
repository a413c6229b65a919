import type { User, UserId } from '@vizinhos/domain';
import type { ComponentPropsWithRef } from 'react';
import { Avatar } from '../../../primitives/Avatar/Avatar.tsx';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden.tsx';
import { messagingTexts as texts } from '../messaging.texts.ts';
import * as styles from './ResidentPicker.css.ts';

/** A resident as the picker shows one. */
export type Resident = Pick<User, 'id' | 'username' | 'avatar'>;

/** Where the resident search stands: too short (under 2 characters, the domain's shouldSearchUsers), on its way, done, failed. */
export type ResidentSearchStatus = 'short' | 'loading' | 'ready' | 'error';

/** Props of ResidentPicker. */
export type ResidentPickerProps = Omit<ComponentPropsWithRef<'div'>, 'results'> & {
  query: string;
  onQueryChange: (change: { query: string }) => void;
  status: ResidentSearchStatus;
  /** The search's answer (10 at most, spec: Business constants and limits). */
  found: ReadonlyArray<Resident>;
  /** Chosen so far. */
  selected: ReadonlyArray<Resident>;
  /** Already in the conversation: not offered again. */
  excludedIds?: ReadonlyArray<UserId>;
  onAdd: (change: { resident: Resident }) => void;
  onRemove: (change: { resident: Resident }) => void;
};

/** Search residents of the area and choose some (spec: Validation rules: the search starts at 2 characters). */
export function ResidentPicker({
  query,
  onQueryChange,
  status,
  found,
  selected,
  excludedIds = [],
  onAdd,
  onRemove,
  className,
  ...rest
}: ResidentPickerProps) {
  const isTaken = (id: UserId) => excludedIds.includes(id) || selected.some((s) => s.id === id);
  const offered = found.filter((r) => !isTaken(r.id));
  return (
    <Stack {...rest} className={className}>
      {selected.length > 0 ? (
        <Inline gap="xs" align="stretch" asChild>
          <ul aria-label={texts.participants} className={styles.chips}>
            {selected.map((resident) => (
              <li key={resident.id} className={styles.chip}>
                <Avatar username={resident.username} src={resident.avatar} size="sm" />
                <span>{resident.username}</span>
                <IconButton
                  icon="close"
                  size="sm"
                  aria-label={texts.unselect(resident.username)}
                  onClick={() => onRemove({ resident })}
                />
              </li>
            ))}
          </ul>
        </Inline>
      ) : null}
      <TextField
        type="search"
        label={texts.searchResidents}
        hint={texts.searchHint}
        autoComplete="off"
        value={query}
        onChange={(event) => onQueryChange({ query: event.target.value })}
      />
      <div aria-live="polite" className={styles.status}>
        {status === 'loading' ? <Spinner size="sm" label={texts.searching} /> : null}
        {status === 'error' ? <p role="alert">{texts.searchFailed}</p> : null}
        {status === 'ready' && offered.length === 0 ? <p>{texts.noResidents}</p> : null}
      </div>
      {status === 'ready' && offered.length > 0 ? (
        <ul aria-label={texts.residentsFound} className={styles.results}>
          {offered.map((resident) => (
            <li key={resident.id}>
              <Inline wrap={false} asChild>
                <button type="button" className={styles.result} onClick={() => onAdd({ resident })}>
                  <Avatar username={resident.username} src={resident.avatar} size="sm" />
                  <span>
                    <VisuallyHidden>{texts.add} </VisuallyHidden>
                    {resident.username}
                  </span>
                </button>
              </Inline>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
