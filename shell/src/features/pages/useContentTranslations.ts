import { addTranslations, useTranslation } from '@souq/shared';
import { contentTranslations } from './contentTranslations';
import './content-pages.css';

addTranslations('content', contentTranslations);

/** The content pages' texts; importing this module registers them. */
export function useContentTranslation() {
  return useTranslation('content');
}
