import type { Language } from '../languages';

/**
 * The names of the in-house lottery games in every language (docs/lottery.md "Names"). A game is known by its
 * catalogue title (the English name the catalogue was generated with); what a player reads comes from the
 * translations, `locales/<language>/lottery.json` `names`: a key per MQL game, and for the Vietnamese lotteries of
 * VNL the template `names.regional` ("{{place}} Lottery", "يانصيب {{place}}") around a place — a region, translated
 * (`names.north` …), or a province, a proper name written as in Vietnamese unless the language has its own.
 */

/** MQL games by name key → catalogue title. */
export const MQL_TITLES = {
  thai: 'Thai Lottery',
  lao: 'Lao Lottery',
  hanoi: 'Hanoi Lottery',
  hanoiVip: 'Hanoi VIP Lottery',
  malaysia: 'Malaysia Lottery',
  // Fast draws of the northern Vietnamese format (lô, đề, xiên), every 1, 3 and 5 minutes.
  hanoiSpeed1: 'Hanoi Speed 1 Minute',
  hanoiSpeed3: 'Hanoi Speed 3 Minutes',
  hanoiSpeed5: 'Hanoi Speed 5 Minutes',
  lotto5d: 'Lotto 5D',
  pick3: 'Pick 3',
  fast3: 'Fast 3',
  pk10: 'PK10 Racing',
  lucky28: 'Lucky 28',
  hangSeng: 'Hang Seng Lottery',
  nikkei: 'Nikkei Lottery',
  dowJones: 'Dow Jones Lottery',
} as const;
export type MqlNameKey = keyof typeof MQL_TITLES;

/**
 * Titles catalogues were generated with before the fast northern draws were named for what they play: they were
 * "Keno N Minute(s)" but never played keno. A catalogue already loaded keeps its titles; these map them.
 */
const FORMER_TITLES: Record<string, MqlNameKey> = {
  'Keno 1 Minute': 'hanoiSpeed1',
  'Keno 3 Minutes': 'hanoiSpeed3',
  'Keno 5 Minutes': 'hanoiSpeed5',
};

export type Region = 'north' | 'south' | 'central';

/** A place of the Vietnamese lotteries: its English (catalogue) name and its own names where a language has one. */
export interface VnPlace {
  en: string;
  vi: string;
  cn: string;
  th: string;
  region?: Region;
  /** The province is in central Vietnam (draws at the central time, 17:15). */
  central?: boolean;
}

const place = (en: string, vi: string, cn: string, th: string, extra: Partial<VnPlace> = {}): VnPlace => ({
  en,
  vi,
  cn,
  th,
  ...extra,
});

