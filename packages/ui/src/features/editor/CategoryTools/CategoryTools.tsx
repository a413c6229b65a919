import type { LatLng, PostEditorAction, PostEditorState, CategoryTools as Tools } from '@vizinhos/domain';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Icon } from '../../../primitives/Icon/Icon.tsx';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { editorTexts } from '../editor.texts.ts';
import * as styles from './CategoryTools.css.ts';

/** Props of CategoryTools. */
export type CategoryToolsProps = {
  state: PostEditorState;
  /** The category's tools (the domain's categoryTools). */
  tools: Tools;
  /** The domain's canAddPollOption and canRemovePollOption (spec: Validation rules: 2 to 5). */
  canAddPollOption: boolean;
  canRemovePollOption: boolean;
  /** Today as YYYY-MM-DD: the date picker's minimum (spec: Validation rules). */
  today: string;
  onAction: (action: PostEditorAction) => void;
  /** Segurança's location button: the caller resolves a location and sends `locationChosen`. */
  onPickLocation?: () => void;
  isPickingLocation?: boolean;
};

function formatLocation({ lat, lng }: LatLng): string {
  return editorTexts.locationChosen(lat.toFixed(5), lng.toFixed(5));
}

/** The tools of the chosen category (spec: Validation rules): poll options, event date and time, or the incident location. */
export function CategoryTools({
  state,
  tools,
  canAddPollOption,
  canRemovePollOption,
  today,
  onAction,
  onPickLocation,
  isPickingLocation = false,
}: CategoryToolsProps) {
  return (
    <>
      {tools.hasPoll ? (
        <Stack asChild>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{editorTexts.pollOptions}</legend>
            {state.pollOptions.map((option, index) => (
              // Options have no identity but their place; removing one renumbers the rest.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Inline gap="xs" align="end" wrap={false} key={index}>
                <TextField
                  label={editorTexts.pollOption(index + 1)}
                  value={option}
                  maxLength={200}
                  className={styles.optionField}
                  onChange={(event) =>
                    onAction({ type: 'pollOptionChanged', index, label: event.target.value })
                  }
                />
                {canRemovePollOption ? (
                  <IconButton
                    icon="trash"
                    tone="danger"
                    aria-label={editorTexts.removePollOption(index + 1)}
                    onClick={() => onAction({ type: 'pollOptionRemoved', index })}
                  />
                ) : null}
              </Inline>
            ))}
            {canAddPollOption ? (
              <div>
                <Button size="sm" emphasis="outline" onClick={() => onAction({ type: 'pollOptionAdded' })}>
                  {editorTexts.addPollOption}
                </Button>
              </div>
            ) : null}
          </fieldset>
        </Stack>
      ) : null}
      {tools.hasEventDate ? (
        <Inline gap="md" align="end">
          <TextField
            type="date"
            label={editorTexts.eventDate}
            min={today}
            required
            value={state.eventDate}
            className={styles.rowItem}
            onChange={(event) => onAction({ type: 'eventDateChanged', date: event.target.value })}
          />
          <TextField
            type="time"
            label={editorTexts.eventTime}
            required
            value={state.eventTime}
            className={styles.rowItem}
            onChange={(event) => onAction({ type: 'eventTimeChanged', time: event.target.value })}
          />
        </Inline>
      ) : null}
      {tools.hasLocation ? (
        <Stack asChild>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{editorTexts.location}</legend>
            <p className={styles.locationText} aria-live="polite">
              {state.location ? formatLocation(state.location) : editorTexts.noLocation}
            </p>
            <Inline align="stretch">
              <Button
                size="sm"
                emphasis="outline"
                isLoading={isPickingLocation}
                onClick={() => onPickLocation?.()}
              >
                <Icon name="flag" />
                <span>
                  {isPickingLocation
                    ? editorTexts.pickingLocation
                    : state.location
                      ? editorTexts.changeLocation
                      : editorTexts.pickLocation}
                </span>
              </Button>
              {state.location ? (
                <Button
                  size="sm"
                  emphasis="ghost"
                  tone="default"
                  onClick={() => onAction({ type: 'locationChosen', location: undefined })}
                >
                  {editorTexts.removeLocation}
                </Button>
              ) : null}
            </Inline>
          </fieldset>
        </Stack>
      ) : null}
    </>
  );
}
