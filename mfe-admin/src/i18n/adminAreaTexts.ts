// Texts of the admin area's frame: its title and navigation, and what a member who opens it is told.
import { addTranslations } from '@souq/shared';

const en = {
  adminArea: {
    title: 'Admin area',
    navigation: 'Admin area navigation',
    nav: {
      dashboard: 'Dashboard',
      listingReports: 'Reported listings',
      reviewReports: 'Reported reviews and agents',
      payments: 'Payments to confirm',
      verification: 'Verification requests',
      duplicates: 'Duplicate listings',
      members: 'Members',
      listings: 'Listings',
      content: 'Content',
      newsletter: 'Newsletter',
      plans: 'Plans and prices',
      exchangeRate: 'Exchange rate',
      auditLog: 'Audit log',
      remoteVersions: 'Site versions',
    },
    notAdmin: 'You do not have permission!',
    reasonHint: 'The member receives it by email.',
    reasonRequired: 'Give a reason: the member is told it.',
    cancel: 'Cancel',
  },
};

const ar = {
  adminArea: {
    title: 'لوحة الإدارة',
    navigation: 'التنقل في لوحة الإدارة',
    nav: {
      dashboard: 'لوحة التحكم',
      listingReports: 'الإعلانات المُبلَّغ عنها',
      reviewReports: 'التقييمات والوكلاء المُبلَّغ عنهم',
      payments: 'مدفوعات بانتظار التأكيد',
      verification: 'طلبات التوثيق',
      duplicates: 'الإعلانات المكررة',
      members: 'الأعضاء',
      listings: 'الإعلانات',
      content: 'المحتوى',
      newsletter: 'النشرة البريدية',
      plans: 'خطط الاشتراك والأسعار',
      exchangeRate: 'سعر الصرف',
      auditLog: 'سجل التدقيق',
      remoteVersions: 'إصدارات الموقع',
    },
    notAdmin: 'ليس لديك صلاحية!',
    reasonHint: 'سيصل السبب إلى العضو بالبريد الإلكتروني.',
    reasonRequired: 'اكتب السبب: سيُبلَّغ به العضو.',
    cancel: 'إلغاء',
  },
};

addTranslations('admin', { en, ar });
