import { Link, useSearchParams } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import { ContentSection, type SectionSpec } from './ContentSection';
import type { ContentField, ContentValues } from './ContentForm';
import { contentApi, type BannerView, type FaqView, type PageView } from './contentApi';
import { blocksToText, textToBlocks } from './pageBlocks';
import '../../components/admin-manage.css';
import './contentTexts';
import './admin-content.css';

const SECTIONS = ['pages', 'faqs', 'banners'] as const;
type Section = (typeof SECTIONS)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = (values: ContentValues, name: string) => String(values[name] ?? '').trim();
/** The order field: left out when empty (the API keeps or defaults it). */
const position = (values: ContentValues) =>
  text(values, 'position') === '' ? {} : { position: Number(text(values, 'position')) };
const inLanguage = (language: string, ar: string | null | undefined, en: string | null | undefined) =>
  (language === 'ar' ? ar || en : en || ar) ?? '';

function usePositionField(): ContentField {
  const { t } = useTranslation('admin');
  return {
    name: 'position',
    label: t('adminContent.position'),
    hint: t('adminContent.positionHint'),
    kind: 'number',
    check: (value) => (value.trim() === '' || /^\d+$/.test(value.trim()) ? undefined : t('adminContent.wholeNumber')),
  };
}

function usePagesSpec(): SectionSpec<PageView> {
  const { t, i18n } = useTranslation('admin');
  const positionField = usePositionField();
  const label = (key: string) => t(`adminContent.page.${key}`);
  return {
    id: 'admin-content-pages',
    heading: t('adminContent.pages'),
    load: contentApi.pages,
    keyOf: (page) => page.slug,
    nameOf: (page) => inLanguage(i18n.language, page.ar_title, page.en_title),
    meta: (page) => (
      <>
        <bdi dir="ltr">{t('adminContent.page.address', { slug: page.slug })}</bdi>
        <span>{page.published ? t('adminContent.published') : t('adminContent.draft')}</span>
      </>
    ),
    addLabel: label('add'),
    newTitle: label('newTitle'),
    editTitle: (name) => t('adminContent.page.editTitle', { name }),
    fields: (editing, pages) => [
      ...(editing
        ? []
        : [
            {
              name: 'slug',
              label: label('slug'),
              hint: label('slugHint'),
              kind: 'text' as const,
              lang: 'en' as const,
              required: true,
              wide: true,
              check: (value: string) => {
                if (!SLUG.test(value.trim())) return label('slugInvalid');
                return pages.some((page) => page.slug === value.trim()) ? label('slugTaken') : undefined;
              },
            },
          ]),
      { name: 'ar_title', label: label('ar_title'), kind: 'text', lang: 'ar', required: true },
      { name: 'en_title', label: label('en_title'), kind: 'text', lang: 'en', required: true },
      {
        name: 'ar_content',
        label: label('ar_content'),
        hint: label('contentHint'),
        kind: 'textarea',
        lang: 'ar',
        rows: 12,
      },
      {
        name: 'en_content',
        label: label('en_content'),
        hint: label('contentHint'),
        kind: 'textarea',
        lang: 'en',
        rows: 12,
      },
      {
        name: 'fr_title',
        label: label('fr_title'),
        hint: label('frTitleHint'),
        kind: 'text',
        lang: 'fr',
        required: true,
      },
      positionField,
      { name: 'published', label: label('published'), kind: 'flag', wide: true },
    ],
    valuesOf: (page) => ({
      slug: page?.slug ?? '',
      ar_title: page?.ar_title ?? '',
      en_title: page?.en_title ?? '',
      fr_title: page?.fr_title ?? '',
      ar_content: blocksToText(page?.ar_content ?? []),
      en_content: blocksToText(page?.en_content ?? []),
      position: page ? String(page.position) : '',
      published: page?.published ?? true,
    }),
    // The API checks a page's text block by block.
    aliases: Object.fromEntries(
      ['ar', 'en'].flatMap((lang) =>
        ['text', 'items', 'type'].map((part) => [`${lang}_content.${part}`, `${lang}_content`]),
      ),
    ),
    save: (page, values) =>
      contentApi.savePage(page?.slug ?? text(values, 'slug'), {
        ar_title: text(values, 'ar_title'),
        en_title: text(values, 'en_title'),
        fr_title: text(values, 'fr_title'),
        ar_content: textToBlocks(String(values.ar_content ?? '')),
        en_content: textToBlocks(String(values.en_content ?? '')),
        // French text is not edited here: it is sent back as it was, so saving keeps it.
        fr_content: page?.fr_content ?? [],
        published: Boolean(values.published),
        ...position(values),
      }),
    remove: (page) => contentApi.deletePage(page.slug),
  };
}

