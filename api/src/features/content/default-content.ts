import type { PageBlock } from './content-tables.js';
import type { Lang } from '../../db/types.js';

// The site's starting content: what a new site shows before its editors change anything. Arabic and English are
// complete; French carries titles and a short summary (docs/product: static pages have French titles).

const h = (text: string): PageBlock => ({ type: 'heading', text });
const p = (text: string): PageBlock => ({ type: 'paragraph', text });
const list = (...items: string[]): PageBlock => ({ type: 'list', items });

export interface DefaultPage {
  slug: string;
  position: number;
  title: { ar: string; en: string; fr: string };
  content: { ar: PageBlock[]; en: PageBlock[]; fr: PageBlock[] };
}

export const DEFAULT_PAGES: readonly DefaultPage[] = [
  {
    slug: 'about',
    position: 1,
    title: { ar: 'من نحن', en: 'About us', fr: 'À propos de nous' },
    content: {
      ar: [
        p(
          'سوق منصة إعلانات مبوبة سورية تجمع العقارات والسيارات في مكان واحد، باللغتين العربية والإنكليزية. نساعد الناس في دمشق وحلب وحمص واللاذقية وسائر المحافظات على البيع والشراء والاستئجار بثقة ووضوح.',
        ),
        h('ما الذي نقدمه'),
        list(
          'إعلانات عقارية للبيع والإيجار: شقق وفلل ومزارع ومحلات تجارية وأراضٍ وأبنية واستوديوهات.',
          'إعلانات سيارات جديدة ومستعملة مع تفاصيل الماركة والطراز وسنة الصنع والمسافة المقطوعة.',
          'أسعار بالليرة السورية وبالدولار الأمريكي، وبحث حسب المحافظة والمدينة والحي.',
          'صفحات للوكلاء والشركات العقارية مع تقييمات من المستخدمين.',
        ),
        h('رسالتنا'),
        p(
          'نؤمن بأن العثور على بيت أو سيارة يجب ألا يكون مرهقًا. لذلك نعرض المعلومات المهمة بوضوح، ونتحقق من حسابات المعلنين، ونتيح لك التواصل مع البائع مباشرة عبر الهاتف أو البريد الإلكتروني أو واتساب.',
        ),
        h('تواصل معنا'),
        p('لأي سؤال أو اقتراح، راسلنا من صفحة «اتصل بنا» وسنرد عليك خلال 24 ساعة.'),
      ],
      en: [
        p(
          'Souq is a Syrian classifieds marketplace that brings property and cars together in one place, in Arabic and English. We help people in Damascus, Aleppo, Homs, Latakia and every other governorate buy, sell and rent with confidence.',
        ),
        h('What we offer'),
        list(
          'Property listings for sale and for rent: apartments, villas, farms, shops, land, buildings and studios.',
          'New and used car listings with brand, model, year and mileage.',
          'Prices in Syrian pounds and US dollars, and search by governorate, city and neighbourhood.',
          'Pages for agents and real-estate companies, with reviews from users.',
        ),
        h('Our mission'),
        p(
          'Finding a home or a car should not be exhausting. We show what matters clearly, verify advertisers’ accounts, and let you reach the seller directly by phone, email or WhatsApp.',
        ),
        h('Talk to us'),
        p('For any question or suggestion, write to us from the Contact us page and we will reply within 24 hours.'),
      ],
      fr: [
        p(
          'Souq est une place de marché syrienne de petites annonces immobilières et automobiles, en arabe et en anglais. Nous aidons chacun, à Damas, Alep, Homs, Lattaquié et dans tout le pays, à acheter, vendre et louer en confiance.',
        ),
      ],
    },
  },
  {
    slug: 'term-and-conditions',
    position: 2,
    title: { ar: 'الشروط والأحكام', en: 'Terms and conditions', fr: 'Conditions générales d’utilisation' },
    content: {
      ar: [
        p('باستخدامك موقع سوق فإنك توافق على هذه الشروط. يرجى قراءتها بعناية قبل نشر أي إعلان أو التواصل مع المعلنين.'),
        h('1. الحساب'),
        p(
          'يجب أن تكون المعلومات التي تقدمها عند التسجيل صحيحة وحديثة. أنت مسؤول عن الحفاظ على سرية كلمة المرور وعن كل نشاط يتم من خلال حسابك.',
        ),
        h('2. الإعلانات'),
        list(
          'يجب أن يكون الإعلان عن عقار أو سيارة حقيقية تملكها أو مفوَّض بتسويقها.',
          'يجب أن تكون الصور والأسعار والمواصفات مطابقة للواقع.',
          'يُمنع نشر إعلانات مكررة أو مضللة أو مخالفة للقوانين السورية النافذة.',
          'يحق لسوق تعديل أو إخفاء أو حذف أي إعلان يخالف هذه الشروط دون إشعار مسبق.',
        ),
        h('3. التعامل بين المستخدمين'),
        p(
          'سوق منصة للإعلان فقط وليس طرفًا في أي عقد بيع أو إيجار. ننصحك بمعاينة العقار أو السيارة شخصيًا، والتحقق من الأوراق الرسمية، وعدم دفع أي مبلغ قبل التأكد من هوية البائع.',
        ),
        h('4. الاشتراكات والرسوم'),
        p(
          'الإعلان الأساسي مجاني. تخضع الخطط المدفوعة والإعلانات المميزة للأسعار والمدد المعروضة في صفحة خطط الاشتراك وقت الشراء.',
        ),
        h('5. تعديل الشروط'),
        p(
          'قد نعدّل هذه الشروط من وقت لآخر، ويسري التعديل من تاريخ نشره على هذه الصفحة. استمرارك في استخدام الموقع يعني موافقتك على الشروط المعدلة.',
        ),
      ],
      en: [
        p(
          'By using Souq you agree to these terms. Please read them carefully before posting a listing or contacting advertisers.',
        ),
        h('1. Your account'),
        p(
          'The information you give when registering must be accurate and up to date. You are responsible for keeping your password secret and for everything done through your account.',
        ),
        h('2. Listings'),
        list(
          'A listing must describe a real property or vehicle that you own or are authorised to market.',
          'Photos, prices and specifications must match reality.',
          'Duplicate, misleading or unlawful listings under Syrian law are not allowed.',
          'Souq may edit, hide or remove any listing that breaks these terms without prior notice.',
        ),
        h('3. Dealing with other users'),
        p(
          'Souq is an advertising platform and is not a party to any sale or rental. We advise you to view the property or car in person, check the official papers, and never pay before you are sure who the seller is.',
        ),
        h('4. Plans and fees'),
        p(
          'Basic listings are free. Paid plans and featured listings follow the prices and durations shown on the subscription plans page at the time of purchase.',
        ),
        h('5. Changes to these terms'),
        p(
          'We may change these terms from time to time; changes apply from the date they are published on this page. Continuing to use the site means you accept the updated terms.',
        ),
      ],
      fr: [
        p(
          'En utilisant Souq, vous acceptez ces conditions. Les annonces doivent être réelles et exactes ; Souq est une plateforme d’annonces et n’est partie à aucune vente ni location. La version arabe fait foi.',
        ),
      ],
    },
  },
  {
    slug: 'privacy-policy',
    position: 3,
    title: { ar: 'سياسة الخصوصية', en: 'Privacy policy', fr: 'Politique de confidentialité' },
    content: {
      ar: [
        p('نحترم خصوصيتك. توضح هذه السياسة البيانات التي نجمعها عند استخدامك سوق، وكيف نستخدمها ونحميها.'),
        h('البيانات التي نجمعها'),
        list(
          'بيانات الحساب: الاسم والبريد الإلكتروني ورقم الهاتف ونوع الحساب.',
          'محتوى الإعلانات: الوصف والصور والأسعار والموقع التقريبي للعقار.',
          'بيانات الاستخدام: عمليات البحث المحفوظة والإعلانات المفضلة واللغة المختارة.',
          'الرسائل التي ترسلها إلينا من نموذج «اتصل بنا».',
        ),
        h('كيف نستخدم البيانات'),
        p(
          'نستخدم بياناتك لتشغيل حسابك، وعرض إعلاناتك، وإرسال رموز التحقق وتنبيهات البحث، والرد على استفساراتك. لا نبيع بياناتك الشخصية لأي جهة.',
        ),
        h('ما يراه الآخرون'),
        p(
          'يظهر اسمك ووسائل التواصل التي تختارها في إعلاناتك حتى يتمكن المهتمون من التواصل معك. لا نعرض بريدك الإلكتروني في صفحتك العامة.',
        ),
        h('حماية البيانات'),
        p(
          'نخزن كلمات المرور مشفرة بطريقة لا يمكن عكسها، ونستخدم اتصالًا آمنًا، ونحصر الوصول إلى البيانات بالموظفين الذين يحتاجون إليها.',
        ),
        h('حقوقك'),
        p(
          'يمكنك تعديل بياناتك من صفحة حسابي، أو إلغاء الاشتراك في النشرة البريدية من الرابط الموجود في كل رسالة، أو طلب حذف حسابك عبر صفحة «اتصل بنا».',
        ),
      ],
      en: [
        p(
          'We respect your privacy. This policy explains what data we collect when you use Souq, and how we use and protect it.',
        ),
        h('What we collect'),
        list(
          'Account details: name, email address, phone number and account type.',
          'Listing content: descriptions, photos, prices and the approximate location of a property.',
          'Usage data: saved searches, favourite listings and your chosen language.',
          'Messages you send us through the contact form.',
        ),
        h('How we use it'),
        p(
          'We use your data to run your account, show your listings, send verification codes and search alerts, and answer your questions. We never sell your personal data.',
        ),
        h('What others see'),
        p(
          'Your name and the contact methods you choose appear on your listings so that interested people can reach you. Your email address is not shown on your public profile.',
        ),
        h('Keeping it safe'),
        p(
          'Passwords are stored with one-way hashing, connections are encrypted, and access to data is limited to the staff who need it.',
        ),
        h('Your rights'),
        p(
          'You can edit your details from My account, unsubscribe from the newsletter with the link in every email, or ask us to delete your account through the Contact us page.',
        ),
      ],
      fr: [
        p(
          'Nous collectons uniquement les données nécessaires au fonctionnement de votre compte et de vos annonces. Nous ne vendons jamais vos données personnelles. Vous pouvez les modifier ou demander leur suppression à tout moment.',
        ),
      ],
    },
  },
  {
    slug: 'faq',
    position: 4,
    title: { ar: 'الأسئلة الشائعة', en: 'Frequently asked questions', fr: 'Questions fréquentes' },
    content: {
      ar: [
        p('إجابات عن أكثر الأسئلة التي تصلنا من المشترين والبائعين. إن لم تجد جوابك هنا، راسلنا من صفحة «اتصل بنا».'),
      ],
      en: [
        p(
          'Answers to the questions buyers and sellers ask us most. If yours is not here, write to us from the Contact us page.',
        ),
      ],
      fr: [p('Les réponses aux questions les plus fréquentes des acheteurs et des vendeurs.')],
    },
  },
  {
    slug: 'partner-services',
    position: 5,
    title: { ar: 'خدمات الشركاء', en: 'Partner services', fr: 'Services partenaires' },
    content: {
      ar: [
        p(
          'نعمل مع مكاتب عقارية ومعارض سيارات ومقدمي خدمات موثوقين في سوريا لتسهيل كل خطوة بعد العثور على الإعلان المناسب.',
        ),
        h('خدمات للمكاتب والشركات'),
        list(
          'حساب شركة مع صفحة تعريفية وشعار وربط الوكلاء العاملين لديك.',
          'خطط اشتراك بعدد إعلانات أكبر وإعلانات مميزة تظهر أولًا في نتائج البحث.',
          'إحصائيات عن مشاهدات إعلاناتك والتواصل معها.',
        ),
        h('خدمات مساندة'),
        list(
          'فحص السيارات المستعملة لدى مراكز صيانة شريكة قبل الشراء.',
          'تصوير احترافي للعقارات لإعلانات أوضح وأكثر جذبًا.',
          'إرشاد حول الأوراق الرسمية ونقل الملكية بالتعاون مع مكاتب معتمدة.',
        ),
        p('هل تقدم خدمة تفيد مستخدمي سوق؟ راسلنا من صفحة «اتصل بنا» لنناقش الشراكة.'),
      ],
      en: [
        p(
          'We work with trusted estate agencies, car showrooms and service providers across Syria to make every step easier once you have found the right listing.',
        ),
        h('For agencies and companies'),
        list(
          'A company account with a profile page, logo, and your associated agents.',
          'Plans with more active listings, and featured listings shown first in search results.',
          'Statistics on how often your listings are viewed and contacted.',
        ),
        h('Supporting services'),
        list(
          'Pre-purchase inspection of used cars at partner garages.',
          'Professional photography for clearer, more attractive property listings.',
          'Guidance on official papers and transfer of ownership with accredited offices.',
        ),
        p(
          'Do you offer a service that helps Souq users? Write to us from the Contact us page to talk about a partnership.',
        ),
      ],
      fr: [
        p(
          'Agences, concessionnaires et prestataires partenaires : comptes entreprise, annonces mises en avant, inspection de véhicules d’occasion et photographie immobilière. Contactez-nous pour devenir partenaire.',
        ),
      ],
    },
  },
  {
    slug: 'affiliate',
    position: 6,
    title: { ar: 'برنامج التسويق بالعمولة', en: 'Affiliate programme', fr: 'Programme d’affiliation' },
    content: {
      ar: [
        p('انضم إلى برنامج التسويق بالعمولة في سوق واربح من كل معلن جديد يشترك في خطة مدفوعة عن طريقك.'),
        h('كيف يعمل البرنامج'),
        list(
          'سجّل في سوق وراسلنا من صفحة «اتصل بنا» بعنوان «التسويق بالعمولة».',
          'نرسل إليك رابطًا خاصًا بك لمشاركته مع المكاتب العقارية ومعارض السيارات والأصدقاء.',
          'تحصل على عمولة عن كل اشتراك مدفوع يتم من خلال رابطك خلال فترة الاحتساب.',
        ),
        h('لمن هذا البرنامج'),
        p(
          'لأصحاب الصفحات والمجموعات المهتمة بالعقارات والسيارات، وللوسطاء ومقدمي الخدمات الذين يعرفون السوق المحلية جيدًا.',
        ),
        h('الدفع'),
        p(
          'تُحسب العمولات شهريًا وتُدفع بالليرة السورية أو بالدولار الأمريكي بحسب الاتفاق، بعد تأكيد الاشتراكات المدفوعة.',
        ),
      ],
      en: [
        p(
          'Join the Souq affiliate programme and earn from every new advertiser who subscribes to a paid plan through you.',
        ),
        h('How it works'),
        list(
          'Sign up to Souq and write to us from the Contact us page with the subject “Affiliate”.',
          'We send you a personal link to share with estate agencies, car showrooms and friends.',
          'You earn a commission on every paid subscription made through your link during the tracking period.',
        ),
        h('Who it is for'),
        p(
          'Owners of pages and groups about property and cars, and brokers and service providers who know their local market well.',
        ),
        h('Payment'),
        p(
          'Commissions are calculated monthly and paid in Syrian pounds or US dollars, as agreed, once the paid subscriptions are confirmed.',
        ),
      ],
      fr: [
        p(
          'Recommandez Souq aux agences et concessionnaires et touchez une commission sur chaque abonnement payant souscrit grâce à votre lien personnel.',
        ),
      ],
    },
  },
];

