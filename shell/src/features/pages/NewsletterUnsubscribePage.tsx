import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@souq/shared';
import { unsubscribeNewsletter } from '../../lib/api/newsletter';
import { useContentTranslation } from './useContentTranslations';

type Status = 'working' | 'done' | 'invalid' | 'missing';

/**
 * Where the link in every newsletter email leads. Opening it unsubscribes with one request from the page (a POST),
 * so mail scanners that merely fetch links do not unsubscribe anyone.
 */
export default function NewsletterUnsubscribePage() {
  const { t } = useContentTranslation();
  const language = useSession((s) => s.language);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [status, setStatus] = useState<Status>(token ? 'working' : 'missing');

  useEffect(() => {
    if (!token) return;
    let live = true;
    unsubscribeNewsletter(token, language).then(
      () => live && setStatus('done'),
      () => live && setStatus('invalid'),
    );
    return () => {
      live = false;
    };
    // The language only chooses the server's wording; changing it must not unsubscribe again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <article className="souq-page souq-content-page">
      <h1>{t('unsubscribe.title')}</h1>
      <p role="status">{t(`unsubscribe.${status}`)}</p>
    </article>
  );
}
