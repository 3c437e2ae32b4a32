import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isHttpError, LoadingText, useSession } from '@souq/shared';
import { fetchPageDetail, pageBlocks, type FaqEntry, type PageDetail } from './api/pageDetail';
import { fetchPageListing, pageTitle } from '../../lib/api/pageListing';
import { NotFoundPage } from './NotFoundPage';
import { PageBlocks } from './PageBlocks';
import { useContentTranslation } from './useContentTranslations';

type State =
  { status: 'loading' } | { status: 'ready'; page: PageDetail } | { status: 'missing' } | { status: 'failed' };

/**
 * A page from the content service. The listing says first whether the slug exists, so an unknown address shows the
 * localised not-found page without a failed request (and its error notification) on the way.
 */
async function loadPage(slug: string, signal: AbortSignal): Promise<PageDetail | null> {
  const listing = await fetchPageListing().catch(() => null);
  if (listing && !listing.some((p) => p.slug === slug)) return null;
  try {
    return await fetchPageDetail(slug, signal);
  } catch (err) {
    if (isHttpError(err) && err.status === 404) return null;
    throw err;
  }
}

function faqText(entry: FaqEntry, language: string) {
  return language === 'ar'
    ? { question: entry.ar_question, answer: entry.ar_answer }
    : { question: entry.en_question, answer: entry.en_answer };
}

export function StaticPage({ slug, children }: { slug: string; children?: ReactNode }) {
  const { t } = useContentTranslation();
  const language = useSession((s) => s.language);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadPage(slug, controller.signal).then(
      (page) => !controller.signal.aborted && setState(page ? { status: 'ready', page } : { status: 'missing' }),
      () => !controller.signal.aborted && setState({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [slug, attempt]);

  const title = state.status === 'ready' ? pageTitle(state.page, language) : null;
  useEffect(() => {
    if (title) document.title = `${title} | ${language === 'ar' ? 'سوق' : 'Souq'}`;
  }, [title, language]);

  if (state.status === 'loading') return <LoadingText />;
  if (state.status === 'missing') return <NotFoundPage />;
  if (state.status === 'failed') {
    return (
      <article className="souq-page souq-content-page">
        <p role="alert">{t('loadFailed')}</p>
        <button type="button" className="souq-button souq-button--primary" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry')}
        </button>
      </article>
    );
  }
  const { page } = state;
  return (
    <article className="souq-page souq-content-page" data-slug={page.slug}>
      <h1>{title}</h1>
      <PageBlocks blocks={pageBlocks(page, language)} />
      {page.faqs.length > 0 && (
        <section className="souq-faq" aria-labelledby="souq-faq-title">
          <h2 id="souq-faq-title">{t('faqTitle')}</h2>
          {page.faqs.map((entry) => {
            const { question, answer } = faqText(entry, language);
            return (
              <details key={entry.id}>
                <summary>{question}</summary>
                <p>{answer}</p>
              </details>
            );
          })}
          <p className="souq-content-page__contact">
            {t('contactLinkLead')} <Link to="/contact-us">{t('contactLink')}</Link>
          </p>
        </section>
      )}
      {children}
    </article>
  );
}
