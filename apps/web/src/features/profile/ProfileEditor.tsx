import type { User } from '@vizinhos/domain';
import { ProfileEditForm, type ProfileFormErrors, type ProfileFormValues } from '@vizinhos/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { checkProfileForm, profileFormOf } from './profileForm.ts';
import { saveAvatarAtom, saveProfileAtom } from './state.ts';

/** The owner's edit and avatar change: the form as typed, its errors, and the saves. */
export function useProfileEditor(user: User | undefined) {
  const save = useSetAtom(saveProfileAtom);
  const sendAvatar = useSetAtom(saveAvatarAtom);
  const [values, setValues] = useState<ProfileFormValues | undefined>(undefined);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [isSaving, setSaving] = useState(false);
  const [isSavingAvatar, setSavingAvatar] = useState(false);
  const [avatarError, setAvatarError] = useState<string | undefined>(undefined);
  return {
    isEditing: values !== undefined,
    values,
    errors,
    formError,
    isSaving,
    isSavingAvatar,
    avatarError,
    start: () => {
      if (!user) return;
      setValues(profileFormOf(user));
      setErrors({});
      setFormError(undefined);
    },
    change: (next: ProfileFormValues) => setValues(next),
    cancel: () => setValues(undefined),
    submit: async (next: ProfileFormValues) => {
      const check = checkProfileForm(next);
      if (!check.ok) return setErrors(check.errors);
      setErrors({});
      setSaving(true);
      // What was typed stays in the form until the server has taken it.
      const refused = await save(check.edit);
      setSaving(false);
      setFormError(refused);
      if (!refused) setValues(undefined);
    },
    saveAvatar: async ({ blob }: { blob: Blob }) => {
      setSavingAvatar(true);
      const refused = await sendAvatar({ blob, reload: () => window.location.reload() });
      setSavingAvatar(false);
      setAvatarError(refused);
    },
  };
}

/** The edit form wired to useProfileEditor. */
export function ProfileEditor({
  editor,
  limits,
}: {
  editor: ReturnType<typeof useProfileEditor>;
  limits: { username: number; name: number; summary: number };
}) {
  if (!editor.values) return null;
  return (
    <ProfileEditForm
      values={editor.values}
      fieldErrors={editor.errors}
      errorText={editor.formError}
      isSaving={editor.isSaving}
      limits={limits}
      onChange={({ values }) => editor.change(values)}
      onSubmit={({ values }) => void editor.submit(values)}
      onCancel={editor.cancel}
    />
  );
}
