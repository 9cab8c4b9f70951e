// The sandbox vendor's game screen (plain DOM, no build step), part 1 of 4: the boot data, the DOM and money helpers,
// the round player and the balance/history panel every game kind shares, as window.Sandbox. The kinds register
// themselves in Sandbox.kinds (arcade.js, tables.js); game.js draws the page. Outcomes are decided by the service.
window.Sandbox = (() => {
  const boot = JSON.parse(document.getElementById('boot').textContent);
  const app = document.getElementById('app');
  if (!boot) return null;
  const T = boot.texts;
  const api = `/api/session/${boot.id}`;
  const state = { balance: null, busy: false, history: [], fixtures: null, shoe: null };
  document.documentElement.style.setProperty('--hue', String(boot.game.hue));

  const t = (key, vars = {}) => T[key].replace(/\{\{(\w+)\}\}/g, (_, name) => String(vars[name] ?? ''));
  function h(tag, attrs = {}, ...children) {
    const el = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (value === undefined || value === null || value === false) continue;
      if (key.startsWith('on')) el.addEventListener(key.slice(2), value);
      else if (key === 'class') el.className = value;
      else el.setAttribute(key, value === true ? '' : String(value));
    }
    for (const child of children.flat(Number.POSITIVE_INFINITY)) {
      if (child === null || child === undefined || child === false) continue;
      el.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return el;
  }
  function money(minor) {
    if (minor === null || minor === undefined) return '—';
    const digits = boot.currency.minorUnits;
    const text = String(minor).replace(/^-/, '');
    const negative = String(minor).startsWith('-');
    const whole = digits ? text.slice(0, -digits) || '0' : text;
    const fraction = digits ? text.padStart(digits + 1, '0').slice(-digits) : '';
    const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''} ${boot.currency.code}`;
  }
  // Amounts in answers are decimal strings ("12.50"); the screen keeps minor units.
  const toMinor = (decimal) => {
    const [whole, fraction = ''] = String(decimal).split('.');
    return `${whole}${fraction.padEnd(boot.currency.minorUnits, '0')}`.replace(/^0+(?=\d)/, '');
  };

  async function request(path, body) {
    const response = await fetch(path, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const data = await response.json().catch(() => ({ error: 'failed' }));
    if (!response.ok) throw Object.assign(new Error(data.error || 'failed'), { code: data.error });
    return data;
  }

  const message = h('p', { class: 'message', role: 'status' });
  const balanceEl = h('strong', { class: 'balance', 'data-testid': 'sandbox-balance' }, '—');
  const historyEl = h('ol', { class: 'history' });
  function say(text, tone = '') {
    message.textContent = text;
    message.className = `message ${tone}`;
  }
  function showBalance() {
    balanceEl.textContent = money(state.balance);
  }
  function showHistory() {
    historyEl.replaceChildren(
      ...(state.history.length
        ? state.history.map((r) =>
            h(
              'li',
              { class: r.status },
              h('span', {}, `${r.stake} → ${r.payout}`),
              h(
                'span',
                { class: 'muted' },
                r.status === 'refunded' ? '↺' : r.status === 'pending' ? '…' : '',
              ),
            ),
          )
        : [h('li', { class: 'muted' }, t('noHistory'))]),
    );
  }
  function errorText(error) {
    if (error.code === 'insufficient') return t('insufficient');
    if (error.code === 'expired') return t('expired');
    return t('failed');
  }

  /** Plays one round; `show` draws the outcome. */
  async function play(body, show, button) {
    if (state.busy) return;
    state.busy = true;
    if (button) button.disabled = true;
    say(t('loading'));
    try {
      const result = await request(`${api}/round`, body);
      if (result.balance !== null) state.balance = toMinor(result.balance);
      if (result.fixtures) state.fixtures = result.fixtures;
      if (result.shoe) state.shoe = result.shoe;
      state.history.unshift({ stake: result.stake, payout: result.payout, status: result.status });
      state.history.length = Math.min(state.history.length, 20);
      showBalance();
      showHistory();
      if (result.status === 'refunded') say(t('refunded'), 'warn');
      else {
        if (result.outcome) show(result.outcome);
        const won = toMinor(result.payout) !== '0';
        if (result.status === 'pending') say(t('pending', { amount: money(toMinor(result.payout)) }), 'warn');
        else say(won ? t('won', { amount: money(toMinor(result.payout)) }) : t('lost'), won ? 'good' : '');
      }
    } catch (error) {
      say(errorText(error), 'bad');
    } finally {
      state.busy = false;
      if (button) button.disabled = false;
    }
  }

  function stakeSelect(values, id) {
    return h(
      'select',
      { id, class: 'stake', 'aria-label': t('stake') },
      values.map((v) => h('option', { value: v }, money(v))),
    );
  }
  const CARD_SUITS = ['♠', '♥', '♦', '♣'];
  const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  function card(c, aceHigh = false) {
    const rank = aceHigh ? RANKS[(c % 13) + 1 === 13 ? 0 : (c % 13) + 1] : RANKS[c % 13];
    const suit = Math.floor(c / 13);
    return h(
      'span',
      { class: `card ${suit === 1 || suit === 2 ? 'red' : ''}` },
      `${rank}${CARD_SUITS[suit]}`,
    );
  }

  return {
    app,
    kinds: {},
    boot,
    T,
    api,
    state,
    t,
    h,
    money,
    toMinor,
    request,
    message,
    balanceEl,
    historyEl,
    say,
    showBalance,
    showHistory,
    errorText,
    play,
    stakeSelect,
    card,
    CARD_SUITS,
    RANKS,
  };
})();