export interface DefaultFaq {
  question: { ar: string; en: string; fr: string };
  answer: { ar: string; en: string; fr: string };
}

export const DEFAULT_FAQS: readonly DefaultFaq[] = [
  {
    question: {
      ar: 'هل نشر الإعلان مجاني؟',
      en: 'Is posting a listing free?',
      fr: 'La publication d’une annonce est-elle gratuite ?',
    },
    answer: {
      ar: 'نعم، الإعلان الأساسي مجاني. يمكنك ترقية إعلانك إلى إعلان مميز أو الاشتراك في خطة للوكلاء والشركات للحصول على عدد أكبر من الإعلانات.',
      en: 'Yes, a basic listing is free. You can upgrade a listing to featured, or subscribe to an agent or company plan for more listings.',
      fr: 'Oui, l’annonce de base est gratuite. Des options payantes permettent de la mettre en avant.',
    },
  },
  {
    question: {
      ar: 'كيف أتواصل مع صاحب الإعلان؟',
      en: 'How do I contact an advertiser?',
      fr: 'Comment contacter un annonceur ?',
    },
    answer: {
      ar: 'افتح صفحة الإعلان واختر الاتصال أو البريد الإلكتروني أو واتساب. قد تحتاج إلى تسجيل الدخول لرؤية تفاصيل العقار كاملة.',
      en: 'Open the listing and choose call, email or WhatsApp. You may need to log in to see a property’s full details.',
      fr: 'Ouvrez l’annonce et choisissez l’appel, l’e-mail ou WhatsApp.',
    },
  },
  {
    question: {
      ar: 'هل الأسعار بالليرة السورية أم بالدولار؟',
      en: 'Are prices in Syrian pounds or dollars?',
      fr: 'Les prix sont-ils en livres syriennes ou en dollars ?',
    },
    answer: {
      ar: 'يمكن عرض الأسعار بالعملتين. استخدم زر العملة في أعلى الصفحة للتبديل بين الليرة السورية والدولار الأمريكي.',
      en: 'Both. Use the currency switch at the top of the page to move between Syrian pounds and US dollars.',
      fr: 'Les deux : utilisez le sélecteur de devise en haut de la page.',
    },
  },
  {
    question: {
      ar: 'كيف أحمي نفسي من الاحتيال؟',
      en: 'How do I protect myself from fraud?',
      fr: 'Comment me protéger de la fraude ?',
    },
    answer: {
      ar: 'عاين العقار أو السيارة بنفسك، وتحقق من الأوراق الرسمية، ولا تحوّل أي مبلغ قبل التأكد من هوية البائع. أبلغنا عن أي إعلان مشبوه من صفحة «اتصل بنا».',
      en: 'View the property or car yourself, check the official papers, and never transfer money before you know who the seller is. Report any suspicious listing through the Contact us page.',
      fr: 'Visitez le bien, vérifiez les papiers officiels et ne payez jamais avant d’avoir identifié le vendeur.',
    },
  },
  {
    question: {
      ar: 'ما الفرق بين حساب الفرد والوكيل والشركة؟',
      en: 'What is the difference between Individual, Agent and Corporate accounts?',
      fr: 'Quelle différence entre les comptes Particulier, Agent et Entreprise ?',
    },
    answer: {
      ar: 'حساب الفرد للبحث وحفظ الإعلانات. حساب الوكيل والشركة يتيح نشر الإعلانات وإدارتها، ويمكن للشركة ربط الوكلاء العاملين لديها.',
      en: 'Individual accounts search and save listings. Agent and Corporate accounts can post and manage listings, and a company can link the agents who work for it.',
      fr: 'Les particuliers recherchent et enregistrent des annonces ; agents et entreprises publient et gèrent des annonces.',
    },
  },
  {
    question: {
      ar: 'متى تردون على رسائلي؟',
      en: 'When will you reply to my message?',
      fr: 'Quand recevrai-je une réponse ?',
    },
    answer: {
      ar: 'نرد على كل رسالة تصلنا من صفحة «اتصل بنا» خلال 24 ساعة.',
      en: 'We reply to every message sent from the Contact us page within 24 hours.',
      fr: 'Nous répondons à chaque message sous 24 heures.',
    },
  },
];

