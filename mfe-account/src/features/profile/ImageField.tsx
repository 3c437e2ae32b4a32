import { useEffect, useRef, useState } from 'react';
import { isHttpError, joinList, useTranslation } from '@souq/shared';
import { acceptAttribute, USER_IMAGE_EXTENSIONS } from '../../lib/mediaRules';
import { MAX_BYTES, uploadImage, type MediaKind } from './profileApi';

// The browser's picker offers only what the media service takes for a member's picture, and says so when refused.
const ACCEPT = acceptAttribute({ extensions: USER_IMAGE_EXTENSIONS });

export interface ImageFieldProps {
  kind: MediaKind;
  label: string;
  /** Given by the form's Field: the stored path, or null ('' counts as none). */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  /** Told while an upload runs, so the form is not saved with the old picture. */
  onBusy?: (busy: boolean) => void;
}

function uploadMessage(error: unknown): string | null {
  if (!isHttpError(error) || error.kind === 'network' || error.kind === 'cancelled') return null;
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
  const file = errors?.file;
  if (Array.isArray(file) && typeof file[0] === 'string') return file[0];
  return error.message;
}

/** A picture with its preview: the chosen file shows at once and is uploaded to the media service; its path becomes the value. */
export function ImageField({ kind, label, value, onChange, id, onBusy }: ImageFieldProps) {
  const { t, i18n } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') {
      setError(
        t('profile.image.wrongType', { types: joinList(USER_IMAGE_EXTENSIONS, i18n.language) }).replace(
          ':attribute',
          label,
        ),
      );
      return;
    }
    if (file.size > MAX_BYTES[kind]) {
      setError(
        t('profile.image.tooLarge')
          .replace(':attribute', label)
          .replace(':max', `${Math.round(MAX_BYTES[kind] / 1024 / 1024)} MB`),
      );
      return;
    }
    const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setLocalPreview(preview);
    setUploading(true);
    onBusy?.(true);
    try {
      onChange?.(await uploadImage(kind, file));
    } catch (failure) {
      // Back to the stored picture; the reason stays next to the field.
      setLocalPreview(null);
      setError(uploadMessage(failure));
    } finally {
      setUploading(false);
      onBusy?.(false);
      if (input.current) input.current.value = '';
    }
  };

  const shown = localPreview ?? (value || null);
  return (
    <div className={`acc-image acc-image--${kind}`}>
      <div className="acc-image__frame">
        {shown ? (
          <img src={shown} alt={t('profile.image.preview', { field: label })} width={112} height={112} />
        ) : (
          <span className="acc-image__none">{t('profile.image.none')}</span>
        )}
      </div>
      <div className="acc-image__controls">
        <input
          ref={input}
          id={id}
          className="acc-visually-hidden"
          // The visible button opens the picker; one tab stop, not two.
          tabIndex={-1}
          type="file"
          accept={ACCEPT}
          aria-label={label}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <button
          type="button"
          className="acc-button"
          onClick={() => input.current?.click()}
          disabled={uploading}
          aria-busy={uploading}
        >
          {uploading ? t('profile.image.uploading') : shown ? t('profile.image.change') : t('profile.image.choose')}
        </button>
        {shown && !uploading && (
          <button
            type="button"
            className="acc-button acc-button--text"
            onClick={() => {
              setLocalPreview(null);
              onChange?.(null);
            }}
          >
            {t('profile.image.remove')}
          </button>
        )}
        {error && (
          <p className="acc-image__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
