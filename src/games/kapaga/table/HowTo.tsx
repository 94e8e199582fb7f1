/**
 * How to play Kapaga at this table, after its rules (the guide's last sections): the
 * controls, playing with friends and bots, the keyboard, and tips.
 */
export function HowTo() {
  return (
    <>
      <section>
        <h3>Playing</h3>
        <ol>
          <li>
            On your turn, click a card (it rises), then <strong>Play</strong>; or double-click
            (double-tap) a card to play it on its own at once. For several cards, click each of
            them: the table puts them in an order the rules allow (your order, when it is one).
          </li>
          <li>
            With hints on, the cards you may play glow. Nothing fits, or you would rather keep your
            cards? <strong>Draw</strong>. A drawn card that fits can be played, or kept with{' '}
            <strong>Keep</strong>.
          </li>
          <li>Playing an 8 shows the call chooser: pick the suit (or rank) you want next.</li>
          <li>
            Press <strong>KAPAGA!</strong> as soon as your hand could go out in one turn, or press
            it with the cards of your play picked: it is called the moment the play lands. When an
            opponent with one card forgets, a <strong>Catch</strong> button appears on their seat.
          </li>
        </ol>
      </section>
      <section>
        <h3>Friends, bots and rules</h3>
        <ul>
          <li>
            <strong>Several people on one device:</strong> on the first screen, make a seat a{' '}
            <strong>Person</strong>. Between two people’s turns every hand hides; the next person
            shows their own cards when the device is theirs.
          </li>
          <li>
            <strong>House rules:</strong> pick a preset, then open <em>House rules</em>.{' '}
            <em>Share rules</em> makes a link that opens the table with exactly them.
          </li>
          <li>
            <strong>Watch the bots play</strong> with your rules: make every seat a bot. Pause,
            step, and show every hand. <strong>Demos</strong> show each special rule on a small
            table.
          </li>
          <li>
            <strong>Share this match</strong> makes a link to watch it again, move by move;{' '}
            <strong>Save it as a file</strong> keeps it.
          </li>
        </ul>
      </section>
      <section>
        <h3>Keyboard</h3>
        <p>
          Tab moves between buttons; the arrow keys move between your cards; Space or Enter selects
          a card or presses a button. Escape closes this panel.
        </p>
      </section>
      <section>
        <h3>Tips</h3>
        <ul>
          <li>Get rid of expensive cards early: a Joker left in hand costs 600 points.</li>
          <li>Keep a 2 to answer a penalty, and an 8 for when nothing else fits.</li>
          <li>Pass a big hand with a 9 or 5♣ when the next player is close to going out.</li>
          <li>
            Call KAPAGA! right away: the bots notice, some faster than others. You can press it
            together with the play that leaves you one card from going out.
          </li>
          <li>
            “Nearly KAPAGA!” is a bot thinking out loud: it has two cards left. It is only talk (no
            rule behind it), a warning that it may go out soon; turn it off in the settings.
          </li>
          <li>Open the log: each bot says why it did what it did.</li>
        </ul>
      </section>
    </>
  );
}
