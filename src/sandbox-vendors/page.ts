/**
 * The game page shell: the boot data as inert JSON, the scripts and the stylesheet. Everything visible is drawn
 * from the boot data by the scripts of public/, in this order: kit.js (what every game kind shares), arcade.js and
 * tables.js (the game kinds), game.js (draws the page).
 */
export const SCRIPTS = ['kit.js', 'arcade.js', 'tables.js', 'game.js'] as const;

const escapeJson = (value: unknown) =>
  JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v))
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function pageHtml(boot: { game: { name: string }; language: string } | undefined): string {
  const title = boot ? escapeHtml(boot.game.name) : 'Session ended';
  const lang = boot ? ({ cn: 'zh-CN', ty: 'fil' }[boot.language] ?? boot.language) : 'en';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/static/game.css">
</head>
<body>
<main id="app" aria-live="polite"><p class="muted">${boot ? '…' : 'This game session has ended. Close the game and open it again.'}</p></main>
<script type="application/json" id="boot">${boot ? escapeJson(boot) : 'null'}</script>
${SCRIPTS.map((name) => `<script src="/static/${name}"></script>`).join('\n')}
</body>
</html>`;
}
