// Syria's 14 governorates, their main cities and, for the larger cities, real neighbourhoods (and a few
// well-known sub-neighbourhoods), in English and Arabic. Order here is the order shown in lists.

/** [English name, Arabic name, children] */
export type Place = readonly [en: string, ar: string, children?: readonly Place[]];

const DAMASCUS: readonly Place[] = [
  [
    'Mezzeh',
    'المزة',
    [
      ['Western Villas', 'الفيلات الغربية'],
      ['Eastern Villas', 'الفيلات الشرقية'],
      ['Mezzeh 86', 'مزة 86'],
      ['Mezzeh Jabal', 'مزة جبل'],
      ['Sheikh Saad', 'الشيخ سعد'],
      ['Mezzeh Autostrad', 'أوتوستراد المزة'],
    ],
  ],
  ['Malki', 'المالكي'],
  ['Abu Rummaneh', 'أبو رمانة'],
  [
    'Kafr Sousa',
    'كفرسوسة',
    [
      ['Kafr Sousa al-Balad', 'كفرسوسة البلد'],
      ['Tanzim Kafr Sousa', 'تنظيم كفرسوسة'],
    ],
  ],
  ['Baramkeh', 'البرامكة'],
  ['Bab Touma', 'باب توما'],
  ['Muhajireen', 'المهاجرين'],
  ['Rukn al-Din', 'ركن الدين'],
  ['Qassaa', 'القصاع'],
  ['Shaalan', 'الشعلان'],
  ['Salhiyeh', 'الصالحية'],
  ['Arnous', 'عرنوس'],
  ['Jisr al-Abyad', 'الجسر الأبيض'],
  ['Mazraa', 'المزرعة'],
  ['Midan', 'الميدان'],
  ['Shaghour', 'الشاغور'],
  ['Bab Sharqi', 'باب شرقي'],
  ['Qanawat', 'القنوات'],
  ['Sarouja', 'ساروجة'],
  [
    'Dummar',
    'دمر',
    [
      ['Dummar Project', 'مشروع دمر'],
      ['Dummar al-Balad', 'دمر البلد'],
    ],
  ],
  ['Barzeh', 'برزة', [['Masaken Barzeh', 'مساكن برزة']]],
  ['Qaboun', 'القابون'],
  ['Tijara', 'التجارة'],
  ['Qadam', 'القدم'],
];

const ALEPPO: readonly Place[] = [
  ['Aziziyeh', 'العزيزية'],
  ['Jamiliyeh', 'الجميلية'],
  ['Sulaymaniyah', 'السليمانية'],
  ['Muhafaza', 'المحافظة'],
  ['Furqan', 'الفرقان'],
  [
    'New Aleppo',
    'حلب الجديدة',
    [
      ['New Aleppo North', 'حلب الجديدة الشمالية'],
      ['New Aleppo South', 'حلب الجديدة الجنوبية'],
    ],
  ],
  ['Shahba', 'الشهباء', [['New Shahba', 'الشهباء الجديدة']]],
  ['Hamdaniyeh', 'الحمدانية'],
  ['Seif al-Dawla', 'سيف الدولة'],
  ['Mogambo', 'الموكامبو'],
  ['Sabil', 'السبيل'],
  ['Jdeideh', 'الجديدة'],
  ['Midan', 'الميدان'],
  ['Bab al-Faraj', 'باب الفرج'],
  ['Salah al-Din', 'صلاح الدين'],
  ['Ashrafieh', 'الأشرفية'],
  ['Sheikh Maqsoud', 'الشيخ مقصود'],
  ['Syriac Quarter', 'حي السريان'],
];

const HOMS: readonly Place[] = [
  ['Waer', 'الوعر'],
  ['Inshaat', 'الإنشاءات'],
  ['Ghouta', 'الغوطة'],
  ['Hamra', 'الحمراء'],
  ['Zahra', 'الزهراء'],
  ['Akrama', 'عكرمة'],
  ['Baba Amr', 'بابا عمرو'],
  ['Khalidiyeh', 'الخالدية'],
  ['Hamidiyeh', 'الحميدية'],
  ['Bab al-Sibaa', 'باب السباع'],
  ['Karm al-Lawz', 'كرم اللوز'],
  ['Wadi al-Dahab', 'وادي الذهب'],
  ['Nuzha', 'النزهة'],
];

const LATAKIA: readonly Place[] = [
  ['Ziraa', 'الزراعة'],
  ['Raml al-Shamali', 'الرمل الشمالي'],
  ['Raml al-Janoubi', 'الرمل الجنوبي'],
  ['Sleibeh', 'الصليبة'],
  ['Sheikh Daher', 'الشيخ ضاهر'],
  ['Ameriken', 'الأمريكان'],
  ['Mar Taqla', 'مار تقلا'],
  ['Southern Corniche', 'الكورنيش الجنوبي'],
  ['Western Corniche', 'الكورنيش الغربي'],
  ['Daatour', 'الدعتور'],
  ['Fakhoura', 'الفاخورة'],
];

