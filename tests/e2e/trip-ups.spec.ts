/**
 * Small things a player tripped over (issue 23 items 7, 9 and 12), tried as a player would: /help#term opens the
 * help at the term and follows every link to a term, the Demo button never covers a game's name, the iOS
 * install steps follow the brand's install link, and the support desk names a logged-in player's chat.
 */
import { expect, registerLoggedIn, test } from './accounts-support';
import { gameList } from './lobby-support';
import { shot } from './shots';
import { brandUrl } from './support';

/** A screenshot of what changed, attached to the test's results (and looked at by the author). */

test('/help#term opens the help at that term; a link to a term goes there, also when it is the term shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(brandUrl('aurora', '/help#terms'));
  const modal = page.getByRole('dialog', { name: 'Help centre' });
  const terms = modal.getByRole('region', { name: 'Terms and conditions' });
  await expect(terms).toBeInViewport();
  await expect(terms).toBeFocused();
  await shot(page, 'help-terms-1440.png');

  const contact = modal.getByRole('region', { name: 'Contact us' });
  const link = modal
    .getByRole('region', { name: 'Deposits' })
    .getByRole('link', { name: 'customer service' });
  await link.click();
  await expect(page).toHaveURL(/\/help#contact$/);
  await expect(contact).toBeInViewport();
  await expect(contact).toBeFocused();
  // Read back up to the deposits and follow the same link again: the address does not change, the help moves.
  await link.scrollIntoViewIfNeeded();
  await expect(contact).not.toBeInViewport();
  await link.click();
  await expect(contact).toBeInViewport();
  await expect(contact).toBeFocused();
});

test('the Demo button never covers a game name, on a phone and on a desktop', async ({ page }) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(brandUrl('aurora', '/rng'));
    const list = gameList(page, 'Slots');
    await expect(list.getByRole('button', { name: /for free \(demo\)$/ }).first()).toBeVisible();
    const covered = await list.evaluate((element) =>
      [...element.querySelectorAll<HTMLButtonElement>('button[aria-label$="(demo)"]')].flatMap((demo) => {
        const card = demo.parentElement!;
        const launch = card.querySelector('button[aria-label^="Play "]')!;
        const name = /^Play (.+) by /.exec(launch.getAttribute('aria-label') ?? '')?.[1] ?? '';
        const walker = document.createTreeWalker(launch, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent !== name) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const text = range.getBoundingClientRect();
          const pill = demo.getBoundingClientRect();
          const apart =
            pill.bottom <= text.top ||
            pill.top >= text.bottom ||
            pill.right <= text.left ||
            pill.left >= text.right;
          return apart ? [] : [name];
        }
        return [`${name} (no caption)`];
      }),
    );
    expect(covered, `${width} px`).toEqual([]);
    await shot(page, `rng-demo-${width}.png`);
  }
});

test('iOS: the install steps follow the install link (aurora: the App Store, no profile to trust)', async ({
  page,
}) => {
  await page.goto(brandUrl('aurora', '/download/ios'));
  await expect(page.getByTestId('store-link')).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
  const steps = page.getByRole('list').filter({ hasText: 'App Store' });
  await expect(steps.getByRole('listitem')).toHaveText([
    'Open this page on your iPhone or iPad.',
    'Tap the download button: the App Store opens at the Aurora Play app.',
    'Tap Get, then open the app from your home screen and sign in.',
  ]);
  await expect(page.getByText(/profile/)).toHaveCount(0);
});

test("the support desk names a logged-in player's chat by the player's account, not “Visitor”", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto(brandUrl('aurora'));
  const player = await registerLoggedIn(page, 'aurora');
  await page.evaluate((token) => sessionStorage.setItem('token', token), player.token);
  await page.goto(brandUrl('aurora', '/chat'));
  const room = page.getByRole('region', { name: 'Live chat' });
  const hello = `Hello from ${player.username}`;
  await room.getByLabel('Message').fill(hello);
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(room.getByTestId('chat-message')).toContainText(hello);

  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await desk.goto(brandUrl('aurora', '/support'));
  await desk.getByLabel('Support username').fill('aurora.cs');
  await desk.getByLabel('Password').fill('Support2026x');
  await desk.getByRole('button', { name: 'Sign in' }).click();
  const chat = desk.getByTestId('desk-chat').filter({ hasText: hello });
  await expect(chat).toContainText(player.username);
  await chat.click();
  const message = desk.getByTestId('chat-message').filter({ hasText: hello });
  await expect(message).toContainText(player.username);
  await expect(message).not.toContainText('Visitor');
  await deskContext.close();
});
