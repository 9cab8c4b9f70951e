/**
 * Generated artwork (no external images): game cards drawn from the game's art seed, and vendor logos in the
 * five states of the spec (DEFAULT, ACTIVE, WHITE, COLOR, PURPLE). Pure functions of their inputs, so the
 * responses are cacheable forever. Every text placed in the SVG is XML-escaped.
 */
import { seededRandom } from './catalogue';
import type { GameType } from './catalogue-data';

/** Escapes text for SVG/XML content and attribute values, dropping characters XML cannot carry. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export interface ArtInput {
  gameCode: string;
  vendorCode: string;
  /** The title drawn on the card (the English name; the card's caption in the UI is localised). */
  title: string;
  seed: number;
  gameType: GameType;
  /** The vendor's hue: a vendor's cards share a family of colours. */
  hue: number;
}

const FONT = "'Trebuchet MS', 'Segoe UI', Arial, sans-serif";
const round = (value: number) => Math.round(value * 10) / 10;

/** Splits a title into at most `lines` lines of about `width` characters, ending with … when cut. */
export function wrapTitle(title: string, width: number, lines: number): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = current ? `${current} ${word}` : word;
    if (next.length <= width || !current) {
      current = next.length > width + 4 ? `${next.slice(0, width)}…` : next;
      continue;
    }
    out.push(current);
    current = word;
    if (out.length === lines - 1) {
      const rest = words.slice(i).join(' ');
      current = rest.length > width ? `${rest.slice(0, width - 1).trimEnd()}…` : rest;
      break;
    }
  }
  if (current) out.push(current);
  return out.slice(0, lines);
}

function starPoints(cx: number, cy: number, outer: number, inner: number, points: number, turn: number) {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = turn + (Math.PI * i) / points - Math.PI / 2;
    out.push(`${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`);
  }
  return out.join(' ');
}

/** The background motif of a game type. */
function motif(type: GameType, random: () => number, w: number, h: number): string {
  const parts: string[] = [];
  switch (type) {
    case 'FISH':
      for (let i = 0; i < 14; i++) {
        const r = 4 + random() * 18;
        parts.push(
          `<circle cx="${round(random() * w)}" cy="${round(random() * h)}" r="${round(r)}" fill="none" stroke="#fff" stroke-opacity="${round(0.15 + random() * 0.25)}" stroke-width="2"/>`,
        );
      }
      for (let i = 0; i < 3; i++) {
        const y = round(h * (0.25 + i * 0.22));
        parts.push(
          `<path d="M0 ${y} Q ${w / 4} ${y - 18} ${w / 2} ${y} T ${w} ${y}" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="6"/>`,
        );
      }
      break;
    case 'LIVE':
    case 'PVP':
      for (let i = 0; i < 5; i++) {
        const x = round(w * 0.2 + random() * w * 0.6);
        const y = round(h * 0.15 + random() * h * 0.4);
        const angle = round(-30 + random() * 60);
        parts.push(
          `<rect x="${x - 28}" y="${y - 40}" width="56" height="80" rx="7" fill="#fff" fill-opacity=".12" stroke="#fff" stroke-opacity=".35" transform="rotate(${angle} ${x} ${y})"/>`,
        );
      }
      break;
    case 'LOTT':
    case 'ELOTT':
      for (let i = 0; i < 7; i++) {
        const x = round(random() * w);
        const y = round(random() * h * 0.7);
        const r = round(14 + random() * 14);
        parts.push(
          `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity=".16"/><text x="${x}" y="${round(y + r * 0.35)}" font-size="${round(r)}" text-anchor="middle" fill="#fff" fill-opacity=".5" font-family="${FONT}" font-weight="700">${Math.floor(random() * 90) + 1}</text>`,
        );
      }
      break;
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      for (let i = -2; i < 8; i++) {
        const x = round(i * (w / 6));
        parts.push(
          `<path d="M${x} ${h} L${round(x + w / 3)} 0" stroke="#fff" stroke-opacity=".1" stroke-width="18"/>`,
        );
      }
      break;
    case 'CRASH': {
      let d = `M0 ${round(h * 0.8)}`;
      for (let i = 1; i <= 10; i++) {
        const x = (w / 10) * i;
        const y = h * 0.8 - ((i / 10) ** 2.2 * h * 0.6 + random() * 8);
        d += ` L${round(x)} ${round(y)}`;
      }
      parts.push(
        `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="5" stroke-linejoin="round"/>`,
      );
      break;
    }
    case 'MINI':
    case 'ARCADE':
      for (let i = 0; i < 6; i++) {
        const x = round(random() * w);
        const y = round(random() * h * 0.7);
        parts.push(
          `<rect x="${x - 16}" y="${y - 16}" width="32" height="32" rx="6" fill="#fff" fill-opacity=".14" transform="rotate(${round(random() * 90)} ${x} ${y})"/>`,
        );
      }
      break;
    default: {
      const rays = 12 + Math.floor(random() * 8);
      const cx = w / 2;
      const cy = h * 0.42;
      const reach = Math.max(w, h);
      for (let i = 0; i < rays; i += 2) {
        const a1 = (Math.PI * 2 * i) / rays;
        const a2 = (Math.PI * 2 * (i + 1)) / rays;
        parts.push(
          `<path d="M${cx} ${round(cy)} L${round(cx + reach * Math.cos(a1))} ${round(cy + reach * Math.sin(a1))} L${round(cx + reach * Math.cos(a2))} ${round(cy + reach * Math.sin(a2))} Z" fill="#fff" fill-opacity=".07"/>`,
        );
      }
    }
  }
  return parts.join('');
}

