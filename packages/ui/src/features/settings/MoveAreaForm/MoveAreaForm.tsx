import { type ComponentPropsWithRef, type FormEvent, useId } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { AreaSearch, type SignupArea } from '../../accounts/index.ts';
import * as styles from '../SettingsDialog/SettingsDialog.css.ts';
import { settingsTexts } from '../settings.texts.ts';

/** Props of MoveAreaForm. */
export type MoveAreaFormProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'children'> & {
  /** The name of the resident's area now. */
  currentAreaName: string;
  /** The area search, as signup's (typed text, areas found, searching, its error). */
  query: string;
  onQueryChange: (input: { query: string }) => void;
  areas: readonly SignupArea[] | null;
  isSearching?: boolean;
  searchError?: string | null;
  /** The area chosen in the search, or undefined. */
  chosen?: SignupArea | undefined;
  onChoose: (input: { area: SignupArea }) => void;
  password: string;
  onPasswordChange: (input: { password: string }) => void;
  /** The server's refusal (wrong password, moved less than 7 days ago, with the date). */
  errorText?: string | undefined;
  isSaving?: boolean;
  onSubmit: (input: { area: SignupArea; password: string }) => void;
};

/**
 * Mudei de endereço: the signup's area search, the current password, and the move. What was typed
 * and chosen stays on an error; without a chosen area the button says what is missing.
 */
export function MoveAreaForm({
  currentAreaName,
  query,
  onQueryChange,
  areas,
  isSearching = false,
  searchError,
  chosen,
  onChoose,
  password,
  onPasswordChange,
  errorText,
  isSaving = false,
  onSubmit,
  className,
  ...rest
}: MoveAreaFormProps) {
  const headingId = useId();
  const noteId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onSubmit({ area: chosen, password });
  };
  return (
    <Stack asChild>
      <form
        aria-labelledby={headingId}
        aria-describedby={noteId}
        noValidate
        {...rest}
        className={className}
        onSubmit={submit}
      >
        <h3 id={headingId} className={styles.heading}>
          {settingsTexts.moveArea}
        </h3>
        <p id={noteId} className={styles.note}>
          {settingsTexts.moveAreaNote}
        </p>
        <p className={styles.note}>{settingsTexts.moveAreaCurrent(currentAreaName)}</p>
        <AreaSearch
          query={query}
          onQueryChange={onQueryChange}
          areas={areas?.filter((area) => area.id !== undefined) ?? null}
          isSearching={isSearching}
          errorText={searchError ?? null}
          selectedId={chosen?.id}
          onChoose={onChoose}
        />
        <p role="status" className={styles.note}>
          {chosen ? settingsTexts.moveAreaChosen(chosen.name) : settingsTexts.moveAreaChooseFirst}
        </p>
        <TextField
          type="password"
          label={settingsTexts.moveAreaPassword}
          autoComplete="current-password"
          value={password}
          onChange={(event) => onPasswordChange({ password: event.currentTarget.value })}
        />
        {errorText ? (
          <Callout tone="danger" role="alert">
            {errorText}
          </Callout>
        ) : null}
        <div>
          <Button type="submit" emphasis="soft" isLoading={isSaving} disabled={!chosen}>
            {settingsTexts.moveAreaSubmit}
          </Button>
        </div>
      </form>
    </Stack>
  );
}