const HAMA: readonly Place[] = [
  ['Hader', 'الحاضر'],
  ['Bab Qibli', 'باب قبلي'],
  ['Arbaeen', 'الأربعين'],
  ['Qusour', 'القصور'],
  ['Tariq Halab', 'طريق حلب'],
  ['Sabouniyeh', 'الصابونية'],
  ['Janoub al-Malaab', 'جنوب الملعب'],
  ['Kazo', 'الكازو'],
];

export const SYRIA: readonly Place[] = [
  ['Damascus', 'دمشق', [['Damascus', 'دمشق', DAMASCUS]]],
  [
    'Rif Dimashq',
    'ريف دمشق',
    [
      ['Douma', 'دوما'],
      ['Jaramana', 'جرمانا'],
      ['Darayya', 'داريا'],
      ['Qudsaya', 'قدسيا', [['Dahiyat Qudsaya', 'ضاحية قدسيا']]],
      ['Sahnaya', 'صحنايا'],
      ['Harasta', 'حرستا'],
      ['Al-Tall', 'التل'],
      ['Saydnaya', 'صيدنايا'],
      ['Zabadani', 'الزبداني'],
      ['Qatana', 'قطنا'],
      ['Yabroud', 'يبرود'],
      ['Al-Nabek', 'النبك'],
    ],
  ],
  [
    'Aleppo',
    'حلب',
    [
      ['Aleppo', 'حلب', ALEPPO],
      ['Manbij', 'منبج'],
      ['Al-Bab', 'الباب'],
      ['Azaz', 'أعزاز'],
      ['Afrin', 'عفرين'],
      ['Jarabulus', 'جرابلس'],
      ['As-Safira', 'السفيرة'],
    ],
  ],
  [
    'Homs',
    'حمص',
    [
      ['Homs', 'حمص', HOMS],
      ['Palmyra', 'تدمر'],
      ['Al-Qusayr', 'القصير'],
      ['Al-Rastan', 'الرستن'],
      ['Talkalakh', 'تلكلخ'],
    ],
  ],
  [
    'Hama',
    'حماة',
    [
      ['Hama', 'حماة', HAMA],
      ['Salamiyah', 'سلمية'],
      ['Masyaf', 'مصياف'],
      ['Mahardah', 'محردة'],
      ['Al-Suqaylabiyah', 'السقيلبية'],
    ],
  ],
  [
    'Latakia',
    'اللاذقية',
    [
      ['Latakia', 'اللاذقية', LATAKIA],
      ['Jableh', 'جبلة'],
      ['Al-Haffah', 'الحفة'],
      ['Qardaha', 'القرداحة'],
      ['Kessab', 'كسب'],
    ],
  ],
  [
    'Tartus',
    'طرطوس',
    [
      ['Tartus', 'طرطوس'],
      ['Baniyas', 'بانياس'],
      ['Safita', 'صافيتا'],
      ['Dreikish', 'الدريكيش'],
      ['Al-Shaykh Badr', 'الشيخ بدر'],
    ],
  ],
  [
    'Idlib',
    'إدلب',
    [
      ['Idlib', 'إدلب'],
      ['Maarat al-Numan', 'معرة النعمان'],
      ['Jisr al-Shughur', 'جسر الشغور'],
      ['Ariha', 'أريحا'],
      ['Harem', 'حارم'],
      ['Saraqib', 'سراقب'],
    ],
  ],
  [
    'Deir ez-Zor',
    'دير الزور',
    [
      ['Deir ez-Zor', 'دير الزور'],
      ['Al-Mayadin', 'الميادين'],
      ['Al-Bukamal', 'البوكمال'],
    ],
  ],
  [
    'Raqqa',
    'الرقة',
    [
      ['Raqqa', 'الرقة'],
      ['Al-Tabqa', 'الطبقة'],
      ['Tal Abyad', 'تل أبيض'],
    ],
  ],
  [
    'Al-Hasakah',
    'الحسكة',
    [
      ['Al-Hasakah', 'الحسكة'],
      ['Qamishli', 'القامشلي'],
      ['Ras al-Ayn', 'رأس العين'],
      ['Al-Malikiyah', 'المالكية'],
      ['Amuda', 'عامودا'],
    ],
  ],
  [
    'Daraa',
    'درعا',
    [
      ['Daraa', 'درعا'],
      ['Izra', 'إزرع'],
      ['Al-Sanamayn', 'الصنمين'],
      ['Nawa', 'نوى'],
      ['Bosra', 'بصرى الشام'],
      ['Jasim', 'جاسم'],
    ],
  ],
  [
    'As-Suwayda',
    'السويداء',
    [
      ['As-Suwayda', 'السويداء'],
      ['Shahba', 'شهبا'],
      ['Salkhad', 'صلخد'],
    ],
  ],
  [
    'Quneitra',
    'القنيطرة',
    [
      ['Quneitra', 'القنيطرة'],
      ['Khan Arnabah', 'خان أرنبة'],
      ['Madinat al-Baath', 'مدينة البعث'],
    ],
  ],
];

/** A stable identifier from the English name: "Deir ez-Zor" → "deir-ez-zor", "Mezzeh 86" → "mezzeh-86". */
export function placeCode(en: string): string {
  return en
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