/** The centre emblem: a star or a gem in warm or cool metal. */
function emblem(random: () => number, cx: number, cy: number, size: number, hue: number): string {
  const points = 5 + Math.floor(random() * 4);
  const turn = random() * Math.PI;
  const warm = random() < 0.6;
  const light = warm ? 'hsl(48,100%,72%)' : `hsl(${hue},90%,85%)`;
  const dark = warm ? 'hsl(32,95%,45%)' : `hsl(${(hue + 40) % 360},80%,45%)`;
  const roll = random();
  const outline = 'stroke="#fff" stroke-opacity=".7" stroke-width="3" stroke-linejoin="round"';
  let shape: string;
  if (roll < 0.4) {
    shape = `<polygon points="${starPoints(cx, cy, size, size * (0.45 + random() * 0.15), points, turn)}" fill="url(#em)" ${outline}/>`;
  } else if (roll < 0.65) {
    shape = `<polygon points="${starPoints(cx, cy, size, size * 0.92, 3 + Math.floor(random() * 3), turn)}" fill="url(#em)" ${outline}/>`;
  } else if (roll < 0.85) {
    const inner = round(size * 0.7);
    shape =
      `<circle cx="${cx}" cy="${cy}" r="${size}" fill="url(#em)" ${outline}/>` +
      `<circle cx="${cx}" cy="${cy}" r="${inner}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3" stroke-dasharray="6 5"/>` +
      `<polygon points="${starPoints(cx, cy, size * 0.42, size * 0.18, 5, 0)}" fill="#fff" fill-opacity=".8"/>`;
  } else {
    const top = cy - size * 0.8;
    const base = cy + size * 0.55;
    const left = cx - size;
    const right = cx + size;
    shape =
      `<path d="M${round(left)} ${round(base)} L${round(left)} ${round(top + size * 0.45)} L${round(cx - size * 0.5)} ${round(cy - size * 0.05)} L${cx} ${round(top)} L${round(cx + size * 0.5)} ${round(cy - size * 0.05)} L${round(right)} ${round(top + size * 0.45)} L${round(right)} ${round(base)} Z" fill="url(#em)" ${outline}/>` +
      `<circle cx="${cx}" cy="${round(top)}" r="${round(size * 0.13)}" fill="#fff" fill-opacity=".85"/>` +
      `<rect x="${round(left)}" y="${round(base - size * 0.22)}" width="${round(size * 2)}" height="${round(size * 0.22)}" fill="#fff" fill-opacity=".35"/>`;
  }
  return (
    `<defs><linearGradient id="em" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<circle cx="${cx}" cy="${cy}" r="${round(size * 1.5)}" fill="url(#glow)"/>${shape}` +
    `<ellipse cx="${round(cx - size * 0.25)}" cy="${round(cy - size * 0.35)}" rx="${round(size * 0.3)}" ry="${round(size * 0.14)}" fill="#fff" fill-opacity=".45" transform="rotate(-25 ${round(cx - size * 0.25)} ${round(cy - size * 0.35)})"/>`
  );
}