/** Regions, then provinces (the VNL catalogue titles are `${en} Lottery`). */
export const VN_PLACES: VnPlace[] = [
  place('Vietnam North', 'Miền Bắc', '越南北部', 'เวียดนามเหนือ', { region: 'north' }),
  place('Vietnam South', 'Miền Nam', '越南南部', 'เวียดนามใต้', { region: 'south' }),
  place('Vietnam Central', 'Miền Trung', '越南中部', 'เวียดนามกลาง', { region: 'central', central: true }),
  place('Ho Chi Minh City', 'TP. Hồ Chí Minh', '胡志明市', 'โฮจิมินห์'),
  place('Dong Thap', 'Đồng Tháp', '同塔', 'ด่งท้าป'),
  place('Ca Mau', 'Cà Mau', '金瓯', 'ก่าเมา'),
  place('Ben Tre', 'Bến Tre', '槟椥', 'เบ๊นแจ'),
  place('Vung Tau', 'Vũng Tàu', '头顿', 'หวุงเต่า'),
  place('Bac Lieu', 'Bạc Liêu', '薄辽', 'บักเลียว'),
  place('Dong Nai', 'Đồng Nai', '同奈', 'ด่งนาย'),
  place('Can Tho', 'Cần Thơ', '芹苴', 'เกิ่นเทอ'),
  place('Soc Trang', 'Sóc Trăng', '朔庄', 'ซ้อกจัง'),
  place('Tay Ninh', 'Tây Ninh', '西宁', 'เตยนิญ'),
  place('An Giang', 'An Giang', '安江', 'อานซาง'),
  place('Binh Thuan', 'Bình Thuận', '平顺', 'บิ่ญถ่วน'),
  place('Vinh Long', 'Vĩnh Long', '永隆', 'หวิญลอง'),
  place('Binh Duong', 'Bình Dương', '平阳', 'บิ่ญเซือง'),
  place('Tra Vinh', 'Trà Vinh', '茶荣', 'จ่าวิญ'),
  place('Long An', 'Long An', '隆安', 'ลองอาน'),
  place('Binh Phuoc', 'Bình Phước', '平福', 'บิ่ญเฟื้อก'),
  place('Hau Giang', 'Hậu Giang', '后江', 'เหิ่วซาง'),
  place('Tien Giang', 'Tiền Giang', '前江', 'เตี่ยนซาง'),
  place('Kien Giang', 'Kiên Giang', '坚江', 'เกียนซาง'),
  place('Da Lat', 'Đà Lạt', '大叻', 'ดาลัด'),
  place('Da Nang', 'Đà Nẵng', '岘港', 'ดานัง', { central: true }),
  place('Khanh Hoa', 'Khánh Hòa', '庆和', 'คั้ญฮหว่า', { central: true }),
  place('Hue', 'Thừa Thiên Huế', '顺化', 'เว้', { central: true }),
  place('Phu Yen', 'Phú Yên', '富安', 'ฟู้เอียน', { central: true }),
  place('Quang Nam', 'Quảng Nam', '广南', 'กว๋างนาม', { central: true }),
  place('Dak Lak', 'Đắk Lắk', '多乐', 'ดั๊กลัก', { central: true }),
  place('Binh Dinh', 'Bình Định', '平定', 'บิ่ญดิ่ญ', { central: true }),
  place('Quang Tri', 'Quảng Trị', '广治', 'กว๋างจิ', { central: true }),
  place('Gia Lai', 'Gia Lai', '嘉莱', 'ซาลาย', { central: true }),
  place('Ninh Thuan', 'Ninh Thuận', '宁顺', 'นิญถ่วน', { central: true }),
  place('Quang Ngai', 'Quảng Ngãi', '广义', 'กว๋างหงาย', { central: true }),
  place('Dak Nong', 'Đắk Nông', '得农', 'ดั๊กนง', { central: true }),
];

/** What names a lottery game: an MQL key, or a Vietnamese lottery's place. */
export type LotteryName = { vendor: 'MQL'; key: MqlNameKey } | { vendor: 'VNL'; place: VnPlace };

const MQL_BY_TITLE = new Map<string, MqlNameKey>([
  ...Object.entries(MQL_TITLES).map(([key, title]) => [title, key as MqlNameKey] as const),
  ...Object.entries(FORMER_TITLES),
]);
const VN_BY_TITLE = new Map(VN_PLACES.map((p) => [`${p.en} Lottery`, p]));

/** The name of a lottery vendor's game from its catalogue title, or undefined (not a lottery game). */
export function lotteryNameOf(vendor: string, title: string): LotteryName | undefined {
  if (vendor === 'MQL') {
    const key = MQL_BY_TITLE.get(title);
    return key ? { vendor, key } : undefined;
  }
  if (vendor === 'VNL') {
    const found = VN_BY_TITLE.get(title);
    return found ? { vendor, place: found } : undefined;
  }
  return undefined;
}

/** A province as a language writes it: its own name in vi, cn, th, English in en and ty, else the Vietnamese name. */
export function provinceName(place: VnPlace, language: Language): string {
  if (language === 'vi' || language === 'cn' || language === 'th' || language === 'en')
    return place[language];
  if (language === 'ty') return place.en;
  return place.vi;
}

/**
 * A lottery game's name in a language, given the language's `lottery` catalogue lookup `t(key, params)` (a key of
 * `names`): "Hanoi Speed 1 Minute", "Xổ Số Cà Mau", "يانصيب شمال فيتنام".
 */
export function lotteryTitle(
  name: LotteryName,
  language: Language,
  t: (key: string, params?: Record<string, string>) => string,
): string {
  if (name.vendor === 'MQL') return t(`names.${name.key}`);
  const where = name.place.region ? t(`names.${name.place.region}`) : provinceName(name.place, language);
  return t('names.regional', { place: where });
}
