import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './accounts-support';
import { brandUrl, horizontalOverflow } from './support';

interface HelpFile {
  sections: { term: string; title: Record<string, string>; body: Record<string, string> }[];
}
const help = (code: string) =>
  JSON.parse(
    readFileSync(join(resolve(import.meta.dirname, '../..'), 'brands', code, 'content/help.json'), 'utf8'),
  ) as HelpFile;

test('/helpmc: the topics in brand order, each a section; #term opens at that section', async ({ page }) => {
  const titles = help('aurora').sections.map((s) => s.title.en!);
  await page.goto(brandUrl('aurora', '/helpmc#withdrawals'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help centre');
  const topics = page.getByRole('navigation', { name: 'Help topics' });
  await expect(topics.getByRole('link')).toHaveText(titles);
  const withdrawals = page.getByRole('region', { name: 'Withdrawals' });
  await expect(withdrawals).toBeInViewport();
  await expect(withdrawals).toBeFocused();
  await expect(topics.getByRole('link', { name: 'Withdrawals' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(titles);

  // Markdown-lite is rendered as elements: lists, bold, links (never as HTML).
  await expect(withdrawals.getByRole('listitem').first()).toContainText(
    'From ₱200 to ₱50,000 per withdrawal',
  );
  await expect(withdrawals.locator('strong')).toHaveText('payment password');
  await expect(withdrawals.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
    'href',
    '/member?page=withdraw',
  );

  // A link to another topic moves there; an external link opens in a new tab without an opener.
  await topics.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(page).toHaveURL(/\/helpmc#responsible-gaming$/);
  await expect(page.getByRole('region', { name: 'Responsible gaming' })).toBeInViewport();
  // The brand's own tools, linked where the player uses them (issue 27).
  const tools = page.getByRole('region', { name: 'Responsible gaming' });
  await expect(tools.getByRole('link', { name: 'Limits', exact: true })).toHaveAttribute(
    'href',
    '/member?page=limits',
  );
  await expect(tools.getByRole('link', { name: 'Responsible gaming', exact: true })).toHaveAttribute(
    'href',
    '/member?page=responsibleGaming',
  );
  await page
    .getByRole('region', { name: 'Responsible gaming' })
    .getByRole('link', { name: 'customer service' })
    .click();
  await expect(page).toHaveURL(/\/helpmc#contact$/);
  const contact = page.getByRole('region', { name: 'Contact us' });
  await expect(contact).toBeInViewport();
  const telegram = contact.getByRole('link', { name: '@auroraplay_cs' });
  await expect(telegram).toHaveAttribute('href', 'https://t.me/auroraplay_cs');
  await expect(telegram).toHaveAttribute('target', '_blank');
  await expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the footer lists the help topics, each linking to its section of /helpmc', async ({ page }) => {
  const sections = help('siam').sections;
  await page.goto(brandUrl('siam'));
  const footer = page.getByRole('contentinfo');
  const list = footer.getByRole('heading', { name: 'ช่วยเหลือ' }).locator('xpath=..').getByRole('list');
  await expect(list.getByRole('link')).toHaveText(sections.map((s) => s.title.th!));
  for (const [i, section] of sections.entries()) {
    await expect(list.getByRole('link').nth(i)).toHaveAttribute('href', `/helpmc#${section.term}`);
  }
  const privacy = sections.find((s) => s.term === 'privacy')!.title.th!;
  await list.getByRole('link', { name: privacy }).click();
  await expect(page).toHaveURL(/\/helpmc#privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ศูนย์ช่วยเหลือ');
  await expect(page.getByRole('region', { name: privacy })).toBeInViewport();
});

test('/help#term: the home page with the help content at that term in a modal; closing it goes home', async ({
  page,
}) => {
  const deposits = help('lotus').sections.find((s) => s.term === 'deposits')!;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(brandUrl('lotus', '/help#deposits'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trang chủ Lotus Club');
  const modal = page.getByRole('dialog', { name: 'Trung tâm trợ giúp' });
  const section = modal.getByRole('region', { name: deposits.title.vi });
  await expect(section).toBeInViewport();
  await expect(section).toContainText('MoMo');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expect(modal.getByRole('link', { name: 'Mở trung tâm trợ giúp' })).toHaveAttribute(
    'href',
    '/helpmc#deposits',
  );
  await modal.getByRole('button', { name: 'Đóng' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page).toHaveURL(brandUrl('lotus', '/'));
});

test('the help centre follows the language switch', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(brandUrl('aurora', '/helpmc'));
  const topics = page.getByRole('navigation', { name: 'Help topics' });
  await expect(topics.getByRole('link').first()).toHaveText('Your account');
  await page.getByRole('banner').getByLabel('Language').selectOption('ty');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help center');
  await expect(
    page.getByRole('navigation', { name: 'Mga paksa ng tulong' }).getByRole('link').first(),
  ).toHaveText('Ang iyong account');
});
