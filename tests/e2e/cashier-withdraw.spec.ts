import { createLotusAccount, dialog, expect, logIn, PASSWORD } from './accounts-support';
import {
  apiPaymentSetup,
  apiWithdrawal,
  auroraPlayer,
  brandUrl,
  fund,
  headerBalance,
  memberMenu,
  ops,
  PAYMENT_PASSWORD,
  REAL_NAME,
  test,
  tinyPng,
} from './cashier-support';

// Operator steps run the real ops CLI (a process each) and the sandbox PSP calls back asynchronously.
test.describe.configure({ timeout: 90_000 });

test('withdraw: payment password and bank account set up, request held, ops approves → message, receipt awaited', async ({
  page,
}) => {
  const { username } = await auroraPlayer(page);
  fund(username, '1000.00');
  await page.goto(brandUrl('aurora', '/member?page=withdraw'));
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
  await expect(page.getByText('₱1,000.00').first()).toBeVisible();

  // No payment password yet: the form says so and links to the security center.
  await expect(page.getByText('A payment password is needed first.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  await page.getByRole('link', { name: 'Set it in My account' }).click();
  await expect(page).toHaveURL(brandUrl('aurora', '/member?page=securityCenter'));

  const passwordPanel = page.getByRole('region', { name: 'Payment password' });
  await passwordPanel.getByRole('button', { name: 'Set payment password' }).click();
  await passwordPanel.getByLabel('Login password').fill(PASSWORD);
  await passwordPanel.getByLabel('New payment password').fill('12345a');
  await passwordPanel.getByLabel('Confirm payment password').fill('12345a');
  await passwordPanel.getByRole('button', { name: 'Set payment password' }).click();
  // The brand's rule (6 digits) is checked before sending.
  await expect(passwordPanel.getByLabel('New payment password')).toHaveAccessibleDescription(/digits/);
  await passwordPanel.getByLabel('New payment password').fill(PAYMENT_PASSWORD);
  await passwordPanel.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
  await passwordPanel.getByRole('button', { name: 'Set payment password' }).click();
  await expect(passwordPanel.getByRole('status')).toHaveText('Your payment password is set.');
  await expect(passwordPanel.getByRole('button', { name: 'Change payment password' })).toBeVisible();

  // Bind a bank account: the holder must be the registered real name (the server decides, its message shows).
  const accounts = page.getByRole('region', { name: 'Bank and e-wallet accounts' });
  await expect(accounts).toContainText('No account bound yet.');
  await accounts.getByRole('button', { name: 'Add an account' }).click();
  const add = accounts.getByRole('form', { name: 'Add an account' });
  await add.getByLabel('Bank or e-wallet').selectOption({ label: 'BDO Unibank' });
  await add.getByLabel('Account number').fill('0012 3456 7890');
  await add.getByLabel('Account holder name').fill('Maria Santos');
  await add.getByRole('button', { name: 'Bind account' }).click();
  await expect(add.getByLabel('Account holder name')).toHaveAccessibleDescription(
    'The account holder name must match your registered real name',
  );
  await add.getByLabel('Account holder name').fill(REAL_NAME.toUpperCase());
  await add.getByRole('button', { name: 'Bind account' }).click();
  await expect(add).toHaveCount(0);
  await expect(accounts.getByRole('listitem')).toContainText(['BDO Unibank ********7890']);

  // Request: choose the account, an amount, the payment password.
  await memberMenu(page).getByRole('link', { name: 'Withdraw' }).click();
  const form = page.getByRole('region', { name: 'Request a withdrawal' });
  await form.getByRole('radio', { name: /BDO Unibank/ }).check();
  const amount = form.getByLabel('Amount', { exact: true });
  await amount.fill('1000.01');
  await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(amount).toHaveAccessibleDescription('You can withdraw at most ₱1,000.00 now');
  await amount.fill('300');
  await form.getByLabel('Payment password').fill('999999');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByLabel('Payment password')).toHaveAccessibleDescription(
    'The payment password is incorrect',
  );
  await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  const requested = form.getByRole('status');
  await expect(requested).toContainText(/Withdrawal W[A-Z0-9]+ of ₱300\.00 requested\./);
  const orderNo = /W[A-Z0-9]+/.exec((await requested.textContent()) ?? '')![0];

  // The amount is held at once.
  await expect(headerBalance(page)).toHaveText('Balance: ₱700.00');
  const list = page.getByRole('list', { name: 'My withdrawals' });
  const row = list.getByRole('listitem').filter({ hasText: orderNo });
  await expect(row).toContainText('Pending review');
  await expect(row).toContainText('To BDO Unibank ********7890');

  // An operator approves it with the ops CLI (recorded action).
  const out = ops('approve', orderNo, '--by', 'e2e-operator', '--reason', 'KYC ok');
  expect(out).toContain(`withdrawal ${orderNo}: approved`);
  expect(out).toContain('recorded: ops action');

  await page.reload();
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Awaiting confirmation');
  await expect(row).toContainText(
    'it counts as received: a forced receipt is not refunded and cannot be reversed.',
  );
  await expect(headerBalance(page)).toHaveText('Balance: ₱700.00');
  await expect(memberMenu(page).getByRole('link', { name: /Messages/ })).toContainText('1 unread');
  await memberMenu(page)
    .getByRole('link', { name: /Messages/ })
    .click();
  await page.getByRole('button', { name: /Unread: Withdrawal approved/ }).click();
  await expect(
    page.getByText(`Your withdrawal ${orderNo} of ₱300.00 has been approved and paid.`),
  ).toBeVisible();
});

test('withdraw rejected by an operator: the held amount returns and the reason is shown', async ({
  page,
}) => {
  const { username, token } = await auroraPlayer(page);
  fund(username, '500.00');
  const payee = await apiPaymentSetup(page, token);
  const orderNo = await apiWithdrawal(page, token, payee, '200.00');
  await page.goto(brandUrl('aurora', '/member?page=withdraw'));
  await expect(headerBalance(page)).toHaveText('Balance: ₱300.00');

  expect(ops('reject', orderNo, '--by', 'e2e-operator', '--reason', 'Name on the account differs')).toContain(
    `withdrawal ${orderNo}: rejected`,
  );
  await page.reload();
  const row = page
    .getByRole('list', { name: 'My withdrawals' })
    .getByRole('listitem')
    .filter({ hasText: orderNo });
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('Reason: Name on the account differs');
  await expect(headerBalance(page)).toHaveText('Balance: ₱500.00');
  await expect(row.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);

  await memberMenu(page)
    .getByRole('link', { name: /Messages/ })
    .click();
  await page.getByRole('button', { name: /Unread: Withdrawal rejected/ }).click();
  await expect(
    page.getByText(/returned to your main wallet\. Reason: Name on the account differs/),
  ).toBeVisible();

  await memberMenu(page).getByRole('link', { name: 'Account record' }).click();
  const record = page.getByRole('region', { name: 'Transactions' });
  await expect(record.getByRole('row', { name: /Withdrawal returned/ })).toContainText('+₱200.00');
  await expect(record.getByRole('row', { name: /Withdrawal returned/ })).toContainText('₱500.00');
});

test('receipt confirmation: "not received" needs 1–3 png/jpg proofs, checked before upload; then all received', async ({
  page,
}) => {
  const { username, token } = await auroraPlayer(page);
  fund(username, '800.00');
  const payee = await apiPaymentSetup(page, token);
  const orderNo = await apiWithdrawal(page, token, payee, '250.00');
  ops('approve', orderNo, '--by', 'e2e-operator');

  await page.goto(brandUrl('aurora', '/member?page=withdraw'));
  const row = page
    .getByRole('list', { name: 'My withdrawals' })
    .getByRole('listitem')
    .filter({ hasText: orderNo });
  await row.getByRole('button', { name: 'Confirm receipt' }).click();
  const receipt = dialog(page, 'Confirm receipt');
  await expect(receipt).toContainText(
    'Without a confirmation within 30 minutes it counts as received: a forced receipt is not refunded and cannot be reversed.',
  );
  await expect(receipt.getByRole('radio')).toHaveCount(3);
  await receipt.getByRole('radio', { name: /Not received/ }).check();

  // Without an image the client refuses; a text file renamed .png and an oversize image are refused before upload.
  await receipt.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(receipt.getByRole('alert')).toHaveText('Please upload at least one proof image');
  const proofs = receipt.getByLabel('Proof images (required)');
  await proofs.setInputFiles({
    name: 'statement.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(receipt.getByRole('alert')).toHaveText('statement.png: Images must be PNG or JPG');
  const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
  await proofs.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(receipt.getByRole('alert')).toHaveText('huge.png: Each image must be at most 5 MB');
  await expect(receipt.getByRole('list', { name: 'Selected images' })).toHaveCount(0);

  // A real PNG generated by the test is accepted and previewed, then uploaded with the answer.
  await proofs.setInputFiles({ name: 'bank-statement.png', mimeType: 'image/png', buffer: tinyPng() });
  const selected = receipt.getByRole('list', { name: 'Selected images' });
  await expect(selected.getByRole('img', { name: 'bank-statement.png' })).toBeVisible();
  await receipt.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(receipt).toHaveCount(0);
  await expect(row).toContainText('Not received');

  // The operators see the dispute.
  const pending = ops('pending', '--brand', 'aurora');
  expect(pending).toContain(orderNo);
  expect(pending).toMatch(new RegExp(`${orderNo}.*not_received`));

  // Later the money arrives: only "all received" is left.
  await row.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(receipt.getByRole('radio')).toHaveCount(1);
  await receipt.getByRole('radio', { name: /All received/ }).check();
  await receipt.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(receipt).toHaveCount(0);
  await expect(row).toContainText('All received');
  await expect(row.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);
});

test('receipt confirmation: partly received with the amount received', async ({ page }) => {
  const { username, token } = await auroraPlayer(page);
  fund(username, '800.00');
  const payee = await apiPaymentSetup(page, token);
  const orderNo = await apiWithdrawal(page, token, payee, '400.00');
  ops('approve', orderNo, '--by', 'e2e-operator');

  await page.goto(brandUrl('aurora', '/member?page=withdraw'));
  const row = page
    .getByRole('list', { name: 'My withdrawals' })
    .getByRole('listitem')
    .filter({ hasText: orderNo });
  await row.getByRole('button', { name: 'Confirm receipt' }).click();
  const receipt = dialog(page, 'Confirm receipt');
  await receipt.getByRole('radio', { name: /Partly received/ }).check();
  const received = receipt.getByLabel('Amount received');
  await received.fill('400.00');
  await receipt.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(received).toHaveAccessibleDescription('The maximum amount is ₱399.99');
  await received.fill('150.00');
  await receipt.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(receipt).toHaveCount(0);
  await expect(row).toContainText('Partly received');
  await expect(row).toContainText('Remaining ₱250.00');
});

test('transfer to the upline with the payment password', async ({ page }) => {
  // agent01 (demo agent) invited this player.
  const { username, token } = await auroraPlayer(page, { affiliateCode: 'AGAURORA' });
  fund(username, '100.00');
  await apiPaymentSetup(page, token);

  await page.goto(brandUrl('aurora', '/member?page=securityCenter'));
  // Offered in the member center to a member with an upline (spec §6).
  await memberMenu(page).getByRole('link', { name: 'Transfer to upline' }).click();
  const form = page.getByRole('form', { name: 'Send money to your upline' });
  await form.getByLabel('Amount', { exact: true }).fill('100.01');
  await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByLabel('Amount', { exact: true })).toHaveAccessibleDescription(
    'Insufficient balance (available: ₱100.00)',
  );
  await form.getByLabel('Amount', { exact: true }).fill('25.50');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Transferred ₱25.50 to your upline. Your balance is now ₱74.50.',
  );
  await expect(headerBalance(page)).toHaveText('Balance: ₱74.50');
  expect(ops('balance', '--brand', 'aurora', '--user', username)).toMatch(/player_cash:\s+74\.50 PHP/);

  await memberMenu(page).getByRole('link', { name: 'Account record' }).click();
  const record = page.getByRole('region', { name: 'Transactions' });
  await expect(record.getByRole('row', { name: /Transfer to upline/ })).toContainText('−₱25.50');
});

test('no dead ends: "Transfer to upline" is not offered without an upline, nor "Wallet" on a single-wallet brand', async ({
  page,
}) => {
  const { username } = await auroraPlayer(page);
  fund(username, '50.00');
  await page.goto(brandUrl('aurora', '/member?page=securityCenter'));
  const menu = memberMenu(page);
  await expect(menu.getByRole('link', { name: 'Account record' })).toBeVisible({ timeout: 30_000 });
  await expect(menu.getByRole('link', { name: 'Transfer to upline' })).toHaveCount(0);
  // aurora has one wallet (brand.json payments.isSingleWallet): nothing to move between wallets.
  await expect(menu.getByRole('link', { name: 'Wallet', exact: true })).toHaveCount(0);
  // An old link to the page says why, with no form the server would refuse after it is filled in.
  await page.goto(brandUrl('aurora', '/member?page=transferUpline'));
  await expect(page.getByRole('main').getByText('Your account has no upline')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Send money to your upline' })).toHaveCount(0);
  await expect(page.getByLabel('Amount', { exact: true })).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText('Balance: ₱50.00');
});

test('multi-wallet brand (lotus, VND): transfer between the main wallet and a game wallet', async ({
  page,
}) => {
  const { username, password } = await createLotusAccount(page);
  await logIn(page, username, password, {
    login: 'Đăng nhập',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
  });
  fund(username, '1000000', 'lotus');
  await page.goto(brandUrl('lotus', '/member?page=securityCenter'));
  // Game wallets to move money between: the wallet page is offered.
  await page
    .getByRole('navigation', { name: 'Trung tâm thành viên' })
    .getByRole('link', { name: 'Ví', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Ví', level: 1 })).toBeVisible();
  const wallets = page.getByRole('region', { name: 'Ví của tôi' });
  await expect(wallets.getByRole('listitem')).toHaveText([
    'Ví chính1.000.000 ₫',
    'PG0 ₫',
    'EVO0 ₫',
    'SABA0 ₫',
  ]);

  const form = page.getByRole('form', { name: 'Chuyển tiền giữa các ví' });
  await expect(form.getByLabel('Từ')).toHaveValue('MAIN');
  await form.getByLabel('Đến').selectOption('EVO');
  // VND has no decimals: whole amounts only.
  await form.getByLabel('Số tiền', { exact: true }).fill('250000.5');
  await form.getByRole('button', { name: 'Chuyển' }).click();
  await expect(form.getByLabel('Số tiền', { exact: true })).toHaveAccessibleDescription(
    'Chỉ nhập số tiền nguyên, không có phần thập phân',
  );
  await form.getByLabel('Số tiền', { exact: true }).fill('250000');
  await form.getByRole('button', { name: 'Chuyển' }).click();
  await expect(form.getByRole('status')).toHaveText('Đã chuyển 250.000 ₫ từ Ví chính sang EVO.');
  await expect(wallets.getByRole('listitem')).toHaveText([
    'Ví chính750.000 ₫',
    'PG0 ₫',
    'EVO250.000 ₫',
    'SABA0 ₫',
  ]);
  await expect(headerBalance(page)).toHaveText('Số dư: 750.000 ₫');

  // And back: choosing a game wallet as the source makes the main wallet the destination.
  await form.getByRole('button', { name: /Đổi chiều/ }).click();
  await expect(form.getByLabel('Từ')).toHaveValue('EVO');
  await expect(form.getByLabel('Đến')).toHaveValue('MAIN');
  await form.getByRole('button', { name: 'Tất cả' }).click();
  await form.getByRole('button', { name: 'Chuyển' }).click();
  await expect(wallets.getByRole('listitem')).toHaveText([
    'Ví chính1.000.000 ₫',
    'PG0 ₫',
    'EVO0 ₫',
    'SABA0 ₫',
  ]);
});
