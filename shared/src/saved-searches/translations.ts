// Texts of the list-page buttons (namespace "savedSearches"), registered when this entry is first imported.
// The dialog's, the recent list's and the filter summaries' texts are in translations-more.ts, which
// arrives with them (a list page's first load carries only these few).
import { addTranslations } from '@souq/shared';

export const NS = 'savedSearches';

const en = {
  save: {
    button: 'Save search',
    saved: 'Saved',
    savedTitle: 'This search is in your saved searches',
    done: 'Search saved',
  },
  recent: { button: 'Recent searches' },
};

const ar: typeof en = {
  save: {
    button: 'حفظ البحث',
    saved: 'محفوظ',
    savedTitle: 'هذا البحث ضمن عمليات البحث المحفوظة',
    done: 'تم حفظ البحث',
  },
  recent: { button: 'عمليات البحث الأخيرة' },
};

addTranslations(NS, { ar, en });
