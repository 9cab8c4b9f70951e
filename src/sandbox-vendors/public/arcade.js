// The sandbox vendor's game screen, part 2 of 4: slots, fishing and sports/e-sports/cockfight betting (kit.js holds what every kind shares).
(() => {
  const S = window.Sandbox;
  if (!S) return;
  const { boot, T, state, t, h, say, play, stakeSelect } = S;

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

  S.kinds.slot = slot;
  S.kinds.fish = fish;
  S.kinds.sports = sports;
})();
