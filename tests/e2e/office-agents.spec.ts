import { expect, type Page, test } from '@playwright/test';
import { pageFetch, uniqueUsername } from './accounts-support';
import { openOffice, staffToken } from './office-support';
import { shot } from './shots';
import { brandUrl, horizontalOverflow, LOOPBACK } from './support';

const officeUrl = (brand: string, screen: string) => `${LOOPBACK}office/${brand}/${screen}`;

/**
 * Back office, Agents and Lottery & originals (issue 26): an owner moves a member to another agent and the team
 * tree shows it there; an owner makes a player an agent; risk voids an open lottery draw with a reason. Screenshots at 360 and 1440 px, dark and
 * light (E2E_SHOTS=1). Each flow makes its own accounts and staff member.
 */

/** An agent of the demo seed signed in through the API (login is not the flow here). */
async function agentToken(page: Page, username: string, password: string): Promise<string> {
  const login = await pageFetch<{ token: string }>(page, '/wps/session/login', {
    method: 'POST',
    body: { type: 'username', username, password, loginPath: 'agent' },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.value.token;
}

async function register(page: Page, token: string, username: string, kind: 'agent' | 'player') {
  const made = await pageFetch(page, '/wps/agent/team/register', {
    method: 'POST',
    token,
    body: { username, kind },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
}

/**
 * New accounts of the demo teams: master01 (type 2) opens a sub-agent, agent01 a player — the member to move from
 * agent01's team into the new sub-agent's.
 */
async function freshTeam(page: Page) {
  await page.goto(brandUrl('aurora', '/agent'));
  const agent = uniqueUsername('oa');
  const member = uniqueUsername('om');
  await register(page, await agentToken(page, 'master01', 'Master2026x'), agent, 'agent');
  await register(page, await agentToken(page, 'agent01', 'Agent2026x'), member, 'player');
  return { agent, member };
}

test('an owner moves a member to another agent and the tree shows it there', async ({ page }) => {
  test.setTimeout(120_000);
  const { agent, member } = await freshTeam(page);
  const staff = await staffToken(page.request, { aurora: ['owner'] });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openOffice(page, staff, 'aurora/agents', 'dark');
  await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();

  // Find the member; its page offers the move.
  await page.getByLabel('Account name').fill(member);
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  await results.getByRole('button', { name: member }).click();
  const detail = page.getByRole('region', { name: member });
  await expect(detail).toContainText('Upline: agent01');
  await detail.locator('summary', { hasText: 'Move to another agent' }).click();
  const form = detail.getByRole('form', { name: 'Move to another agent' });
  // Into an account that is not an agent: refused with the server's message, nothing moves.
  await form.getByLabel('New upline agent').fill(member);
  await form.getByLabel('Reason (recorded in the audit log)').fill('Asked to join a new team');
  await form.getByRole('button', { name: 'Move' }).click();
  await expect(form.getByRole('alert')).toHaveText('No agent with this name in this brand');
  await form.getByLabel('New upline agent').fill(agent);
  await form.getByLabel('Reason (recorded in the audit log)').fill('Asked to join a new team');
  await form.getByRole('button', { name: 'Move' }).click();
  await expect(form.getByRole('status')).toHaveText(`Moved under ${agent} (accounts moved: 1).`);
  await expect(detail).toContainText(`Upline: ${agent}`);

  // The tree: master01 → the new sub-agent → the member.
  const tree = page.getByRole('region', { name: 'Team tree' });
  await tree.getByRole('button', { name: 'Show the team of master01' }).click();
  await tree.getByRole('button', { name: `Show the team of ${agent}` }).click();
  const agentTeam = tree.locator(`#team-of-${agent}`);
  await expect(agentTeam.getByRole('button', { name: member })).toBeVisible();
  await shot(page, 'office-agents-1440-dark', { fullPage: true });

  // The audit log has it, with the staff member and the reason.
  await page.goto(officeUrl('aurora', 'audit'));
  await expect(page.getByRole('row').filter({ hasText: 'agent-move' }).first()).toContainText(
    'Asked to join a new team',
  );

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(officeUrl('aurora', 'agents'));
  await page.getByLabel('Account name').fill(member);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('region', { name: 'Search results' })).toContainText(`Upline: ${agent}`);
  expect(await horizontalOverflow(page)).toBe(0);
  await shot(page, 'office-agents-360-dark', { fullPage: true });
});

test('an owner makes a player an agent and the tree shows it as one', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(brandUrl('aurora', '/agent'));
  const member = uniqueUsername('op');
  await register(page, await agentToken(page, 'master01', 'Master2026x'), member, 'player');
  const staff = await staffToken(page.request, { aurora: ['owner'] });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openOffice(page, staff, 'aurora/agents', 'dark');
  await page.getByLabel('Account name').fill(member);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('region', { name: 'Search results' }).getByRole('button', { name: member }).click();
  const detail = page.getByRole('region', { name: member });
  await expect(detail).toContainText('Player · Upline: master01');
  await detail.locator('summary', { hasText: 'Make this player an agent' }).click();
  const form = detail.getByRole('form', { name: 'Make this player an agent' });
  const submit = form.getByRole('button', { name: 'Make an agent' });
  await expect(submit).toBeDisabled(); // a reason is required
  await form.getByLabel('Reason (recorded in the audit log)').fill('Brings in a new team');
  await submit.click();
  // The form goes with the player kind; the account says what was done.
  await expect(detail.getByRole('status')).toHaveText(`${member} is now an agent.`);
  await expect(detail).toContainText('Agent · Upline: master01');

  // The tree: under master01, the member is now an agent.
  const tree = page.getByRole('region', { name: 'Team tree' });
  await tree.getByRole('button', { name: 'Show the team of master01' }).click();
  const row = tree
    .locator('#team-of-master01 li')
    .filter({ has: page.getByRole('button', { name: member }) });
  await expect(row.first()).toContainText('Agent');
  await expect(page.getByRole('region', { name: "Agents' actions on their downlines" })).toBeVisible();
  await shot(page, 'office-agents-promote-1440-dark', { fullPage: true });
  await page.getByRole('button', { name: 'Light mode' }).click();
  await shot(page, 'office-agents-promote-1440-light', { fullPage: true });

  await page.setViewportSize({ width: 360, height: 780 });
  await expect(detail).toContainText('Agent · Upline: master01');
  expect(await horizontalOverflow(page)).toBe(0);
  await shot(page, 'office-agents-promote-360-light', { fullPage: true });
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await shot(page, 'office-agents-promote-360-dark', { fullPage: true });
});

test('risk voids an open lottery draw with a reason', async ({ page }) => {
  test.setTimeout(120_000);
  const staff = await staffToken(page.request, { aurora: ['risk'] });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openOffice(page, staff, 'aurora/games', 'light');
  await expect(page.getByRole('heading', { name: 'Lottery and originals', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Dice');
  // The latest open draw (newest first): its commitment shown, its seed hidden.
  const card = page.getByRole('article').first();
  await expect(card).toContainText('hidden until the draw');
  const label = (await card.getAttribute('aria-label')) ?? '';
  await card.locator('summary', { hasText: 'Void this draw' }).click();
  const form = card.getByRole('form', { name: 'Void this draw' });
  const submit = form.getByRole('button', { name: 'Void this draw' });
  await expect(submit).toBeDisabled(); // a reason is required
  await form.getByLabel('Reason (recorded in the audit log)').fill('Draw source feed failed');
  await shot(page, 'office-games-1440-light', { fullPage: true });
  await submit.click();
  const notice = page.getByRole('status').filter({ hasText: 'is void: its bets are refunded.' });
  await expect(notice).toBeVisible();
  // The draw now shows under "Void" with its reason.
  await page.getByLabel('Show').selectOption('void');
  const voided = page.getByRole('article', { name: label });
  await expect(voided).toContainText('Draw source feed failed');
  await expect(voided).toContainText('Void');

  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lottery and originals', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Dice');
  await page.getByLabel('Show').selectOption('void');
  await expect(page.getByRole('article', { name: label })).toContainText('Draw source feed failed');
  expect(await horizontalOverflow(page)).toBe(0);
  await shot(page, 'office-games-360-light', { fullPage: true });
});
