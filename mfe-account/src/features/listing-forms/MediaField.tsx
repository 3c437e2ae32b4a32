import { useId, useState, type ChangeEvent } from 'react';
import { joinList, useTranslation } from '@souq/shared';
import { acceptAttribute, formatSize, type MediaRule } from '../../lib/mediaRules';
import type { Uploads } from './useUploads';

interface MediaFieldProps {
  label: string;
  rule: MediaRule;
  uploads: Uploads;
  /** Photos: several, ordered, the first is the primary image. Video: one. */
  multiple: boolean;
  /** A message from the server about this field as a whole (e.g. `images`). */
  error?: string | null;
  disabled?: boolean;
}

/** A small square button named by its label; the glyph is only decoration. */
function IconButton({
  glyph,
  label,
  danger,
  disabled,
  onClick,
}: {
  glyph: string;
  label: string;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`acc-button acc-button--small lf-icon-button${danger ? ' acc-button--danger' : ''}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}

/**
 * A file picker in the page's language (a labelled button over a hidden native input, a drop zone, and on phones
 * the camera), with the chosen files listed: progress, the refusal reason per file, order buttons, remove.
 */
export function MediaField({ label, rule, uploads, multiple, error, disabled }: MediaFieldProps) {
  const { t, i18n } = useTranslation('account');
  const inputId = useId();
  const cameraId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  const { items } = uploads;
  // The first stored photo is the one the API takes as primary (refused files are not sent).
  const primaryKey = items.find((i) => i.status === 'done')?.key;
  const types = joinList(rule.extensions, i18n.language);
  const hint = multiple
    ? t('forms.media.imageTypes', { types, size: formatSize(rule.maxBytes) })
    : t('forms.media.videoTypes', { types, size: formatSize(rule.maxBytes) });

  // One video: of several dropped, the first.
  const add = (files: FileList | null) => {
    if (files?.length) uploads.addFiles(multiple ? files : [files[0]!]);
  };
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    add(event.target.files);
    // The same file may be chosen again after a removal.
    event.target.value = '';
  };

  const move = (key: string, name: string, from: number, delta: -1 | 1) => {
    uploads.move(key, delta);
    setAnnouncement(t('forms.media.moved', { name, position: from + delta + 1 }));
  };

  return (
    <fieldset className="lf-media" data-field={multiple ? 'images' : 'video'}>
      <legend>{label}</legend>
      <p className="lf-hint">{hint}</p>
      {multiple && <p className="lf-hint">{t('forms.hints.primaryIsFirst')}</p>}
      <div
        className={`lf-media__drop${dragging ? ' lf-media__drop--over' : ''}`}
        data-testid={multiple ? 'photos-drop-zone' : 'video-drop-zone'}
        onDragOver={(event) => {
          if (disabled) return;
          // Without this the browser opens a dropped file instead of handing it to the page.
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) add(event.dataTransfer.files);
        }}
      >
        {/* The real file inputs stay in the tab order (visually hidden); their labels are the buttons one sees. */}
        <input
          id={inputId}
          className="lf-visually-hidden lf-media__input"
          type="file"
          accept={acceptAttribute(rule)}
          multiple={multiple}
          disabled={disabled}
          onChange={chosen}
        />
        <label htmlFor={inputId} className="acc-button lf-media__pick">
          {multiple ? t('forms.media.choosePhotos') : t('forms.media.chooseVideo')}
        </label>
        <span className="lf-media__camera">
          <input
            id={cameraId}
            className="lf-visually-hidden lf-media__input"
            type="file"
            accept={multiple ? 'image/*' : 'video/*'}
            capture="environment"
            disabled={disabled}
            onChange={chosen}
          />
          <label htmlFor={cameraId} className="acc-button">
            {multiple ? t('forms.media.takePhoto') : t('forms.media.recordVideo')}
          </label>
        </span>
        <span className="lf-hint">{multiple ? t('forms.media.dropHere') : t('forms.media.dropVideoHere')}</span>
      </div>
      {uploads.notice && (
        <p role="alert" className="lf-error">
          {uploads.notice}
        </p>
      )}
      {error && (
        <p role="alert" className="lf-error">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ol className="lf-media__list" aria-label={label}>
          {items.map((item, index) => (
            <li key={item.key} className={`lf-media__item lf-media__item--${item.status}`} data-status={item.status}>
              {item.url && multiple ? (
                <img src={item.url} alt="" width={72} height={54} />
              ) : (
                <span className="lf-media__thumb" aria-hidden="true" />
              )}
              <span className="lf-media__name" dir="auto">
                {item.name}
                {multiple && item.key === primaryKey && (
                  <strong className="lf-media__primary"> — {t('forms.media.primary')}</strong>
                )}
              </span>
              {item.status === 'uploading' && (
                <progress
                  max={100}
                  value={item.progress}
                  aria-label={t('forms.media.uploading', { name: item.name, percent: item.progress })}
                />
              )}
              {item.status === 'done' && <span className="lf-media__ok">{t('forms.media.uploaded')}</span>}
              {item.status === 'error' && (
                <span role="alert" className="lf-error">
                  {item.error ?? t('forms.media.failed')}
                </span>
              )}
              <span className="lf-media__actions">
                {multiple && (
                  <>
                    <IconButton
                      glyph="↑"
                      label={t('forms.media.moveUp', { name: item.name })}
                      disabled={disabled || index === 0}
                      onClick={() => move(item.key, item.name, index, -1)}
                    />
                    <IconButton
                      glyph="↓"
                      label={t('forms.media.moveDown', { name: item.name })}
                      disabled={disabled || index === items.length - 1}
                      onClick={() => move(item.key, item.name, index, 1)}
                    />
                  </>
                )}
                {item.status === 'error' && uploads.canRetry(item.key) && (
                  <IconButton
                    glyph="↻"
                    label={t('forms.media.retry', { name: item.name })}
                    disabled={disabled}
                    onClick={() => uploads.retry(item.key)}
                  />
                )}
                <IconButton
                  glyph="✕"
                  danger
                  label={t('forms.media.remove', { name: item.name })}
                  disabled={disabled}
                  onClick={() => uploads.remove(item.key)}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="lf-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
