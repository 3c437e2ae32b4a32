import { useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useFormTranslation } from './formTexts';
import { serverMessage } from './formParts';
import { MAX_IMAGES, MEDIA_RULES } from '../../lib/mediaRules';
import { saveListing, type DuplicateOf, type ListingSave, type MediaErrors } from './saveListing';
import { useFormSafety, useKeepDraft } from './useFormSafety';
import { storedItem, useUploads } from './useUploads';

/** The photos and video a stored listing comes with (the same shape for every kind). */
export interface ListingMedia {
  images: { id: number; url: string; thumb_url?: string | null }[];
  video: { id: number; url: string } | null;
}

/** What a form loads: the reference data (with the pound's rate) and the stored listing, null for a new one. */
export interface LoadedListing {
  master: { syp_per_usd?: number };
  listing: ListingMedia | null;
}

/** New Syrian pounds to the dollar, as the API's reference data gives it (the site's current rate; a default until it does). */
export const sypPerUsdOf = (master: LoadedListing['master']) => master.syp_per_usd ?? 130;

/**
 * New pounds above which no listing of the kind is priced (about 38 million dollars for a property, 3.8 million for
 * a car at 130 to the dollar): a higher price is most likely typed in old pounds and is warned about.
 */
export const PROPERTY_SYP_CEILING = 5_000_000_000;
export const AUTO_SYP_CEILING = 500_000_000;

export interface ListingFormSpec<V extends FieldValues, L extends LoadedListing> {
  kind: 'property' | 'auto';
  /** The listing being changed; none for a new one. */
  id: string | undefined;
  empty: V;
  /** The reference data and the stored listing (null for a new one), fetched together. */
  load: () => Promise<L>;
  /** The form's values for a stored listing (a new one starts `empty`). */
  fromListing: (listing: NonNullable<L['listing']>, sypPerUsd: number) => V;
  /** A choice higher up a cascade (a place, a brand) empties the choices below it. */
  below: Partial<Record<Path<V>, readonly Path<V>[]>>;
  api: ListingSave<V>['api'];
  toBody: ListingSave<V>['toBody'];
  fields: readonly string[];
  aliases?: Record<string, string>;
}

/**
 * What both listing forms share: loading the listing with its reference data, the draft in sessionStorage (restored
 * on top of the stored values, "Start over" going back to them), the leave guard, the photos and video, the
 * cascades and saving. Each form adds only its own fields.
 */
export function useListingForm<V extends FieldValues, L extends LoadedListing>(spec: ListingFormSpec<V, L>) {
  const { id } = spec;
  const media = MEDIA_RULES[spec.kind];
  const { t } = useFormTranslation();
  // Checked on publishing, then again on every change of a field shown wrong.
  const form = useForm<V>({
    defaultValues: spec.empty as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const safety = useFormSafety<V>(spec.kind, id, form);
  const images = useUploads(media.image, { max: MAX_IMAGES, onChange: safety.changed });
  const video = useUploads(media.video, { max: 1, onChange: safety.changed });
  const [loaded, setLoaded] = useState<L | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [restored, setRestored] = useState(false);
  const [mediaErrors, setMediaErrors] = useState<MediaErrors>({});
  const [waitNotice, setWaitNotice] = useState(false);
  const [quotaError, setQuotaError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicateOf | null>(null);

  const mediaOf = (listing: ListingMedia | null) => {
    images.load(
      listing
        ? listing.images.map((img, n) =>
            storedItem({
              id: img.id,
              url: img.thumb_url || img.url,
              name: t('forms.media.existingName', { n: n + 1 }),
            }),
          )
        : [],
    );
    video.load(
      listing?.video
        ? [storedItem({ id: listing.video.id, url: listing.video.url, name: t('forms.media.existingVideo') })]
        : [],
    );
  };

  useEffect(() => {
    let live = true;
    setLoadError(null);
    spec.load().then(
      (result) => {
        if (!live) return;
        // The stored (or empty) values are what "Start over" goes back to; a draft of unsaved entries goes on top.
        const initial = result.listing
          ? spec.fromListing(result.listing as NonNullable<L['listing']>, sypPerUsdOf(result.master))
          : spec.empty;
        form.reset(initial);
        mediaOf(result.listing);
        const draft = safety.restore();
        if (draft) {
          form.reset({ ...initial, ...draft.values }, { keepDefaultValues: true });
          images.load(draft.images);
          video.load(draft.video);
          setRestored(true);
          safety.setDirty(true);
        }
        setLoaded(result);
      },
      (error: unknown) => live && setLoadError(serverMessage(error) ?? t('forms.loadFailed')),
    );
    return () => {
      live = false;
    };
    // Loaded once per listing (and on "try again").
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt]);

  // What a person changes (not what the form sets itself).
  const below = spec.below;
  useEffect(() => {
    const changed = safety.changed;
    const watching = form.watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      // After this change has reached every watcher: values set from inside the notification would be
      // overtaken by its (older) copy of the values.
      queueMicrotask(() => follow(name as Path<V>));
    });
    const follow = (name: Path<V>) => {
      for (const level of below[name] ?? []) form.setValue(level, '' as PathValue<V, Path<V>>);
      changed();
    };
    return () => watching.unsubscribe();
  }, [form, safety.changed, below]);

  useKeepDraft(safety, loaded !== null, images, video);

  const startOver = () => {
    safety.forget();
    form.reset();
    mediaOf(loaded?.listing ?? null);
    setRestored(false);
  };

  const submit = (values: V) =>
    saveListing(
      {
        id,
        form,
        safety,
        images,
        video,
        api: spec.api,
        toBody: spec.toBody,
        fields: spec.fields,
        aliases: spec.aliases,
        setWaitNotice,
        setMediaErrors,
        setQuotaError,
        setDuplicate,
      },
      values,
    );

  return {
    id,
    t,
    form,
    safety,
    images,
    video,
    media,
    loaded,
    loadError,
    retry: () => setAttempt((n) => n + 1),
    restored,
    startOver,
    mediaErrors,
    waitNotice,
    quotaError,
    duplicate,
    submit,
  };
}

export type ListingForm<V extends FieldValues, L extends LoadedListing> = ReturnType<typeof useListingForm<V, L>>;
