// Texts of the two listing forms (namespace "account", under `forms.`). Each language's are a chunk of their own,
// loaded for the language the page is shown in (and for the other one only if the visitor switches), so a form
// page does not carry both.
import { useEffect, useState } from 'react';
import { i18n, sanitizeLanguage, useTranslation, DEFAULT_LANGUAGE, type Lang } from '@souq/shared';

const LOADERS: Record<Lang, () => Promise<Record<string, unknown>>> = {
  ar: () => import(/* webpackChunkName: "form-texts-ar" */ './formTexts.ar').then((m) => m.formTextsAr),
  en: () => import(/* webpackChunkName: "form-texts-en" */ './formTexts.en').then((m) => m.formTextsEn),
};

const loading = new Map<Lang, Promise<void>>();
/** Languages whose texts are in: a form shown again need not wait a turn for them. */
const loaded = new Set<Lang>();

/** Registers the forms' texts of `lng` (once; a failed load is tried again next time). */
export function loadFormTexts(lang: Lang): Promise<void> {
  let done = loading.get(lang);
  if (!done) {
    done = LOADERS[lang]().then(
      (texts) => {
        i18n.addResourceBundle(lang, 'account', texts, true, true);
        loaded.add(lang);
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, done);
  }
  return done;
}

/**
 * Whether a form can be shown: false only until the texts of the page's language first arrive. After a switch of
 * language the form stays on screen (keeping what was typed) and re-renders once the new language's texts are in;
 * meanwhile its words fall back to Arabic (or, if Arabic was never loaded, show as keys for that moment).
 */
export function useFormTexts(): boolean {
  const { i18n: instance } = useTranslation('account');
  const lng = sanitizeLanguage(instance.language) ?? DEFAULT_LANGUAGE;
  const [arrived, setArrived] = useState<Lang | null>(() => (loaded.has(lng) ? lng : null));
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (loaded.has(lng)) {
      setArrived(lng);
      return undefined;
    }
    let current = true;
    loadFormTexts(lng).then(
      () => current && setArrived(lng),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [lng]);
  // A chunk that cannot be fetched is the area's error card (with its retry), as a page's own chunk would be.
  if (failure) throw failure;
  return arrived !== null;
}

// react-i18next re-renders on a change of language; a form also re-renders when texts are added, so that after a
// switch it shows the new language's words as soon as they arrive. (Not a fresh literal: `bindI18nStore` is
// read by react-i18next but missing from its option type.)
const REFRESH_ON_TEXTS = { bindI18n: 'languageChanged', bindI18nStore: 'added' };

/** The listing forms' `t`, for the component at the top of a form (its children re-render with it). */
export function useFormTranslation() {
  return useTranslation('account', REFRESH_ON_TEXTS);
}
