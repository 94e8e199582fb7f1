import { useEffect, useRef } from 'react';
import { cardWords, type OpenLine, type OpenTable, SUIT_SYMBOL } from '../store/selectors';
import { CardFace } from '../table/Card';
import { Words } from '../table/Words';

/** A table with every hand face up (rule demos, replays): nothing here is secret. */
export function OpenTableView({ table, label }: { table: OpenTable; label: string }) {
  return (
    <section className="open-table" aria-label={label}>
      <ul className={`open-seats${table.seats.length <= 4 ? ' few' : ''}`}>
        {table.seats.map((s) => {
          const n = s.hand.length;
          const status = s.eliminated
            ? ', eliminated'
            : s.wentOut
              ? ', went out'
              : s.toAct
                ? ', to act'
                : '';
          return (
            <li
              key={s.seat}
              className={`open-seat${s.toAct ? ' to-act' : ''}${s.eliminated ? ' eliminated' : ''}`}
              data-seat={s.seat}
            >
              <div className="open-head">
                <span className="seat-name">{s.name}</span>
                {s.dealer && (
                  <span className="dealer-chip" title="Dealer">
                    D
                  </span>
                )}
                {s.kapaga && <span className="kapaga-badge">KAPAGA!</span>}
                <span className="open-count" data-count={n}>
                  {n} card{n === 1 ? '' : 's'}
                </span>
                <span className="open-score" data-score={s.score}>
                  {s.score} pts
                </span>
                {status && <span className="open-status">{status.slice(2)}</span>}
              </div>
              <span
                className="open-hand"
                role="img"
                aria-label={`${s.name}, hand: ${n ? s.hand.map(cardWords).join(', ') : 'no cards'}`}
              >
                {s.hand.map((c, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: twin cards with two decks
                  <span key={`${k}-${c}`} className="mini-card" data-code={c}>
                    <CardFace code={c} small />
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="open-middle">
        <div
          className="open-pile"
          role="img"
          aria-label={`Discard pile, top card: ${cardWords(table.top)}`}
          data-top={table.top}
        >
          <CardFace code={table.top} />
          {table.pending > 0 && (
            <span className="pending-badge" aria-hidden="true">
              +{table.pending}
            </span>
          )}
          {table.call && (
            <span className={`call-badge call-${table.call}`} aria-hidden="true">
              {SUIT_SYMBOL[table.call] ?? table.call}
            </span>
          )}
        </div>
        <p className="pile-label">
          Stock <strong data-stock={table.stock}>{table.stock}</strong> · Discard{' '}
          <strong>{table.discard}</strong>
        </p>
      </div>
      <div className={`table-text ${table.text.tone}`}>
        <p className="main">
          <Words tokens={table.text.tokens} />
        </p>
        {table.text.call && <p className="call">{table.text.call}</p>}
      </div>
    </section>
  );
}

/** The log of an open table, up to the move on show; its lines highlighted. */
export function OpenLog({ lines, at, title }: { lines: OpenLine[]; at: number; title: string }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  });
  return (
    <section className="log open-log" aria-label={title}>
      <h2>{title}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <ol ref={list} className="log-list" tabIndex={0} aria-label={`${title}, latest last`}>
        {lines.map((l) => (
          <li key={l.id} className={`log-line ${l.kind}${l.step === at ? ' latest' : ''}`}>
            <Words tokens={l.tokens} />
          </li>
        ))}
      </ol>
    </section>
  );
}
