// Texts of the admin's dashboard: what waits in each queue.
import { addTranslations } from '@souq/shared';

const en = {
  adminDashboard: {
    heading: 'Waiting for a decision',
    intro: 'Each queue with the number of items waiting in it. Open one to decide them.',
    queues: {
      listing_reports: 'Reported listings',
      review_reports: 'Reported reviews',
      agent_reports: 'Reported agents and companies',
      // The card adds "waiting": the queue's own page says what they wait for ("Payments to confirm").
      payments: 'Payments',
      verification: 'Verification requests',
      duplicates: 'Possible duplicate listings',
    },
    waiting: 'waiting',
    allClear: 'Nothing is waiting: every queue is empty.',
    loadFailed: 'The dashboard could not be loaded.',
    retry: 'Try again',
  },
};

const ar: typeof en = {
  adminDashboard: {
    heading: 'بانتظار القرار',
    intro: 'كل قائمة مع عدد العناصر التي تنتظر فيها. افتح القائمة لتتخذ القرار.',
    queues: {
      listing_reports: 'الإعلانات المُبلَّغ عنها',
      review_reports: 'التقييمات المُبلَّغ عنها',
      agent_reports: 'الوكلاء والشركات المُبلَّغ عنهم',
      payments: 'مدفوعات',
      verification: 'طلبات التوثيق',
      duplicates: 'إعلانات يُحتمل أنها مكررة',
    },
    waiting: 'بالانتظار',
    allClear: 'لا شيء بالانتظار: كل القوائم فارغة.',
    loadFailed: 'تعذّر تحميل لوحة المتابعة.',
    retry: 'إعادة المحاولة',
  },
};

addTranslations('admin', { ar, en });
