import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link } from '@souq/shared/mini-router';
import { LoadingText } from '@souq/shared';
import { editPath } from '../../components/listing-summary/listingSummary';
import { MediaField } from './MediaField';
import type { ListingForm, LoadedListing } from './useListingForm';

interface ListingFormBodyProps<V extends FieldValues, L extends LoadedListing> {
  kit: ListingForm<V, L>;
  /** The form's name (the browser journeys find it by it). */
  name: string;
  /** The form's own sections, once its listing and reference data are in. */
  children: (loaded: L) => ReactNode;
}

/** A listing form around its own fields: loading, the restored draft, the photos and video, and saving. */
export function ListingFormBody<V extends FieldValues, L extends LoadedListing>({
  kit,
  name,
  children,
}: ListingFormBodyProps<V, L>) {
  const { t, form, safety, images, video, media, mediaErrors } = kit;
  if (kit.loadError) {
    return (
      <>
        <p role="alert" className="lf-error">
          {kit.loadError}
        </p>
        <button type="button" className="acc-button" onClick={kit.retry}>
          {t('forms.retry')}
        </button>
      </>
    );
  }
  if (!kit.loaded) return <LoadingText />;

  return (
    <>
      {kit.restored && (
        <p className="lf-restored" role="status">
          {t('forms.draftRestored')}{' '}
          <button type="button" className="acc-button acc-button--small" onClick={kit.startOver}>
            {t('forms.discardDraft')}
          </button>
        </p>
      )}
      <form name={name} noValidate onSubmit={(event) => void form.handleSubmit(kit.submit)(event)} className="lf-form">
        <fieldset disabled={safety.saving} className="acc-form__body">
          {children(kit.loaded)}

          <fieldset className="lf-section">
            <legend>{t('forms.sections.media')}</legend>
            <MediaField
              label={t('forms.fields.images')}
              rule={media.image}
              uploads={images}
              multiple
              error={mediaErrors.images}
              disabled={safety.saving}
            />
            <MediaField
              label={t('forms.fields.video')}
              rule={media.video}
              uploads={video}
              multiple={false}
              error={mediaErrors.video}
              disabled={safety.saving}
            />
          </fieldset>

          {kit.waitNotice && (images.busy || video.busy) && (
            <p role="alert" className="lf-error">
              {t('forms.media.stillUploading')}
            </p>
          )}
          {kit.quotaError && (
            // Everything typed stays on the form, and its draft brings it back after a visit to the plans.
            <p role="alert" className="lf-error lf-quota">
              {kit.quotaError} <Link to="/subscription-plans">{t('forms.upgradePlan')}</Link>
            </p>
          )}
          {kit.duplicate && (
            <p role="alert" className="lf-error lf-duplicate">
              {t('forms.duplicate.message', { id: kit.duplicate.id })}{' '}
              <Link to={kit.duplicate.path}>{t('forms.duplicate.open', { id: kit.duplicate.id })}</Link>
              {' · '}
              <Link to={editPath(kit.duplicate.kind, kit.duplicate.id)}>
                {t('forms.duplicate.edit', { id: kit.duplicate.id })}
              </Link>
            </p>
          )}
          <div className="lf-actions">
            <button
              type="submit"
              className="acc-button acc-button--primary"
              disabled={safety.saving}
              aria-busy={safety.saving}
            >
              {safety.saving ? t('forms.actions.saving') : kit.id ? t('forms.actions.save') : t('forms.actions.add')}
            </button>
          </div>
        </fieldset>
      </form>
    </>
  );
}