export interface DefaultBanner {
  language: Lang;
  image: string;
  title: string;
  subtitle: string;
  alt: string;
  link: string | null;
}

/** Built-in artwork served by the API (see banner-art-routes.ts), replaced by uploaded images when editors wish. */
export const BANNER_ART_PATH = '/api/content/banner-art';

export const DEFAULT_BANNERS: readonly DefaultBanner[] = [
  {
    language: 'ar',
    image: `${BANNER_ART_PATH}/city.svg`,
    title: 'بيتك القادم في سوريا يبدأ من هنا',
    subtitle: 'آلاف العقارات والسيارات للبيع والإيجار من بائعين موثوقين.',
    alt: 'رسم لمدينة سورية عند الغروب',
    link: '/property',
  },
  {
    language: 'ar',
    image: `${BANNER_ART_PATH}/road.svg`,
    title: 'سيارتك القادمة بسعر واضح',
    subtitle: 'قارن السيارات الجديدة والمستعملة بالليرة السورية أو بالدولار.',
    alt: 'رسم لطريق بين التلال',
    link: '/auto',
  },
  {
    language: 'en',
    image: `${BANNER_ART_PATH}/city.svg`,
    title: 'Your next home in Syria starts here',
    subtitle: 'Thousands of properties and cars for sale and rent from trusted sellers.',
    alt: 'Illustration of a Syrian city at sunset',
    link: '/property',
  },
  {
    language: 'en',
    image: `${BANNER_ART_PATH}/road.svg`,
    title: 'Your next car, clearly priced',
    subtitle: 'Compare new and used cars in Syrian pounds or US dollars.',
    alt: 'Illustration of a road through hills',
    link: '/auto',
  },
];
