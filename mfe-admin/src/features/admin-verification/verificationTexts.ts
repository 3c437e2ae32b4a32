// Texts of the admin's queue of verification requests.
import { addTranslations } from '@souq/shared';

const en = {
  adminVerification: {
    heading: 'Verification requests',
    intro:
      'Members asking for the Verified badge on a listing or on their agent or company profile, oldest first. Check the document against the listing or the member before approving; a rejection emails the member your reason.',
    subject: { agent: 'Agent or company profile' },
    owner: 'Member',
    documentType: 'Document',
    documentName: 'File',
    submitted: 'Submitted',
    documentTypes: {
      green_tabu: 'Green tabu (title deed)',
      court_ruling: 'Court ruling',
      notarised_poa: 'Notarised power of attorney',
      licence: 'Agent licence',
      registration: 'Company registration',
      other: 'Other document',
    },
    viewDocument: 'View document',
    viewDocumentLabel: 'View the document of {{name}}',
    openDocument: 'Open the document',
    documentFailed: 'The document could not be opened.',
    approve: 'Approve',
    approveLabel: 'Approve the verification of {{name}}',
    reject: 'Reject',
    rejectLabel: 'Reject the verification of {{name}}',
    rejectReason: 'Reason for rejection',
    rejectSubmit: 'Reject the request',
    rejectHint: 'The member receives it by email, and may send another document.',
    rejectRequired: 'Give the reason: the member is emailed it.',
    loadFailed: 'The verification requests could not be loaded.',
  },
};

const ar: typeof en = {
  adminVerification: {
    heading: 'طلبات التوثيق',
    intro:
      'أعضاء يطلبون شارة «موثّق» لإعلان أو لملفهم كوكيل أو شركة، الأقدم أولاً. طابِق الوثيقة مع الإعلان أو العضو قبل الموافقة؛ عند الرفض يصل سببك إلى العضو بالبريد الإلكتروني.',
    subject: { agent: 'ملف وكيل أو شركة' },
    owner: 'العضو',
    documentType: 'الوثيقة',
    documentName: 'الملف',
    submitted: 'تاريخ الإرسال',
    documentTypes: {
      green_tabu: 'طابو أخضر (سند ملكية)',
      court_ruling: 'حكم محكمة',
      notarised_poa: 'وكالة مصدّقة لدى الكاتب بالعدل',
      licence: 'رخصة وكيل',
      registration: 'سجل تجاري للشركة',
      other: 'وثيقة أخرى',
    },
    viewDocument: 'عرض الوثيقة',
    viewDocumentLabel: 'عرض وثيقة {{name}}',
    openDocument: 'فتح الوثيقة',
    documentFailed: 'تعذّر فتح الوثيقة.',
    approve: 'موافقة',
    approveLabel: 'الموافقة على توثيق {{name}}',
    reject: 'رفض',
    rejectLabel: 'رفض توثيق {{name}}',
    rejectReason: 'سبب الرفض',
    rejectSubmit: 'رفض الطلب',
    rejectHint: 'يصل السبب إلى العضو بالبريد الإلكتروني، ويمكنه إرسال وثيقة أخرى.',
    rejectRequired: 'اكتب السبب: سيصل إلى العضو بالبريد الإلكتروني.',
    loadFailed: 'تعذّر تحميل طلبات التوثيق.',
  },
};

addTranslations('admin', { ar, en });
