import { randomInt } from 'node:crypto';

/** Seven-segment strokes on a 10×16 cell; each digit is a set of segments. */
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [0, 0, 10, 0],
  b: [10, 0, 10, 8],
  c: [10, 8, 10, 16],
  d: [0, 16, 10, 16],
  e: [0, 8, 0, 16],
  f: [0, 0, 0, 8],
  g: [0, 8, 10, 8],
};
const DIGITS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

const jitter = (spread: number) => (randomInt(0, 2001) / 1000 - 1) * spread;

export function captchaAnswer(length = 4): string {
  return Array.from({ length }, () => String(randomInt(0, 10))).join('');
}

/**
 * Draws the answer as jittered, rotated strokes over noise lines: the SVG contains paths only, never the
 * characters as text, so reading the markup does not reveal the answer.
 */
export function captchaSvg(answer: string): string {
  const width = 120;
  const height = 44;
  const hue = randomInt(0, 360);
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<path d="M${randomInt(0, width)} ${randomInt(0, height)} Q${randomInt(0, width)} ${randomInt(0, height)} ${randomInt(0, width)} ${randomInt(0, height)}" stroke="hsl(${(hue + i * 47) % 360} 45% 60%)" stroke-width="${1 + jitter(0.5) + 0.5}" fill="none" opacity="0.7"/>`,
    );
  }
  [...answer].forEach((char, i) => {
    const segments = DIGITS[char] ?? '';
    const x = 14 + i * 25 + jitter(3);
    const y = 8 + jitter(3);
    const angle = jitter(18);
    const scale = 1.3 + jitter(0.15);
    const d = [...segments]
      .map((s) => {
        const [x1, y1, x2, y2] = SEGMENTS[s]!;
        return `M${(x1 + jitter(1.2)).toFixed(1)} ${(y1 + jitter(1.2)).toFixed(1)}L${(x2 + jitter(1.2)).toFixed(1)} ${(y2 + jitter(1.2)).toFixed(1)}`;
      })
      .join('');
    parts.push(
      `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)} 5 8) scale(${scale.toFixed(2)})" d="${d}" stroke="hsl(${(hue + 180 + i * 30) % 360} 70% 35%)" stroke-width="${(2.2 + jitter(0.4)).toFixed(2)}" stroke-linecap="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${randomInt(0, width)}" cy="${randomInt(0, height)}" r="${randomInt(1, 3) / 2}" fill="hsl(${hue} 30% 50%)" opacity="0.6"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="hsl(${hue} 40% 94%)"/>${parts.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