/** A game card: square (iconUrl) or 16:9 (lagerIcon). */
export function gameArtSvg(input: ArtInput, variant: 'square' | 'large' = 'square'): string {
  const random = seededRandom(input.seed);
  const [w, h] = variant === 'square' ? [300, 300] : [480, 270];
  const hue1 = (input.hue + Math.floor(random() * 60) - 30 + 360) % 360;
  const hue2 = (hue1 + 30 + Math.floor(random() * 120)) % 360;
  const angle = random() * Math.PI * 2;
  const gx = round(0.5 + Math.cos(angle) / 2);
  const gy = round(0.5 + Math.sin(angle) / 2);
  const background =
    `<defs><linearGradient id="bg" x1="${gx}" y1="${gy}" x2="${round(1 - gx)}" y2="${round(1 - gy)}">` +
    `<stop offset="0" stop-color="hsl(${hue1},72%,48%)"/><stop offset="1" stop-color="hsl(${hue2},70%,18%)"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const square = variant === 'square';
  const center = square ? { x: w / 2, y: h * 0.4, size: 62 } : { x: w * 0.74, y: h * 0.46, size: 72 };
  const lines = wrapTitle(input.title, square ? 15 : 16, square ? 2 : 3);
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = square ? (longest > 12 ? 24 : 28) : longest > 13 ? 28 : 32;
  const lineHeight = round(fontSize * 1.15);
  const textX = square ? w / 2 : 26;
  const anchor = square ? 'middle' : 'start';
  const firstY = square
    ? h - 22 - (lines.length - 1) * lineHeight
    : round(h / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize / 3);
  const title = lines
    .map(
      (line, i) =>
        `<text x="${textX}" y="${round(firstY + i * lineHeight)}" text-anchor="${anchor}" font-family="${FONT}" font-size="${fontSize}" font-weight="800" fill="#fff" stroke="#000" stroke-opacity=".45" stroke-width="4" paint-order="stroke" stroke-linejoin="round">${escapeXml(line)}</text>`,
    )
    .join('');
  const badgeWidth = 16 + input.vendorCode.length * 9;
  const badge =
    `<rect x="12" y="12" width="${badgeWidth}" height="24" rx="12" fill="#000" fill-opacity=".38"/>` +
    `<text x="${12 + badgeWidth / 2}" y="29" text-anchor="middle" font-family="${FONT}" font-size="14" font-weight="700" fill="#fff" letter-spacing=".5">${escapeXml(input.vendorCode)}</text>`;
  const shade = square
    ? `<rect y="${round(h * 0.55)}" width="${w}" height="${round(h * 0.45)}" fill="url(#shade)"/>`
    : `<rect width="${round(w * 0.62)}" height="${h}" fill="#000" fill-opacity=".28"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(input.title)}">` +
    `<title>${escapeXml(input.title)}</title><defs><clipPath id="card"><rect width="${w}" height="${h}"/></clipPath></defs>` +
    `<g clip-path="url(#card)">${background}${motif(input.gameType, random, w, h)}` +
    `${emblem(random, center.x, center.y, center.size, hue1)}${shade}${title}${badge}</g></svg>`
  );
}

export type LogoStateName = 'DEFAULT' | 'ACTIVE' | 'WHITE' | 'COLOR' | 'PURPLE';

/** A vendor logo: a mark with the vendor's initial and its code, coloured for the state. */
export function vendorLogoSvg(vendor: { code: string; hue: number }, state: LogoStateName): string {
  const { code, hue } = vendor;
  const shape = [...code].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 3;
  const gradient = `<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},85%,58%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},80%,40%)"/></linearGradient></defs>`;
  const palette: Record<LogoStateName, { mark: string; letter: string; text: string; stroke?: string }> = {
    DEFAULT: { mark: '#8a8fa3', letter: '#ffffff', text: '#8a8fa3' },
    ACTIVE: { mark: 'url(#m)', letter: '#ffffff', text: `hsl(${hue},90%,62%)` },
    WHITE: { mark: 'none', letter: '#ffffff', text: '#ffffff', stroke: '#ffffff' },
    COLOR: { mark: 'url(#m)', letter: '#ffffff', text: `hsl(${hue},70%,30%)` },
    PURPLE: { mark: '#7b5cff', letter: '#ffffff', text: '#7b5cff' },
  };
  const colours = palette[state];
  const stroke = colours.stroke ? ` stroke="${colours.stroke}" stroke-width="3"` : '';
  const mark =
    shape === 0
      ? `<circle cx="24" cy="24" r="19" fill="${colours.mark}"${stroke}/>`
      : shape === 1
        ? `<rect x="10" y="10" width="28" height="28" rx="6" fill="${colours.mark}"${stroke} transform="rotate(45 24 24)"/>`
        : `<polygon points="24,4 41,14 41,34 24,44 7,34 7,14" fill="${colours.mark}"${stroke}/>`;
  const size = code.length > 5 ? 16 : code.length > 3 ? 19 : 23;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48" width="160" height="48" role="img" aria-label="${escapeXml(code)}">` +
    `<title>${escapeXml(code)}</title>${gradient}${mark}` +
    `<text x="24" y="30" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="800" fill="${colours.letter}">${escapeXml(code.slice(0, 1))}</text>` +
    `<text x="52" y="${24 + size * 0.36}" font-family="${FONT}" font-size="${size}" font-weight="800" letter-spacing="1" fill="${colours.text}">${escapeXml(code)}</text></svg>`
  );
}
