// The sandbox vendor's game screen, part 4 of 4: draws the page of the boot data's game kind (kit.js, arcade.js,
// tables.js) and loads the session's balance and history. Outcomes are decided by the service.
(() => {
  const S = window.Sandbox;
  if (!S) return;
  const {
    app,
    boot,
    t,
    h,
    api,
    state,
    request,
    say,
    showBalance,
    showHistory,
    errorText,
    balanceEl,
    message,
    historyEl,
  } = S;
  const rtpText =
    boot.rtp.all !== undefined
      ? `${t('rtp')} ${boot.rtp.all}%`
      : boot.rtp.max !== undefined
        ? `${t('rtp')} ≤ ${boot.rtp.max}%`
        : `${t('rtp')} ${boot.rtp.banker}% / ${boot.rtp.player}% / ${boot.rtp.tie}%`;
  const body = S.kinds[boot.game.kind]();
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
