import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { isHttpError, toast, type ApiEnvelope, type ApiRefusal } from '@souq/shared';
import { navigate } from '@souq/shared/mini-router';
import { submissionKey } from './formDraft';
import { applyServerErrors } from './formParts';
import type { Saved } from './listingApi';
import type { useFormSafety } from './useFormSafety';
import type { Uploads } from './useUploads';

export interface MediaErrors {
  images?: string;
  video?: string;
}

/** The member's own listing that a new or changed one repeats (a 400's `duplicate_of`, as the contract declares it). */
export type DuplicateOf = NonNullable<ApiRefusal<'/api/add-property'>['duplicate_of']>;

/** The `duplicate_of` of the API's refusal, when it names a listing of either kind with an in-site path. */
export function duplicateOf(error: unknown): DuplicateOf | null {
  if (!isHttpError(error) || error.kind !== 'validation') return null;
  // Checked rather than trusted: it becomes a link.
  const found: unknown = (error.body as Partial<ApiRefusal<'/api/add-property'>> | undefined)?.duplicate_of;
  if (typeof found !== 'object' || found === null) return null;
  const { kind, id, path } = found as Record<string, unknown>;
  if (
    (kind !== 'property' && kind !== 'auto') ||
    typeof id !== 'number' ||
    typeof path !== 'string' ||
    !path.startsWith('/') ||
    path.startsWith('//')
  )
    return null;
  return { kind, id, path };
}

export interface ListingSave<V extends FieldValues> {
  /** The listing being changed; none for a new one. */
  id: string | undefined;
  form: UseFormReturn<V>;
  safety: ReturnType<typeof useFormSafety<V>>;
  images: Uploads;
  video: Uploads;
  api: {
    add: (body: Record<string, unknown>, submission: string) => Promise<ApiEnvelope<Saved>>;
    update: (body: Record<string, unknown>) => Promise<ApiEnvelope<Saved>>;
  };
  toBody: (values: V, images: number[], videoId: number | null) => Record<string, unknown>;
  /** The form's fields, and the API's names for fields the form shows under another input. */
  fields: readonly string[];
  aliases?: Record<string, string>;
  setWaitNotice: (waiting: boolean) => void;
  setMediaErrors: (errors: MediaErrors) => void;
  /** The plan's quota refused an active listing (400 `errors.quota`): its message, shown with the way to upgrade. */
  setQuotaError: (message: string | null) => void;
  /** The listing repeats one of the member's own: the link to it is shown by the save button. */
  setDuplicate: (duplicate: DuplicateOf | null) => void;
}

/**
 * Saving either listing form: one save at a time, not while media are still uploading, a new listing under its
 * submission key; then My listings, or the server's messages under their inputs with every entry kept (the shared
 * client toasts them too). A refusal for the plan's quota belongs to no input: it is shown by the save button.
 */
export function saveListing<V extends FieldValues>(s: ListingSave<V>, values: V): Promise<void> {
  return s.safety.saveOnce(async () => {
    if (s.images.busy || s.video.busy) {
      s.setWaitNotice(true);
      return;
    }
    s.setWaitNotice(false);
    s.setMediaErrors({});
    s.setQuotaError(null);
    s.setDuplicate(null);
    const body = s.toBody(values, s.images.ids, s.video.ids[0] ?? null);
    try {
      const response = s.id
        ? await s.api.update({ id: Number(s.id), ...body })
        : await s.api.add(body, submissionKey(s.safety.key));
      s.safety.forget();
      toast.success(response.message);
      navigate('/my-listing');
    } catch (error) {
      const rest = await applyServerErrors(s.form, error, s.fields, s.aliases);
      s.setMediaErrors({ images: rest.images?.[0], video: rest.video_id?.[0] });
      s.setQuotaError(rest.quota?.[0] ?? null);
      // Everything typed and uploaded stays; the refusal names the listing to edit instead.
      s.setDuplicate(duplicateOf(error));
    }
  });
}
