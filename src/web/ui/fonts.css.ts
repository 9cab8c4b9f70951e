import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * A font stack per script, chosen by the language of the element (`<html lang>` written by the server, and `lang`
 * on text in another language such as the language select's own names). The script's fonts come first, then the
 * brand's theme font: system fonts only — the Noto names Android ships and Debian's fonts-noto-core /
 * fonts-noto-cjk install, then macOS/iOS and Windows equivalents. Han glyph shapes differ between Japanese,
 * Korean, Simplified and Traditional Chinese, so each has its own CJK font. Tall scripts get more line height.
 */
const SCRIPT_FONTS: [languages: string[], fonts: string, lineHeight?: number][] = [
  [['th'], `'Noto Sans Thai', 'Noto Sans Thai UI', Thonburi, 'Leelawadee UI', Tahoma`, 1.7],
  [['lo'], `'Noto Sans Lao', 'Noto Sans Lao UI', 'Lao Sangam MN', 'Leelawadee UI'`, 1.7],
  [['km'], `'Noto Sans Khmer', 'Noto Sans Khmer UI', 'Khmer Sangam MN', 'Leelawadee UI'`, 1.75],
  [['my'], `'Noto Sans Myanmar', 'Noto Sans Myanmar UI', 'Myanmar Sangam MN', 'Myanmar Text'`, 1.9],
  [['hi', 'ne'], `'Noto Sans Devanagari', 'Kohinoor Devanagari', 'Nirmala UI', Mangal`, 1.65],
  [['bn'], `'Noto Sans Bengali', 'Kohinoor Bangla', 'Nirmala UI', Vrinda`, 1.65],
  [['ta'], `'Noto Sans Tamil', 'Tamil Sangam MN', 'Nirmala UI', Latha`, 1.65],
  [['te'], `'Noto Sans Telugu', 'Kohinoor Telugu', 'Nirmala UI', Gautami`, 1.65],
  [['ar'], `'Noto Sans Arabic', 'Noto Naskh Arabic', 'Geeza Pro', 'Segoe UI', Tahoma`, 1.7],
  [['fa'], `'Noto Sans Arabic', 'Noto Naskh Arabic', 'Geeza Pro', 'Segoe UI', Tahoma`, 1.7],
  [['ur'], `'Noto Nastaliq Urdu', 'Urdu Typesetting', 'Noto Sans Arabic', 'Geeza Pro', 'Segoe UI'`, 2.1],
  [
    ['ja'],
    `'Noto Sans CJK JP', 'Noto Sans JP', 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic UI', Meiryo`,
  ],
  [['ko'], `'Noto Sans CJK KR', 'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic'`],
  [['zh-CN'], `'Noto Sans CJK SC', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei'`],
  [['zh-TW'], `'Noto Sans CJK TC', 'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei'`],
];

// The script fonts of the element's language (none for Latin and Cyrillic scripts: the theme font has them).
for (const [languages, fonts, lineHeight] of SCRIPT_FONTS) {
  const selector = languages.map((l) => `:lang(${l})`).join(', ');
  globalStyle(selector, { vars: { '--mq-script-font': fonts } });
  if (lineHeight) globalStyle(languages.map((l) => `html:lang(${l}) body`).join(', '), { lineHeight });
}
const stack = (theme: string) => `var(--mq-script-font, ${theme}), ${theme}`;
globalStyle('html body, html body [lang]', { fontFamily: stack(vars.font.body) });
globalStyle('html h1, html h2, html h3', { fontFamily: stack(vars.font.heading) });
