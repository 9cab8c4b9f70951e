// The sandbox vendor's game screen (plain DOM, no build step): draws the game of the boot data and plays rounds
// through this service's API. Outcomes are decided by the service; this script only shows them.
(() => {
  const boot = JSON.parse(document.getElementById('boot').textContent);
  const app = document.getElementById('app');
  if (!boot) return;
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

  // ---- slot ----
  const GLYPH = { seven: '7', bar: 'BAR', bell: '★', plum: '♦', lemon: '●', cherry: '♥' };
  function slot() {
    const cells = [];
    const grid = h(
      'div',
      { class: 'reels', role: 'img', 'aria-label': boot.game.name },
      [0, 1, 2].map((row) =>
        [0, 1, 2].map((reel) => {
          const cell = h('span', { class: 'cell' }, GLYPH[boot.paytable.symbols[(row + reel * 2) % 6]]);
          cells[reel * 3 + row] = cell;
          return cell;
        }),
      ),
    );
    const stake = stakeSelect(boot.stakes, 'stake');
    const spin = h('button', { type: 'button', class: 'primary', 'data-testid': 'sandbox-play' }, t('spin'));
    spin.addEventListener('click', () =>
      play(
        { stake: stake.value },
        (o) => {
          o.window.forEach((column, reel) => {
            column.forEach((symbol, row) => {
              const cell = cells[reel * 3 + row];
              cell.textContent = GLYPH[symbol];
              cell.classList.remove('hit');
            });
          });
          const LINES = [
            [1, 1, 1],
            [0, 0, 0],
            [2, 2, 2],
            [0, 1, 2],
            [2, 1, 0],
          ];
          for (const win of o.wins)
            LINES[win.line].forEach((row, reel) => {
              cells[reel * 3 + row].classList.add('hit');
            });
        },
        spin,
      ),
    );
    const pays = h(
      'details',
      { class: 'paytable' },
      h('summary', {}, t('paytable')),
      h('p', { class: 'muted' }, t('lines')),
      h(
        'ul',
        {},
        boot.paytable.symbols.map((s) =>
          h('li', {}, `${GLYPH[s]} ${GLYPH[s]} ${GLYPH[s]}`, h('b', {}, `×${boot.paytable.pays[s]}`)),
        ),
        h('li', {}, t('twoCherries'), h('b', {}, `×${boot.paytable.twoCherries}`)),
      ),
    );
    return [
      grid,
      h('div', { class: 'controls' }, h('label', { for: 'stake' }, t('stake')), stake, spin),
      pays,
    ];
  }

  // ---- fishing ----
  function fish() {
    const stake = stakeSelect(boot.stakes, 'stake');
    const pond = h('div', { class: 'pond' });
    boot.fish.forEach((m, index) => {
      const button = h(
        'button',
        {
          type: 'button',
          class: `fish f${index}`,
          style: undefined,
          'aria-label': `×${m}`,
          'data-testid': index === 0 ? 'sandbox-play' : undefined,
        },
        h('span', { 'aria-hidden': 'true' }, '><>'),
        h('b', {}, `×${m}`),
      );
      button.addEventListener('click', () =>
        play(
          { stake: stake.value, fish: index },
          (o) => {
            button.classList.remove('caught', 'missed');
            void button.offsetWidth;
            button.classList.add(o.caught ? 'caught' : 'missed');
            say(o.caught ? t('caught', { m: o.multiplier }) : t('missed'), o.caught ? 'good' : '');
          },
          null,
        ),
      );
      pond.append(button);
    });
    return [
      h('p', { class: 'muted' }, t('fishHelp')),
      pond,
      h('div', { class: 'controls' }, h('label', { for: 'stake' }, t('stake')), stake),
    ];
  }

  // ---- baccarat ----
  function baccarat() {
    const chip = stakeSelect(boot.stakes, 'stake');
    const bets = { player: 0n, banker: 0n, tie: 0n };
    const spots = {};
    const spotRow = h(
      'div',
      { class: 'spots' },
      ['player', 'banker', 'tie'].map((key) => {
        const amount = h('span', { class: 'amount' }, '');
        const button = h(
          'button',
          { type: 'button', class: `spot ${key}` },
          h('span', {}, t(key)),
          h('small', { class: 'muted' }, `${t('rtp')} ${boot.rtp[key]}%`),
          amount,
        );
        button.addEventListener('click', () => {
          bets[key] += BigInt(chip.value);
          amount.textContent = money(bets[key].toString());
        });
        spots[key] = amount;
        return button;
      }),
    );
    const hands = h('div', { class: 'hands' });
    const shoeInfo = h('p', { class: 'muted' });
    const road = h('div', { class: 'road', 'aria-label': t('road') });
    const showShoe = () => {
      if (!state.shoe) return;
      shoeInfo.textContent = t('cardsLeft', { n: state.shoe.cardsLeft });
      road.replaceChildren(
        ...state.shoe.road
          .slice(-60)
          .map((r) =>
            h(
              'span',
              { class: `bead ${r}` },
              r === 'P' ? t('player')[0] : r === 'B' ? t('banker')[0] : t('tie')[0],
            ),
          ),
      );
    };
    const clear = h('button', { type: 'button' }, '×');
    clear.setAttribute('aria-label', 'Clear');
    clear.addEventListener('click', () => {
      for (const key of Object.keys(bets)) {
        bets[key] = 0n;
        spots[key].textContent = '';
      }
    });
    const deal = h('button', { type: 'button', class: 'primary', 'data-testid': 'sandbox-play' }, t('deal'));
    deal.addEventListener('click', () => {
      if (bets.player + bets.banker + bets.tie === 0n) bets.banker = BigInt(chip.value);
      const body = {
        bets: { player: bets.player.toString(), banker: bets.banker.toString(), tie: bets.tie.toString() },
      };
      play(
        body,
        (o) => {
          hands.replaceChildren(
            h(
              'div',
              { class: `hand ${o.result === 'P' ? 'won' : ''}` },
              h('h3', {}, `${t('player')} · ${o.playerPoints}`),
              o.player.map((c) => card(c)),
            ),
            h(
              'div',
              { class: `hand ${o.result === 'B' ? 'won' : ''}` },
              h('h3', {}, `${t('banker')} · ${o.bankerPoints}`),
              o.banker.map((c) => card(c)),
            ),
          );
          if (o.shuffled) say(t('newShoe'));
          showShoe();
          clear.click();
        },
        deal,
      );
    });
    state.onState = showShoe;
    return [
      hands,
      spotRow,
      h('div', { class: 'controls' }, h('label', { for: 'stake' }, t('stake')), chip, clear, deal),
      h('h2', {}, t('road')),
      shoeInfo,
      road,
    ];
  }

  // ---- PVP card room ----
  function pvp() {
    const area = h('div', { class: 'room' });
    const list = h(
      'ul',
      { class: 'rooms', 'aria-label': t('rooms') },
      boot.rooms.map((room) => {
        const button = h(
          'button',
          { type: 'button', class: 'room-button' },
          h('b', {}, room.name),
          h('small', {}, t('minMax', { min: money(room.min), max: money(room.max) })),
        );
        button.addEventListener('click', () => {
          for (const b of list.querySelectorAll('button')) b.removeAttribute('aria-pressed');
          button.setAttribute('aria-pressed', 'true');
          openRoom(room);
        });
        return h('li', {}, button);
      }),
    );
    function openRoom(room) {
      const steps = [1, 2, 5, 10, 20, 50, 100]
        .map((n) => (BigInt(room.min) * BigInt(n)).toString())
        .filter((v) => BigInt(v) <= BigInt(room.max));
      const stake = stakeSelect(steps, 'stake');
      const table = h('div', { class: 'seats' });
      const go = h(
        'button',
        { type: 'button', class: 'primary', 'data-testid': 'sandbox-play' },
        t('playHand'),
      );
      go.addEventListener('click', () =>
        play(
          { room: room.tier, stake: stake.value },
          (o) =>
            table.replaceChildren(
              ...o.hands.map((cards, seat) =>
                h(
                  'div',
                  { class: `hand ${o.winners.includes(seat) ? 'won' : ''}` },
                  h(
                    'h3',
                    {},
                    seat === 0 ? t('you') : t('seat', { n: seat + 1 }),
                    o.winners.includes(seat) ? ` · ${t('winner')}` : '',
                  ),
                  cards.map((c) => card(c, true)),
                ),
              ),
              h('p', { class: 'muted' }, t('pot', { amount: money(o.pot) })),
            ),
          go,
        ),
      );
      area.replaceChildren(
        h('h2', {}, room.name),
        table,
        h('div', { class: 'controls' }, h('label', { for: 'stake' }, t('stake')), stake, go),
      );
    }
    return [h('p', { class: 'muted' }, t('pvpHelp')), h('h2', {}, t('rooms')), list, area];
  }

  // ---- sports / e-sports / cockfight ----
  function sports() {
    const slip = { fixture: null, pick: null };
    const list = h('div', { class: 'fixtures' });
    const label = (s) => (T[s.label] ? t(s.label) : s.label);
    const outcomeEl = h('p', { class: 'score' });
    function draw() {
      list.replaceChildren(
        ...(state.fixtures || []).map((f) =>
          h(
            'section',
            { class: 'fixture' },
            h('h3', {}, `${f.home} – ${f.away}`),
            h(
              'div',
              { class: 'picks' },
              f.selections.map((s, i) => {
                const pressed = slip.fixture === f.id && slip.pick === i;
                const button = h(
                  'button',
                  { type: 'button', class: 'pick', 'aria-pressed': pressed ? 'true' : 'false' },
                  h('span', {}, label(s)),
                  h('b', {}, (s.odds / 100).toFixed(2)),
                  h('small', { class: 'muted' }, `${t('rtp')} ${((s.permille * s.odds) / 1000).toFixed(1)}%`),
                );
                button.addEventListener('click', () => {
                  slip.fixture = f.id;
                  slip.pick = i;
                  draw();
                });
                return button;
              }),
            ),
          ),
        ),
      );
    }
    const stake = stakeSelect(boot.stakes, 'stake');
    const place = h(
      'button',
      { type: 'button', class: 'primary', 'data-testid': 'sandbox-play' },
      t('placeBet'),
    );
    place.addEventListener('click', () => {
      if (slip.fixture === null) {
        say(t('pickFirst'), 'warn');
        return;
      }
      const fixture = state.fixtures[slip.fixture];
      play(
        { fixture: slip.fixture, pick: slip.pick, stake: stake.value },
        (o) => {
          outcomeEl.textContent = `${t('result')}: ${fixture.home} ${o.score[0]} – ${o.score[1]} ${fixture.away} (${label(fixture.selections[o.result])})`;
          slip.fixture = null;
          slip.pick = null;
        },
        place,
      ).then(draw);
    });
    state.onState = draw;
    return [
      h('h2', {}, t('fixtures')),
      list,
      outcomeEl,
      h('div', { class: 'controls' }, h('label', { for: 'stake' }, t('stake')), stake, place),
    ];
  }

  const rtpText =
    boot.rtp.all !== undefined
      ? `${t('rtp')} ${boot.rtp.all}%`
      : boot.rtp.max !== undefined
        ? `${t('rtp')} ≤ ${boot.rtp.max}%`
        : `${t('rtp')} ${boot.rtp.banker}% / ${boot.rtp.player}% / ${boot.rtp.tie}%`;
  const body = { slot, fish, baccarat, pvp, sports }[boot.game.kind]();
  app.replaceChildren(
    h(
      'header',
      { class: 'top' },
      h('img', { class: 'art', src: `/art/${boot.game.code}.svg`, alt: '', width: 96, height: 54 }),
      h(
        'div',
        { class: 'title' },
        h('h1', {}, boot.game.name),
        h('p', { class: 'muted' }, `${boot.vendor} · ${t('sandbox')} · ${rtpText}`),
      ),
      h(
        'div',
        { class: 'wallet' },
        h('span', { class: 'muted' }, boot.demo ? t('demo') : t('balance')),
        balanceEl,
      ),
    ),
    h('section', { class: `game game-${boot.game.kind}` }, body),
    message,
    h('h2', {}, t('history')),
    historyEl,
    h('footer', { class: 'muted' }, t('fairness')),
  );
  showHistory();
  request(api)
    .then((s) => {
      state.balance = s.balance;
      state.history = s.history.map((r) => ({ stake: r.stake, payout: r.payout, status: r.status }));
      state.fixtures = s.fixtures;
      state.shoe = s.shoe;
      showBalance();
      showHistory();
      state.onState?.();
      say('');
    })
    .catch((error) => say(errorText(error), 'bad'));
})();
