import { addTranslations } from '@souq/shared';

// The share button's texts, in a namespace of their own: the property, auto and account remotes all show the
// button, each bundling it (and these texts) with its own version. Added by the button itself when it first renders
// (this entry's modules do no work when imported).
export const SHARE_NS = 'share';

const en = {
  share: 'Share',
  menu: 'Share this page',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  facebook: 'Facebook',
  copy: 'Copy link',
  copied: 'Link copied',
  copyByHand: 'Copy this link:',
};

const ar: typeof en = {
  share: 'مشاركة',
  menu: 'مشاركة هذه الصفحة',
  whatsapp: 'واتساب',
  telegram: 'تيليجرام',
  facebook: 'فيسبوك',
  copy: 'نسخ الرابط',
  copied: 'تم نسخ الرابط',
  copyByHand: 'انسخ هذا الرابط:',
};

let added = false;

export function addShareTexts(): void {
  if (added) return;
  added = true;
  addTranslations(SHARE_NS, { ar, en });
}
