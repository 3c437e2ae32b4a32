import { Link } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import './not-found-in-remote.css';

/** An address under a remote's paths that none of its pages answers, in the words of `ns`'s `notFound.*` texts. */
export function NotFoundInRemote({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <article className="mfe-placeholder">
      <h1>{t('notFound.title')}</h1>
      <Link to="/">{t('notFound.home')}</Link>
    </article>
  );
}
