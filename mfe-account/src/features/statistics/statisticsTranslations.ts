// Texts of the listing statistics page, in the account namespace under their own prefix.
import { addTranslations } from '@souq/shared';

const en = {
  listingStats: {
    heading: 'How your listings are doing',
    listing: 'Listing',
    kind: { property: 'Property', auto: 'Car' },
    status: { active: 'Active', inactive: 'Inactive', sold: 'Sold', pending: 'Pending' },
    statusLabel: 'Status: {{status}}',
    loadFailed: 'The statistics could not be loaded.',
    retry: 'Try again',
    last30: 'Last 30 days',
    totals: 'Totals for the last 30 days',
    views: 'Views',
    contacts: 'Contacts',
    favourites: 'Saved as favourite',
    // The totals sit beside the all-time counts My listings shows, so each says which period it covers.
    last30Views: 'Views (last 30 days)',
    last30Contacts: 'Contacts (last 30 days)',
    last30Favourites: 'Saved as favourite (last 30 days)',
    allTimeViews: 'Views (all time): {{value}}',
    allTimeContacts: 'Contacts (all time): {{value}}',
    channels: { call: 'Calls', email: 'Emails', whatsapp: 'WhatsApp' },
    viewsChart: 'Views per day',
    contactsChart: 'Contacts per day, by channel',
    favouritesChart: 'Saved as favourite per day',
    chartSummary: '{{title}}, last 30 days: {{total}} in all, at most {{max}} on one day.',
    showTable: 'Show the numbers as a table',
    hideTable: 'Hide the table',
    tableCaption: 'Statistics by day, last 30 days',
    date: 'Date',
  },
};

const ar: typeof en = {
  listingStats: {
    heading: 'أداء إعلاناتك',
    listing: 'الإعلان',
    kind: { property: 'عقار', auto: 'سيارة' },
    status: { active: 'نشط', inactive: 'غير نشط', sold: 'مباع', pending: 'قيد المراجعة' },
    statusLabel: 'الحالة: {{status}}',
    loadFailed: 'تعذّر تحميل الإحصائيات.',
    retry: 'إعادة المحاولة',
    last30: 'آخر 30 يوماً',
    totals: 'المجاميع خلال آخر 30 يوماً',
    views: 'المشاهدات',
    contacts: 'التواصل',
    favourites: 'الإضافة إلى المفضلة',
    last30Views: 'المشاهدات (آخر 30 يوماً)',
    last30Contacts: 'التواصل (آخر 30 يوماً)',
    last30Favourites: 'الإضافة إلى المفضلة (آخر 30 يوماً)',
    allTimeViews: 'المشاهدات (منذ النشر): {{value}}',
    allTimeContacts: 'مرات التواصل (منذ النشر): {{value}}',
    channels: { call: 'المكالمات', email: 'البريد الإلكتروني', whatsapp: 'واتساب' },
    viewsChart: 'المشاهدات يومياً',
    contactsChart: 'التواصل يومياً حسب الوسيلة',
    favouritesChart: 'الإضافة إلى المفضلة يومياً',
    chartSummary: '{{title}}، آخر 30 يوماً: {{total}} إجمالاً، وأعلى يوم {{max}}.',
    showTable: 'عرض الأرقام في جدول',
    hideTable: 'إخفاء الجدول',
    tableCaption: 'الإحصائيات حسب اليوم، آخر 30 يوماً',
    date: 'التاريخ',
  },
};

addTranslations('account', { ar, en });