function useFaqsSpec(): SectionSpec<FaqView> {
  const { t, i18n } = useTranslation('admin');
  const positionField = usePositionField();
  const label = (key: string) => t(`adminContent.faq.${key}`);
  const names = ['ar_question', 'en_question', 'ar_answer', 'en_answer', 'fr_question', 'fr_answer'] as const;
  return {
    id: 'admin-content-faqs',
    heading: t('adminContent.faqs'),
    load: contentApi.faqs,
    keyOf: (faq) => String(faq.id),
    nameOf: (faq) => inLanguage(i18n.language, faq.ar_question, faq.en_question),
    meta: (faq) => <span>{faq.published ? t('adminContent.published') : t('adminContent.draft')}</span>,
    addLabel: label('add'),
    newTitle: label('newTitle'),
    editTitle: (name) => t('adminContent.faq.editTitle', { name }),
    fields: () => [
      ...names.map((name): ContentField => ({
        name,
        label: label(name),
        kind: name.endsWith('answer') ? 'textarea' : 'text',
        lang: name.slice(0, 2) as 'ar' | 'en' | 'fr',
        required: true,
      })),
      positionField,
      { name: 'published', label: label('published'), kind: 'flag', wide: true },
    ],
    valuesOf: (faq) => ({
      ...Object.fromEntries(names.map((name) => [name, faq?.[name] ?? ''])),
      position: faq ? String(faq.position) : '',
      published: faq?.published ?? true,
    }),
    save: (faq, values) =>
      contentApi.saveFaq(faq?.id ?? null, {
        ar_question: text(values, 'ar_question'),
        en_question: text(values, 'en_question'),
        fr_question: text(values, 'fr_question'),
        ar_answer: text(values, 'ar_answer'),
        en_answer: text(values, 'en_answer'),
        fr_answer: text(values, 'fr_answer'),
        published: Boolean(values.published),
        ...position(values),
      }),
    remove: (faq) => contentApi.deleteFaq(faq.id),
  };
}

function useBannersSpec(): SectionSpec<BannerView> {
  const { t, i18n } = useTranslation('admin');
  const positionField = usePositionField();
  const label = (key: string) => t(`adminContent.banner.${key}`);
  const nullable = (values: ContentValues, name: string) => text(values, name) || null;
  return {
    id: 'admin-content-banners',
    heading: t('adminContent.banners'),
    load: contentApi.banners,
    keyOf: (banner) => String(banner.id),
    nameOf: (banner) => banner.title || banner.alt || t('adminContent.banner.untitled', { id: banner.id }),
    thumb: (banner) => <img className="ac-item__thumb" src={banner.image} alt="" loading="lazy" />,
    meta: (banner) => (
      <>
        <span>{t(`adminContent.banner.languages.${banner.language}`)}</span>
        <span>{banner.active ? t('adminContent.banner.active') : t('adminContent.banner.inactive')}</span>
        {banner.link && <bdi dir="ltr">{banner.link}</bdi>}
      </>
    ),
    addLabel: label('add'),
    newTitle: label('newTitle'),
    editTitle: (name) => t('adminContent.banner.editTitle', { name }),
    fields: () => [
      {
        name: 'language',
        label: label('language'),
        kind: 'select',
        options: (['ar', 'en'] as const).map((lang) => ({
          value: lang,
          label: t(`adminContent.banner.languages.${lang}`),
        })),
      },
      positionField,
      { name: 'image', label: label('image'), hint: label('imageHint'), kind: 'image', required: true },
      { name: 'title', label: label('title'), kind: 'text' },
      { name: 'subtitle', label: label('subtitle'), kind: 'text' },
      { name: 'alt', label: label('alt'), hint: label('altHint'), kind: 'text' },
      { name: 'link', label: label('link'), hint: label('linkHint'), kind: 'text', lang: 'en' },
      { name: 'active', label: label('active'), kind: 'flag', wide: true },
    ],
    valuesOf: (banner) => ({
      language: banner?.language ?? (i18n.language === 'en' ? 'en' : 'ar'),
      image: banner?.image ?? '',
      title: banner?.title ?? '',
      subtitle: banner?.subtitle ?? '',
      alt: banner?.alt ?? '',
      link: banner?.link ?? '',
      position: banner ? String(banner.position) : '',
      active: banner?.active ?? true,
    }),
    save: (banner, values) =>
      contentApi.saveBanner(banner?.id ?? null, {
        language: values.language === 'en' ? 'en' : 'ar',
        image: text(values, 'image'),
        title: nullable(values, 'title'),
        subtitle: nullable(values, 'subtitle'),
        alt: text(values, 'alt'),
        link: nullable(values, 'link'),
        active: Boolean(values.active),
        ...position(values),
      }),
    remove: (banner) => contentApi.deleteBanner(banner.id),
  };
}

function PagesSection() {
  return <ContentSection spec={usePagesSpec()} />;
}
function FaqsSection() {
  return <ContentSection spec={useFaqsSpec()} />;
}
function BannersSection() {
  return <ContentSection spec={useBannersSpec()} />;
}

/** /admin/content: the static pages, the FAQ and the banners (the kind shown is in the address: ?section=faqs). */
export default function ContentPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const asked = params.get('section');
  const section: Section = SECTIONS.find((name) => name === asked) ?? 'pages';
  return (
    <section className="acc-page" aria-labelledby="admin-content-title">
      <h2 id="admin-content-title" className="acc-visually-hidden">
        {t('adminArea.nav.content')}
      </h2>
      <p className="admin-intro">{t('adminContent.intro')}</p>
      <nav className="ac-sections" aria-label={t('adminContent.sections')}>
        {SECTIONS.map((name) => (
          <Link
            key={name}
            to={name === 'pages' ? '/admin/content' : `/admin/content?section=${name}`}
            aria-current={section === name ? 'page' : undefined}
          >
            {t(`adminContent.${name}`)}
          </Link>
        ))}
      </nav>
      {section === 'pages' && <PagesSection />}
      {section === 'faqs' && <FaqsSection />}
      {section === 'banners' && <BannersSection />}
    </section>
  );
}
