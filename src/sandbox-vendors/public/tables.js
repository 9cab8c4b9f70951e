// The sandbox vendor's game screen, part 3 of 4: baccarat and the PVP card room (kit.js holds what every kind shares).
(() => {
  const S = window.Sandbox;
  if (!S) return;
  const { boot, state, t, h, money, say, play, stakeSelect, card } = S;

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

  S.kinds.baccarat = baccarat;
  S.kinds.pvp = pvp;
})();
